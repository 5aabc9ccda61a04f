// MARK: - Shortest paths between phases, for Simulator.drive(to:)

extension LifecycleMachine {
  /// The plain lifecycle events (no quick actions, no menu changes) the driver may use.
  static let drivingEvents: [LifecycleEvent] = [
    .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit,
  ]

  /// The longest path the driver tries; every resting phase is at most three events from any other.
  static let drivingDepth = 6

  /// The shortest list of ``drivingEvents`` that reaches `target`, found breadth first (at most
  /// ``drivingDepth`` events, since the machine's counters make its state space unbounded).
  func shortestPath(to target: AppPhase) -> [LifecycleEvent]? {
    if phase == target { return [] }
    var queue: [(LifecycleMachine, [LifecycleEvent])] = [(self, [])]
    var seen: Set<LifecycleMachine> = [self]
    var head = 0
    while head < queue.count {
      let (machine, path) = queue[head]
      head += 1
      if path.count >= Self.drivingDepth { continue }
      for event in Self.drivingEvents {
        var next = machine
        var silent = SilentReceiver()
        guard next.handle(event, receiver: &silent) == nil, seen.insert(next).inserted else { continue }
        if next.phase == target { return path + [event] }
        queue.append((next, path + [event]))
      }
    }
    return nil
  }
}

/// A receiver that answers every callback with `true` and records nothing.
struct SilentReceiver: CallbackReceiver {
  /// Never read: one byte of storage so that the type is not empty. Under `--sanitize=thread` the compiler
  /// reports each `inout` access to the thread sanitizer with the value's address, and in generic code
  /// (`LifecycleMachine.handle(_:receiver:)` passing `&receiver` on) it cannot tell that the type is empty,
  /// whose "address" is then meaningless: the sanitizer runtime crashes with a SEGV writing its shadow memory
  /// (swiftlang/swift#61244; #35579 skips only types known to be empty where the access is made).
  private var storage: UInt8 = 0

  /// Creates one.
  init() {}
  /// Returns `true`.
  mutating func receive(_ callback: Callback) -> Bool { true }
  /// Does nothing.
  mutating func processDidExit() {}
}
