/// What a table strategy declares besides its callbacks' lists: its readiness gates with their `gateOpened` lists,
/// and its flags.
extension TableStrategy {
  /// The declarations, behind one reference: a strategy's value never changes during a run, and the direct
  /// explorer copies the strategy with every state it stores, so four arrays would cost four reference counts a copy.
  /// Compared and hashed by value.
  final class Declarations: Hashable, Sendable {
    /// The readiness gates, in order.
    let gates: [Gate]
    /// Per gate index, the `gateOpened(<gate>)` list.
    let gateOpenedLists: [[StrategyAction]]
    /// Per gate index, the `gateOpened(<gate>)[eachScene]` list.
    let gateOpenedSceneLists: [[StrategyAction]]
    /// The flags, in order.
    let flags: [StrategyFlag]
    /// Whether some gate has a `gateOpened(<gate>)[eachScene]` list.
    let actsOnEachScene: Bool

    /// Declarations with these parts.
    init(
      gates: [Gate] = [], gateOpenedLists: [[StrategyAction]] = [], gateOpenedSceneLists: [[StrategyAction]] = [],
      flags: [StrategyFlag] = []
    ) {
      self.gates = gates
      self.gateOpenedLists = gateOpenedLists
      self.gateOpenedSceneLists = gateOpenedSceneLists
      self.flags = flags
      actsOnEachScene = gateOpenedSceneLists.contains { !$0.isEmpty }
    }

    /// A strategy that declares nothing.
    static let none = Declarations()

    static func == (lhs: Declarations, rhs: Declarations) -> Bool {
      lhs === rhs
        || (lhs.gates == rhs.gates && lhs.gateOpenedLists == rhs.gateOpenedLists
          && lhs.gateOpenedSceneLists == rhs.gateOpenedSceneLists && lhs.flags == rhs.flags)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(gates)
      hasher.combine(gateOpenedLists)
      hasher.combine(gateOpenedSceneLists)
      hasher.combine(flags)
    }
  }

  /// The readiness gates the strategy declares, in order (``withGates(_:gateOpened:gateOpenedEachScene:)``).
  public var gates: [Gate] { declarations.gates }
  /// The app's own booleans the strategy declares, in order (``withFlags(_:)``).
  public var flags: [StrategyFlag] { declarations.flags }
  /// Whether some gate has a `gateOpened(<gate>)[eachScene]` list (``AppStrategy/actsOnEachScene``).
  public var actsOnEachScene: Bool { declarations.actsOnEachScene }
}
