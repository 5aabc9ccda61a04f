/// Work the app's own code does outside any UIKit callback, which the machine hands to the receiver
/// (``MachineStep/Output/appWork(_:)``) once it has checked that the process runs code.
public enum AppWork: Hashable, Sendable {
  /// The app opens the readiness gate with this index in its strategy's list (``Event/appReady(_:)``).
  case openGate(UInt8)
}

extension LifecycleMachine {
  /// ``Event/appReady(_:)``: the app's own code runs, so the process must be running and not suspended
  /// (UIKit semantics article, 10a row 3). UIKit makes no callback; the machine's state does not change.
  mutating func appReady<Receiver: CallbackReceiver>(
    _ gate: UInt8, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    if let refusal = refusalUnlessRunningCode(.appReady(gate), from: phase) { return refusal }
    receiver.runAppWork(.openGate(gate))
    return nil
  }

  /// Why `event`, which runs the app's own code, cannot happen in `phase`: a process that is not running, or is
  /// suspended, runs no code (``processRunsCode``). `nil` when it runs code.
  func refusalUnlessRunningCode(_ event: LifecycleEvent, from phase: AppPhase) -> Rejection? {
    switch phase {
    case .notRunning, .notRunningWithSavedSession:
      Rejection(event: event, phase: phase, reason: .processNotRunning)
    case .suspended:
      Rejection(event: event, phase: phase, reason: .processSuspended)
    case .unattached:
      unattachedProcessSuspended ? Rejection(event: event, phase: phase, reason: .processSuspended) : nil
    case .foregroundInactive, .foregroundActive, .background:
      nil
    }
  }
}
