import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle

/// The delegate-class workload of `qa-sim-bench explore` (issue 29): the seed article's own `AppDelegate` and
/// `SceneDelegate` (`SeedArticleDelegates.swift`) run as a ``DelegateApp`` in the scene lifecycle, default options,
/// ``delegateItems`` items, explored by the direct explorer to each of ``delegateDepths`` with one thread and with
/// two, beside the `seedArticle` table that restates the same code.
extension ExploreBench {
  /// Items in the delegate workload.
  static let delegateItems = 2
  /// The depths the delegate workload is explored to.
  static let delegateDepths = [8, 10]
  /// The issue's targets for the delegate workload: the time at depth 10, and how many times the table's states the
  /// delegates may store.
  static let delegateTargets = (secondsAtDepth10: 0.3, statesOverTable: 2.0)

  /// The delegate workload's configuration at `depth` on `jobs` threads (the strategy comes from the factory).
  static func delegateConfiguration(depth: Int, jobs: Int) -> ExplorerConfiguration {
    ExplorerConfiguration(
      lifecycle: .scene, strategy: .seedArticle, itemCount: delegateItems, depth: depth, jobs: jobs)
  }

  /// Times the delegate workload at each depth with one thread and two and prints one line per depth: states, time,
  /// the speed-up on two threads, and the table's states, each against the issue's target. Returns the states found.
  func runDelegates(context: CommandContext) -> Int {
    #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
      var found = 0
      for depth in Self.delegateDepths {
        let single = measureDelegates(depth: depth, jobs: 1)
        let parallel = measureDelegates(depth: depth, jobs: 2)
        let table =
          (try? Explorer(Self.delegateConfiguration(depth: depth, jobs: 1)).run().distinctStates) ?? 0
        let ratio = Double(single.states) / Double(max(1, table))
        let speedUp = single.seconds / parallel.seconds
        var line =
          "  seed article's delegate classes (scene), \(Self.delegateItems) items, depth \(depth), direct explorer: "
          + "\(single.states) states (seedArticle table: \(table), "
          + String(format: "%.2f", ratio) + "×; target ≤ 2×: "
          + "\(ratio <= Self.delegateTargets.statesOverTable ? "met" : "NOT met")), "
          + TimeSpan.text(seconds: single.seconds)
        if depth == 10 {
          line += " (target < 0.3 s: \(single.seconds < Self.delegateTargets.secondsAtDepth10 ? "met" : "NOT met"))"
        }
        line += "; --jobs 2: " + String(format: "%.2f", speedUp) + "× speed-up"
        if parallel.states != single.states { line += " (--jobs 2 found \(parallel.states) states)" }
        context.stdout.line(line)
        found &+= single.states &+ parallel.states
      }
      return found
    #else
      return 1
    #endif
  }

  #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
    /// The median over ``runs`` of the delegate workload at `depth` on `jobs` threads.
    func measureDelegates(depth: Int, jobs: Int) -> (states: Int, seconds: Double) {
      let configuration = Self.delegateConfiguration(depth: depth, jobs: jobs)
      guard
        let explorer = try? Explorer(
          configuration,
          makeStrategy: {
            DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
          })
      else { return (0, 1) }
      var times: [Double] = []
      var last: ExplorationReport?
      for _ in 0..<runs {
        times.append(TimeSpan.measuring { last = explorer.run() }.inSeconds)
      }
      return (last?.distinctStates ?? 0, BenchCommand.median(times))
    }
  #endif
}
