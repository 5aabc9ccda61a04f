/// One accepted event as the findings read it (``SearchFindings/record(_:parent:event:)``).
protocol SearchStep: SendableMetatype {
  /// A bit per ``ViolationKind`` (by ordinal) the transition broke.
  var violations: UInt16 { get }
  /// The phases before and after and the event's kind (``ExplorationReport/TransitionKey/index``).
  var coverage: Int { get }
  /// A bit per ``CallbackKind`` made.
  var callbacks: UInt64 { get }
  /// Whether `callbacks` and `coverage` may be new to the search (a memo table knows when they are not).
  var mayBeNew: Bool { get }
  /// Each violation with the item or link it broke for, when the space tells items apart (``DirectSpace`` of an
  /// app's own strategy); empty otherwise.
  var itemViolations: [ItemViolation] { get }
}
