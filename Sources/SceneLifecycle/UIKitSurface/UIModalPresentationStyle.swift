#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// How a view controller is presented modally, as UIKit's `UIModalPresentationStyle`, with UIKit's raw values
  /// (`UIViewController.h`). tvOS's `blurOverFullScreen` (8) is unavailable on iOS and left out.
  public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's default: a sheet for most view controllers (a form sheet from iOS 18, a page sheet before).
    case automatic = -2
    /// Not a presentation style: what an adaptive delegate returns to keep a presentation as it is.
    case none = -1
    /// The presented view covers the screen; the presenting view controller's views are removed.
    case fullScreen = 0
    /// A sheet that partially covers the content beneath, which stays visible.
    case pageSheet = 1
    /// A sheet centred in the screen; the content beneath stays visible.
    case formSheet = 2
    /// Covers the view controller that defines the presentation context, whose views are removed.
    case currentContext = 3
    /// A presentation that a custom presentation controller and animators manage.
    case custom = 4
    /// Covers the screen; the views beneath stay in the hierarchy.
    case overFullScreen = 5
    /// Covers the view controller that defines the presentation context; the views beneath stay.
    case overCurrentContext = 6
    /// A popover in a regular environment; from iOS 13, a form sheet in a compact one.
    case popover = 7

    /// Which view controller makes a presentation of this style asked of another (UIKit semantics article, 11f).
    enum Presenter: Sendable {
      /// One that covers the screen: the outermost container of the one asked.
      case coversScreen
      /// The nearest one that defines the presentation context.
      case definesContext
    }

    /// Which view controller makes a presentation of this style (UIKit semantics article, 11f rows 1–4).
    var presenter: Presenter {
      switch self {
      case .currentContext, .overCurrentContext: .definesContext
      case .automatic, .none, .fullScreen, .pageSheet, .formSheet, .custom, .overFullScreen, .popover: .coversScreen
      }
    }

    /// Whether the presenting view controller's views leave the screen once the presentation is made, so that it
    /// and what it shows get `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (UIKit semantics article, 11f
    /// row 9). A sheet, an "over" style and a custom presentation leave them; a popover is taken in a compact
    /// environment, where it behaves as a form sheet; `none`, which Apple says not to present with, as `fullScreen`.
    var removesPresentersViews: Bool {
      switch self {
      case .none, .fullScreen, .currentContext: true
      case .automatic, .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext, .popover: false
      }
    }
  }
#endif
