#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue
  /// A window, as UIKit's `UIWindow`: it shows its root view controller.
  ///
  /// Setting ``rootViewController`` is a screen change the harness records while it runs the app: the first root
  /// view controller as `setRoot` (setting up the UI), a different one later as `replaceRoot`. A window is hidden
  /// until ``makeKeyAndVisible()`` or `isHidden = false` shows it; while it is visible, the view controllers it shows
  /// get the view lifecycle calls as they appear and disappear (UIKit semantics article, 11f rows 7–10).
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
        guard rootViewController !== oldValue else { return }
        if oldValue?.hostWindow === self { oldValue?.hostWindow = nil }
        rootViewController?.hostWindow = self
        if let rootViewController {
          let kind: ScreenChange.Kind = oldValue == nil ? .setRoot : .replaceRoot
          SurfaceRecorder.record(.screen(ScreenChange(kind, rootViewController.screenSubject)))
        }
        updateAppearance(animated: false)
      }
    }

    /// Whether the window is hidden: a window starts hidden (UIKit semantics article, 11f row 7).
    open override var isHidden: Bool {
      didSet {
        guard isHidden != oldValue else { return }
        updateAppearance(animated: false)
      }
    }

    /// Whether this is its scene's key window.
    public internal(set) var isKeyWindow = false

    /// The view controllers the window showed when the view lifecycle calls last ran, in the order they appeared.
    var appearedControllers: [UIViewController] = []
    /// Whether the view lifecycle calls are running, so that a change their code makes joins the same pass.
    var isUpdatingAppearance = false
    /// Whether a change arrived while the calls ran, so that the pass looks again.
    var appearanceChanged = false

    /// A hidden window without a scene.
    public override init() {
      super.init()
      isHidden = true
    }

    /// A hidden window in `windowScene`, appended to its windows.
    /// - Parameter windowScene: the scene to show the window in.
    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init()
      isHidden = true
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
