/// The records the monitor keeps: each delivery it tracks, where it was routed, why it was lost, where it stands
/// against its first activation, and a kept completion handler.
extension InvariantMonitor {
  /// What the monitor knows about one delivery.
  package struct Tracked: Hashable, Sendable {
    /// The delivery.
    package let delivery: Delivery
    /// The step that delivered it.
    package let step: Int
    /// How often it has been handled.
    package var handled: Int
    /// Where it stands relative to its first activation.
    package var activation: Activation
    /// Why it is lost if it is never handled, when the app did more than forget it: a gate dropped it, or the
    /// slot was reset after its handling failed (UIKit semantics article, 10a rows 2 and 4).
    package var lostCause: LostCause? = nil
    /// The launch it was delivered in (``InvariantMonitor/launch``).
    package var launch = 1
    /// In an app with several windows, the session UIKit routed it to and that session's declared scene (its
    /// index); `nil` with one window, or for a delivery no route was told for.
    package var routedTo: SceneAt? = nil
  }

  /// A scene session and the declared scene it is a window of (its index).
  package struct SceneAt: Hashable, Sendable {
    /// The session's number.
    package let session: UInt8
    /// The declared scene's index.
    package let scene: UInt8

    /// Creates a value.
    init(session: UInt8, scene: UInt8) {
      self.session = session
      self.scene = scene
    }
  }

  /// How the app lost a delivery it had tried to handle.
  package enum LostCause: Hashable, Sendable {
    /// A gate dropped it (closed with the `drop` policy, or its buffer full).
    case dropped(gate: String, cause: DropCause)
    /// The app delegate's slot was reset, at this step, after the item's handling had failed.
    case clearedWhileHandlingFailed(step: Int)
  }

  /// A delivery's position relative to its first activation.
  package enum Activation: Hashable, Sendable {
    /// Delivered while not active; its first activation has not begun.
    case awaitingFirst
    /// Its first activation is under way.
    case inFirst
    /// Its first activation has ended.
    case pastFirst
  }

  /// A completion handler the app keeps after its `performActionFor` returned.
  package struct KeptCompletion: Hashable, Sendable {
    /// The delivery the handler answers for.
    package let delivery: Delivery
    /// How often it has been called, in its callback and since.
    package var calls: Int
    /// Whether `completionMissing` was reported for it already (it was still uncalled at a suspension).
    package var reportedMissing: Bool

    /// Creates a record of a kept handler.
    init(delivery: Delivery, calls: Int, reportedMissing: Bool) {
      self.delivery = delivery
      self.calls = calls
      self.reportedMissing = reportedMissing
    }
  }
}
