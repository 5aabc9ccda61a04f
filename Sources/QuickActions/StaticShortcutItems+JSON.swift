extension StaticShortcutItems {
  /// Reads static quick actions from the JSON form used by scenario files.
  ///
  /// `value` is the parsed array (a `SceneLifecycle` `JSONValue`), for example:
  ///
  ///     [{"type": "com.example.search", "title": "Search", "iconType": "search",
  ///       "userInfo": {"version": 2}}]
  ///
  /// Each object takes `type` and `title` (both required), `subtitle`, `iconType` (a short name such as
  /// `search`, or an Info.plist name such as `UIApplicationShortcutIconTypeSearch`), `iconFile`, `iconSymbol`,
  /// `userInfo` and `targetContentIdentifier`. The Info.plist keys (`UIApplicationShortcutItemType` and so on)
  /// are accepted too, but not both spellings of one key in the same object. The rules are those of
  /// ``fromInfoPlist(data:)``.
  /// - Parameters:
  ///   - value: the parsed JSON array.
  ///   - path: where the array sits in the scenario, e.g. `app.shortcutItems`; error paths extend it, as in
  ///     `app.shortcutItems[2].type`.
  /// - Returns: the items in array order, and any warnings.
  /// - Throws: ``StaticItemsError`` when `value` is not an array or an item is unusable.
  @inlinable
  public static func fromJSON<Value: StaticItemsValue>(
    _ value: Value, path: String
  ) throws(StaticItemsError) -> StaticItemsResult {
    try readItems(value, path: path, dialect: .json)
  }
}
