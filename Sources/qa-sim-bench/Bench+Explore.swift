import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle

/// Times the explorer: distinct states per second on one core, visited-set bytes per state, and the
/// speed-up with more worker threads. Each workload is explored to exhaustion (every reachable state),
/// with four items and every option combination its lifecycle reads. A second part adds the newer event kinds and
/// the iPad one at a time to a baseline that leaves them out, so the report shows what each costs; a third times
/// strategies with the app's own timing (`Bench+AppTiming.swift`). The several-window workload
/// (`Bench+Windows.swift`) comes right after the first part.
struct ExploreBench {
  /// How many timed runs per workload; medians are reported.
  let runs: Int

  /// One workload.
  struct Workload {
    let strategy: TableStrategy
    let lifecycle: LifecycleStyle
    /// The device; iPad adds the Dock road (a quick action reaching the app in front).
    var device: Device = .iPhone
    /// Event kinds left out of the search.
    var omitted: Set<LifecycleEventKind> = []

    /// How the report names it: `pendingSlot (scene)`, `pendingSlot (scene, iPad)`.
    var label: String {
      "\(strategy.name) (\(lifecycle.rawValue)\(device == .iPhone ? "" : ", \(device.rawValue)"))"
    }
  }

  /// The workloads: one per lifecycle plus the strategy with the most states.
  static let workloads = [
    Workload(strategy: .pendingSlot, lifecycle: .scene),
    Workload(strategy: .appleSceneSample, lifecycle: .scene),
    Workload(strategy: .appleLegacySample, lifecycle: .appDelegate),
    Workload(strategy: .swiftUIAdaptor, lifecycle: .swiftUI),
  ]

  /// The event kinds and the device axis issue 11 added, each measured against ``newEventsBaseline`` (which
  /// leaves all the new kinds out), one thread, so the report shows what each adds in states, transitions and
  /// time: interruptions, background launches, the termination events, and the iPad's Dock road.
  static let newEventKinds: [(name: String, kinds: Set<LifecycleEventKind>)] = [
    ("interruption", [.interruption]),
    ("backgroundLaunch", [.backgroundLaunch]),
    ("systemTerminate, forceQuit", [.systemTerminate, .forceQuit]),
  ]

  /// The subject of the new-event workloads, with every new kind left out.
  static let newEventsBaseline = Workload(
    strategy: .appleSceneSample, lifecycle: .scene,
    omitted: newEventKinds.reduce(into: []) { $0.formUnion($1.kinds) })

  /// The single-core target the README states.
  static let statesPerSecondTarget = 3_000_000.0
  /// The memory target the README states.
  static let bytesPerStateTarget = 32.0
  /// The least speed-up more threads may give on any workload (issue 29): never slower than one thread.
  static let speedUpFloor = 1.0

