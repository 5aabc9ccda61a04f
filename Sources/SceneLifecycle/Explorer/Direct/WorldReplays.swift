/// A simulator in any stored state of the memoised search, by replaying the path that first reached it from a
/// fresh install: only a miss needs one. Simulators made are kept, so the states of one parent replay one event
/// each; the cache starts afresh past ``capacity``.
final class WorldReplays {
  let explorer: DirectExplorer<TableStrategy>
  /// How the stored states were reached, as of the level being expanded.
  var book = PathBook()
  private var made: [Int: Simulator<TableStrategy>] = [:]
  /// The most simulators kept.
  static let capacity = 4096

  init(_ explorer: DirectExplorer<TableStrategy>) { self.explorer = explorer }

  /// A fresh install under the combination at `optionsIndex`, without a trace.
  func fresh(optionsIndex: Int) -> Simulator<TableStrategy> {
    explorer.simulator(options: explorer.optionCombinations[optionsIndex], recordsTrace: false)
  }

  /// A simulator in the stored state at `index`, whose combination is the one at `optionsIndex`.
  func simulator(at index: Int, optionsIndex: Int) -> Simulator<TableStrategy> {
    if let known = made[index] { return known }
    guard let parent = book.parent(of: index) else { return fresh(optionsIndex: optionsIndex) }
    var simulator = self.simulator(at: parent, optionsIndex: optionsIndex)
    simulator.send(explorer.events[book.event(of: index)])
    simulator.endEventAsExplorer()
    if made.count >= Self.capacity { made.removeAll(keepingCapacity: true) }
    made[index] = simulator
    return simulator
  }
}
