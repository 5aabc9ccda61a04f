/// A state graph larger than asked for: the walk stopped once it had stored more states than the limit.
public struct StateGraphTooLarge: Error, Hashable, Sendable {
  /// The most nodes asked for.
  public let limit: Int
  /// How many states the walk had stored when it stopped (one more than ``limit``).
  public let reached: Int
  /// The depth of the state that went over the limit.
  public let depth: Int
}
