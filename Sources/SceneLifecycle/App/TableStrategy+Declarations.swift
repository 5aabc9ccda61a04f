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

extension TableStrategy {
  /// The first problem with a list of declarations (gates or flags), named `kind`, each given by its name and index:
  /// more than `maxCount`, a name that is not letters, digits and `_`, a name declared twice, or an index that is not
  /// the declaration's position. `nil` when the list is well formed.
  static func declarationProblem(
    _ declared: [(name: String, index: UInt8)], kind: String, maxCount: Int
  ) -> (position: Int, message: String)? {
    for (position, item) in declared.enumerated() {
      if position >= maxCount {
        return (position, "at most \(maxCount) \(kind)s can be declared, found \(declared.count)")
      }
      if !Gate.isValidName(item.name) {
        return (position, "a \(kind) name is letters, digits and _, found \"\(item.name)\"")
      }
      if declared[..<position].contains(where: { $0.name == item.name }) {
        return (position, "\(kind) \(item.name) is declared twice")
      }
      if Int(item.index) != position {
        return (position, "\(kind) \(item.name) has index \(item.index) at position \(position)")
      }
    }
    return nil
  }
}
