/// A Home Screen quick action, as `UIApplicationShortcutItem`.
///
/// A value type, so it also plays the part of `UIMutableApplicationShortcutItem`: copy it and change a property. Two
/// items are equal when all six properties are equal (UIKit semantics article, 5a). Static items come from Info.plist
/// through ``StaticShortcutItems``; dynamic ones are set at run time (the Home Screen menu in `SceneLifecycle`).
public struct ShortcutItem: Hashable, Sendable {
  /// The app-defined action identifier, e.g. `com.example.search`; required, and should be unique per action.
  public var type: String
  /// The title shown in the menu; required.
  public var localizedTitle: String
  /// The optional second line shown under the title.
  public var localizedSubtitle: String?
  /// The optional icon.
  public var icon: ShortcutIcon?
  /// Optional app data delivered with the item; property-list values only.
  public var userInfo: [String: PropertyListValue]?
  /// Which scene should handle the item, matched against a scene's activation conditions.
  public var targetContentIdentifier: String?

  /// Creates an item, as `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)` does, plus the
  /// target content identifier.
  /// - Parameters:
  ///   - type: the app-defined action identifier.
  ///   - localizedTitle: the title shown in the menu.
  ///   - localizedSubtitle: the optional second line.
  ///   - icon: the optional icon.
  ///   - userInfo: optional app data, property-list values only.
  ///   - targetContentIdentifier: the optional scene-targeting identifier.
  public init(
    type: String,
    localizedTitle: String,
    localizedSubtitle: String? = nil,
    icon: ShortcutIcon? = nil,
    userInfo: [String: PropertyListValue]? = nil,
    targetContentIdentifier: String? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
    self.targetContentIdentifier = targetContentIdentifier
  }

  /// Creates an item with only a type and a title, as the convenience `init(type:localizedTitle:)` does.
  /// - Parameters:
  ///   - type: the app-defined action identifier.
  ///   - localizedTitle: the title shown in the menu.
  public init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil)
  }
}
