#if !canImport(UIKit) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A screen of the app, as UIKit's `UIViewController`.
  ///
  /// ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)`` are screen changes the harness records
  /// while it runs the app (a presented view controller by its class name, an alert with its title in quotes).
  /// Nothing animates: completions run at once.
  open class UIViewController: UIResponder {
    /// The screen's title.
    open var title: String?
    /// The view controller this one presents modally, if any.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presents this one, if any.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The container view controllers this one holds (a navigation stack, the tabs).
    public internal(set) var children: [UIViewController] = []
    /// The container holding this view controller, if any.
    public internal(set) weak var parent: UIViewController?

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

    /// How a screen change names this view controller: its class name.
    var screenSubject: String { String(describing: type(of: self)) }

    /// Presents `viewControllerToPresent` modally and records it; runs `completion` at once.
    ///
    /// When this view controller already presents another, UIKit refuses the new one ("already presenting") and
    /// the chain stays as it was; the attempt is still recorded, since the app's code acted.
    /// - Parameters:
    ///   - viewControllerToPresent: the view controller to show.
    ///   - flag: whether to animate; nothing animates here.
    ///   - completion: run after presenting.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
      SurfaceRecorder.record(.screen(ScreenChange(.present, viewControllerToPresent.screenSubject)))
      guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else { return }
      presentedViewController = viewControllerToPresent
      viewControllerToPresent.presentingViewController = self
      completion?()
    }

    /// Dismisses the view controller this one presents, or else this one from its presenter, and records it; runs
    /// `completion` at once.
    /// - Parameters:
    ///   - flag: whether to animate; nothing animates here.
    ///   - completion: run after dismissing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      let presenter = presentedViewController == nil ? presentingViewController : self
      guard let presenter, let presented = presenter.presentedViewController else { return }
      SurfaceRecorder.record(.screen(ScreenChange(.dismiss, presented.screenSubject)))
      presented.presentingViewController = nil
      presenter.presentedViewController = nil
      completion?()
    }

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
  }
#endif
