import Foundation

/// A text description of app memory that two states share exactly when the app would behave the same from them,
/// as far as its stored values tell: what ``Explorer``'s direct search compares states by, and how a ``DelegateApp`` finds the
/// deliveries its delegate objects still hold.
///
/// Values are read with `Mirror`, so it sees every stored property of structs, enums, tuples and class instances
/// (superclasses included), and nothing else: a closure counts only as being there, and static or global state is
/// not seen at all. Counters that only grow are renumbered, so equal futures give equal fingerprints: a
/// ``Delivery`` is written as its position among the deliveries met so far (`#0`, `#1`, …, in the order
/// ``note(_:)`` or the walk met them), a ``SceneRef`` by its session alone (only the newest scene delegate of a
/// session lives), and an object met a second time as a back reference to its first meeting (`@2`), so cycles end.
/// Sets and dictionaries are written in sorted order, since their iteration order is not part of their value.
package struct StateFingerprint: Hashable, Sendable {
  /// The description so far.
  package private(set) var text = ""
  /// The deliveries met, in the order their numbers were given.
  package private(set) var deliveries: [Delivery] = []
  /// The URLs met (`URL` values are written as their `absoluteString`), in the order met: a ``DelegateApp`` that parks
  /// a link's URL holds its delivery.
  package private(set) var urls: [String] = []
  /// The objects met, by identity, with the number each was given.
  private var objects: [ObjectIdentifier: Int] = [:]

  /// An empty fingerprint.
  package init() {}

  /// An empty fingerprint that goes on numbering after `deliveries` (which took `#0`, `#1`, … in order elsewhere).
  init(numbering deliveries: [Delivery]) { self.deliveries = deliveries }

  /// Two fingerprints are the same state when their texts are.
  package static func == (lhs: StateFingerprint, rhs: StateFingerprint) -> Bool { lhs.text == rhs.text }

  /// Hashes the text alone.
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Appends a literal piece.
  mutating func append(_ piece: String) {
    text += piece
    text += ";"
  }

  /// Appends `delivery` as its number, giving it the next number when it is new.
  mutating func note(_ delivery: Delivery) {
    if let index = deliveries.firstIndex(of: delivery) {
      append("#\(index)")
    } else {
      deliveries.append(delivery)
      append("#\(deliveries.count - 1)")
    }
  }

  /// Appends a description of `value`, walking into it.
  package mutating func visit(_ value: Any) {
    if let delivery = value as? Delivery {
      note(delivery)
      return
    }
    if let url = value as? URL {
      urls.append(url.absoluteString)
      append("URL:\(url.absoluteString)")
      return
    }
    if let scene = value as? SceneRef {
      append("scene\(scene.session)")
      return
    }
    if type(of: value) is AnyClass, visitFoundationValue(value as AnyObject) { return }
    if type(of: value) == Data.self, let data = value as? Data {
      // Data's mirror shows its buffer's address: equal bytes must read alike.
      append("Data:\(data.base64EncodedString())")
      return
    }
    if let described = value as? any FingerprintDescribable {
      if let object = described as AnyObject?, type(of: value) is AnyClass {
        guard enter(object) else { return }
      }
      described.describe(into: &self)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      guard enter(value as AnyObject) else { return }
      append("\(type(of: value)){")
      visitChildren(of: mirror)
      append("}")
    case .optional?:
      if let wrapped = mirror.children.first?.value {
        visit(wrapped)
      } else {
        append("nil")
      }
    case .set?, .dictionary?:
      var pieces: [String] = []
      for child in mirror.children {
        var element = self.nested()
        element.visit(child.value)
        pieces.append(element.text)
        absorb(element)
      }
      append("[\(pieces.sorted().joined(separator: ","))]")
    case .enum?:
      append("\(type(of: value)).\(String(describing: value).prefix(while: { $0 != "(" }))(")
      visitChildren(of: mirror)
      append(")")
    case .struct?, .tuple?, .collection?, .foreignReference?:
      append("\(type(of: value))(")
      visitChildren(of: mirror)
      append(")")
    case nil:
      // A leaf: numbers, strings, booleans, metatypes, closures (a function has no children to show).
      if mirror.children.isEmpty {
        append(value is any Hashable ? "\(type(of: value)):\(String(describing: value))" : "\(type(of: value))")
      } else {
        visitChildren(of: mirror)
      }
    @unknown default:
      append("\(type(of: value))")
    }
  }

  /// Writes a Foundation object that stands for a value (`NSString`, `NSNumber`, `NSArray`, `NSDictionary`, `NSDate`,
  /// `NSData`) as that value, and returns whether `object` was one. Apple's are Objective-C objects whose contents
  /// `Mirror` cannot see, swift-corelibs-foundation's are Swift classes whose private storage it walks: written as their
  /// values, the same app state reads the same on macOS and on Linux (a quick action's `userInfo` holds them, say).
  private mutating func visitFoundationValue(_ object: AnyObject) -> Bool {
    guard object is NSObject else { return false }
    if let number = object as? NSNumber {
      append("NSNumber:\(number.description)")
    } else if let string = object as? String {
      visit(string)
    } else if let array = object as? [Any] {
      visit(array)
    } else if let dictionary = object as? [AnyHashable: Any] {
      visit(dictionary)
    } else if let date = object as? Date {
      visit(date)
    } else if let data = object as? Data {
      visit(data)
    } else {
      return false
    }
    return true
  }

  /// Walks an object's stored properties and then its superclasses'.
  private mutating func visitChildren(of mirror: Mirror) {
    for child in mirror.children {
      append(child.label ?? "_")
      visit(child.value)
    }
    if let superclass = mirror.superclassMirror { visitChildren(of: superclass) }
  }

  /// Notes `object`; when it was met before, appends a back reference and returns `false`.
  private mutating func enter(_ object: AnyObject) -> Bool {
    let id = ObjectIdentifier(object)
    if let number = objects[id] {
      append("@\(number)")
      return false
    }
    objects[id] = objects.count
    return true
  }

  /// A fingerprint for one element of an unordered collection: it shares the numbering so far.
  private func nested() -> StateFingerprint {
    var element = self
    element.text = ""
    return element
  }

  /// Takes over the numbers an element's walk gave out.
  private mutating func absorb(_ element: StateFingerprint) {
    deliveries = element.deliveries
    objects = element.objects
    urls = element.urls
  }
}

/// A value that writes its own fingerprint (``StateFingerprint``) instead of being walked with `Mirror`: the
/// UIKit-shaped surface's objects write what the app can observe of them, such as a window's view controllers or
/// the delivery a `UIApplicationShortcutItem` stands for.
protocol FingerprintDescribable {
  /// Appends what matters of `self`.
  func describe(into fingerprint: inout StateFingerprint)
}
