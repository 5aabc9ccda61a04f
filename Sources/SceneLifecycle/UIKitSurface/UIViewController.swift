#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// A screen of the app, as UIKit's `UIViewController`.
  ///
  /// ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)`` are screen changes the harness records
  /// while it runs the app (a presented view controller by its class name, an alert with its title in quotes), and
  /// so is a presentation UIKit refuses. A presentation asked of a view controller inside a container is made by the
  /// ancestor UIKit hands it to (UIKit semantics article, 11f). The view lifecycle methods run when the view
  /// controller becomes visible in a visible window or stops being visible, in UIKit's order. Nothing animates:
  /// transitions end at once and completions run at once.
  @MainActor
  open class UIViewController: UIResponder {
    /// The screen's title.
    open var title: String?
    /// How the view controller is presented modally; read when it is presented (UIKit semantics article, 11f).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether a `currentContext` or `overCurrentContext` presentation asked of this view controller or one it
    /// contains covers this one's view (UIKit semantics article, 11f row 3).
    open var definesPresentationContext = false
    /// The container view controllers this one holds (a navigation stack, the tabs).
    public internal(set) var children: [UIViewController] = []
    /// The container holding this view controller, if any.
    public internal(set) weak var parent: UIViewController?
    /// The animation used when it is presented, as `modalTransitionStyle`. Kept; nothing animates here (UIKit
    /// semantics article, 11g row 3).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The view controller's item in a tab bar, as `tabBarItem`: made on first use with the view controller's title.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
    /// Whether the user cannot swipe the presented view controller away, as `isModalInPresentation`. Kept; the
    /// model has no swipe.
    open var isModalInPresentation = false

    /// The view controller this one presents, as UIKit linked them (not inherited from an ancestor).
    var ownPresented: UIViewController?
    /// The view controller that presents this one, as UIKit linked them (not inherited from an ancestor).
    weak var ownPresenter: UIViewController?
    /// The style this view controller was presented with, fixed when it was presented.
    var presentedStyle: UIModalPresentationStyle = .automatic
    /// The window this view controller is the root view controller of, if any.
    weak var hostWindow: UIWindow?
    /// The view, once loaded or set.
    private var loadedView: UIView?
    /// Whether `loadView()` is running, so that it is not started twice.
    private var isLoadingView = false

    /// A view controller without a nib.
    /// - Parameters:
    ///   - nibNameOrNil: the nib's name; ignored, there are no nibs.
    ///   - nibBundleOrNil: the nib's bundle; ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    /// A view controller from an archive: a plain one, since there are no storyboards.
    /// - Parameter coder: the archive; ignored.
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// A view controller without a nib.
    public override convenience init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// The view controller this one or its nearest ancestor presents, if any (UIKit semantics article, 11f row 5).
    public var presentedViewController: UIViewController? { ownPresented ?? parent?.presentedViewController }

    /// The view controller that presents this one or its farthest presented ancestor, if any (UIKit semantics
    /// article, 11f row 5).
    public var presentingViewController: UIViewController? { ownPresenter ?? parent?.presentingViewController }

    /// The nearest navigation controller containing this one, if any.
    public var navigationController: UINavigationController? {
      var current = parent
      while let candidate = current {
        if let navigation = candidate as? UINavigationController { return navigation }
        current = candidate.parent
      }
      return nil
    }

    /// The nearest tab bar controller containing this one, if any.
    public var tabBarController: UITabBarController? {
      var current = parent
      while let candidate = current {
        if let tabs = candidate as? UITabBarController { return tabs }
        current = candidate.parent
      }
      return nil
    }

    // MARK: The view and its lifecycle (UIKit semantics article, 11f rows 7–10)

    /// The view the controller manages, made the first time it is read: ``loadView()`` then ``viewDidLoad()``.
    open var view: UIView! {
      get {
        loadViewIfNeeded()
        return loadedView
      }
      set { loadedView = newValue }
    }

    /// Whether the view is loaded; reading this does not load it.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The next responder, as `next`: the superview of the view controller's view, if the view is loaded.
    open override var next: UIResponder? { loadedView?.superview }

    /// The view, or `nil` while it is not loaded; reading this does not load it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view if it is not loaded yet: ``loadView()``, then ``viewDidLoad()``, once.
    open func loadViewIfNeeded() {
      guard loadedView == nil, !isLoadingView else { return }
      isLoadingView = true
      loadView()
      if loadedView == nil { loadedView = UIView() }
      isLoadingView = false
      viewDidLoad()
    }

    /// Makes the view: a plain `UIView`. An app overrides it to make its own and set ``view``.
    open func loadView() { loadedView = UIView() }

    /// Called once, after the view is loaded. Does nothing here.
    open func viewDidLoad() {}

    /// Called before the view controller becomes visible. Does nothing here.
    /// - Parameter animated: whether the change animates; it is the call's own flag, nothing animates here.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view controller is visible. Does nothing here.
    /// - Parameter animated: whether the change animated.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view controller stops being visible. Does nothing here.
    /// - Parameter animated: whether the change animates.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view controller is no longer visible. Does nothing here.
    /// - Parameter animated: whether the change animated.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Status bar and Home indicator (UIViewController+StatusBar.swift)

    /// Whether the view controller wants the status bar hidden, as `prefersStatusBarHidden`: false unless a
    /// subclass overrides it. Read by nothing: the model has no status bar.
    open var prefersStatusBarHidden: Bool { false }

    /// Whether the view controller wants the Home indicator hidden, as `prefersHomeIndicatorAutoHidden`: false
    /// unless a subclass overrides it. Read by nothing: the model has no Home indicator.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    // MARK: Presenting

    /// Presents `viewControllerToPresent` modally and records it; runs `completion` at once.
    ///
    /// The presentation is made by the view controller UIKit hands it to for the presented one's
    /// ``modalPresentationStyle`` (UIKit semantics article, 11f rows 1–4). UIKit refuses three presentations, and
    /// then the chain stays as it was, the completion does not run and the refusal is recorded in UIKit's words
    /// instead (11e): a view controller that is already presented (row 2, checked first), one that is already in
    /// the hierarchy (row 5), and a presentation whose presenter already presents another (row 1). None shows the
    /// user anything new, so none handles an item (row 4).
    /// - Parameters:
    ///   - viewControllerToPresent: the view controller to show.
    ///   - flag: whether to animate; nothing animates here.
    ///   - completion: run after presenting; not run when UIKit refuses (11e row 3).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
      guard makePresentation(of: viewControllerToPresent, animated: flag) else { return }
      completion?()
    }

    /// Dismisses what this view controller (or its nearest ancestor) presents, or else the presentation this one
    /// is part of, with every presentation above it; records it and runs `completion` at once (UIKit semantics
    /// article, 11f row 6). With nothing to dismiss nothing happens and `completion` does not run.
    /// - Parameters:
    ///   - flag: whether to animate; nothing animates here.
    ///   - completion: run after dismissing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      guard dismissPresentation(animated: flag) else { return }
      completion?()
    }

    // MARK: Containment

    /// How a screen change names this view controller: its class name.
    var screenSubject: String { String(describing: type(of: self)) }

    /// The children the user sees when this view controller is visible: all of them; a navigation stack shows its
    /// top, tabs their selected tab.
    var shownChildren: [UIViewController] { children }

    /// Makes `child` one of this view controller's children.
    func adopt(_ child: UIViewController) {
      child.parent = self
      children.append(child)
    }

    /// Removes every child.
    func abandonChildren() {
      for child in children { child.parent = nil }
      children = []
    }

    /// Replaces the children with `controllers` (a container's `viewControllers`), without recording a change, and
    /// lets the window update which view controllers appear.
    func replaceChildren(with controllers: [UIViewController], animated: Bool) {
      abandonChildren()
      for controller in controllers { adopt(controller) }
      hostingWindow?.updateAppearance(animated: animated)
    }
  }
#endif
