#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A tab's item, as UIKit's `UITabBarItem`: its title, image, tag and badge.
  open class UITabBarItem: UIBarItem {
    /// The text in the badge, if any.
    open var badgeValue: String?

    /// An item, as `init(title:image:tag:)`.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - tag: the app's number for it.
    public init(title: String?, image: UIImage?, tag: Int) {
      super.init()
      self.title = title
      self.image = image
      self.tag = tag
    }

    /// An item with nothing set.
    public override init() { super.init() }

    /// The appearance proxy of tab bar items; see `UIBarItem.appearance()`.
    /// - Returns: a detached item.
    open override class func appearance() -> UITabBarItem { UITabBarItem() }
  }

  /// A tab bar's look, as UIKit's `UITabBarAppearance`.
  open class UITabBarAppearance: UIBarAppearance {}

  /// The bar of a tab bar controller, as UIKit's `UITabBar`. Its items are the tabs' ``UITabBarItem``s unless the app
  /// sets others; selecting one is done through the tab bar controller (the recorded change), not here.
  open class UITabBar: UIView {
    /// The tab bar controller it belongs to, if any.
    weak var controller: UITabBarController?
    /// Items the app set, if any.
    private var storedItems: [UITabBarItem]?

    /// The bar's items: those the app set, else the tabs' items.
    open var items: [UITabBarItem]? {
      get { storedItems ?? controller.map { $0.children.map(\.tabBarItem) } }
      set { storedItems = newValue }
    }
    /// The bar's colour.
    open var barTintColor: UIColor?
    /// The colour of the unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The look at standard height.
    open var standardAppearance = UITabBarAppearance()
    /// The look when content scrolls under the bar's edge.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The appearance proxy of tab bars; see `UIView.appearance()`.
    /// - Returns: a detached tab bar.
    open override class func appearance() -> UITabBar { UITabBar() }
  }
#endif
