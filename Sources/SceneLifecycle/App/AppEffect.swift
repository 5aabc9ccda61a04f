/// One thing the app did, as recorded in the trace.
public enum AppEffect: Hashable, Sendable {
  /// Parked an item.
  case store(Delivery, SlotLocation)
  /// Acted on an item.
  case handle(Delivery)
  /// Did not act on an item because it was already handled during this event (``StrategyAction/handleUnlessHandled``).
  case skipDuplicate(Delivery)
  /// Emptied a slot, which held the given item or nothing.
  case reset(SlotLocation, Delivery?)
  /// Called the completion handler passed to the `performActionFor` under way with this value.
  case completion(Bool)
  /// Kept the completion handler of the `performActionFor` under way, answering for this delivery, to call later.
  case keepCompletion(Delivery)
  /// Called the kept completion handler, answering for this delivery, with this value (it stays kept).
  case callKeptCompletion(Bool, Delivery)
  /// Released the kept completion handler, answering for this delivery, called or not.
  case releaseCompletion(Delivery)
  /// Returned `false` from a launch method.
  case returnFalse
  /// Returned `true` from a launch method: recorded for apps run as their own delegate classes (``DelegateApp``),
  /// whose return value is their code's choice; a ``TableStrategy`` returns `true` unless told otherwise and
  /// records nothing.
  case returnTrue
  /// Changed what the user sees (``ScreenChange``): recorded for apps run as their own delegate classes.
  case screen(ScreenChange)
  /// Emptied the app delegate's slot, which held this item, after its last handling attempt failed (the
  /// gate dropped it); the trace shows it as `reset`.
  case resetAfterFailedHandling(Delivery)
  /// Sent an item to the consumer behind an open gate (a ``handle(_:)`` effect follows).
  case send(Delivery, Gate)
  /// Put an item in the consumer's buffer behind a closed `queue` gate.
  case queue(Delivery, Gate)
  /// An item is gone: its gate was closed with the `drop` policy, or the buffer was full and this was its
  /// oldest item.
  case drop(Delivery, Gate, DropCause)
  /// Opened a gate (`wasOpen` when it already was: nothing changes).
  case ready(Gate, wasOpen: Bool)
  /// A scene disconnected and took the consumer behind this open gate with it (``GateLifetime/scene``).
  case gateClosed(Gate)
  /// A gate's `gateOpened` list runs.
  case gateOpened(Gate)
  /// A gate's `gateOpened(<gate>)[eachScene]` list runs for this scene's delegate.
  case gateOpenedInScene(Gate, SceneRef)
  /// Set a flag.
  case setFlag(StrategyFlag)
  /// Cleared a flag.
  case clearFlag(StrategyFlag)
  /// A flag test was false (the flag is set, `isSet`, or not): the rest of the list did not run.
  case skipRest(StrategyFlag, isSet: Bool)
  /// Queued the rest of this callback's actions on the main queue (``StrategyAction/deferToMainQueue``), with the
  /// delivery the callback handed over, if any.
  case deferToMainQueue(CallbackKind, Delivery?)
  /// A main-queue turn ran the block this callback queued, with its delivery, if any; its actions follow.
  case runDeferred(CallbackKind, Delivery?)
  /// The app turned out, later, not to implement this callback, made for this delivery: UIKit would not have called
  /// it, so its trace line and the handler it kept are withdrawn (a `performActionFor` with neither form, UIKit
  /// semantics article, 10e row 3). The runner acts on it; it never shows in a trace.
  case notCalled(CallbackKind, Delivery)
}
