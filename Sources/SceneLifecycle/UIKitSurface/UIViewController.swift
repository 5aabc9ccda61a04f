#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A screen of the app, as UIKit's `UIViewController`.
  ///
  /// ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)`` are screen changes the harness records
  /// while it runs the app (a presented view controller by its class name, an alert with its title in quotes), and
  /// so is a presentation UIKit refuses. Nothing animates: completions run at once.
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
    /// How the view controller shows when presented, as `modalPresentationStyle`; `.automatic` unless the app sets
    /// another. Kept: ``present(_:animated:completion:)`` records the same screen change for every style (UIKit
    /// semantics article, 11f row 3).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used when it is presented, as `modalTransitionStyle`. Kept; nothing animates here.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The view controller's item in a tab bar, as `tabBarItem`: made on first use with the view controller's title.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
    /// Whether the user cannot swipe the presented view controller away, as `isModalInPresentation`. Kept; the
    /// model has no swipe.
    open var isModalInPresentation = false

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
    /// UIKit refuses two presentations, and then the chain stays as it was, the completion does not run and the
    /// refusal is recorded in UIKit's words instead (UIKit semantics article, 11e): a view controller that is
    /// already presented (UIKit raises `NSInvalidArgumentException`, row 2; checked first, as crash reports of a
    /// presenter presenting the same view controller again show), and a presenter that already presents another
    /// (UIKit's console warning "already presenting", row 1). Neither shows the user anything new, so neither
    /// handles an item (row 4).
    /// - Parameters:
    ///   - viewControllerToPresent: the view controller to show.
    ///   - flag: whether to animate; nothing animates here.
    ///   - completion: run after presenting; not run when UIKit refuses (row 3).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
      if let presenter = viewControllerToPresent.presentingViewController {
        SurfaceRecorder.record(
          .screen(
            .refusal(presenting: viewControllerToPresent.screenSubject, alreadyPresentedBy: presenter.screenSubject)))
        return
      }
      if let shown = presentedViewController {
        SurfaceRecorder.record(
          .screen(
            .refusal(
              presenting: viewControllerToPresent.screenSubject, on: screenSubject,
              alreadyPresenting: shown.screenSubject)
          ))
        return
      }
      SurfaceRecorder.record(.screen(ScreenChange(.present, viewControllerToPresent.screenSubject)))
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
