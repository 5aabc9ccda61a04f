#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A view that scrolls its content, as UIKit's `UIScrollView`: the offset is kept; nothing scrolls.
  open class UIScrollView: UIView {
    /// Where the content's origin is, relative to the view's.
    open var contentOffset = CGPoint.zero
    /// The content's size.
    open var contentSize = CGSize.zero
  }

  /// A list of rows, as UIKit's `UITableView`: here a plain view, styled through ``appearance()``. It has no data
  /// source and shows no rows.
  open class UITableView: UIScrollView {
    /// The view under the last row.
    open var tableFooterView: UIView?
    /// The view above the first row.
    open var tableHeaderView: UIView?
    /// Whether moving focus selects the focused row.
    open var selectionFollowsFocus = false

    /// The appearance proxy of table views; see `UIView.appearance()`.
    /// - Returns: a detached table view.
    open override class func appearance() -> UITableView { UITableView() }
  }

  /// A grid of items, as UIKit's `UICollectionView`: here a plain view, styled through ``appearance()``. It has no
  /// data source, no layout and shows no items.
  open class UICollectionView: UIScrollView {
    /// Whether moving focus selects the focused item.
    open var selectionFollowsFocus = false

    /// The appearance proxy of collection views; see `UIView.appearance()`.
    /// - Returns: a detached collection view.
    open override class func appearance() -> UICollectionView { UICollectionView() }
  }
#endif
