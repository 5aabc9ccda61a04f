#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// How a presented view controller shows, as UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
  public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views are removed.
    case fullScreen = 0
    /// A sheet over the presenter.
    case pageSheet = 1
    /// A smaller sheet in the middle of the screen on large screens.
    case formSheet = 2
    /// Over the view controller that defines the presentation context.
    case currentContext = 3
    /// A style the app's transitioning delegate provides.
    case custom = 4
    /// Covers the screen; the presenter's views stay underneath.
    case overFullScreen = 5
    /// Over the presentation context; its views stay underneath.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation to another style.
    case none = -1
    /// The system's choice: a page sheet for most view controllers.
    case automatic = -2
  }

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
