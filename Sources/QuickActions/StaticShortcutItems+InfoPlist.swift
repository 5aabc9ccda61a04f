import Foundation

extension StaticShortcutItems {
  /// Reads the static quick actions from the bytes of an Info.plist.
  ///
  /// Any format `PropertyListSerialization` reads is accepted: XML, binary (`bplist00`) or OpenStep. The
  /// items sit under ``infoPlistKey`` as an array of dictionaries with the `UIApplicationShortcutItem…` keys
  /// (UIKit semantics article, 5c); icon types are Objective-C names such as `UIApplicationShortcutIconTypeSearch`.
  /// A plist without ``infoPlistKey`` has no static items, which is not an error. Error paths start with
  /// `UIApplicationShortcutItems`, e.g. `UIApplicationShortcutItems[2].UIApplicationShortcutItemType`.
  /// - Parameter data: the contents of an Info.plist file.
  /// - Returns: the items in Info.plist order, and any warnings.
  /// - Throws: ``StaticItemsError`` when the data is not a property list (or is a binary one holding a set,
  ///   which Foundation cannot read without crashing), its top level is not a dictionary, or an item is
  ///   unusable.
  public static func fromInfoPlist(data: Data) throws(StaticItemsError) -> StaticItemsResult {
    if let offset = BinaryPropertyListSets.firstSetOffset(in: data) {
      throw StaticItemsError(path: "", reason: .setInBinaryPropertyList(offset: offset))
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw StaticItemsError(path: "", reason: .unreadablePropertyList)
    }
    guard let root = plist as? [String: Any] else {
      let found = PropertyListValue.kindDescription(of: plist)
      throw StaticItemsError(path: "", reason: .topLevelNotDictionary(found: found))
    }
    guard let items = root[infoPlistKey] else { return StaticItemsResult(items: []) }
    return try readItems(PropertyListObject(object: items), path: infoPlistKey, dialect: .infoPlist)
  }
}
