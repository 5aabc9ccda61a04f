#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// Which targeted content a scene can take, as UIKit's `UISceneActivationConditions`: kept. The model routes
  /// content to scenes by what the scenario says, not by these predicates (UIKit semantics article, 11g row 11).
  @MainActor
  open class UISceneActivationConditions {
    /// Which target content identifiers the scene can be activated for; every one unless the app sets another.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// Which target content identifiers the scene prefers to be activated for; none unless the app sets another.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    /// Conditions that take everything and prefer nothing.
    public init() {}
  }
#endif
