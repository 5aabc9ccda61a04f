/// A value the static-item reader can read: a property-list object from an Info.plist, or a JSON value from a
/// scenario file (`SceneLifecycle`'s `JSONValue` conforms).
///
/// The reader (``StaticShortcutItems/fromJSON(_:path:)`` and ``StaticShortcutItems/fromInfoPlist(data:)``) holds
/// every item rule; a conforming type only says what kind of value it is, so both sources share the rules and
/// their error messages.
public protocol StaticItemsValue {
  /// The elements, when the value is an array; otherwise `nil`.
  var staticItemsElements: [Self]? { get }
  /// The members by key, when the value is a dictionary (a JSON object); otherwise `nil`.
  var staticItemsMembers: [String: Self]? { get }
  /// The text, when the value is a string; otherwise `nil`.
  var staticItemsString: String? { get }
  /// The value's kind for error messages, in property-list words: `a string`, `a number`, `a bool`, `an array`,
  /// `a dictionary`, `null`, …
  var staticItemsKindDescription: String { get }
  /// The value as a property-list value, for `userInfo`.
  /// - Parameter path: where the value sits; nested values extend it with `.key` and `[index]`.
  /// - Throws: ``PropertyListValueError`` at the path of the first value that is not a property-list value.
  func propertyListValue(path: String) throws(PropertyListValueError) -> PropertyListValue
}
