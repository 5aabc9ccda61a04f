#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions

  /// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`.
  ///
  /// Equal to another item with the same type, titles, icon and `userInfo` (compared by description), as
  /// `isEqual:` is. An item the harness delivers stands for that ``Delivery``: reading its identity (`type`,
  /// titles, `userInfo`, `targetContentIdentifier`) while the harness runs the app counts as reading the delivery;
  /// getting the item object itself does not. Items the app makes stand for nothing.
  public class UIApplicationShortcutItem: Hashable {
    /// The delivery a harness-made item stands for; `nil` for items the app makes.
    let delivery: Delivery?
    /// The stored type.
    var storedType: String
    /// The stored title.
    var storedTitle: String
    /// The stored subtitle.
    var storedSubtitle: String?
    /// The stored icon.
    var storedIcon: UIApplicationShortcutIcon?
    /// The stored app data.
    var storedUserInfo: [String: any NSSecureCoding]?
    /// The stored scene-targeting identifier.
    var storedTargetContentIdentifier: Any?

    /// Creates an item, as `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)` does.
    /// - Parameters:
    ///   - type: the app-defined action identifier.
    ///   - localizedTitle: the title shown in the menu.
    ///   - localizedSubtitle: the optional second line.
    ///   - icon: the optional icon.
    ///   - userInfo: optional app data, property-list objects only.
    public init(
      type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
      userInfo: [String: any NSSecureCoding]? = nil
    ) {
      self.delivery = nil
      self.storedType = type
      self.storedTitle = localizedTitle
      self.storedSubtitle = localizedSubtitle
      self.storedIcon = icon
      self.storedUserInfo = userInfo
    }

    /// Creates an item with only a type and a title, as the convenience `init(type:localizedTitle:)` does.
    /// - Parameters:
    ///   - type: the app-defined action identifier.
    ///   - localizedTitle: the title shown in the menu.
    public convenience init(type: String, localizedTitle: String) {
      self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil)
    }

    /// The item the harness hands to the app for `delivery` of `item`: `userInfo` values become `NSString`,
    /// `NSNumber`, `NSArray`, `NSDictionary`, `NSDate` and `NSData`, as UIKit decodes them.
    package init(_ item: ShortcutItem, delivery: Delivery?) {
      self.delivery = delivery
      self.storedType = item.type
      self.storedTitle = item.localizedTitle
      self.storedSubtitle = item.localizedSubtitle
      self.storedIcon = item.icon.map(UIApplicationShortcutIcon.init)
      self.storedUserInfo = item.userInfo?.mapValues(Self.object(for:))
      self.storedTargetContentIdentifier = item.targetContentIdentifier
    }

    /// Records a read of the delivery this item stands for, if any.
    private func noteRead() {
      if let delivery { SurfaceRecorder.record(.read(delivery)) }
    }

    /// The app-defined action identifier.
    public var type: String {
      noteRead()
      return storedType
    }

    /// The title shown in the menu.
    public var localizedTitle: String {
      noteRead()
      return storedTitle
    }

    /// The optional second line shown under the title.
    public var localizedSubtitle: String? {
      noteRead()
      return storedSubtitle
    }

    /// The optional icon.
    public var icon: UIApplicationShortcutIcon? { storedIcon }

    /// Optional app data delivered with the item.
    public var userInfo: [String: any NSSecureCoding]? {
      noteRead()
      return storedUserInfo
    }

    /// Which scene should handle the item.
    public var targetContentIdentifier: Any? {
      noteRead()
      return storedTargetContentIdentifier
    }

    /// Items are equal when type, titles, icon and `userInfo` (by description) are.
    public static func == (lhs: UIApplicationShortcutItem, rhs: UIApplicationShortcutItem) -> Bool {
      lhs.storedType == rhs.storedType && lhs.storedTitle == rhs.storedTitle
        && lhs.storedSubtitle == rhs.storedSubtitle && lhs.storedIcon == rhs.storedIcon
        && lhs.userInfoDescription == rhs.userInfoDescription
    }

    /// Hashes the type and title.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(storedType)
      hasher.combine(storedTitle)
    }

    /// `userInfo` as text, keys sorted, for comparison.
    var userInfoDescription: String? {
      storedUserInfo.map { info in
        info.keys.sorted().map { key in "\(key)=\(String(describing: info[key].map { $0 as Any } ?? ""))" }
          .joined(separator: ",")
      }
    }

    /// The Foundation object UIKit decodes a property-list value as.
    static func object(for value: PropertyListValue) -> any NSSecureCoding {
      switch value {
      case .string(let string): NSString(string: string)
      case .integer(let integer): NSNumber(value: integer)
      case .real(let real): NSNumber(value: real)
      case .bool(let bool): NSNumber(value: bool)
      case .date(let date): NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
      case .data(let data): NSData(data: data)
      case .array(let values): NSArray(array: values.map { object(for: $0) as Any })
      case .dictionary(let values): NSDictionary(dictionary: values.mapValues { object(for: $0) as Any })
      }
    }
  }

  /// A quick action whose properties the app can change, as UIKit's `UIMutableApplicationShortcutItem`.
  public final class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app-defined action identifier.
    public override var type: String {
      get { super.type }
      set { storedType = newValue }
    }

    /// The title shown in the menu.
    public override var localizedTitle: String {
      get { super.localizedTitle }
      set { storedTitle = newValue }
    }

    /// The optional second line shown under the title.
    public override var localizedSubtitle: String? {
      get { super.localizedSubtitle }
      set { storedSubtitle = newValue }
    }

    /// The optional icon.
    public override var icon: UIApplicationShortcutIcon? {
      get { super.icon }
      set { storedIcon = newValue }
    }

    /// Optional app data delivered with the item.
    public override var userInfo: [String: any NSSecureCoding]? {
      get { super.userInfo }
      set { storedUserInfo = newValue }
    }

    /// Which scene should handle the item.
    public override var targetContentIdentifier: Any? {
      get { super.targetContentIdentifier }
      set { storedTargetContentIdentifier = newValue }
    }
  }
#endif
