/// What a list does after one of its actions.
public enum ActionOutcome: Hashable, Sendable {
  /// It goes on with its next action.
  case next
  /// The action opened this gate (``StrategyAction/ready(_:)`` of a closed gate): the strategy runs the gate's
  /// `gateOpened` lists, then the list goes on.
  case opened(Gate)
  /// A flag test was false: the list skips the rest of its actions.
  case skipRest
}
