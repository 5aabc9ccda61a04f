/// What the bare machine did for one event (``LifecycleMachine/handle(_:)``): every callback UIKit made and everything
/// else it told the app, in order, the inferred switches it consulted, and the refusal when the event cannot happen.
///
/// The machine talks to a fixed app: it implements every callback, both launch methods return `true`, and it never
/// queues a block on the main queue, so ``LifecycleOptions/deferredBlockRuns`` is never read. To run an app's own
/// handling, its strategy or its delegate classes, use ``Simulator``.
public struct MachineStep: Hashable, Sendable {
  /// What the machine did, in order.
  public let outputs: [Output]
  /// The inferred switches the machine consulted to decide the step (see ``InferredOption``); a switch it did not
  /// consult could not have changed the step.
  public let consulted: Set<InferredOption>
  /// `nil` when the event happened, or why it cannot happen in the current phase; a refused event changes nothing.
  public let rejection: Rejection?

  /// Creates a step from what the machine did.
  init(outputs: [Output], consulted: Set<InferredOption>, rejection: Rejection?) {
    self.outputs = outputs
    self.consulted = consulted
    self.rejection = rejection
  }

  /// The callbacks alone, in the order UIKit made them.
  public var callbacks: [Callback] {
    outputs.compactMap { output in
      guard case .callback(let callback) = output else { return nil }
      return callback
    }
  }

  /// The notes alone, in order: what the machine stated that is not a callback.
  public var notes: [LifecycleNote] {
    outputs.compactMap { output in
      guard case .note(let note) = output else { return nil }
      return note
    }
  }

  /// One thing the machine did to the app.
  public enum Output: Hashable, Sendable {
    /// UIKit made this callback (with its delivery and its scene, if any).
    case callback(Callback)
    /// The process was killed: everything the app held in memory is gone.
    case processExit
    /// The process was suspended: it keeps its memory but runs no code (UIKit makes no callback for this).
    case processSuspension
    /// The machine states something that is not a callback, and no app code runs for it (see ``LifecycleNote``).
    case note(LifecycleNote)
    /// The app's own code ran outside any UIKit callback (an ``Event/appReady(_:)`` step); the machine had checked
    /// that the process runs code.
    case appWork(AppWork)
    /// The main run loop turned (an ``Event/mainQueueTurn`` the process could take): an app's pending block would
    /// run now (UIKit semantics article, 10b). The fixed app has none.
    case mainQueueTurn
    /// Several windows: UIKit chose the scene for a delivery (or dropped it), before the delivery's first callback
    /// (UIKit semantics article, 12a).
    case route(SceneRoute)
    /// Several windows: UIKit discarded the session with this number (its window was closed, or the app swiped
    /// away); what the app stored on it is gone.
    case sessionDiscarded(UInt8)
  }
}
