import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle

/// The several-window workloads of `qa-sim-bench explore` (issues 15 and 29): pendingSlot in the scene lifecycle on
/// iPad with declared scenes at their default conditions and every window switch at its default, explored by the
/// direct explorer (symmetry over the identical scenes) with one thread and with two. Each is the search of an
/// `explore` command, named beside it, and prints the issue's targets beside its figures.
extension ExploreBench {
  /// One several-window workload, and what issue 29 asks of it.
  struct WindowWorkload {
    let scenes: Int
    let items: Int
    let depth: Int
    /// Whether every option combination the lifecycle reads on iPad is tried (`--options all`).
    var allOptions = false
    /// The most seconds the search may take on one core, when the issue sets a time.
    var seconds: Double?
    /// The fewest distinct states per second on one core, when the issue sets a rate.
    var statesPerSecond: Double?
    /// The most visited-set bytes per state, when the issue sets them.
    var bytesPerState: Double?
    /// The least `--jobs 2` speed-up.
    var speedUp = 1.0

    /// The `explore` command whose search this is.
    var command: String {
      "explore --strategy pendingSlot --scenes \(scenes) --items \(items) --depth \(depth)"
        + (allOptions ? " --options all" : "")
    }
  }

  /// The workloads, in the order of issue 29's table.
  static let windowWorkloads = [
    WindowWorkload(
      scenes: 3, items: 3, depth: 12, statesPerSecond: 3_000_000, bytesPerState: 16, speedUp: 1.6),
    WindowWorkload(scenes: 4, items: 4, depth: 16, seconds: 0.5, speedUp: 1.6),
    WindowWorkload(scenes: 3, items: 2, depth: 10, allOptions: true, seconds: 1, speedUp: 1.6),
  ]

  /// A workload's configuration on `jobs` threads.
  static func windowConfiguration(_ workload: WindowWorkload, jobs: Int) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(
      lifecycle: .scene, strategy: .pendingSlot, itemCount: workload.items, depth: workload.depth, jobs: jobs)
    configuration.setScenes(workload.scenes)
    if workload.allOptions {
      configuration.optionCombinations = LifecycleOptions.allCombinations(
        for: .scene, on: configuration.device, deferring: false, sdk: configuration.build.sdk)
    }
    return configuration
  }

  /// Times each of `workloads` with one thread and two and prints one line each: states, transitions, time, states
  /// per second, visited-set bytes per state and the speed-up, each against its target. Returns the states found.
  func runWindows(context: CommandContext, workloads: [WindowWorkload] = windowWorkloads) -> Int {
    var found = 0
    for workload in workloads {
      let single = measureWindows(workload, jobs: 1)
      let parallel = measureWindows(workload, jobs: 2)
      found &+= single.states &+ parallel.states
      let rate = Double(single.states) / single.seconds
      let speedUp = single.seconds / parallel.seconds
      var figures = [
        "\(single.states) states, \(single.transitions) transitions",
        TimeSpan.text(seconds: single.seconds)
          + Self.against(workload.seconds, single.seconds <= workload.seconds ?? 0) {
            "under \(TimeSpan.text(seconds: $0))"
          },
        String(format: "%.3f", rate / 1e6) + " M states/s"
          + Self.against(workload.statesPerSecond, rate >= workload.statesPerSecond ?? 0) {
            "≥ \(Int($0 / 1e6)) M"
          },
        String(format: "%.1f", single.bytesPerState) + " B/state"
          + Self.against(workload.bytesPerState, single.bytesPerState <= workload.bytesPerState ?? 0) {
            "≤ \(Int($0))"
          },
      ]
      figures.append(
        "--jobs 2: " + String(format: "%.2f", speedUp) + "× speed-up"
          + Self.against(workload.speedUp, speedUp >= workload.speedUp) { String(format: "≥ %.1f", $0) })
      context.stdout.line(
        "  several windows, pendingSlot (scene, iPad), \(workload.scenes) scenes, \(workload.items) items, depth "
          + "\(workload.depth)\(workload.allOptions ? ", every option combination" : "") (`\(workload.command)`): "
          + figures.joined(separator: ", "))
    }
    return found
  }

  /// ` (target <wording>: met)` or `… NOT met)` when there is a target, else nothing.
  private static func against(_ target: Double?, _ met: Bool, wording: (Double) -> String) -> String {
    guard let target else { return "" }
    return " (target \(wording(target)): \(met ? "met" : "NOT met"))"
  }

  /// The median over ``runs`` of a several-window workload on `jobs` threads.
  func measureWindows(_ workload: WindowWorkload, jobs: Int) -> (
    states: Int, transitions: Int, seconds: Double, bytesPerState: Double
  ) {
    guard let explorer = try? Explorer(Self.windowConfiguration(workload, jobs: jobs)) else { return (0, 0, 1, 0) }
    var times: [Double] = []
    var last: ExplorationReport?
    for _ in 0..<runs {
      times.append(TimeSpan.measuring { last = explorer.run() }.inSeconds)
    }
    guard let last else { return (0, 0, 1, 0) }
    return (last.distinctStates, last.transitions, BenchCommand.median(times), last.bytesPerState)
  }
}
