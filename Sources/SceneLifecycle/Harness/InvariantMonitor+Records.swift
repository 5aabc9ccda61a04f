/// The records the monitor keeps: each delivery it tracks, where it was routed, why it was lost, where it stands
/// against its first activation, and a kept completion handler.
extension InvariantMonitor {
  /// What the monitor knows about one delivery.
  public struct Tracked: Hashable, Sendable {
    /// The delivery.
    public let delivery: Delivery
    /// The step that delivered it.
    public let step: Int
    /// How often it has been handled.
    public var handled: Int
    /// Where it stands relative to its first activation.
    public var activation: Activation
    /// Why it is lost if it is never handled, when the app did more than forget it: a gate dropped it, or the
    /// slot was reset after its handling failed (UIKit semantics article, 10a rows 2 and 4).
    public var lostCause: LostCause? = nil
    /// The launch it was delivered in (``InvariantMonitor/launch``).
    public var launch = 1
    /// In an app with several windows, the session UIKit routed it to and that session's declared scene (its
    /// index); `nil` with one window, or for a delivery no route was told for.
    public var routedTo: SceneAt? = nil
  }

  /// A scene session and the declared scene it is a window of (its index).
  public struct SceneAt: Hashable, Sendable {
    /// The session's number.
    public let session: UInt8
    /// The declared scene's index.
    public let scene: UInt8

    /// Creates a value.
    init(session: UInt8, scene: UInt8) {
      self.session = session
      self.scene = scene
    }
  }

  /// How the app lost a delivery it had tried to handle.
  public enum LostCause: Hashable, Sendable {
    /// A gate dropped it (closed with the `drop` policy, or its buffer full).
    case dropped(gate: String, cause: DropCause)
    /// The app delegate's slot was reset, at this step, after the item's handling had failed.
    case clearedWhileHandlingFailed(step: Int)
  }

  /// A delivery's position relative to its first activation.
  public enum Activation: Hashable, Sendable {
    /// Delivered while not active; its first activation has not begun.
    case awaitingFirst
    /// Its first activation is under way.
    case inFirst
    /// Its first activation has ended.
    case pastFirst
  }

  /// A completion handler the app keeps after its `performActionFor` returned.
  public struct KeptCompletion: Hashable, Sendable {
    /// The delivery the handler answers for.
    public let delivery: Delivery
    /// How often it has been called, in its callback and since.
    public var calls: Int
    /// Whether `completionMissing` was reported for it already (it was still uncalled at a suspension).
    public var reportedMissing: Bool

    /// Creates a record of a kept handler.
    init(delivery: Delivery, calls: Int, reportedMissing: Bool) {
      self.delivery = delivery
      self.calls = calls
      self.reportedMissing = reportedMissing
    }
  }
}
