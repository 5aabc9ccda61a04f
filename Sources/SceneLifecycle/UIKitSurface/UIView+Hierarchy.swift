#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIView {
    /// The window the view is in, found through its superviews; nil when none of them is a window. (A window is its
    /// own window.)
    public var window: UIWindow? {
      var current: UIView? = self
      while let view = current {
        if let window = view as? UIWindow { return window }
        current = view.superview
      }
      return nil
    }

    /// Adds `view` at the front of the view's subviews, as `addSubview(_:)`: it leaves its former superview first,
    /// and a view already here moves to the front (UIKit semantics article, 11g row 8). Adding the view itself or one of
    /// its superviews, which UIKit rejects with an exception, changes nothing.
    /// - Parameter view: the view to add.
    public func addSubview(_ view: UIView) {
      insertSubview(view, at: subviews.count + (view.superview === self ? -1 : 0))
    }

    /// Inserts `view` among the view's subviews at `index` (0 is the back), as `insertSubview(_:at:)`, after it
    /// leaves its former superview. An index past the end adds it at the front (UIKit documents that it cannot be
    /// greater than the number of subviews). Inserting the view itself or one of its superviews changes nothing.
    /// - Parameters:
    ///   - view: the view to insert.
    ///   - index: where among the subviews, from the back.
    public func insertSubview(_ view: UIView, at index: Int) {
      guard !isDescendant(of: view) else { return }
      view.removeFromSuperview()
      view.superview = self
      subviews.insert(view, at: max(0, min(index, subviews.count)))
    }

    /// Inserts `view` just behind `siblingSubview`, as `insertSubview(_:belowSubview:)`; at the back when
    /// `siblingSubview` is not a subview of this view.
    /// - Parameters:
    ///   - view: the view to insert.
    ///   - siblingSubview: the subview it goes behind.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      insertSubview(view, relativeTo: siblingSubview, offset: 0)
    }

    /// Inserts `view` just in front of `siblingSubview`, as `insertSubview(_:aboveSubview:)`; at the front when
    /// `siblingSubview` is not a subview of this view.
    /// - Parameters:
    ///   - view: the view to insert.
    ///   - siblingSubview: the subview it goes in front of.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
      insertSubview(view, relativeTo: siblingSubview, offset: 1)
    }

    /// Takes the view out of its superview's subviews, as `removeFromSuperview()`; nothing when it has none.
    public func removeFromSuperview() {
      guard let superview else { return }
      superview.subviews.removeAll { $0 === self }
      self.superview = nil
    }

    /// Moves `view` to the front of the subviews, as `bringSubviewToFront(_:)`; nothing when it is not a subview.
    /// - Parameter view: the subview.
    public func bringSubviewToFront(_ view: UIView) {
      guard view.superview === self else { return }
      addSubview(view)
    }

    /// Moves `view` to the back of the subviews, as `sendSubviewToBack(_:)`; nothing when it is not a subview.
    /// - Parameter view: the subview.
    public func sendSubviewToBack(_ view: UIView) {
      guard view.superview === self else { return }
      insertSubview(view, at: 0)
    }

    /// Whether the view is `view` or one of its subviews at any depth, as `isDescendant(of:)`.
    /// - Parameter view: the possible ancestor.
    /// - Returns: whether `view` is the view or one of its superviews.
    public func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }

    /// Inserts `view` next to `sibling`: behind it (offset 0) or in front (offset 1); at the back or the front
    /// when `sibling` is not a subview.
    private func insertSubview(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
      guard view !== sibling else { return }
      let remaining = subviews.filter { $0 !== view }
      let index = remaining.firstIndex { $0 === sibling }.map { $0 + offset } ?? (offset == 0 ? 0 : remaining.count)
      guard !isDescendant(of: view) else { return }
      view.removeFromSuperview()
      view.superview = self
      subviews.insert(view, at: min(index, subviews.count))
    }
  }
#endif
