/// What a strategy's reduced description (``DirectKeyDescribable``) needs from the rest of the state: names for
/// session numbers, which only grow, and which deliveries the monitor still tracks.
struct DirectKeyNaming {
  /// The machine's sessions' current connections, most recently active first.
  let sessions: [SceneRef]
  /// The number the machine gives its next session.
  let nextSession: UInt8
  /// The deliveries the monitor tracks.
  let tracked: [Delivery]

  /// The numbers of the machine's sessions.
  var live: Set<UInt8> { Set(sessions.map(\.session)) }

  /// A session by its place among the machine's (`w0` most recently active), or, once the machine has none by that
  /// number, by how many numbers ago it was given (`g1` the newest).
  func name(_ session: UInt8) -> String {
    if let place = sessions.firstIndex(where: { $0.session == session }) { return "w\(place)" }
    return "g\(nextSession &- session)"
  }

  /// Whether `scene` is its session's current connection in the machine.
  func isCurrent(_ scene: SceneRef) -> Bool { sessions.contains(scene) }

  /// Whether the monitor tracks `delivery`.
  func isTracked(_ delivery: Delivery) -> Bool { tracked.contains(delivery) }
}
