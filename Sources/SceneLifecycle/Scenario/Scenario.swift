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
  /// The switches for inferred orderings.
  public var options: LifecycleOptions
  /// What happens to old dynamic items after an update.
  public var dynamicItemsAfterUpdate: DynamicItemsAfterUpdate
  /// The app's handling code.
  public var strategy: TableStrategy
  /// Where the static quick actions come from.
  public var staticItems: StaticItemsSource
  /// The app's routes, shortcut targets and starting place (`app.routes`, `app.shortcutRoutes`,
  /// `app.navigation`); `nil` when the file gives none, which leaves navigation out of the trace.
  public var navigation: AppNavigation? = nil
  /// What the user and the system do, in order.
  public var steps: [Step]
  /// What should come of it; `nil` means "no error-kind violations".
  public var expect: Expectations?

  /// The lifecycle the scenario runs under: the file's, or the strategy's native one.
  public var fileLifecycle: LifecycleStyle { lifecycle ?? strategy.nativeLifecycle }
}

/// Where a scenario's static quick actions come from.
public enum StaticItemsSource: Hashable, Sendable {
  /// Written in the file (`app.shortcutItems`), or none.
  case inline([ShortcutItem])
  /// A real Info.plist (`app.infoPlist`), as written: relative to the scenario file unless absolute.
  case infoPlist(String)
}

/// One step of a scenario: a ``LifecycleEvent`` with its payload as the file names it.
public enum Step: Hashable, Sendable {
  /// The user taps the icon.
  case tapIcon
  /// The user picks the quick action with this type.
  case quickAction(type: String)
  /// The user goes to the Home Screen.
  case goHome
  /// The system suspends the background app.
  case systemSuspend
  /// The system disconnects the background scene.
  case systemDisconnectScene
  /// The system kills the background process.
  case systemTerminate
  /// The user swipes the app away.
  case forceQuit
  /// The app sets its dynamic quick actions.
  case setDynamicItems([ShortcutItem])
  /// A new version of the app is installed.
  case updateApp
  /// The user opens a custom-scheme URL.
  case openURL(url: String)
  /// The user taps a universal link.
  case universalLink(url: String)

  /// The event's name.
  public var kind: LifecycleEventKind {
    switch self {
    case .tapIcon: .tapIcon
    case .quickAction: .quickAction
    case .goHome: .goHome
    case .systemSuspend: .systemSuspend
    case .systemDisconnectScene: .systemDisconnectScene
    case .systemTerminate: .systemTerminate
    case .forceQuit: .forceQuit
    case .setDynamicItems: .setDynamicItems
    case .updateApp: .updateApp
    case .openURL: .openURL
    case .universalLink: .universalLink
    }
  }

  /// The step as a trace header shows it: `quickAction com.example.search`, `setDynamicItems [a, b]`,
  /// `openURL pariscafe://search`.
  public var summary: String {
    switch self {
    case .quickAction(let type): "quickAction \(type)"
    case .openURL(let url): "openURL \(url)"
    case .universalLink(let url): "universalLink \(url)"
    case .setDynamicItems(let items): "setDynamicItems [\(items.map(\.type).joined(separator: ", "))]"
    case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .updateApp:
      kind.rawValue
    }
  }

  /// Sends the step to `simulator`.
  public func send<S: AppStrategy>(to simulator: inout Simulator<S>) {
    switch self {
    case .tapIcon: simulator.send(.tapIcon)
    case .quickAction(let type): simulator.quickAction(type)
    case .goHome: simulator.send(.goHome)
    case .systemSuspend: simulator.send(.systemSuspend)
    case .systemDisconnectScene: simulator.send(.systemDisconnectScene)
    case .systemTerminate: simulator.send(.systemTerminate)
    case .forceQuit: simulator.send(.forceQuit)
    case .setDynamicItems(let items): simulator.setDynamicItems(items)
    case .updateApp: simulator.send(.updateApp)
    case .openURL(let url): simulator.openURL(url)
    case .universalLink(let url): simulator.universalLink(url)
    }
  }
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
  /// Where the app's navigation must end; `nil` leaves it unchecked.
  public var navigation: NavigationState?

  /// Expectations with the given members; every one left out is unchecked, and the trace is exhaustive.
  public init(
    trace: [String]? = nil, exhaustive: Bool = true, handled: [String]? = nil, violations: [ViolationKind]? = nil,
    navigation: NavigationState? = nil
  ) {
    self.trace = trace
    self.exhaustive = exhaustive
    self.handled = handled
    self.violations = violations
    self.navigation = navigation
  }
}
