#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// An alert or action sheet, as UIKit's `UIAlertController`. Presenting one is recorded with its title in quotes:
  /// `present UIAlertController "Quick Action"`.
  @MainActor
  open class UIAlertController: UIViewController {
    /// How the alert shows, as `UIAlertController.Style`.
    public enum Style: Int, Sendable {
      /// Below the view that shows it, as a sheet.
      case actionSheet = 0
      /// In the middle of the screen.
      case alert = 1
    }

    /// The text under the title.
    open var message: String?
    /// How the alert shows.
    public let preferredStyle: Style
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added, behind ``textFields``.
    var fields: [UITextField] = []

    /// An alert with a title and a message.
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: the text under it.
    ///   - preferredStyle: alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
      self.message = message
      self.preferredStyle = preferredStyle
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    /// An untitled alert, since there are no storyboards.
    /// - Parameter coder: ignored.
    public required init?(coder: NSCoder) {
      self.preferredStyle = .alert
      super.init(coder: coder)
    }

    /// Adds a button.
    /// - Parameter action: the button.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// The class name with the title in quotes.
    override var screenSubject: String {
      guard let title else { return super.screenSubject }
      return "\(super.screenSubject) \"\(title)\""
    }
  }

  /// A button of an alert, as UIKit's `UIAlertAction`.
  @MainActor
  public class UIAlertAction {
    /// How a button looks, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
      /// A plain button.
      case `default` = 0
      /// The button that cancels.
      case cancel = 1
      /// A button that destroys data.
      case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How it looks.
    public let style: Style
    /// Whether it can be tapped.
    public var isEnabled = true
    /// What tapping it runs.
    let handler: ((UIAlertAction) -> Void)?

    /// A button.
    /// - Parameters:
    ///   - title: the button's title.
    ///   - style: how it looks.
    ///   - handler: what tapping it runs.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }
#endif
