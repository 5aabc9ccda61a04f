/// The icon of a quick action, as `UIApplicationShortcutIcon`.
///
/// UIKit builds one with `init(type:)`, `init(templateImageName:)` or `init(systemImageName:)`
/// (UIKit semantics article, 5a); those map to ``system(_:)``, ``templateImage(name:)`` and ``systemImage(name:)``.
/// ContactsUI adds `init(contact:)` (a contact photo or monogram); it is out of scope for the simulator.
///
/// When an Info.plist item names several icons, the symbol wins over the file, and the file wins over the
/// icon type (5c); ``StaticShortcutItems`` applies that rule.
public enum ShortcutIcon: Hashable, Sendable {
  /// A system glyph (`UIApplicationShortcutItemIconType` in Info.plist).
  case system(IconType)
  /// A template image from the app bundle or asset catalog, masked to the system style
  /// (`UIApplicationShortcutItemIconFile`).
  case templateImage(name: String)
  /// An SF Symbol, iOS 13 and later (`UIApplicationShortcutItemIconSymbolName`).
  case systemImage(name: String)
}
