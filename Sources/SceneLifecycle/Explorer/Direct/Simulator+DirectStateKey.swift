import QuickActions

/// The direct explorer's state key as text, for a strategy that is not a ``TableStrategy``: two simulators get the
/// same key exactly when everything that can change what happens next, and what the invariants judge, is the same
/// once growing counters are renumbered.
///
/// The machine, the monitor's judged state, the slots and the app's memory are written once, by the packed walk
/// (``Simulator/packedWorldKey(symmetric:table:)``), and appear here as its words, so the text key and the packed
/// key cannot disagree on what they hold or in what order. What only text can hold comes after them:
/// - the option combination (the packed key leaves it to the visited set);
/// - the strategy: under ``DirectKeying/reduced`` what it writes of itself (``DirectKeyDescribable``: a
///   `DelegateApp`'s delegate objects and what it learned, without the counters that only grow), under
///   ``DirectKeying/full`` every stored value, walked with `Mirror`; never a ``TableStrategy``, whose value never
///   changes during a run (all its memory is in ``AppContext``). Its deliveries go on with the packed walk's
///   numbering, and the items of those it met first are written at the end.
///
/// A key that separates more than it must only costs states; one that merged states with other futures would lose
/// counterexamples, so anything not known to be irrelevant is kept.
extension Simulator {
  /// The state key (see the extension's documentation).
  /// - Parameters:
  ///   - symmetric: with several windows, whether interchangeable scenes are relabelled in the order of their
  ///     sessions (``SceneSymmetry/identicalScenes``: the key leaves out which declared scene each session is).
  ///   - table: the calling thread's table, whose numbers (app memories, long bit strings) are its search's: keys
  ///     compare only with keys made through tables of one ``WorldKeyInterner``.
  ///   - keying: how much of the strategy is written (``DirectKeying``).
  func directStateKey(
    optionsIndex: Int, symmetric: Bool = false, table: WorldKeyTable, keying: DirectKeying = .reduced
  ) -> String {
    let packed = packedWorldKey(symmetric: symmetric, table: table)
    var key = StateFingerprint(numbering: table.numbered)
    key.append("options\(optionsIndex)")
    key.append(
      "state"
        + [packed.w0, packed.w1, packed.w2, packed.w3, packed.w4, packed.w5]
        .map { Hex.lowercase($0, digits: 1) }.joined(separator: ","))
    if !(runner.strategy is TableStrategy) {
      key.append("strategy")
      switch keying {
      case .full:
        key.visit(runner.strategy)
      case .reduced:
        if let described = runner.strategy as? any DirectKeyDescribable {
          described.describeForKey(into: &key, naming: keyNaming)
        } else {
          key.visit(runner.strategy)
        }
      }
    }
    for delivery in key.deliveries.dropFirst(table.numbered.count) { key.append("item\(delivery.item.index)") }
    return key.text
  }

  /// How the strategy's description names sessions and asks about deliveries (``DirectKeyNaming``).
  private var keyNaming: DirectKeyNaming {
    DirectKeyNaming(
      sessions: machine.sessions.map(\.ref), nextSession: machine.nextSessionNumber,
      tracked: runner.monitor.tracked.map(\.delivery))
  }
}
