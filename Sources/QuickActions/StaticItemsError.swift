/// Why static quick actions could not be read from an Info.plist or from scenario JSON.
///
/// ``path`` points at the offending value in a JSON-path-like notation, e.g.
/// `UIApplicationShortcutItems[2].UIApplicationShortcutItemType` or, for JSON, the prefix the caller passed
/// followed by the key, e.g. `app.shortcutItems[2].type`. A missing key is reported at the path it should
/// have had. The path is empty for errors about the whole file.
public struct StaticItemsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Fault: Hashable, Sendable {
    /// The data is not a property list in any format `PropertyListSerialization` reads.
    case unreadablePropertyList
    /// A binary property list holds a set (at this byte offset), which property lists do not allow.
    case setInBinaryPropertyList(offset: Int)
    /// The property list's top-level object is not a dictionary; the payload names what it is (`an array`).
    case topLevelNotDictionary(found: String)
    /// A required key (`UIApplicationShortcutItemType` or `UIApplicationShortcutItemTitle`) is missing.
    case missingRequiredKey
    /// A value has the wrong type, e.g. `expected: "a string", found: "a number"`.
    case wrongType(expected: String, found: String)
    /// An icon type name is not one of the 29 known names. `acceptsShortNames` is `false` for Info.plist,
    /// which takes only Objective-C names, and `true` for scenario JSON, which takes both forms.
    case unknownIconType(String, acceptsShortNames: Bool)
    /// A `userInfo` value is not a property-list value; the payload is the detail message.
    case invalidPropertyListValue(String)
    /// A JSON item spells the same key in both forms, e.g. `title` and `UIApplicationShortcutItemTitle`.
    case conflictingKeys(String, String)
  }

  /// Where the problem is; empty for the whole file.
  public var path: String
  /// What went wrong.
  public var reason: Fault

  /// Creates an error.
  /// - Parameters:
  ///   - path: where the problem is; empty for the whole file.
  ///   - reason: what went wrong.
  public init(path: String, reason: Fault) {
    self.path = path
    self.reason = reason
  }

  /// The reason in words: lower case, no final period.
  public var message: String {
    switch reason {
    case .unreadablePropertyList:
      "not a readable property list (expected the XML, binary or OpenStep format)"
    case .setInBinaryPropertyList(let offset):
      "the binary property list holds a set (the object at byte \(offset)), which property lists do not allow"
    case .topLevelNotDictionary(let found):
      "the top level of the property list is \(found), expected a dictionary"
    case .missingRequiredKey:
      "required key is missing"
    case .wrongType(let expected, let found):
      "expected \(expected), found \(found)"
    case .unknownIconType(let name, let acceptsShortNames):
      Self.unknownIconTypeMessage(name, acceptsShortNames: acceptsShortNames)
    case .invalidPropertyListValue(let detail):
      detail
    case .conflictingKeys(let first, let second):
      "both `\(first)` and `\(second)` are present; use only one"
    }
  }

  /// `path: message`, or just the message when the path is empty.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }

  private static func unknownIconTypeMessage(_ name: String, acceptsShortNames: Bool) -> String {
    typealias IconType = ShortcutIcon.IconType
    let count = IconType.allCases.count
    if !acceptsShortNames, let shortMatch = IconType(name: name) {
      return "unknown icon type `\(name)`; Info.plist takes the Objective-C name `\(shortMatch.infoPlistName)`"
    }
    let lowered = name.lowercased()
    for candidate in IconType.allCases {
      if acceptsShortNames, candidate.name.lowercased() == lowered {
        return "unknown icon type `\(name)`; did you mean `\(candidate.name)`?"
      }
      if candidate.infoPlistName.lowercased() == lowered {
        return "unknown icon type `\(name)`; did you mean `\(candidate.infoPlistName)`?"
      }
    }
    if acceptsShortNames {
      return "unknown icon type `\(name)`; expected one of the \(count) names such as `search`, `compose` or "
        + "`share`, or an Info.plist name such as `\(IconType.search.infoPlistName)`"
    }
    let first = IconType.allCases.first?.infoPlistName ?? ""
    let last = IconType.allCases.last?.infoPlistName ?? ""
    return "unknown icon type `\(name)`; expected one of the \(count) Objective-C names, from `\(first)` to `\(last)`"
  }
}

/// Something odd but harmless in static quick actions: the items are still read.
public struct StaticItemsWarning: Hashable, Sendable, CustomStringConvertible {
  /// What is odd.
  public enum Oddity: Hashable, Sendable {
    /// Two items share a `type`; the payload is the type and the path of the first item that uses it.
    case duplicateType(String, firstPath: String)
    /// An item has a key the simulator does not read (for example `UIApplicationShortcutItemActivationMode`,
    /// or a misspelt key in JSON); the path ends with the key.
    case ignoredKey
  }

  /// Where the oddity is, in the same notation as ``StaticItemsError/path``.
  public var path: String
  /// What is odd.
  public var reason: Oddity

  /// Creates a warning.
  /// - Parameters:
  ///   - path: where the oddity is.
  ///   - reason: what is odd.
  public init(path: String, reason: Oddity) {
    self.path = path
    self.reason = reason
  }

  /// The reason in words: lower case, no final period.
  public var message: String {
    switch reason {
    case .duplicateType(let type, let firstPath):
      "type `\(type)` is already used by \(firstPath); types should be unique per action"
    case .ignoredKey:
      "key is not read by the simulator and is ignored"
    }
  }

  /// `path: message`.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
