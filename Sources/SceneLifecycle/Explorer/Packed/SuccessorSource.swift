/// Where a level of the search takes its transitions from: the memo tables (``TransitionCache``) or the model
/// itself (``DirectSuccessors``, which the memo tables are tested against). The level loops are generic over
/// it, so each is compiled once per source with nothing chosen per event.
protocol SuccessorSource {
  /// Per option combination (``ExplorerState/optionsIndex``), what ``successor(of:options:eventIndex:)``
  /// takes as `options` for its states; the caller reads it once per state.
  var optionsTable: [UInt64] { get }

  /// The successor of `state` under event number `eventIndex` of ``PackedExplorer/eventList``, or `nil` when the
  /// event is refused.
  mutating func successor(of state: ExplorerState, options: UInt64, eventIndex: Int) -> PackedExplorer.Transition?

  /// How many transitions the source learned: the search gives every thread a copy of the one that learned most.
  var learnedCount: Int { get }

  /// Forgets which outcomes were recorded, for transitions the search threw away.
  mutating func forgetRecorded()
}

extension TransitionCache: SuccessorSource {}
