#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A bar's look, as UIKit's `UIBarAppearance`: kept, drawn nowhere.
  @MainActor
  open class UIBarAppearance {
    /// The bar's fill colour.
    open var backgroundColor: UIColor?
    /// The colour of the line under (or over) the bar.
    open var shadowColor: UIColor?

    /// A default look.
    public init() {}

    /// Sets the system's default translucent background, as `configureWithDefaultBackground()`.
    open func configureWithDefaultBackground() { backgroundColor = nil }

    /// Sets an opaque background of the system's colour, as `configureWithOpaqueBackground()`.
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground }

    /// Sets a transparent background without a shadow, as `configureWithTransparentBackground()`.
    open func configureWithTransparentBackground() {
      backgroundColor = .clear
      shadowColor = .clear
    }
  }

  /// A navigation bar's look, as UIKit's `UINavigationBarAppearance`.
  open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Sets the back button's image, as `setBackIndicatorImage(_:transitionMaskImage:)`.
    /// - Parameters:
    ///   - backIndicatorImage: the image.
    ///   - backIndicatorTransitionMaskImage: its mask while the bar animates.
    open func setBackIndicatorImage(
      _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {}
  }

  /// The bar at the top of a navigation stack, as UIKit's `UINavigationBar`: what delegate code styles through
  /// ``appearance()``. Kept, drawn nowhere.
  open class UINavigationBar: UIView {
    /// The bars' colour for their contents, beside the inherited `tintColor`.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The look at standard height.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look when content scrolls under the bar's edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look at compact height.
    open var compactAppearance: UINavigationBarAppearance?

    /// The appearance proxy of navigation bars; see `UIView.appearance()`.
    /// - Returns: a detached bar.
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
  }

  /// A toolbar, as UIKit's `UIToolbar`: styled through ``appearance()``, drawn nowhere.
  open class UIToolbar: UIView {
    /// The bar's colour.
    open var barTintColor: UIColor?

    /// The appearance proxy of toolbars; see `UIView.appearance()`.
    /// - Returns: a detached toolbar.
    open override class func appearance() -> UIToolbar { UIToolbar() }
  }

  /// A search bar, as UIKit's `UISearchBar`: styled through ``appearance()``, drawn nowhere.
  open class UISearchBar: UIView {
    /// The bar's colour.
    open var barTintColor: UIColor?

    /// The appearance proxy of search bars; see `UIView.appearance()`.
    /// - Returns: a detached search bar.
    open override class func appearance() -> UISearchBar { UISearchBar() }
  }

  /// A switch, as UIKit's `UISwitch`: styled through ``appearance()``, drawn nowhere.
  open class UISwitch: UIControl {
    /// The colour of the switch when on.
    open var onTintColor: UIColor?

    /// The appearance proxy of switches; see `UIView.appearance()`.
    /// - Returns: a detached switch.
    open override class func appearance() -> UISwitch { UISwitch() }
  }

  /// A page indicator, as UIKit's `UIPageControl`: styled through ``appearance()``, drawn nowhere.
  open class UIPageControl: UIControl {
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?

    /// The appearance proxy of page controls; see `UIView.appearance()`.
    /// - Returns: a detached page control.
    open override class func appearance() -> UIPageControl { UIPageControl() }
  }
#endif
