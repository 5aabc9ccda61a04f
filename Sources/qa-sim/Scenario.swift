import QuickActions
import SceneLifecycle

/// One scenario file, format version 1, after decoding: the app, what happens to it, and what should
/// come of it. The README's "Scenario reference" and `Scenarios/scenario.schema.json` describe the file.
///
/// Adding an optional key is not a version bump; changing what an existing key means is.
struct Scenario: Hashable, Sendable {
  /// The one format version this qa-sim reads.
  static let supportedVersion = 1

  /// What the scenario shows, for reports.
  var name: String
  /// Free text for people; the replay ignores it.
  var description: String?
  /// The lifecycle written in the file, if any.
  var lifecycle: LifecycleStyle?
  /// The switches for inferred orderings.
  var options: LifecycleOptions
  /// What happens to old dynamic items after an update.
  var dynamicItemsAfterUpdate: DynamicItemsAfterUpdate
  /// The app's handling code.
  var strategy: TableStrategy
  /// Where the static quick actions come from.
  var staticItems: StaticItemsSource
  /// The app's routes, shortcut targets and starting place (`app.routes`, `app.shortcutRoutes`,
  /// `app.navigation`); `nil` when the file gives none, which leaves navigation out of the trace.
  var navigation: AppNavigation? = nil
  /// What the user and the system do, in order.
  var steps: [Step]
  /// What should come of it; `nil` means "no error-kind violations".
  var expect: Expectations?

  /// The lifecycle the scenario runs under: the file's, or the strategy's native one.
  var fileLifecycle: LifecycleStyle { lifecycle ?? strategy.nativeLifecycle }
}

/// Where a scenario's static quick actions come from.
enum StaticItemsSource: Hashable, Sendable {
  /// Written in the file (`app.shortcutItems`), or none.
  case inline([ShortcutItem])
  /// A real Info.plist (`app.infoPlist`), as written: relative to the scenario file unless absolute.
  case infoPlist(String)
}

/// One step of a scenario: a ``LifecycleEvent`` with its payload as the file names it.
typealias Step = ScenarioStep

/// What a scenario should produce (`expect`).
struct Expectations: Hashable, Sendable {
  /// Expected trace lines, `<actor> <name>[ <item>]`; `nil` leaves the trace unchecked.
  var trace: [String]?
  /// Whether the whole trace must match (`true`, the default) or the lines need only appear in order.
  var exhaustive = true
  /// The handled item types, in order; `nil` leaves them unchecked.
  var handled: [String]?
  /// The violation kinds that must occur; no others of error kind may. `nil` means none.
  var violations: [ViolationKind]?
  /// Where the app's navigation must end; `nil` leaves it unchecked.
  var navigation: NavigationState?
}
