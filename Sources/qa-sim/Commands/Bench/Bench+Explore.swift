import Foundation
import QuickActions
import SceneLifecycle

/// Times the explorer: distinct states per second on one core, visited-set bytes per state, and the
/// speed-up with more worker threads. Each workload is explored to exhaustion (every reachable state),
/// with four items and every option combination its lifecycle reads.
struct ExploreBench {
  /// How many timed runs per workload; medians are reported.
  let runs: Int

  /// One workload.
  struct Workload {
    let strategy: TableStrategy
    let lifecycle: LifecycleStyle
  }

  /// The workloads: one per lifecycle plus the strategy with the most states.
  static let workloads = [
    Workload(strategy: .pendingSlot, lifecycle: .scene),
    Workload(strategy: .appleSceneSample, lifecycle: .scene),
    Workload(strategy: .appleLegacySample, lifecycle: .appDelegate),
    Workload(strategy: .swiftUIAdaptor, lifecycle: .swiftUI),
  ]

  /// The single-core target the README states.
  static let statesPerSecondTarget = 3_000_000.0
  /// The memory target the README states.
  static let bytesPerStateTarget = 32.0

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
        "  \(workload.strategy.name) (\(workload.lifecycle.rawValue)): \(single.states) states, "
          + "\(single.transitions) transitions, \(BenchCommand.formatDuration(single.seconds)) → "
          + String(format: "%.2f", Double(single.states) / single.seconds / 1e6) + " M states/s, "
          + String(format: "%.1f", single.bytesPerState) + " B/state; --jobs \(cores): "
          + String(format: "%.2f", single.seconds / parallel.seconds) + "× speed-up")
    }
    let rate = Double(totalStates) / totalSingle
    context.stdout.line(
      "  all workloads, one core: " + String(format: "%.2f", rate / 1e6) + " M distinct states/s (target ≥ 3 M: "
        + (rate >= Self.statesPerSecondTarget ? "met" : "NOT met") + "); visited set ≤ "
        + String(format: "%.1f", worstBytes) + " B/state (target ≤ 32: "
        + (worstBytes <= Self.bytesPerStateTarget ? "met" : "NOT met") + "); --jobs \(cores) speed-up "
        + String(format: "%.2f", totalSingle / totalParallel) + "×")
    return checksum > 0 ? .success : .failure
  }

  /// The median over ``runs`` of one workload.
  func measure(_ workload: Workload, jobs: Int) -> (
    states: Int, transitions: Int, seconds: Double, bytesPerState: Double
  ) {
    let configuration = ExplorerConfiguration(
      lifecycle: workload.lifecycle, optionCombinations: LifecycleOptions.allCombinations(for: workload.lifecycle),
      strategy: workload.strategy, itemCount: 4, depth: ExploreOptions.maximumDepth, jobs: jobs)
    guard let explorer = try? Explorer(configuration) else { return (0, 0, 1, 0) }
    var times: [Double] = []
    var last: ExplorationReport?
    for _ in 0..<runs {
      times.append(BenchCommand.time { last = explorer.run() })
    }
    guard let last else { return (0, 0, 1, 0) }
    return (last.distinctStates, last.transitions, BenchCommand.median(times), last.bytesPerState)
  }
}
