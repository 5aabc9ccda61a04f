#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// An item of a navigation bar or toolbar, as UIKit's `UIBarItem`: its title, image and state are kept.
  @MainActor
  open class UIBarItem {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether the item responds to the user.
    open var isEnabled = true
    /// The app's number for the item.
    open var tag = 0

    /// An item with nothing set.
    public init() {}
  }

  /// A button of a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: kept and styled through
  /// ``appearance()``, drawn nowhere. The initialisers that take a target and an action name the action by
  /// Objective-C selector, which Linux's Swift has no runtime to call, and are not here.
  open class UIBarButtonItem: UIBarItem {
    /// The item's look, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
      /// The plain look.
      case plain = 0
      /// The bordered look (deprecated by UIKit).
      case bordered = 1
      /// The bold look of a done button.
      case done = 2
    }

    /// The look; `.plain` unless the app sets another.
    open var style = Style.plain
    /// The item's tint colour.
    open var tintColor: UIColor?
    /// The view shown instead of the title or image, if any.
    open var customView: UIView?

    /// An item showing `customView`, as `init(customView:)`.
    /// - Parameter customView: the view.
    public convenience init(customView: UIView) {
      self.init()
      self.customView = customView
    }

    /// The appearance proxy of bar button items, as `appearance()`: a new, detached item each time, so what the
    /// app sets on it styles nothing (the model draws nothing).
    /// - Returns: a detached item.
    open class func appearance() -> UIBarButtonItem { UIBarButtonItem() }
  }
#endif
