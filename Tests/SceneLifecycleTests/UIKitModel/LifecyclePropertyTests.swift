import QuickActions
import SceneLifecycle
import XCTest

/// Randomised tests over long random event sequences, in every lifecycle style, under random switch
/// combinations and random app strategies: the traces obey UIKit's grammar, and the invariant checker
/// agrees with an independent oracle written here from the trace lines alone.
///
/// Every failure message carries the seed; run again with `QA_SIM_SEED=<seed>` to replay it exactly, or with
/// `QA_SIM_SEED=random` to try new sequences.
final class LifecyclePropertyTests: XCTestCase {
  /// Runs per lifecycle style, and steps per run.
  private static let runsPerStyle = 10
  private static let stepsPerRun = 3_000

  func testTracesFollowUIKitsGrammar() {
    let seed = PropertySeed.current
    for (styleIndex, style) in LifecycleStyle.allCases.enumerated() {
      for run in 0..<Self.runsPerStyle {
        let runSeed = SplitMix64.derive(seed, styleIndex * 1_000 + run)
        let simulation = RandomRun(style: style, seed: runSeed, steps: Self.stepsPerRun)
        let context = "\(style) run \(run) (\(simulation.summary)) \(PropertySeed.reproduce(seed))"
        if let problem = GrammarChecker(style: style).check(simulation.log) {
          XCTFail("\(problem) — \(context)")
          return
        }
        // The log the grammar is checked on is the trace the simulator records.
        let traced = simulation.simulator.trace.compactMap { entry -> CallbackKind? in
          if case .callback(let kind) = entry.what { return kind }
          return nil
        }
        let logged = simulation.log.compactMap { entry -> CallbackKind? in
          if case .callback(let callback) = entry { return callback.kind }
          return nil
        }
        XCTAssertEqual(traced, logged, "the callback log differs from the trace — \(context)")
      }
    }
  }

  func testInvariantCheckerAgreesWithAnIndependentOracle() {
    let seed = PropertySeed.current
    var seen = Set<ViolationKind>()
    let styles = LifecycleStyle.allCases
    // The planned runs, then (rarely) more until every kind has been provoked, so the comparison is never vacuous.
    var run = 0
    // wrongScene needs several windows, and these runs have one; WindowsHarnessTests provoke it.
    let provokable = Set(ViolationKind.allCases).subtracting([.wrongScene])
    while run < Self.runsPerStyle * styles.count
      || (seen != provokable && run < Self.runsPerStyle * styles.count * 4)
    {
      defer { run += 1 }
      let style = styles[run % styles.count]
      do {
        let runSeed = SplitMix64.derive(seed, 100_000 + run)
        // Runs 9, 19 and 29 (one per style) are built with the iOS 27 SDK, each with another scene manifest, so
        // launchCrash is provoked and compared too (8e rows 7 and 8).
        let build =
          run % 10 == 9
          ? AppBuild(sdk: SDK.requiringSceneLifecycle, sceneManifest: SceneManifest.allCases[run / 10 % 3])
          : AppBuild.standard
        let simulation = RandomRun(style: style, seed: runSeed, steps: Self.stepsPerRun, build: build)
        let context = "\(style) run \(run) \(build.sdk) (\(simulation.summary)) \(PropertySeed.reproduce(seed))"
        let sim = simulation.simulator
        let oracle: [Oracle.Finding]
        do {
          oracle = try Oracle(strategy: simulation.strategy).violations(
            lines: sim.traceLines, steps: sim.trace.map(\.step), handled: sim.runner.handled,
            deliverySteps: simulation.deliverySteps, typeName: sim.catalog.type(of:))
        } catch {
          XCTFail("the oracle cannot read the trace: \(error) — \(context)")
          return
        }
        let checker = sim.violations.map {
          Oracle.Finding(kind: $0.kind, serial: $0.delivery.serial, step: $0.step)
        }
        if oracle.sorted() != checker.sorted() {
          let missing = oracle.sorted().filter { !checker.contains($0) }.prefix(5)
          let extra = checker.sorted().filter { !oracle.contains($0) }.prefix(5)
          XCTFail(
            "the checker and the oracle disagree; only the oracle found \(Array(missing)), only the checker "
              + "found \(Array(extra)) — \(context)")
          return
        }
        seen.formUnion(checker.map(\.kind))
      }
    }
    XCTAssertEqual(
      seen, provokable, "kinds never provoked in \(run) runs \(PropertySeed.reproduce(seed))")
  }

  func testTheSameSeedGivesTheSameRun() {
    let first = RandomRun(style: .swiftUI, seed: 42, steps: 500)
    let second = RandomRun(style: .swiftUI, seed: 42, steps: 500)
    XCTAssertEqual(first.simulator.traceLines, second.simulator.traceLines)
    XCTAssertEqual(first.summary, second.summary)
  }
}
