#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// What a split view controller tells its delegate, as UIKit's `UISplitViewControllerDelegate`: the model
  /// collapses and expands nothing, so it calls none of the delegate's methods.
  @MainActor
  public protocol UISplitViewControllerDelegate: AnyObject {}

  /// Columns side by side, as UIKit's `UISplitViewController`: its view controllers are its children, all shown (the
  /// model has one size and never collapses the columns); the display mode and the options are kept.
  @MainActor
  open class UISplitViewController: UIViewController {
    /// How the columns share the screen, as `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
      /// UIKit picks.
      case automatic = 0
      /// Only the secondary column.
      case secondaryOnly = 1
      /// The primary column beside the secondary one.
      case oneBesideSecondary = 2
      /// The primary column over the secondary one.
      case oneOverSecondary = 3
      /// The primary and supplementary columns beside the secondary one.
      case twoBesideSecondary = 4
      /// The primary and supplementary columns over the secondary one.
      case twoOverSecondary = 5
      /// The primary column over the supplementary one, beside the secondary one.
      case twoDisplaceSecondary = 6
    }

    /// A column, as `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
      /// The primary (leftmost) column.
      case primary = 0
      /// The supplementary column of a three-column split.
      case supplementary = 1
      /// The secondary column.
      case secondary = 2
      /// The view controller shown when the split is collapsed.
      case compact = 3
    }

    /// The object told about collapsing and expanding (never, in the model).
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode the app prefers; kept.
    open var preferredDisplayMode = DisplayMode.automatic
    /// Whether a swipe shows and hides the primary column; kept.
    open var presentsWithGesture = true
    /// Whether a button toggles the secondary column alone; kept.
    open var showsSecondaryOnlyButton = false
    /// The columns a call to ``show(_:)`` asked for, in order; the model shows every column throughout.
    public private(set) var shownColumns: [Column] = []

    /// Whether the split is collapsed to one column: never, in the model.
    open var isCollapsed: Bool { false }

    /// The columns' view controllers, primary first; setting it replaces them without recording a change.
    open var viewControllers: [UIViewController] {
      get { children }
      set { replaceChildren(with: newValue, animated: false) }
    }

    /// Asks for `column` to be shown, as `show(_:)`: recorded in ``shownColumns``; every column already shows.
    /// - Parameter column: the column.
    open func show(_ column: Column) { shownColumns.append(column) }
  }
#endif
