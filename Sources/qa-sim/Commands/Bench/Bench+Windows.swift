import Foundation
import QuickActions
import SceneLifecycle

/// The several-window workload of `qa-sim bench explore` (issue 15): pendingSlot in the scene lifecycle on iPad with
/// ``windowScenes`` declared scenes at their default conditions, ``windowItems`` items, every window switch at its
/// default, explored to ``windowDepth`` steps by the direct explorer (copied states, symmetry over the identical
/// scenes), with one thread and with two.
extension ExploreBench {
  /// Declared scenes in the several-window workload.
  static let windowScenes = 3
  /// Items in the several-window workload.
  static let windowItems = 3
  /// The depth of the several-window workload (exhaustive to that depth).
  static let windowDepth = 12
  /// The issue's targets for the several-window workload: states per second on one core, visited-set bytes per
  /// state, and the speed-up on two threads.
  static let windowTargets = (statesPerSecond: 3_000_000.0, bytesPerState: 16.0, speedUp: 1.6)

  /// The several-window workload's configuration on `jobs` threads.
  static func windowConfiguration(jobs: Int) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(
      lifecycle: .scene, strategy: .pendingSlot, itemCount: windowItems, depth: windowDepth, jobs: jobs)
    configuration.setScenes(windowScenes)
    return configuration
  }

  /// Times the several-window workload with one thread and two and prints one line: states, transitions, time,
  /// states per second, visited-set bytes per state and the speed-up, each against the issue's target. Returns the
  /// states found.
  func runWindows(context: CommandContext) -> Int {
    let single = measureWindows(jobs: 1)
    let parallel = measureWindows(jobs: 2)
    let rate = Double(single.states) / single.seconds
    let speedUp = single.seconds / parallel.seconds
    let targets = Self.windowTargets
    context.stdout.line(
      "  several windows, pendingSlot (scene, iPad), \(Self.windowScenes) scenes, \(Self.windowItems) items, depth "
        + "\(Self.windowDepth), direct explorer: \(single.states) states, \(single.transitions) transitions, "
        + "\(BenchCommand.formatDuration(single.seconds)) → " + String(format: "%.3f", rate / 1e6) + " M states/s "
        + "(target ≥ 3 M: \(rate >= targets.statesPerSecond ? "met" : "NOT met")), "
        + String(format: "%.1f", single.bytesPerState) + " B/state (target ≤ 16: "
        + "\(single.bytesPerState <= targets.bytesPerState ? "met" : "NOT met")); --jobs 2: "
        + String(format: "%.2f", speedUp)
        + "× speed-up (target ≥ 1.6: \(speedUp >= targets.speedUp ? "met" : "NOT met"))")
    return single.states &+ parallel.states
  }

  /// The median over ``runs`` of the several-window workload on `jobs` threads.
  func measureWindows(jobs: Int) -> (states: Int, transitions: Int, seconds: Double, bytesPerState: Double) {
    guard let explorer = try? Explorer(Self.windowConfiguration(jobs: jobs)) else { return (0, 0, 1, 0) }
    var times: [Double] = []
    var last: ExplorationReport?
    for _ in 0..<runs {
      times.append(BenchCommand.time { last = explorer.run() })
    }
    guard let last else { return (0, 0, 1, 0) }
    return (last.distinctStates, last.transitions, BenchCommand.median(times), last.bytesPerState)
  }
}
