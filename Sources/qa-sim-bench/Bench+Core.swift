import CommandLineKit
import QuickActions
import SceneLifecycle

/// Times the lifecycle model alone: `LifecycleMachine.handle` driving `AppRunner<TableStrategy>` (no trace
/// recording) through a realistic cycle on one core.
struct CoreBench {
  /// How many timed runs.
  let runs: Int
  /// Events per timed run.
  let eventsPerRun = 5_000_000
  /// Events before the machine and runner start over, as a new scenario would. The invariant monitor
  /// keeps every delivery of a run, so one endless run would measure a scenario no one writes.
  let eventsPerSession = 500

  /// The cycle: a cold launch from a quick action, home, a warm tap, home, and a termination.
  static let cycle: [LifecycleEvent] = [.quickAction(ItemID(0)), .goHome, .tapIcon, .goHome, .systemTerminate]

  /// The events-per-second target the README states.
  static let target = 5_000_000.0

  /// Times the runs and prints the median rate.
  func run(context: CommandContext) -> ExitStatus {
    context.stdout.line(
      "core: pendingSlot under scene, \(runs) runs of \(eventsPerRun) events (a new machine every \(eventsPerSession))")
    var rates: [Double] = []
    var checksum = 0
    for _ in 0..<runs {
      var handled = 0
      let seconds = TimeSpan.measuring { handled = drive() }.inSeconds
      checksum &+= handled
      rates.append(Double(eventsPerRun) / seconds)
    }
    let median = BenchCommand.median(rates)
    let perEvent = TimeSpan.text(seconds: 1 / median)
    context.stdout.line(
      "  LifecycleMachine.handle   median \(String(format: "%.2f", median / 1e6)) M events/s  (\(perEvent) per event; "
        + "target ≥ 5 M: \(median >= Self.target ? "met" : "NOT met"))")
    // Using the result keeps the optimiser from removing the work.
    return checksum > 0 ? .success : .failure
  }

  /// Sends ``eventsPerRun`` events and returns how many deliveries the monitor tracked.
  private func drive() -> Int {
    var handled = 0
    var sent = 0
    while sent < eventsPerRun {
      var machine = LifecycleMachine(style: .scene, staticItems: [ItemID(0)])
      var runner = AppRunner(strategy: TableStrategy.pendingSlot, recordsTrace: false)
      var inSession = 0
      while inSession < eventsPerSession, sent < eventsPerRun {
        for event in Self.cycle where inSession < eventsPerSession && sent < eventsPerRun {
          machine.handle(event, runner: &runner)
          inSession += 1
          sent += 1
        }
      }
      handled += runner.monitor.tracked.count
    }
    return handled
  }
}
