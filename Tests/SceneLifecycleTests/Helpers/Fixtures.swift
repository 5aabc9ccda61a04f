import QuickActions
import SceneLifecycle
import XCTest

/// The item most tests use.
let searchType = "com.example.search"
/// A second item.
let shareType = "com.example.share"

/// The two static items most tests install, in Info.plist order.
let standardItems = [
  ShortcutItem(type: searchType, localizedTitle: "Search"),
  ShortcutItem(type: shareType, localizedTitle: "Share"),
]
/// The catalog ids of ``standardItems`` (catalog position = Info.plist position), for raw events.
let searchID = ItemID(0)
/// See ``searchID``.
let shareID = ItemID(1)

/// A simulator for a built-in strategy with two static items.
func makeSimulator(
  _ strategy: TableStrategy, lifecycle: LifecycleStyle? = nil, device: Device = .iPhone,
  options: LifecycleOptions = .defaults
) -> Simulator<TableStrategy> {
  Simulator(
    lifecycle: lifecycle ?? strategy.nativeLifecycle, device: device, options: options, strategy: strategy,
    shortcutItems: standardItems)
}

/// A simulator for any strategy (a table or Swift code) with the given static items.
func simulate<S: AppStrategy>(
  _ strategy: S, _ lifecycle: LifecycleStyle, device: Device = .iPhone, options: LifecycleOptions = .defaults,
  items: [ShortcutItem] = standardItems
) -> Simulator<S> {
  Simulator(lifecycle: lifecycle, device: device, options: options, strategy: strategy, shortcutItems: items)
}

/// A table strategy built in a test; a table the model refuses fails the test through `throws`.
func strategy(
  _ actions: [CallbackKind: [StrategyAction]], name: String = "custom", lifecycle: LifecycleStyle = .scene
) throws(TableStrategyError) -> TableStrategy {
  try TableStrategy(name: name, nativeLifecycle: lifecycle, actions: actions)
}

/// An app that reacts to nothing, so its trace is UIKit's callbacks alone.
func idleApp() throws(TableStrategyError) -> TableStrategy {
  try strategy([:], name: "idle")
}

/// Fails with the diff message when one step's trace lines do not match exactly.
func assertStep<S: AppStrategy>(
  _ sim: Simulator<S>, _ step: Int, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
  let actual = lines(of: sim, step: step)
  if let message = TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive) {
    XCTFail("step \(step):\n" + message, file: file, line: line)
  }
}

/// The trace lines of one step.
func lines<S: AppStrategy>(of sim: Simulator<S>, step: Int) -> [String] {
  sim.trace.filter { $0.step == step }.map { $0.line(in: sim.catalog) }
}

/// The callbacks UIKit made (no app effects, no rejections), of one step or of the whole run.
func callbacks<S: AppStrategy>(of sim: Simulator<S>, step: Int? = nil) -> [CallbackKind] {
  sim.trace.compactMap { entry in
    guard step == nil || entry.step == step, case .callback(let kind) = entry.what else { return nil }
    return kind
  }
}

/// The trace line of a UIKit callback, carrying `item` when given.
func system(_ kind: CallbackKind, _ item: String? = nil) -> String {
  item.map { "system \(kind.selector) \($0)" } ?? "system \(kind.selector)"
}

/// The trace line of a note from the model (not a callback; no app code runs).
func note(_ note: LifecycleNote) -> String { "note \(note.text)" }

/// The trace line of an app effect (`store`, `handle`, `completion(true)`, …), carrying `item` when given.
func app(_ effect: String, _ item: String? = nil) -> String {
  item.map { "app \(effect) \($0)" } ?? "app \(effect)"
}

/// Sends each event and fails when one is refused, so a journey cannot silently stop short.
func journey<S: AppStrategy>(
  _ sim: inout Simulator<S>, _ events: [LifecycleEvent], file: StaticString = #filePath, line: UInt = #line
) {
  for event in events {
    if let rejection = sim.send(event) {
      XCTFail("\(event.name) refused: \(rejection.message { "\($0.index)" })", file: file, line: line)
    }
  }
}

/// A strategy written in Swift that records every callback, with its scene and delivery, and does
/// nothing else. The log is the test's view, so it deliberately survives process deaths, which it counts.
struct CallbackRecorder: AppStrategy {
  /// Every callback received, in order.
  var log: [Callback] = []
  /// How many times the process died.
  var exits = 0

  mutating func respond(to callback: Callback, app: inout AppContext) { log.append(callback) }
  mutating func processDidExit() { exits += 1 }

  /// The callbacks of one kind.
  func calls(_ kind: CallbackKind) -> [Callback] { log.filter { $0.kind == kind } }
}
