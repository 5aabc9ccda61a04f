#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
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

    /// The next responder, as `next`: the application object, as UIKit documents for windows (UIKit semantics
    /// article, 11g row 10).
    open override var next: UIResponder? { UIApplication.shared }

    /// The view controllers the window showed when the view lifecycle calls last ran, in the order they appeared.
    var appearedControllers: [UIViewController] = []
    /// Whether the view lifecycle calls are running, so that a change their code makes joins the same pass.
    var isUpdatingAppearance = false
    /// Whether a change arrived while the calls ran, so that the pass looks again.
    var appearanceChanged = false

    /// Where the window stacks among the others, as `windowLevel`: `.normal` unless the app sets another. Kept;
    /// the model shows no window over another.
    open var windowLevel = Level.normal

    /// The screen the window shows on: the main screen unless the app sets another (the model has one screen).
    open var screen = UIScreen.main

    /// A hidden window without a scene.
    public init() {
      super.init(frame: .zero)
      isHidden = true
    }

    /// A hidden window without a scene with the given rectangle, as `init(frame:)`: how an app without scenes makes
    /// its window (`UIWindow(frame: UIScreen.main.bounds)`).
    /// - Parameter frame: the window's rectangle.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isHidden = true
    }

    /// A hidden window in `windowScene`, appended to its windows, the size of the screen.
    /// - Parameter windowScene: the scene to show the window in.
    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init(frame: UIScreen.main.bounds)
      isHidden = true
      windowScene.windows.append(self)
    }

    /// Makes the window its scene's key window and shows it.
    open func makeKeyAndVisible() {
      makeKey()
      isHidden = false
    }

    /// Makes the window its scene's key window without showing it, as `makeKey()`.
    open func makeKey() {
      for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
      isKeyWindow = true
    }

    /// Where a window stacks among the others, as `UIWindow.Level`, with UIKit's raw values.
    public struct Level: RawRepresentable, Hashable, Sendable {
      /// The level's number; higher levels show over lower ones.
      public let rawValue: CGFloat

      /// A level from its number.
      /// - Parameter rawValue: the number.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }

      /// A level from its number.
      /// - Parameter rawValue: the number.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

      /// The default level.
      public static let normal = Level(0)
      /// The status bar's level.
      public static let statusBar = Level(1000)
      /// An alert's level, over the status bar.
      public static let alert = Level(2000)

      /// The level `rhs` above `lhs` (`.alert + 1`), as UIKit's Swift overlay adds (its pages do not list it; apps
      /// use it to show a window over alerts).
      /// - Parameters:
      ///   - lhs: the level.
      ///   - rhs: how much higher.
      /// - Returns: the level.
      public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }

      /// The level `rhs` below `lhs`; see ``+(_:_:)``.
      /// - Parameters:
      ///   - lhs: the level.
      ///   - rhs: how much lower.
      /// - Returns: the level.
      public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
  }
#endif
