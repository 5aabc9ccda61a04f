import CommandLineKit
import QuickActions
import SceneLifecycle

/// Times `qa-sim conform`'s search (issue 31): a 10-step log of pendingSlot in the scene lifecycle on iPhone, with 4
/// quick actions and every switch the lifecycle reads free (`--options all`), on one core. Four logs of the same run:
/// every callback recorded; only the scene delegate's (so steps are unseen and sequences ambiguous); and each of the two
/// with one callback moved, which the model does not reproduce, so every pass runs to its end.
struct ConformBench {
  /// How many timed runs.
  let runs: Int

  /// The run the logs record: cold launch by a quick action, Home, warm quick actions, a tap, an interruption, the
  /// system ending the suspended app, and a swipe-away from the front.
  static let steps: [ScenarioStep] = [
    .quickAction("com.example.item1"), .goHome, .quickAction("com.example.item2"), .interruption, .goHome,
    .systemSuspend, .quickAction("com.example.item3"), .goHome, .quickAction("com.example.item4"), .forceQuit,
  ]

  /// The most seconds one search may take (the issue's target).
  static let target = 1.0

  /// The subject: pendingSlot with 4 generated items.
  static var subject: ExplorationSubject {
    ExplorationSubject(
      builtIn: .pendingSlot, label: "pendingSlot", generated: ExplorationSubject.Generated(items: 4), device: nil,
      sdk: nil, readiness: nil)
  }

  /// The three logs, named.
  static func logs() -> [(name: String, log: DeviceLog)] {
    let subject = Self.subject
    var simulator = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot, shortcutItems: subject.items)
    for step in steps { simulator.send(step: step) }
    let all = DeviceLog(recording: simulator, file: "all-callbacks.log")
    let sceneKinds = Set(CallbackKind.allCases.filter(\.isSceneCallback))
    let scene = DeviceLog(recording: simulator, file: "scene-delegate.log", kinds: sceneKinds)
    return [
      ("every callback", all), ("scene delegate only", scene), ("one callback moved", moved(all)),
      ("scene delegate, moved", moved(scene)),
    ]
  }

  /// `log` with its first `sceneDidBecomeActive(_:)` moved one line up: the model reproduces none of it past there.
  static func moved(_ log: DeviceLog) -> DeviceLog {
    var moved = log
    moved.file = "moved-" + log.file
    if let index = moved.callbacks.firstIndex(where: { $0.callback == .sceneDidBecomeActive }), index > 0 {
      moved.callbacks.swapAt(index, index - 1)
    }
    return moved
  }

  /// Times each log's search and prints one line each against the target.
  func run(context: CommandContext) -> ExitStatus {
    context.stdout.line(
      "conform: pendingSlot under scene on iPhone, 10 steps, 4 items, --options all, \(runs) runs, one core")
    var status = ExitStatus.success
    for (name, log) in Self.logs() {
      let search = ConformanceSearch(log: log, subject: Self.subject, lifecycle: .scene, allOptions: true)
      var report: ConformanceReport?
      var times: [Double] = []
      for _ in 0..<runs { times.append(TimeSpan.measuring { report = search.run() }.inSeconds) }
      let median = BenchCommand.median(times)
      guard let report else { return .failure }
      let verdict = report.verdict.rawValue
      context.stdout.line(
        "  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(log.callbacks.count) callbacks  "
          + "median \(TimeSpan.text(seconds: median))  \(InputLimits.groupedDigits(report.sends)) steps sent  "
          + "\(verdict)  (target < 1 s: \(median < Self.target ? "met" : "NOT met"))")
      if report.stoppedEarly { status = .failure }
    }
    return status
  }
}
