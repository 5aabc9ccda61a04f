/// How the rule treats the `appReady` step of a closed gate in a state.
enum GateTreatment: Hashable, Sendable {
  /// Tried first: when one of the due steps is accepted, only the due steps are tried.
  case due
  /// One event among the others.
  case free
  /// Not tried: the consumer cannot be ready yet.
  case withheld
}
