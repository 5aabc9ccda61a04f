// View controllers: the base class, navigation, tables, search and alerts.

/// An object that manages a view hierarchy for your UIKit app.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
  /// Creates a view controller with the nib file in the specified bundle.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  /// `NSCoding`: creates a view controller with data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  /// Objective-C's `-init`, which calls `init(nibName: nil, bundle: nil)`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// `NSCoding`.
  open func encode(with coder: NSCoder) { fatalError() }

  /// A localized string that represents the view this controller manages.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String? {
    get { fatalError() }
    set {}
  }

  /// The view that the controller manages.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get { fatalError() }
    set {}
  }

  /// The navigation item used to represent the view controller in a parent’s navigation bar.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { fatalError() }

  /// Called after the controller’s view is loaded into memory.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() { fatalError() }

  /// Presents a view controller modally.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
  { fatalError() }
}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UINavigationController: UIViewController {
  /// Initializes and returns a newly created navigation controller.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { fatalError() }

  /// Creates a navigation controller with the nib file in the specified bundle.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  public required init?(coder: NSCoder) { fatalError() }

  /// Pushes a view controller onto the receiver’s stack and updates the display.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
}

/// The items that a navigation bar displays when the associated view controller is visible.
/// https://developer.apple.com/documentation/uikit/uinavigationitem
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UINavigationItem: NSObject {
  /// The search controller to integrate into your navigation interface.
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
  @available(iOS 11.0, macCatalyst 13.1, visionOS 1.0, *)
  open var searchController: UISearchController? {
    get { fatalError() }
    set {}
  }
}

/// A view controller that specializes in managing a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// Initializes a table view controller to manage a table view of a given style.
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  public required init?(coder: NSCoder) { fatalError() }

  /// Returns the table view managed by the controller object.
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open var tableView: UITableView! {
    get { fatalError() }
    set {}
  }

  /// `UITableViewDataSource`, which the class adopts.
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }

  /// `UITableViewDataSource`, which the class adopts.
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

/// A view controller that manages the display of search results based on interactions with a search bar.
/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UISearchController: UIViewController {
  /// Creates and returns a search controller with the specified view controller for displaying the results.
  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  public init(searchResultsController: UIViewController?) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  /// The object responsible for updating the contents of the search results controller.
  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater
  weak open var searchResultsUpdater: (any UISearchResultsUpdating)?
}

/// A set of methods that let you update search results based on information the user enters into the search bar.
/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// Asks the object to update the search results for a specified controller.
  /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
  @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
  func updateSearchResults(for searchController: UISearchController)
}

/// An object that displays an alert message.
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIAlertController: UIViewController {
  /// Constants indicating the type of alert to display.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// Creates and returns a view controller for displaying an alert.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
  }

  /// Attaches an action object to the alert or action sheet.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) { fatalError() }
}

/// An action that can be taken when the user taps a button in an alert.
/// https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIAlertAction: NSObject {
  /// Styles to apply to action buttons in an alert.
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// Create and return an action with the specified title and behavior.
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }
}
