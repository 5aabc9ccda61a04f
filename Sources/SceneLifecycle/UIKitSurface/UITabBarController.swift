#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// Tabs, as UIKit's `UITabBarController`. Selecting a tab is a screen change the harness records while it runs the
  /// app (`selectTab` with the index). It shows its selected tab.
  @MainActor
  open class UITabBarController: UIViewController {
    /// The tabs' view controllers, in order.
    open var viewControllers: [UIViewController]? {
      get { children.isEmpty ? nil : children }
      set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's index; setting an index in range selects that tab and records it.
    open var selectedIndex: Int {
      get { storedSelectedIndex }
      set {
        guard children.indices.contains(newValue) else { return }
        storedSelectedIndex = newValue
        SurfaceRecorder.record(.screen(ScreenChange(.selectTab, String(newValue))))
        hostingWindow?.updateAppearance(animated: false)
      }
    }

    /// The selected tab's view controller; setting one of the tabs selects it and records it.
    open var selectedViewController: UIViewController? {
      get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
      set {
        guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
        selectedIndex = index
      }
    }

    /// The selected index, as stored.
    var storedSelectedIndex = 0

    /// The controller's bar, as `tabBar`: its items are the tabs' items.
    public private(set) lazy var tabBar: UITabBar = {
      let bar = UITabBar()
      bar.controller = self
      return bar
    }()

    /// The selected tab is what the tabs show.
    override var shownChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// Replaces the tabs; the first tab is selected if the old index is out of range. Not a recorded change.
    /// - Parameters:
    ///   - viewControllers: the new tabs.
    ///   - animated: whether to animate; nothing animates here.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
      abandonChildren()
      for controller in viewControllers ?? [] { adopt(controller) }
      if !children.indices.contains(storedSelectedIndex) { storedSelectedIndex = 0 }
      hostingWindow?.updateAppearance(animated: animated)
    }
  }
#endif
