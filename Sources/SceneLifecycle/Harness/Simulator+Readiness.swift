// MARK: - A gate's declared readiness in replay

extension Simulator {
  /// Why the app's own code cannot open the gate at `index` now although its process runs code: the strategy
  /// declares its consumer ready only after the UI's first activation in this process
  /// (``Readiness/afterFirstActivation``) and the UI has not been active yet (`InvariantMonitor/uiReady`). `nil`
  /// when the gate is open already, the process runs no code (the machine refuses that step itself), the strategy
  /// declares no such gate, or its readiness allows the step.
  ///
  /// Replay refuses such an `appReady` step rather than skipping it: the file says the consumer became ready at a
  /// moment its declaration rules out, so the step is shown as `rejected` and fails the scenario unless
  /// `expect.trace` lists it. The explorers never try one (their readiness rule withholds it), so they need no such check.
  public func readinessRefusal(openingGate index: UInt8) -> Rejection.Reason? {
    guard let gate = runner.strategy.gates.first(where: { $0.index == index }), !runner.context.isOpen(gate),
      machine.refusalUnlessRunningCode(.appReady(index), from: phase) == nil
    else { return nil }
    switch gate.readiness.treatment(uiReady: runner.monitor.uiReady) {
    case .due, .free: return nil
    case .withheld: return .consumerNotReadyBeforeActivation(gate.name)
    }
  }
}
