/// Flags in a table strategy: their declarations, and the actions that set, clear and test them (UIKit semantics
/// article, 10d).
extension TableStrategy {
  /// The same strategy with `flags`, in order (each one's ``StrategyFlag/index`` its position).
  /// - Throws: ``FlagDeclarationError`` when there are more than ``StrategyFlag/maxCount`` flags, a name is not
  ///   letters, digits and `_` or is declared twice, an index is not the flag's position, an action anywhere names a
  ///   flag not declared, or a test (``StrategyAction/ifFlag(_:)``, ``StrategyAction/unlessFlag(_:)``) is the last
  ///   action of its list, with nothing after it to skip.
  public func withFlags(_ flags: [StrategyFlag]) throws(FlagDeclarationError) -> TableStrategy {
    if let problem = Self.declarationProblem(
      flags.map { ($0.name, $0.index) }, kind: "flag", maxCount: StrategyFlag.maxCount)
    {
      throw FlagDeclarationError(place: .flags(problem.position), message: problem.message)
    }
    var copy = self
    copy.declarations = Declarations(
      gates: gates, gateOpenedLists: declarations.gateOpenedLists,
      gateOpenedSceneLists: declarations.gateOpenedSceneLists, flags: flags)
    func check(_ list: [StrategyAction], _ place: (Int) -> FlagDeclarationError.Location) throws(FlagDeclarationError) {
      for (index, action) in list.enumerated() {
        guard let flag = action.flag else { continue }
        if Int(flag) >= flags.count {
          throw FlagDeclarationError(
            place: place(index),
            message: "\(copy.name(of: action)) names flag \(flag), but the strategy declares \(flags.count)")
        }
        if action.isFlagTest, index == list.count - 1 {
          throw FlagDeclarationError(
            place: place(index),
            message: "\(copy.name(of: action)) is the last action of its list: there is nothing after it to skip")
        }
      }
    }
    for (trigger, list) in triggerReactions { try check(list) { .trigger(trigger, $0) } }
    for gate in gates {
      try check(actions(whenOpened: gate.index)) { .gateOpened(gate.index, eachScene: false, $0) }
      try check(actions(whenOpenedForEachScene: gate.index)) { .gateOpened(gate.index, eachScene: true, $0) }
    }
    return copy
  }

  /// The action as scenario files write it, with this strategy's gate and flag names.
  public func name(of action: StrategyAction) -> String { action.name(gates: gates, flags: flags) }

  /// A bit per flag the app keeps in `UserDefaults`: those survive a process death.
  public var persistentFlagMask: UInt8 {
    flags.reduce(0) { $1.storage == .userDefaults ? $0 | 1 << $1.index : $0 }
  }
}

extension AppContext {
  /// Whether `flag` is set.
  public func isSet(_ flag: StrategyFlag) -> Bool { flags & (1 << flag.index) != 0 }

  /// Sets or clears `flag`, recording it (`app set <flag>`, `app clear <flag>`).
  public mutating func set(_ flag: StrategyFlag, to value: Bool) {
    if value { flags |= 1 << flag.index } else { flags &= ~(1 << flag.index) }
    effects.append(value ? .setFlag(flag) : .clearFlag(flag))
  }

  /// Tests `flag`: whether it is set when `expected` is `true`, clear when `false`. A false test is recorded
  /// (`app skip: <flag> is set`, `app skip: <flag> is not set`), and the caller skips the rest of its list.
  /// - Returns: whether the test holds.
  public mutating func test(_ flag: StrategyFlag, isSet expected: Bool) -> Bool {
    let actual = isSet(flag)
    if actual != expected { effects.append(.skipRest(flag, isSet: actual)) }
    return actual == expected
  }
}
