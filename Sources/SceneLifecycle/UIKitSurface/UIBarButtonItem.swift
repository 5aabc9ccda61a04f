#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// An item of a navigation bar or toolbar, as UIKit's `UIBarItem`: its title, image and state are kept. It derives
  /// from `NSObject`, as UIKit's does, so an `@objc` action method can take one.
  @MainActor
  open class UIBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether the item responds to the user.
    open var isEnabled = true
    /// The app's number for the item.
    open var tag = 0
    /// The title text attributes set for each state.
    var titleAttributes = TitleTextAttributes()

    /// An item with nothing set.
    public override init() {}

    /// Sets the attributes of the item's title in `state`, as `setTitleTextAttributes(_:for:)`: kept, drawn nowhere.
    /// - Parameters:
    ///   - attributes: the attributes, or nil to remove them.
    ///   - state: the state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
      titleAttributes[state] = attributes
    }

    /// The attributes of the item's title in `state`, as `titleTextAttributes(for:)`.
    /// - Parameter state: the state.
    /// - Returns: the attributes set for it, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state]
    }

    /// The appearance proxy of items of this class, as `appearance()`: a new, detached item each time, so what the
    /// app sets on it styles nothing (the model draws nothing). Each item class of the surface returns its own class.
    /// - Returns: a detached item.
    open class func appearance() -> UIBarItem { UIBarItem() }
  }

  /// Title text attributes by control state, as bar items and segmented controls keep them.
  struct TitleTextAttributes {
    /// The attributes set for each state's bits.
    private var byState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The attributes set for `state`, if any.
    subscript(state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      get { byState[state.rawValue] }
      set { byState[state.rawValue] = newValue }
    }
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

    /// The appearance proxy of bar button items; see `UIBarItem.appearance()`.
    /// - Returns: a detached item.
    open override class func appearance() -> UIBarButtonItem { UIBarButtonItem() }
  }
#endif
