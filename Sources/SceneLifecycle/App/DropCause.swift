/// Why a gate dropped an item.
public enum DropCause: Hashable, Sendable {
  /// The gate was closed and its policy is ``GatePolicy/drop``.
  case notReady
  /// The buffer behind closed gates already held ``Gate/queueCapacity`` items; this, the oldest, made room.
  case queueFull
}
