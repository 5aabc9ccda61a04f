import CommandLineKit
import QuickActions
import SceneLifecycle

/// The workloads with the app's own timing (issue 12): a readiness gate under ``Readiness/prompt`` and
/// ``Readiness/anytime``, a block deferred to the main queue in every placement the `deferredBlockRuns` switch
/// allows, and a slot in `UserDefaults`. Each is explored to exhaustion on one core, four items, every option
/// combination its lifecycle reads.
extension ExploreBench {
  /// One workload with the app's own timing and the readiness the explorer assumes for its gates.
  struct TimedWorkload {
    let workload: Workload
    var readiness = Readiness.prompt

    /// How the report names it: `reactNativeQuickActions (appDelegate, readiness anytime)`.
    var label: String {
      let base = workload.label
      guard !workload.strategy.gates.isEmpty else { return base }
      return String(base.dropLast()) + ", readiness \(readiness.rawValue))"
    }
  }

  /// The built-in `reactNativeQuickActions`: `popInitialAction` reads the launch item the app delegate kept once the
  /// JS bridge is up, and `performActionFor` sends a `quickActionShortcut` event the bridge buffers until then.
  static let gatedStrategy = TableStrategy.reactNativeQuickActions

  /// Scenarios/deferredHandlingAfterActivation.json's strategy: the cold item's handling deferred to the main
  /// queue from `scene(_:willConnectTo:options:)`; a warm one handled at once.
  static let deferringStrategy = table(
    "deferFromWillConnect",
    "defers the cold item's handling to the main queue from willConnectTo; handles a warm one at once",
    [.sceneWillConnect: [.deferToMainQueue, .handle], .windowScenePerformAction: [.handle, .completionTrue]])

  /// ``TableStrategy/pendingSlot``'s scene wiring with the slot in `UserDefaults`, so it outlives the process.
  static let userDefaultsStrategy = table(
    "pendingSlotInUserDefaults",
    "the pending slot kept in UserDefaults: filled on delivery, consumed once on activation",
    [
      .configurationForConnecting: [.storeInUserDefaults],
      .windowScenePerformAction: [.storeInUserDefaults, .completionTrue],
      .sceneDidBecomeActive: [.consumePendingInUserDefaults],
    ])

  /// A scene-lifecycle table of the bench's own.
  private static func table(
    _ name: String, _ summary: String, _ actions: [CallbackKind: [StrategyAction]]
  ) -> TableStrategy {
    do {
      return try TableStrategy(name: name, nativeLifecycle: .scene, summary: summary, actions: actions)
    } catch {
      // Fixed code: a bad table is a programming error, caught by the bench's tests.
      preconditionFailure("the bench's strategy \(name) is invalid: \(error)")
    }
  }

  /// The workloads: the gated strategy under both readiness assumptions, the deferring one, the UserDefaults one.
  static let appTimingWorkloads: [TimedWorkload] = [
    TimedWorkload(workload: Workload(strategy: gatedStrategy, lifecycle: .appDelegate), readiness: .prompt),
    TimedWorkload(workload: Workload(strategy: gatedStrategy, lifecycle: .appDelegate), readiness: .anytime),
    TimedWorkload(workload: Workload(strategy: deferringStrategy, lifecycle: .scene)),
    TimedWorkload(workload: Workload(strategy: userDefaultsStrategy, lifecycle: .scene)),
  ]

  /// Times the app-timing workloads on one thread and prints one line each. Returns the states found.
  func runAppTiming(context: CommandContext) -> Int {
    context.stdout.line("  the app's own timing (gates, deferral, UserDefaults), one core:")
    var found = 0
    for timed in Self.appTimingWorkloads {
      let result = measure(timed.workload, jobs: 1, readiness: timed.readiness)
      found &+= result.states
      context.stdout.line(
        "    \(timed.label): \(result.states) states, \(result.transitions) transitions, "
          + "\(TimeSpan.text(seconds: result.seconds)) → "
          + String(format: "%.2f", Double(result.states) / result.seconds / 1e6) + " M states/s, "
          + String(format: "%.1f", result.bytesPerState) + " B/state, "
          + "\(result.combinations) option combination\(result.combinations == 1 ? "" : "s")")
    }
    return found
  }
}
