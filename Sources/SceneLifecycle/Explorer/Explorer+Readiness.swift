/// When the app's own readiness may come, relative to what the user and the system do: the explorer's
/// assumption about the `appReady` steps of a strategy's gates (``ExplorerConfiguration/readiness``).
///
/// A real consumer becomes ready a moment after its process starts (the JavaScript bundle has loaded, the Dart
/// handler is set, start-up has finished). Items sent before that moment are what the framework reports are
/// about; a user who leaves the app, or a system that ends it, inside that moment is a race no app can win
/// entirely. `prompt` explores the first and leaves out the second; `anytime` explores both.
public enum Readiness: String, Hashable, Sendable, CaseIterable {
  /// A closed gate opens as soon as its process can run code: while some declared gate is closed and an
  /// `appReady` step for it is allowed, the explorer tries only those steps. Items sent during the event that
  /// started the process still meet the closed gate.
  case prompt
  /// An `appReady` step is one event among the others: the user can go home, pick another action or the system
  /// can end the process before a gate opens.
  case anytime
}

extension Explorer {
  /// The `appReady` steps among ``eventList``: each one's gate index and position.
  static func gateEvents(in events: [LifecycleEvent]) -> [(gate: UInt8, eventIndex: Int)] {
    events.indices.compactMap { index in
      guard case .appReady(let gate) = events[index] else { return nil }
      return (gate, index)
    }
  }

  /// The event positions to try from `state`, in order, with `successor` giving each one's transition: under
  /// ``Readiness/prompt`` the `appReady` steps of the closed gates alone when any of them is allowed, else every
  /// event. Calls `take` for each transition; stops early when `take` returns `false`.
  @inline(__always)
  func forEachSuccessor(
    of state: ExplorerState, eventCount: Int, successor: (Int) -> Transition?,
    _ take: (Int, Transition) -> Bool
  ) -> Bool {
    if configuration.readiness == .prompt, !gateEvents.isEmpty {
      let open = (state.extensionBits >> ExplorerState.gatesOpenShift) & ExplorerState.gatesOpenMask
      var accepted = false
      for gateEvent in gateEvents where open & (1 << UInt64(gateEvent.gate)) == 0 {
        guard let transition = successor(gateEvent.eventIndex) else { continue }
        accepted = true
        if !take(gateEvent.eventIndex, transition) { return false }
      }
      if accepted { return true }
    }
    for eventIndex in 0..<eventCount {
      guard let transition = successor(eventIndex) else { continue }
      if !take(eventIndex, transition) { return false }
    }
    return true
  }
}
