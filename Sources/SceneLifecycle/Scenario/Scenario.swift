import QuickActions

/// One scenario file, format version 1, after decoding: the app, what happens to it, and what should
/// come of it. The README's "Scenario reference" and `Scenarios/scenario.schema.json` describe the file.
///
/// Adding an optional key is not a version bump; changing what an existing key means is.
public struct Scenario: Hashable, Sendable {
  /// The one format version this qa-sim reads.
  public static let supportedVersion = 1

  /// What the scenario shows, for reports.
  public var name: String
  /// Free text for people; the replay ignores it.
  public var description: String?
  /// The lifecycle written in the file, if any.
  public var lifecycle: LifecycleStyle?
  /// The device written in the file (`device`), if any.
  public var device: Device? = nil
  /// The SDK written in the file (`sdk`), if any.
  public var sdk: SDK? = nil
  /// The switches for inferred orderings.
  public var options: LifecycleOptions
  /// What happens to old dynamic items after an update.
  public var dynamicItemsAfterUpdate: DynamicItemsAfterUpdate
  /// The app's handling code. For a file written for an app's own classes (``delegates``), an empty stand-in that
  /// the replay replaces with the app (``ScenarioReplay/run(contentsOf:app:limits:)``).
  public var strategy: TableStrategy
  /// The name of the app whose own classes (a ``DelegateApp``, or another Swift ``AppStrategy``) the file was written
  /// for (`app.delegates`), in place of `app.strategy`; `nil` for a table app. Only a replay that is given the app
  /// runs such a file: the command line refuses it (``ScenarioLoader/load(file:limits:)``).
  public var delegates: String? = nil
  /// Where the static quick actions come from.
  public var staticItems: StaticItemsSource
  /// What the app's Info.plist declares under `UIApplicationSceneManifest` (`app.sceneManifest`), if the file says.
  public var sceneManifest: SceneManifest? = nil
  /// The app's routes, shortcut targets and starting place (`app.routes`, `app.shortcutRoutes`,
  /// `app.navigation`); `nil` when the file gives none, which leaves navigation out of the trace.
  public var navigation: AppNavigation? = nil
  /// The app's windows when it supports several on iPad (`app.supportsMultipleScenes`, `app.scenes`,
  /// `app.sceneRouting`); `nil` for one window.
  public var windows: ScenarioWindows? = nil
  /// What the user and the system do, in order.
  public var steps: [ScenarioStep]
  /// What should come of it; `nil` means "no error-kind violations".
  public var expect: Expectations?

  /// The lifecycle the scenario runs under: the file's, or the strategy's native one.
  public var fileLifecycle: LifecycleStyle { lifecycle ?? strategy.nativeLifecycle }
  /// The device the scenario runs on: the file's, or an iPhone.
  public var fileDevice: Device { device ?? .iPhone }
  /// The SDK the scenario's app is built with: the file's, or ``SDK/standard``.
  public var fileSDK: SDK { sdk ?? .standard }
  /// The build the scenario's app comes from: ``fileSDK`` and the file's scene manifest, else a configured one.
  public var fileBuild: AppBuild { AppBuild(sdk: fileSDK, sceneManifest: sceneManifest ?? .configured) }
}

/// Where a scenario's static quick actions come from.
public enum StaticItemsSource: Hashable, Sendable {
  /// Written in the file (`app.shortcutItems`), or none.
  case inline([ShortcutItem])
  /// A real Info.plist (`app.infoPlist`), as written: relative to the scenario file unless absolute.
  case infoPlist(String)
}

/// What a scenario should produce (`expect`).
public struct Expectations: Hashable, Sendable {
  /// Expected trace lines, `<actor> <name>[ <item>]`; `nil` leaves the trace unchecked.
  public var trace: [String]?
  /// Whether the whole trace must match (`true`, the default) or the lines need only appear in order.
  public var exhaustive = true
  /// The handled item types, in order; `nil` leaves them unchecked.
  public var handled: [String]?
  /// The violation kinds that must occur; no others of error kind may. `nil` means none.
  public var violations: [ViolationKind]?
  /// The violation kinds that must not occur, warning kinds included (`expect.fixed`): the file was saved as a
  /// counterexample for them (by `qa-sim explore --write-counterexamples`, ``Explorer/scenario(for:name:app:)``,
  /// `qa-sim conform --write` or `qa-sim generate`), so it fails while the app still breaks them and passes once it is
  /// fixed. `nil` names none.
  public var fixed: [ViolationKind]?
  /// Where the app's navigation must end; `nil` leaves it unchecked.
  public var navigation: NavigationState?
  /// Whether the app relies on APIs its SDK deprecates on purpose (`expect.usesDeprecatedAPIs`): a scenario that shows
  /// a deprecated road. Its deprecation warnings are then counted once in the replay's summary instead of printed one
  /// by one, and a key no API deprecated under the SDK justifies is a warning (`LoadedScenario/deprecationNotes(sdk:)`).
  public var usesDeprecatedAPIs = false

  /// Expectations with the given members; every one left out is unchecked, and the trace is exhaustive.
  public init(
    trace: [String]? = nil, exhaustive: Bool = true, handled: [String]? = nil, violations: [ViolationKind]? = nil,
    fixed: [ViolationKind]? = nil, navigation: NavigationState? = nil, usesDeprecatedAPIs: Bool = false
  ) {
    self.trace = trace
    self.exhaustive = exhaustive
    self.handled = handled
    self.violations = violations
    self.fixed = fixed
    self.navigation = navigation
    self.usesDeprecatedAPIs = usesDeprecatedAPIs
  }
}
