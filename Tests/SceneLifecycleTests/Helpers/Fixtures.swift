import QuickActions
import SceneLifecycle
import XCTest

/// The item most tests use.
let searchType = "com.example.search"
/// A second item.
let shareType = "com.example.share"

/// A simulator for a built-in strategy with two static items.
func makeSimulator(
  _ strategy: TableStrategy, lifecycle: LifecycleStyle? = nil, options: LifecycleOptions = .defaults
) -> Simulator<TableStrategy> {
  Simulator(
    lifecycle: lifecycle ?? strategy.nativeLifecycle, options: options, strategy: strategy,
    shortcutItems: [
      ShortcutItem(type: searchType, localizedTitle: "Search"),
      ShortcutItem(type: shareType, localizedTitle: "Share"),
    ])
}

/// Fails with the diff message when the simulator's trace does not match.
func assertTrace<S: AppStrategy>(
  _ sim: Simulator<S>, _ expected: [String], mode: TraceMatchMode = .exhaustive,
  file: StaticString = #filePath, line: UInt = #line
) {
  if let message = sim.traceMismatch(expected, mode: mode) { XCTFail(message, file: file, line: line) }
}

/// The trace lines of one step.
func lines<S: AppStrategy>(of sim: Simulator<S>, step: Int) -> [String] {
  sim.trace.filter { $0.step == step }.map { $0.line(in: sim.catalog) }
}
