extension ShortcutItem {
  /// The item in the scenario JSON form that ``StaticShortcutItems/fromJSON(_:path:)`` reads, ready for
  /// `JSONSerialization`.
  ///
  /// Keys are the short ones (`type`, `title`, `subtitle`, `iconType`, `iconFile`, `iconSymbol`, `userInfo`,
  /// `targetContentIdentifier`); absent optionals are left out. The icon is written under the one key that
  /// produces it, an icon type by its short name. `userInfo` goes through ``PropertyListValue/jsonObject``,
  /// so dates and data come back as strings. Pass `.sortedKeys` to `JSONSerialization` for stable output.
  public var jsonObject: [String: Any] {
    var object: [String: Any] = [
      StaticItemKey.type.jsonName: type,
      StaticItemKey.title.jsonName: localizedTitle,
    ]
    if let localizedSubtitle { object[StaticItemKey.subtitle.jsonName] = localizedSubtitle }
    switch icon {
    case .system(let iconType): object[StaticItemKey.iconType.jsonName] = iconType.name
    case .templateImage(let name): object[StaticItemKey.iconFile.jsonName] = name
    case .systemImage(let name): object[StaticItemKey.iconSymbol.jsonName] = name
    case nil: break
    }
    if let userInfo { object[StaticItemKey.userInfo.jsonName] = userInfo.mapValues(\.jsonObject) }
    if let targetContentIdentifier { object[StaticItemKey.targetContentIdentifier.jsonName] = targetContentIdentifier }
    return object
  }
}
