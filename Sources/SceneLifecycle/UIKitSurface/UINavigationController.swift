#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// A stack of screens, as UIKit's `UINavigationController`. Pushing and popping are screen changes the harness
  /// records while it runs the app (`push` with the pushed class name, `pop` with the class name of the view
  /// controller taken off the top). It shows its top view controller, and defines the presentation context
  /// (UIKit semantics article, 11f row 3).
  @MainActor
  open class UINavigationController: UIViewController {
    /// The stack, root first; setting it replaces the stack without recording a change.
    open var viewControllers: [UIViewController] {
      get { children }
      set { replaceChildren(with: newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    public var topViewController: UIViewController? { children.last }

    /// What the user sees: the view controller the top one (or the stack) presents, if any, else the top one.
    public var visibleViewController: UIViewController? {
      topViewController?.presentedViewController ?? topViewController
    }

    /// A stack holding `rootViewController`.
    /// - Parameter rootViewController: the bottom of the stack.
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      definesPresentationContext = true
      adopt(rootViewController)
    }

    /// An empty stack.
    /// - Parameters:
    ///   - nibNameOrNil: ignored, there are no nibs.
    ///   - nibBundleOrNil: ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      definesPresentationContext = true
    }

    /// An empty stack, since there are no storyboards.
    /// - Parameter coder: ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      definesPresentationContext = true
    }

    /// The top of the stack is what the stack shows.
    override var shownChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// Pushes `viewController` onto the stack and records it.
    /// - Parameters:
    ///   - viewController: the screen to show.
    ///   - animated: whether to animate; nothing animates here.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      SurfaceRecorder.record(.screen(ScreenChange(.push, viewController.screenSubject)))
      viewController.parent?.children.removeAll { $0 === viewController }
      adopt(viewController)
      hostingWindow?.updateAppearance(animated: animated)
    }

    /// Pops the top view controller, unless it is the root, and records it; with only the root on the stack UIKit
    /// does nothing, and the root stays in front, recorded as `stay` (UIKit semantics article, 11d row 6).
    /// - Parameter animated: whether to animate; nothing animates here.
    /// - Returns: the popped view controller, or `nil` when only the root was left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard children.count > 1, let top = children.popLast() else { return stayAtRoot() }
      let window = hostingWindow
      top.parent = nil
      SurfaceRecorder.record(.screen(ScreenChange(.pop, top.screenSubject)))
      window?.updateAppearance(animated: animated)
      return top
    }

    /// Pops everything above the root and records it once; with only the root on the stack the root is already the
    /// top view controller, recorded as `stay` (UIKit semantics article, 11d row 6).
    /// - Parameter animated: whether to animate; nothing animates here.
    /// - Returns: the popped view controllers, or `nil` when only the root was left.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
      guard children.count > 1, let top = children.last else { return stayAtRoot() }
      let popped = Array(children.dropFirst())
      for controller in popped { controller.parent = nil }
      children.removeLast(popped.count)
      SurfaceRecorder.record(.screen(ScreenChange(.pop, top.screenSubject)))
      hostingWindow?.updateAppearance(animated: animated)
      return popped
    }

    /// A pop that found only the root (or nothing) on the stack: records that the root stays in front, and pops
    /// nothing.
    private func stayAtRoot<Popped>() -> Popped? {
      if let root = children.first { SurfaceRecorder.record(.screen(ScreenChange(.stay, root.screenSubject))) }
      return nil
    }
  }
#endif
