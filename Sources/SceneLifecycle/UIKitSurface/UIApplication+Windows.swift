#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIApplication {
    /// The app's windows, as `UIApplication.windows` (deprecated since iOS 15 but common in delegate code): those of
    /// the connected window scenes, scene by scene in session order, then the app delegate's `window` when it has no
    /// scene (an app without scenes). Computed from the live objects; nothing is recorded (UIKit semantics article,
    /// 11g row 6).
    public var windows: [UIWindow] {
      let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }
        .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
      var found = scenes.flatMap(\.windows)
      if let own = delegate?.window, own.windowScene == nil, !found.contains(where: { $0 === own }) {
        found.append(own)
      }
      return found
    }

    /// The key window among ``windows``, as `UIApplication.keyWindow` (deprecated since iOS 13).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  }
#endif
