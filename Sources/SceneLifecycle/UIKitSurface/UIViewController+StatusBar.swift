#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIViewController {
    /// Asks UIKit to read ``prefersStatusBarHidden`` again, as `setNeedsStatusBarAppearanceUpdate()`: nothing to
    /// update in the model.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// Asks UIKit to read ``prefersHomeIndicatorAutoHidden`` again, as `setNeedsUpdateOfHomeIndicatorAutoHidden()`:
    /// nothing to update in the model.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  }
#endif
