// MARK: - The bare machine as a value: one event in, the step it makes out

extension LifecycleMachine {
  /// Applies one event and returns what UIKit did for it, for a caller who drives the bare machine (the UIKit model
  /// with no app code and no invariants; ``Simulator`` runs an app against it).
  ///
  /// The app the machine talks to here implements every callback, returns `true` from both launch methods and
  /// never queues a block on the main queue (``MachineStep``).
  /// - Parameter event: what the user or the system did.
  /// - Returns: the callbacks and the rest of what the machine told the app, in order, the switches it consulted,
  ///   and the refusal when the event cannot happen in the current phase (then the machine is unchanged).
  @discardableResult
  public mutating func handle(_ event: LifecycleEvent) -> MachineStep {
    var recorder = StepRecorder()
    let rejection = handle(event, receiver: &recorder)
    return MachineStep(outputs: recorder.outputs, consulted: recorder.consulted, rejection: rejection)
  }
}

/// The fixed app behind ``LifecycleMachine/handle(_:)``: it answers every callback with `true`, implements every
/// one, queues nothing, and writes down everything the machine tells it.
struct StepRecorder: CallbackReceiver {
  /// What the machine did, in order.
  var outputs: [MachineStep.Output] = []
  /// The switches the machine consulted.
  var consulted: Set<InferredOption> = []

  mutating func receive(_ callback: Callback) -> Bool {
    outputs.append(.callback(callback))
    return true
  }
  mutating func processDidExit() { outputs.append(.processExit) }
  mutating func processDidSuspend() { outputs.append(.processSuspension) }
  mutating func consulted(_ option: InferredOption) { consulted.insert(option) }
  mutating func noted(_ note: LifecycleNote) { outputs.append(.note(note)) }
  mutating func runAppWork(_ work: AppWork) { outputs.append(.appWork(work)) }
  mutating func runDeferredBlock() { outputs.append(.mainQueueTurn) }
  mutating func routed(_ route: SceneRoute) { outputs.append(.route(route)) }
  mutating func sessionDiscarded(_ session: UInt8) { outputs.append(.sessionDiscarded(session)) }
}
