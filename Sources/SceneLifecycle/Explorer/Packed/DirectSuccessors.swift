/// Transitions straight from the model, one ``PackedExplorer/successor(of:event:)`` each.
struct DirectSuccessors: SuccessorSource {
  let explorer: PackedExplorer
  private let events: [LifecycleEvent]
  let optionsTable: [UInt64]

  init(explorer: PackedExplorer) {
    self.explorer = explorer
    events = explorer.eventList
    optionsTable = Array(repeating: 0, count: explorer.configuration.optionCombinations.count)
  }

  func successor(of state: ExplorerState, options: UInt64, eventIndex: Int) -> PackedExplorer.Transition? {
    explorer.successor(of: state, event: events[eventIndex])
  }

  /// Nothing: the model learns nothing.
  var learnedCount: Int { 0 }

  /// Nothing: every transition is new to the search.
  func forgetRecorded() {}
}
