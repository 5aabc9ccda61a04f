/// Reads static quick actions, the `UIApplicationShortcutItems` that iOS registers at install time.
///
/// Two sources share one set of rules (UIKit semantics article, 5c):
/// - ``fromInfoPlist(data:)`` reads a real Info.plist (XML, binary or OpenStep).
/// - ``fromJSON(_:path:)`` reads the array that scenario files write, with short keys (`type`, `title`, ...)
///   or the Info.plist keys, from any ``StaticItemsValue`` (a scenario file's parsed JSON).
///
/// `UIApplicationShortcutItemType` and `UIApplicationShortcutItemTitle` are required. When several icon keys
/// are present the symbol name wins, then the icon file, then the icon type. Items keep their order.
/// Problems that make an item unusable are thrown as ``StaticItemsError``; duplicate types and ignored keys
/// are reported as ``StaticItemsWarning``s and the items are still returned. No input makes the reader trap.
public enum StaticShortcutItems {
  /// The Info.plist key that holds the static items.
  public static let infoPlistKey = "UIApplicationShortcutItems"
}

/// The static items read from an Info.plist or from scenario JSON, with what looked odd on the way.
public struct StaticItemsResult: Hashable, Sendable {
  /// The items, in source order.
  public var items: [ShortcutItem]
  /// Harmless oddities, in source order.
  public var warnings: [StaticItemsWarning]

  /// Creates a result.
  /// - Parameters:
  ///   - items: the items, in source order.
  ///   - warnings: harmless oddities, in source order.
  public init(items: [ShortcutItem], warnings: [StaticItemsWarning] = []) {
    self.items = items
    self.warnings = warnings
  }
}

// MARK: - Shared reader

/// Which spelling of the item keys a source uses.
@usableFromInline
enum StaticItemsDialect {
  /// Info.plist: only the `UIApplicationShortcutItem…` keys, icon types by Objective-C name.
  case infoPlist
  /// Scenario JSON: short keys or Info.plist keys, icon types by short or Objective-C name.
  case json
}

/// One key of an item dictionary, in both spellings.
///
/// The reader is `@inlinable` so that a module with its own value type (the scenario engine's `JSONValue`)
/// gets a copy specialised for it; unspecialised, generic dispatch made scenario decoding about 40% slower.
@usableFromInline
struct StaticItemKey: Hashable, Sendable {
  @usableFromInline var infoPlistName: String
  @usableFromInline var jsonName: String

  @usableFromInline static let type = Self(infoPlistName: "UIApplicationShortcutItemType", jsonName: "type")
  @usableFromInline static let title = Self(infoPlistName: "UIApplicationShortcutItemTitle", jsonName: "title")
  @usableFromInline static let subtitle = Self(infoPlistName: "UIApplicationShortcutItemSubtitle", jsonName: "subtitle")
  @usableFromInline static let iconType = Self(infoPlistName: "UIApplicationShortcutItemIconType", jsonName: "iconType")
  @usableFromInline static let iconFile = Self(infoPlistName: "UIApplicationShortcutItemIconFile", jsonName: "iconFile")
  @usableFromInline static let iconSymbol = Self(
    infoPlistName: "UIApplicationShortcutItemIconSymbolName", jsonName: "iconSymbol")
  @usableFromInline static let userInfo = Self(infoPlistName: "UIApplicationShortcutItemUserInfo", jsonName: "userInfo")
  @usableFromInline static let targetContentIdentifier = Self(
    infoPlistName: "UIApplicationShortcutItemTargetContentIdentifier", jsonName: "targetContentIdentifier")

  @usableFromInline static let all: [Self] = [
    type, title, subtitle, iconType, iconFile, iconSymbol, userInfo, targetContentIdentifier,
  ]
}

extension StaticShortcutItems {
  /// Reads an array of item dictionaries found at `path`.
  @inlinable
  static func readItems<Value: StaticItemsValue>(
    _ value: Value, path: String, dialect: StaticItemsDialect
  ) throws(StaticItemsError) -> StaticItemsResult {
    guard let entries = value.staticItemsElements else {
      let found = value.staticItemsKindDescription
      throw StaticItemsError(path: path, reason: .wrongType(expected: "an array", found: found))
    }
    var result = StaticItemsResult(items: [])
    var firstPathByType: [String: String] = [:]
    for (index, entry) in entries.enumerated() {
      let reader = try StaticItemReader(entry, path: "\(path)[\(index)]", dialect: dialect)
      let item = try reader.read()
      result.warnings += reader.warnings
      if let firstPath = firstPathByType[item.type] {
        let warning = StaticItemsWarning(
          path: reader.path(of: .type), reason: .duplicateType(item.type, firstPath: firstPath))
        result.warnings.append(warning)
      } else {
        firstPathByType[item.type] = reader.itemPath
      }
      result.items.append(item)
    }
    return result
  }
}