  /// Times every workload with one thread and with one per core, and prints medians and ratios.
  func run(context: CommandContext) -> ExitStatus {
    let cores = max(2, ProcessInfo.processInfo.activeProcessorCount)
    context.stdout.line(
      "explore: exhaustive search, 4 items, every option combination the lifecycle reads; \(runs) runs each, medians")
    var totalStates = 0
    var totalSingle = 0.0
    var totalParallel = 0.0
    var worstBytes = 0.0
    var checksum = 0
    for workload in Self.workloads {
      let single = measure(workload, jobs: 1)
      let parallel = measure(workload, jobs: cores)
      totalStates += single.states
      totalSingle += single.seconds
      totalParallel += parallel.seconds
      worstBytes = max(worstBytes, single.bytesPerState)
      checksum &+= single.states &+ parallel.states
      context.stdout.line(
        "  \(workload.label): \(single.states) states, "
          + "\(single.transitions) transitions, \(TimeSpan.text(seconds: single.seconds)) → "
          + String(format: "%.2f", Double(single.states) / single.seconds / 1e6) + " M states/s, "
          + String(format: "%.1f", single.bytesPerState) + " B/state; --jobs \(cores): "
          + String(format: "%.2f", single.seconds / parallel.seconds) + "× speed-up (target ≥ 1.0: "
          + (single.seconds / parallel.seconds >= Self.speedUpFloor ? "met" : "NOT met") + ")")
    }
    let rate = Double(totalStates) / totalSingle
    context.stdout.line(
      "  all workloads, one core: " + String(format: "%.2f", rate / 1e6) + " M distinct states/s (target ≥ 3 M: "
        + (rate >= Self.statesPerSecondTarget ? "met" : "NOT met") + "); visited set ≤ "
        + String(format: "%.1f", worstBytes) + " B/state (target ≤ 32: "
        + (worstBytes <= Self.bytesPerStateTarget ? "met" : "NOT met") + "); --jobs \(cores) speed-up "
        + String(format: "%.2f", totalSingle / totalParallel) + "×")
    checksum &+= runWindows(context: context)
    checksum &+= runDelegates(context: context)
    checksum &+= runNewEvents(context: context)
    checksum &+= runAppTiming(context: context)
    return checksum > 0 ? .success : .failure
  }

  /// Times the new-event workloads on one thread: the baseline, each new kind added to it alone, and the
  /// baseline's subject with every event on iPad; prints what each adds. Returns the states found.
  private func runNewEvents(context: CommandContext) -> Int {
    let baselineWorkload = Self.newEventsBaseline
    context.stdout.line(
      "  new events and axes, one core (\(baselineWorkload.label) without "
        + Self.newEventKinds.map(\.name).joined(separator: ", ") + " as the baseline):")
    let baseline = measure(baselineWorkload, jobs: 1)
    context.stdout.line(
      "    baseline: \(baseline.states) states, \(baseline.transitions) transitions, "
        + TimeSpan.text(seconds: baseline.seconds))
    var found = baseline.states
    var rows: [(String, Workload)] = Self.newEventKinds.map { added in
      var workload = baselineWorkload
      workload.omitted.subtract(added.kinds)
      return ("+ " + added.name, workload)
    }
    var dock = baselineWorkload
    dock.device = .iPad
    rows.append(("+ iPad (the Dock road)", dock))
    for (name, workload) in rows {
      let result = measure(workload, jobs: 1)
      found &+= result.states
      context.stdout.line(
        "    \(name): \(result.states) states (+\(result.states - baseline.states)), \(result.transitions) "
          + "transitions (+\(result.transitions - baseline.transitions)), "
          + TimeSpan.text(seconds: result.seconds))
    }
    return found
  }

  /// The median over ``runs`` of one workload, its gates opening under `readiness`.
  func measure(_ workload: Workload, jobs: Int, readiness: Readiness = .prompt) -> (
    states: Int, transitions: Int, seconds: Double, bytesPerState: Double, combinations: Int
  ) {
    var configuration = ExplorerConfiguration(
      lifecycle: workload.lifecycle, device: workload.device,
      optionCombinations: LifecycleOptions.allCombinations(
        for: workload.lifecycle, on: workload.device, deferring: workload.strategy.defersToMainQueue),
      strategy: workload.strategy, itemCount: 4, depth: ExplorationSubject.maximumDepth, jobs: jobs)
    configuration.omittedEvents = workload.omitted
    configuration.readiness = readiness
    let combinations = configuration.optionCombinations.count
    guard let explorer = try? Explorer(configuration) else { return (0, 0, 1, 0, combinations) }
    var times: [Double] = []
    var last: ExplorationReport?
    for _ in 0..<runs {
      times.append(TimeSpan.measuring { last = explorer.run() }.inSeconds)
    }
    guard let last else { return (0, 0, 1, 0, combinations) }
    return (last.distinctStates, last.transitions, BenchCommand.median(times), last.bytesPerState, combinations)
  }
}
