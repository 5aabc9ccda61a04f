#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue
  /// A window, as UIKit's `UIWindow`: it shows its root view controller.
  ///
  /// Setting ``rootViewController`` is a screen change the harness records while it runs the app: the first root
  /// view controller as `setRoot` (setting up the UI), a different one later as `replaceRoot`.
  @MainActor
  open class UIWindow: UIView {
    /// The window's scene, if any; setting it moves the window to that scene's windows.
    open weak var windowScene: UIWindowScene? {
      didSet {
        guard oldValue !== windowScene else { return }
        oldValue?.windows.removeAll { $0 === self }
        windowScene?.windows.append(self)
      }
    }

    /// The view controller the window shows.
    open var rootViewController: UIViewController? {
      didSet {
        guard let rootViewController, rootViewController !== oldValue else { return }
        let kind: ScreenChange.Kind = oldValue == nil ? .setRoot : .replaceRoot
        SurfaceRecorder.record(.screen(ScreenChange(kind, rootViewController.screenSubject)))
      }
    }

    /// Whether this is its scene's key window.
    public internal(set) var isKeyWindow = false

    /// A window without a scene.
    public override init() {
      super.init()
    }

    /// A window in `windowScene`, appended to its windows.
    /// - Parameter windowScene: the scene to show the window in.
    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init()
      windowScene.windows.append(self)
    }

    /// Makes the window its scene's key window and shows it.
    open func makeKeyAndVisible() {
      for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
      isKeyWindow = true
      isHidden = false
    }
  }
#endif
