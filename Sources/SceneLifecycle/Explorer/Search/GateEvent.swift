/// One `appReady` step among an exploration's events: its gate, its position in the event list, and the readiness
/// that applies to it.
struct GateEvent: Hashable, Sendable {
  /// The gate's index in the strategy's list.
  let gate: UInt8
  /// The step's position among the events.
  let eventIndex: Int
  /// The explorer's override when it has one, else the gate's own declaration.
  let readiness: Readiness
}
