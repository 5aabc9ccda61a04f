/// What UIKit reads from the app's build rather than from its code: the SDK it was linked against and whether its
/// Info.plist declares a scene configuration. Together with the app's delegates they decide whether an app has
/// adopted the scene lifecycle, which an app built with the iOS 27 SDK must have done to launch (UIKit semantics
/// article, 8e rows 2, 3 and 7).
public struct AppBuild: Hashable, Sendable {
  /// The SDK the app is built with.
  public var sdk: SDK
  /// What the Info.plist's `UIApplicationSceneManifest` declares.
  public var sceneManifest: SceneManifest

  /// A build with the given SDK and manifest (by default the iOS 26 SDK and a configured manifest).
  public init(sdk: SDK = .standard, sceneManifest: SceneManifest = .configured) {
    self.sdk = sdk
    self.sceneManifest = sceneManifest
  }

  /// The build the model assumed before it had an SDK axis: the iOS 26 SDK (8e row 6) and a manifest that names a
  /// configuration for the application role.
  public static let standard = AppBuild()
}

/// What the Info.plist's `UIApplicationSceneManifest` key declares for the application role (UIKit semantics
/// article, 8e rows 3 and 8).
public enum SceneManifest: String, Hashable, Sendable, CaseIterable {
  /// The key names a configuration (`UISceneConfigurations`) for the application role: the default, and what the
  /// model always assumed for a scene app.
  case configured
  /// The key is there, with no configurations.
  case noConfigurations
  /// There is no such key.
  case none
}
