#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIView {
    /// The appearance proxy of views of this class inside the given containers, as
    /// `appearance(whenContainedInInstancesOf:)`; see `appearance()`.
    /// - Parameter containerTypes: the container classes.
    /// - Returns: a detached view.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any AnyObject.Type]) -> UIView {
      appearance()
    }
  }
#endif
