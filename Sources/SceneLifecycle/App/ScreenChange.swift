/// A change to what the user sees, made by an app's own view-controller code (``DelegateApp`` records them from the
/// UIKit-shaped surface): the trace shows it as `app <name> <subject>`, for example
/// `app present UIAlertController "Quick Action"` or `app selectTab 2`. A presentation UIKit refuses is recorded
/// too, with UIKit's own words, for example
/// `app present refused: Attempt to present ComposeViewController on RootViewController which is already presenting
/// SearchViewController` (UIKit semantics article, 11e).
public struct ScreenChange: Hashable, Sendable {
  /// What kind of change.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `present(_:animated:completion:)` showed a view controller modally.
    case present
    /// `dismiss(animated:completion:)` took a presented view controller away.
    case dismiss
    /// `pushViewController(_:animated:)` pushed onto a navigation stack.
    case push
    /// `popViewController(animated:)` or `popToRootViewController(animated:)` went back on a navigation stack.
    case pop
    /// `popViewController(animated:)` or `popToRootViewController(animated:)` found only the root view controller on
    /// the stack: UIKit changes nothing, and the user already sees the screen the code navigates to (UIKit semantics
    /// article, 11d row 6).
    case stay
    /// A window got its first root view controller: setting up the UI, not acting on a quick action or link.
    case setRoot
    /// A window's root view controller was replaced by another.
    case replaceRoot
    /// A tab bar controller's `selectedIndex` (or `selectedViewController`) changed.
    case selectTab
    /// `present(_:animated:completion:)` was called on a view controller that already presents another: UIKit
    /// logs "Attempt to present … which is already presenting …", presents nothing and does not run the
    /// completion (UIKit semantics article, 11e rows 1 and 3).
    case presentWhilePresenting
    /// `present(_:animated:completion:)` was given a view controller that is already presented, or one already in
    /// the hierarchy: UIKit raises `NSInvalidArgumentException` ("Application tried to present modally a view
    /// controller … that is already being presented by …", or "… an active controller …"), which ends the app on a
    /// device (UIKit semantics article, 11e rows 2, 3 and 5).
    case presentAlreadyPresented

    /// Whether the change shows the user something new, or the screen the code navigates to when it is already
    /// shown (``stay``), so that making it after reading an item's identity counts as handling that item. The first
    /// root view controller (UI set-up), a dismissal and a presentation UIKit refused do not.
    public var showsSomethingNew: Bool {
      switch self {
      case .present, .push, .pop, .stay, .replaceRoot, .selectTab: true
      case .dismiss, .setRoot, .presentWhilePresenting, .presentAlreadyPresented: false
      }
    }

    /// Whether UIKit refused the call, so that the screen stayed as it was.
    public var isRefused: Bool {
      switch self {
      case .present, .dismiss, .push, .pop, .stay, .setRoot, .replaceRoot, .selectTab: false
      case .presentWhilePresenting, .presentAlreadyPresented: true
      }
    }

    /// The name a trace line gives the change after `app `: the method or property for a change made
    /// (`present`, `selectTab`), what UIKit did for one it refused (`present refused:`,
    /// `present raises NSInvalidArgumentException:`), followed by UIKit's message.
    public var traceName: String {
      switch self {
      case .present, .dismiss, .push, .pop, .stay, .setRoot, .replaceRoot, .selectTab: rawValue
      case .presentWhilePresenting: "present refused:"
      case .presentAlreadyPresented: "present raises NSInvalidArgumentException:"
      }
    }

    /// The kind whose ``traceName`` is `name`, if any: how a picture drawn from trace lines tells a refusal.
    public init?(traceName name: String) {
      guard let kind = Self.allCases.first(where: { $0.traceName == name }) else { return nil }
      self = kind
    }
  }

  /// What kind of change.
  public let kind: Kind
  /// What changed: a view controller's class name (with an alert's title in quotes), or a tab index; for a
  /// refusal, UIKit's message naming the view controllers (``refusal(presenting:on:alreadyPresenting:)``).
  public let subject: String

  /// Creates a change record.
  public init(_ kind: Kind, _ subject: String) {
    self.kind = kind
    self.subject = subject
  }

  /// The refusal of presenting `presented` on `presenter` while `presenter` already presents `shown`, worded as
  /// UIKit's console warning without the object addresses (UIKit semantics article, 11e row 1).
  public static func refusal(presenting presented: String, on presenter: String, alreadyPresenting shown: String)
    -> ScreenChange
  {
    ScreenChange(
      .presentWhilePresenting, "Attempt to present \(presented) on \(presenter) which is already presenting \(shown)")
  }

  /// The refusal of presenting `presented`, which `presenter` already presents, worded as the reason of UIKit's
  /// exception without the object addresses (UIKit semantics article, 11e row 2).
  public static func refusal(presenting presented: String, alreadyPresentedBy presenter: String) -> ScreenChange {
    ScreenChange(
      .presentAlreadyPresented,
      "Application tried to present modally a view controller \(presented) that is already being presented by "
        + presenter)
  }

  /// The refusal of presenting `presented`, which is already part of the view controller hierarchy (a child of a
  /// container, a window's root view controller, or the presenter or one of its ancestors), worded as the reason of
  /// UIKit's exception without the object address (UIKit semantics article, 11e row 5).
  public static func refusal(presentingActive presented: String) -> ScreenChange {
    ScreenChange(.presentAlreadyPresented, "Application tried to present modally an active controller \(presented).")
  }
}
