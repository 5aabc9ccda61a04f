/// What one attempted event did, for ``ReadinessRule/forEachEvent(eventCount:facts:_:)``.
enum EventAttempt {
  /// The machine refused it: no transition.
  case refused
  /// A transition was taken.
  case taken
  /// A transition was taken and the caller wants no more.
  case stop
}
