#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue
  /// A rectangle of UI, as UIKit's `UIView`: here only the base of ``UIWindow``.
  @MainActor
  open class UIView: UIResponder {
    /// Whether the view is hidden.
    open var isHidden = false
  }
#endif
