/// One of the app's App Intents as a scenario names it: its type and, optionally, the target it carries (the entity
/// or the deep link its `perform()` opens), written `<IntentType> <target>`.
///
/// It is written as a user activity is (``UserActivityReference``), so a route table reads a target that is a URL the
/// same way, and the intent's type follows the same character rule (a Swift type name, optionally qualified by its
/// module).
public struct AppIntentReference: Hashable, Sendable {
  /// The intent's type name: `OpenChoreIntent`.
  public let typeName: String
  /// What the intent carries that the app routes on (its entity's identifier, or a deep link); `nil` for an intent
  /// with no parameter.
  public let target: String?

  /// An intent of `typeName` carrying `target`; `nil` when either breaks ``UserActivityReference``'s rules for a
  /// type and an identifier.
  public init?(typeName: String, target: String?) {
    guard UserActivityReference(activityType: typeName, identifier: target) != nil else { return nil }
    self.typeName = typeName
    self.target = target
  }

  /// Reads ``text``; `nil` for anything else, a URL among them.
  public init?(_ text: String) {
    guard let reference = UserActivityReference(text) else { return nil }
    self.init(typeName: reference.activityType, target: reference.identifier)
  }

  /// `<IntentType>` or `<IntentType> <target>`.
  public var text: String { target.map { "\(typeName) \($0)" } ?? typeName }
}
