#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// The animation a presentation uses, as UIKit's `UIModalTransitionStyle`, with UIKit's raw values.
  public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Fades in.
    case crossDissolve = 2
    /// Curls up like a page.
    case partialCurl = 3
  }
#endif
