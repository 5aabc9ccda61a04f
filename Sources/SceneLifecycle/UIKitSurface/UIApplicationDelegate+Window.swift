#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIApplicationDelegate where Self: UIWindowSceneDelegate {
    /// No window: the default for a class that is both the app delegate and a scene delegate and declares no
    /// `window` of its own. UIKit's `window` is optional in both protocols; without this, each protocol's default
    /// would answer and Swift would refuse the class as conforming to neither.
    public var window: UIWindow? {
      get { nil }
      set {}
    }
  }
#endif
