// MARK: - Several windows: routes, sessions and the scene each callback goes to

extension AppRunner {
  /// Makes this a run with several windows, whose scenes are declared with these ids (``WindowSetup/sceneIDs``):
  /// scene callbacks' trace lines then name their scene, routes show as notes, and the monitor checks that each
  /// item is handled by the scene UIKit routed it to (``ViolationKind/wrongScene``).
  mutating func setWindows(sceneIDs: [String]) {
    self.sceneIDs = sceneIDs
    monitor.activeWindows = sceneIDs.isEmpty ? nil : []
  }

  /// Records that the session numbered `session` is a window of declared scene `scene`: told by the simulator
  /// for the sessions the machine has, and for the one an event may create, before it runs.
  mutating func noteSession(_ session: UInt8, scene: UInt8) {
    guard !sceneIDs.isEmpty, sessionScenes[session] != scene else { return }
    sessionScenes[session] = scene
  }

  /// The event under way delivers `item` (or nothing): a route's note names it.
  mutating func eventWillDeliver(_ item: ItemID?) {
    eventItem = item
  }

  /// UIKit chose where a delivery goes (``CallbackReceiver/routed(_:)``): the monitor learns the scene the item
  /// belongs to, and the trace shows the route as a note.
  mutating func routed(_ route: SceneRoute) {
    guard !sceneIDs.isEmpty else { return }
    var target: InvariantMonitor.SceneAt?
    if let session = route.session, let scene = route.scene {
      sessionScenes[session] = scene
      target = InvariantMonitor.SceneAt(session: session, scene: scene)
    }
    monitor.routed(serial: route.serial, to: target)
    guard recordsTrace else { return }
    routes[route.serial] = route
    trace.append(TraceEntry(step: step, what: .route(route), item: eventItem))
  }

  /// UIKit discarded the session numbered `session` (``CallbackReceiver/sessionDiscarded(_:)``): what the app kept
  /// in its `userInfo` is gone (UIKit semantics article, 12f row 2).
  mutating func sessionDiscarded(_ session: UInt8) {
    context.dropSession(session)
  }

  /// The declared scene `callback` goes to, in a run with several windows; the monitor then counts what the app
  /// handles as handled by that scene. `nil` for an app-level callback (the monitor keeps the last scene) and in a
  /// one-window run.
  mutating func enterScene(of callback: Callback) -> UInt8? { enterScene(session: callback.scene?.session) }

  /// The declared scene of `session`, entered as ``enterScene(of:)`` enters a callback's.
  mutating func enterScene(session: UInt8?) -> UInt8? {
    guard !sceneIDs.isEmpty, let session, let scene = sessionScenes[session] else { return nil }
    monitor.enterScene(InvariantMonitor.SceneAt(session: session, scene: scene))
    return scene
  }
}
