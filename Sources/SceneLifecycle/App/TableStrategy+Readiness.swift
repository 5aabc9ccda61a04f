// MARK: - Overriding the readiness every gate declares

extension TableStrategy {
  /// The same strategy with every gate's consumer ready as `readiness` says (``Gate/withReadiness(_:)``), the
  /// gates' names, policies and `gateOpened` lists unchanged: a command's `--readiness`, which replaces each gate's
  /// own declaration for the runs it makes.
  public func withGateReadiness(_ readiness: Readiness) -> TableStrategy {
    var strategy = self
    strategy.declarations = Declarations(
      gates: gates.map { $0.withReadiness(readiness) }, gateOpenedLists: declarations.gateOpenedLists,
      gateOpenedSceneLists: declarations.gateOpenedSceneLists, flags: flags)
    return strategy
  }
}
