// Views, windows, colours, table views and their cells' content configurations.

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
  /// `NSCoding`: initializes a view from data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  /// `NSCoding`.
  open func encode(with coder: NSCoder) { fatalError() }

  /// The view’s background color.
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
}

/// The backdrop for your app’s user interface and the object that dispatches events to your views.
/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIWindow: UIView {
  /// Creates a window and associates it with the specified scene object.
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  public init(windowScene: UIWindowScene) { fatalError() }

  public required init?(coder: NSCoder) { fatalError() }

  /// The root view controller for the window.
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set {}
  }

  /// Shows the window and makes it the key window.
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() { fatalError() }
}

/// An object that stores color data and sometimes opacity.
/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, *)
open class UIColor: NSObject {
  /// The color for the main background of your interface.
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  open class var systemBackground: UIColor { fatalError() }

  /// The color for the main background of your grouped interface.
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  open class var systemGroupedBackground: UIColor { fatalError() }
}

/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIScrollView: UIView {}

/// The interface for the delegate of a scroll view.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// A view that presents data using rows in a single column.
/// https://developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UITableView: UIScrollView {
  /// Constants for the table view styles.
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    /// A plain table view.
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
    case plain = 0
    /// A table view where sections have distinct groups of rows.
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
    case grouped = 1
    /// A table view where the grouped sections are inset with rounded corners.
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    case insetGrouped = 2
  }

  /// Registers a class to use in creating new table cells.
  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }

  /// Returns a reusable table-view cell object for the specified reuse identifier and adds it to the table.
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    fatalError()
  }
}

/// The methods that an object adopts to manage data and provide cells for a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Tells the data source to return the number of rows in a given section of a table view.
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Asks the data source for a cell to insert in a particular location of the table view.
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Methods for managing selections, configuring section headers and footers, deleting and reordering cells, and
/// performing other actions in a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// The visual representation of a single row in a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UITableViewCell: UIView {}

extension UITableViewCell {
  /// The current content configuration of the cell.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set {}
  }

  /// Retrieves a default list content configuration for the cell’s style.
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency
  public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

/// The requirements for an object that provides the configuration for a content view.
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
  /// Creates a new instance of the content view using this configuration.
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// Generates a configuration for the specified state by applying the configuration’s default values for that state
  /// to any properties that you haven’t customized.
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// The requirements for a view that a content configuration creates.
/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentView: NSObjectProtocol {
  /// The current configuration of the view.
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
  @MainActor var configuration: any UIContentConfiguration { get set }
}

/// The requirements for an object that encapsulates a view’s state. (Its members are left out: nothing here uses
/// them.)
/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}

/// A content configuration for a list-based content view.
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The primary text.
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?

  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { fatalError() }
}

extension IndexPath {
  /// The value of the row element of the index path (declared by UIKit).
  /// https://developer.apple.com/documentation/foundation/indexpath/row
  @available(iOS 7.0, macCatalyst 7.0, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public var row: Int {
    get { fatalError() }
    set {}
  }
}
