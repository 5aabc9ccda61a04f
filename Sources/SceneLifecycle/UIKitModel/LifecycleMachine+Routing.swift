// MARK: - Several windows: which scene UIKit gives a quick action or a link

extension LifecycleMachine {
  /// Where a delivery goes.
  enum RouteTarget: Hashable {
    /// The session at this index of ``sessions``.
    case session(Int)
    /// A new session of the declared scene with this index.
    case newScene(UInt8)
    /// Nowhere.
    case drop
  }

  /// A quick action or link: with one window it takes the app's one road (``open(delivering:from:newScene:receiver:)``);
  /// with several, UIKit first picks a scene (UIKit semantics article, 12a), that session moves to the front as the
  /// most recently active, and the delivery takes the road of the chosen session's phase.
  mutating func deliver<Receiver: CallbackReceiver>(
    _ arrival: Arrival, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    guard let windows else { return open(delivering: arrival, from: phase, receiver: &receiver) }
    let serial = arrival.delivery.serial
    let (target, reason) = route(arrival.delivery.item, in: windows)
    switch target {
    case .session(let index):
      let session = sessions.remove(at: index)
      sessions.insert(session, at: 0)
      receiver.routed(SceneRoute(serial: serial, session: session.number, scene: session.scene, reason: reason))
      return open(delivering: arrival, from: frontPhase, receiver: &receiver)
    case .newScene(let scene):
      receiver.routed(SceneRoute(serial: serial, session: nextSessionNumber, scene: scene, reason: reason))
      return openNewSession(of: scene, delivering: arrival, receiver: &receiver)
    case .drop:
      receiver.routed(SceneRoute(serial: serial, session: nil, scene: nil, reason: reason))
      return nil
    }
  }

  /// The phase of the front session (the most recently active), or of the app when it has none: the phase a
  /// delivery or a tap on the icon meets once its scene is at the front.
  var frontPhase: AppPhase { Self.phase(processRunning: processRunning, sceneState: sessions.first?.state) }

  /// A new session of declared scene `scene` connects and comes forward, launching the process first if it is not
  /// running (UIKit semantics article, 12c rows 1 to 3: `configurationForConnecting`, then `willConnectTo` with the
  /// item in the connection options, no second launch).
  mutating func openNewSession<Receiver: CallbackReceiver>(
    of scene: UInt8, delivering arrival: Arrival?, receiver: inout Receiver
  ) -> Rejection? {
    guard processRunning else {
      return open(delivering: arrival, from: .notRunning, newScene: scene, receiver: &receiver)
    }
    sessions.insert(SceneSession(number: nextSessionNumber, state: .unattached, generation: 0, scene: scene), at: 0)
    nextSessionNumber &+= 1
    connect(sessionAt: 0, delivering: arrival, newSession: true, receiver: &receiver)
    return nil
  }

  /// The scene UIKit picks for `item` (UIKit semantics article, 12a rows 2 to 4 and 12b): among the candidate
  /// sessions, the best match wins (`prefers` over `can`); a tie goes by ``SceneRouting/tieBreak``; with no
  /// match at all, ``SceneRouting/noMatch`` decides.
  func route(_ item: ItemID, in windows: WindowSetup) -> (RouteTarget, SceneRoute.Basis) {
    let routing = windows.routing
    var best = SceneMatch.none
    var chosen: Int?
    for (index, session) in sessions.enumerated() {
      // 12b row 3: a session whose scene is gone is a candidate only by the switch.
      if session.state == .unattached, !routing.unattachedSessionsAreCandidates { continue }
      let match = windows.match(item: item, scene: session.scene)
      guard match != .none else { continue }
      if match > best {
        best = match
        chosen = index
      } else if match == best, let current = chosen, breaksTie(index, over: current, by: routing.tieBreak) {
        chosen = index
      }
    }
    if let chosen { return (.session(chosen), best == .prefers ? .prefers : .can) }
    switch routing.noMatch {
    case .newScene:
      return newSceneTarget(for: item, in: windows)
    case .anyScene:
      guard !sessions.isEmpty else { return newSceneTarget(for: item, in: windows) }
      var pick = 0
      for index in sessions.indices.dropFirst() where breaksTie(index, over: pick, by: routing.tieBreak) {
        pick = index
      }
      return (.session(pick), .anyScene)
    case .drop:
      return (.drop, .dropped)
    }
  }

  /// Whether the session at `index` beats the one at `other` when both match equally well.
  private func breaksTie(_ index: Int, over other: Int, by tieBreak: SceneTieBreak) -> Bool {
    switch tieBreak {
    case .mostRecentlyActive: index < other
    case .firstConnected: sessions[index].number < sessions[other].number
    }
  }

  /// A new scene for `item`: the declared scene without a session that matches it best (declaration order breaks
  /// ties), or nowhere when every declared scene has a window.
  private func newSceneTarget(for item: ItemID, in windows: WindowSetup) -> (RouteTarget, SceneRoute.Basis) {
    var chosen: UInt8?
    var best = SceneMatch.none
    for scene in 0..<UInt8(windows.sceneIDs.count) where !sessions.contains(where: { $0.scene == scene }) {
      let match = windows.match(item: item, scene: scene)
      if chosen == nil || match > best {
        chosen = scene
        best = match
      }
    }
    guard let chosen else { return (.drop, .dropped) }
    return (.newScene(chosen), .newScene)
  }
}
