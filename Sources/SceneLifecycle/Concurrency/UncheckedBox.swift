/// Hands a value to worker threads that only read it (a search's space holds a strategy factory and simulators that
/// are not `Sendable`; each thread calls the factory for its own replays, and a replayed state's kept simulator is
/// used by the one thread that expands that state).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
