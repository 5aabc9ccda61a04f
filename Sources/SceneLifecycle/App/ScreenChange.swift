/// A change to what the user sees, made by an app's own view-controller code (``DelegateApp`` records them from the
/// UIKit-shaped surface): the trace shows it as `app <kind> <subject>`, for example
/// `app present UIAlertController "Quick Action"` or `app selectTab 2`.
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
    /// A window got its first root view controller: setting up the UI, not acting on a quick action or link.
    case setRoot
    /// A window's root view controller was replaced by another.
    case replaceRoot
    /// A tab bar controller's `selectedIndex` (or `selectedViewController`) changed.
    case selectTab

    /// Whether the change shows the user something new, so that making it after reading an item's identity
    /// counts as handling that item. Only the first root view controller (UI set-up) and a dismissal do not.
    public var showsSomethingNew: Bool {
      switch self {
      case .present, .push, .pop, .replaceRoot, .selectTab: true
      case .dismiss, .setRoot: false
      }
    }
  }

  /// What kind of change.
  public let kind: Kind
  /// What changed: a view controller's class name (with an alert's title in quotes), or a tab index.
  public let subject: String

  /// Creates a change record.
  public init(_ kind: Kind, _ subject: String) {
    self.kind = kind
    self.subject = subject
  }
}
