#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// The light or dark appearance, as UIKit's `UIUserInterfaceStyle`, with UIKit's raw values.
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Follow the system.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
  }
#endif
