#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A display, as UIKit's `UIScreen`: what `UIWindow(frame: UIScreen.main.bounds)` reads in an app without scenes.
  /// The model has one screen of fixed size and shows nothing on it.
  @MainActor
  open class UIScreen {
    /// The device's screen, as `UIScreen.main` (deprecated since iOS 16 in favour of the window scene's).
    public class var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points: a 390 × 844 iPhone screen.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3

    /// The screen, as only UIKit (here, the surface) makes one.
    init() {}
  }
#endif
