/// The main queue: when a block the app queued with `DispatchQueue.main.async` inside a callback runs
/// (UIKit semantics article, 10b). The machine knows nothing of the block's contents; it asks the receiver whether
/// one is pending (``CallbackReceiver/hasDeferredBlock``) and, by ``LifecycleOptions/deferredBlockRuns``, when to
/// run it (``CallbackReceiver/runDeferredBlock()``). The switch is read only while a block is pending.
extension LifecycleMachine {
  /// Whether the process runs code: alive and not suspended (a disconnected scene's process may be).
  var processRunsCode: Bool {
    switch phase {
    case .notRunning, .notRunningWithSavedSession, .suspended: false
    case .unattached: !unattachedProcessSuspended
    case .foregroundInactive, .foregroundActive, .background: true
    }
  }

  /// Makes one callback and, under ``DeferredBlockPlacement/beforeNextCallback``, runs the block it queued before
  /// UIKit goes on (10b row 2). Every callback of a transition goes through here.
  /// - Returns: the callback's answer (a launch method's result).
  @inline(__always)
  func call<Receiver: CallbackReceiver>(_ callback: Callback, receiver: inout Receiver) -> Bool {
    let answer = receiver.receive(callback)
    if receiver.hasDeferredBlock, read(.deferredBlockRuns, receiver: &receiver) == .beforeNextCallback {
      receiver.runDeferredBlock()
    }
    return answer
  }

  /// The event's callbacks are done: under ``DeferredBlockPlacement/afterEvent`` a pending block runs now, if the
  /// process still runs code (a death dropped the block; a suspension keeps it for a later turn).
  mutating func endEventOnMainQueue<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    guard receiver.hasDeferredBlock, processRunsCode else { return }
    if read(.deferredBlockRuns, receiver: &receiver) == .afterEvent { receiver.runDeferredBlock() }
  }

  /// ``Event/mainQueueTurn``: the main run loop turns once and runs the pending block, if any. A process that is
  /// not running, or is suspended, runs no code: the step is refused.
  mutating func turnMainQueue<Receiver: CallbackReceiver>(
    from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    if let refusal = refusalUnlessRunningCode(.mainQueueTurn, from: phase) { return refusal }
    receiver.turnMainRunLoop()
    return nil
  }
}