/// Reads one item dictionary.
@usableFromInline
struct StaticItemReader<Value: StaticItemsValue> {
  @usableFromInline let itemPath: String
  @usableFromInline let dialect: StaticItemsDialect
  /// The item's entries, by the key the source actually used.
  @usableFromInline let entries: [String: Value]
  /// For each known key that is present, the spelling the source used.
  @usableFromInline var usedNames: [StaticItemKey: String] = [:]
  @usableFromInline var warnings: [StaticItemsWarning] = []

  @inlinable
  init(_ entry: Value, path: String, dialect: StaticItemsDialect) throws(StaticItemsError) {
    guard let entries = entry.staticItemsMembers else {
      let found = entry.staticItemsKindDescription
      throw StaticItemsError(path: path, reason: .wrongType(expected: "a dictionary", found: found))
    }
    self.itemPath = path
    self.dialect = dialect
    self.entries = entries
    var known: Set<String> = []
    for key in StaticItemKey.all {
      known.insert(key.infoPlistName)
      let hasInfoPlistName = entries[key.infoPlistName] != nil
      guard dialect == .json else {
        if hasInfoPlistName { usedNames[key] = key.infoPlistName }
        continue
      }
      known.insert(key.jsonName)
      let hasJSONName = entries[key.jsonName] != nil
      if hasJSONName, hasInfoPlistName {
        throw StaticItemsError(path: path, reason: .conflictingKeys(key.jsonName, key.infoPlistName))
      }
      if hasJSONName { usedNames[key] = key.jsonName }
      if hasInfoPlistName { usedNames[key] = key.infoPlistName }
    }
    for name in entries.keys.sorted() where !known.contains(name) {
      warnings.append(StaticItemsWarning(path: PropertyListValue.path(path, key: name), reason: .ignoredKey))
    }
  }

  /// The path of `key` in this item, spelt as the source spelt it (or in the source's own spelling if absent).
  @inlinable
  func path(of key: StaticItemKey) -> String {
    let name = usedNames[key] ?? (dialect == .json ? key.jsonName : key.infoPlistName)
    return PropertyListValue.path(itemPath, key: name)
  }

  @inlinable
  func read() throws(StaticItemsError) -> ShortcutItem {
    guard let type = try string(.type) else {
      throw StaticItemsError(path: path(of: .type), reason: .missingRequiredKey)
    }
    guard let title = try string(.title) else {
      throw StaticItemsError(path: path(of: .title), reason: .missingRequiredKey)
    }
    return ShortcutItem(
      type: type,
      localizedTitle: title,
      localizedSubtitle: try string(.subtitle),
      icon: try icon(),
      userInfo: try userInfo(),
      targetContentIdentifier: try string(.targetContentIdentifier)
    )
  }

  @inlinable
  func value(_ key: StaticItemKey) -> Value? {
    usedNames[key].flatMap { entries[$0] }
  }

  @inlinable
  func string(_ key: StaticItemKey) throws(StaticItemsError) -> String? {
    guard let value = value(key) else { return nil }
    guard let string = value.staticItemsString else {
      let found = value.staticItemsKindDescription
      throw StaticItemsError(path: path(of: key), reason: .wrongType(expected: "a string", found: found))
    }
    return string
  }

  /// Symbol name first, then icon file, then icon type (UIKit semantics article, 5c); every present key is checked.
  @inlinable
  func icon() throws(StaticItemsError) -> ShortcutIcon? {
    let symbol = try string(.iconSymbol)
    let file = try string(.iconFile)
    var systemType: ShortcutIcon.IconType?
    if let name = try string(.iconType) {
      switch dialect {
      case .infoPlist: systemType = ShortcutIcon.IconType(infoPlistName: name)
      case .json: systemType = ShortcutIcon.IconType(name: name) ?? ShortcutIcon.IconType(infoPlistName: name)
      }
      if systemType == nil {
        let reason = StaticItemsError.Fault.unknownIconType(name, acceptsShortNames: dialect == .json)
        throw StaticItemsError(path: path(of: .iconType), reason: reason)
      }
    }
    if let symbol { return .systemImage(name: symbol) }
    if let file { return .templateImage(name: file) }
    return systemType.map { .system($0) }
  }

  @inlinable
  func userInfo() throws(StaticItemsError) -> [String: PropertyListValue]? {
    guard let value = value(.userInfo) else { return nil }
    let keyPath = path(of: .userInfo)
    guard value.staticItemsMembers != nil else {
      let found = value.staticItemsKindDescription
      throw StaticItemsError(path: keyPath, reason: .wrongType(expected: "a dictionary", found: found))
    }
    let converted: PropertyListValue
    do {
      converted = try value.propertyListValue(path: keyPath)
    } catch {
      throw StaticItemsError(path: error.path, reason: .invalidPropertyListValue(error.message))
    }
    guard case .dictionary(let dictionary) = converted else {
      let found = value.staticItemsKindDescription
      throw StaticItemsError(path: keyPath, reason: .wrongType(expected: "a dictionary", found: found))
    }
    return dictionary
  }
}
