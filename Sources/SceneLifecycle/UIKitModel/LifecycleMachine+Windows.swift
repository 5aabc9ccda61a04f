// MARK: - Several windows: opening, closing and moving between them

extension LifecycleMachine {
  /// Why an event that names a scene cannot act on it: the app has one window (only the system's disconnect of
  /// scene 0 is meaningful then), or the scene is not declared.
  func windowRefusal(_ event: LifecycleEvent, scene: UInt8, from phase: AppPhase) -> Rejection? {
    guard let windows else {
      if event.kind == .systemDisconnectScene, scene == 0 { return nil }
      return Rejection(event: event, phase: phase, reason: .singleWindow)
    }
    guard windows.declares(scene) else { return Rejection(event: event, phase: phase, reason: .unknownScene(scene)) }
    return nil
  }

  /// Replaces how the catalog's items match the declared scenes: the simulator calls it whenever its catalog grows
  /// (a scenario names items and links as it runs). Does nothing for an app with one window.
  public mutating func updateWindowMatches(_ matches: [[SceneMatch]]) {
    guard let windows else { return }
    self.windows = WindowSetup(
      sceneIDs: windows.sceneIDs, matches: matches, routing: windows.routing, declarations: windows.declarations)
  }

  /// Works out the matches again for `targets` (the target content identifier of each catalog entry, by id) from the
  /// declared scenes' conditions. Does nothing for an app with one window, or a setup made from matches alone.
  public mutating func updateWindowTargets(_ targets: [String?]) {
    guard let windows, !windows.declarations.isEmpty else { return }
    updateWindowMatches(WindowSetup.matches(of: targets, against: windows.declarations))
  }

  /// The index of the window `event` acts on, the session of declared scene `scene`; or why `event` cannot act on it
  /// (one window, an undeclared scene, or no window open for it).
  func openWindowIndex(_ event: LifecycleEvent, scene: UInt8, from phase: AppPhase) -> Result<Int, Rejection> {
    if let refusal = windowRefusal(event, scene: scene, from: phase) { return .failure(refusal) }
    guard let index = sessionIndex(of: scene) else {
      return .failure(Rejection(event: event, phase: phase, reason: .noWindow(scene)))
    }
    return .success(index)
  }

  /// The index of the session that is a window of declared scene `scene`, if it has one.
  func sessionIndex(of scene: UInt8) -> Int? { sessions.firstIndex { $0.scene == scene } }

  /// `openWindow`: the user opens a window of declared scene `scene` (from the Dock, the app's windows or a
  /// drag): a new session connects and comes forward; windows already open keep their state (UIKit semantics
  /// article, 12c rows 1 to 3). A process that is not running launches first.
  mutating func openWindow<Receiver: CallbackReceiver>(
    scene: UInt8, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    let event = LifecycleEvent.openWindow(scene: scene)
    if let refusal = windowRefusal(event, scene: scene, from: phase) { return refusal }
    guard sessionIndex(of: scene) == nil else {
      return Rejection(event: event, phase: phase, reason: .windowAlreadyOpen(scene))
    }
    return openNewSession(of: scene, delivering: nil, receiver: &receiver)
  }

  /// `closeWindow`: the user closes the window of declared scene `scene` in the app switcher. Its scene leaves the
  /// foreground and disconnects, and its session is discarded: `application(_:didDiscardSceneSessions:)` comes at
  /// once while the process runs code, or after the next launch otherwise (12d rows 1 and 3).
  mutating func closeWindow<Receiver: CallbackReceiver>(
    scene: UInt8, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    let index: Int
    switch openWindowIndex(.closeWindow(scene: scene), scene: scene, from: phase) {
    case .success(let found): index = found
    case .failure(let refusal): return refusal
    }
    let state = sessions[index].state
    guard processRunsCode else {
      let session = sessions.remove(at: index)
      discardedSessions.append(session.number)
      receiver.sessionDiscarded(session.number)
      return nil
    }
    if state == .foregroundActive { resignActive(sessionAt: index, receiver: &receiver) }
    if state.isForeground { enterBackground(sessionAt: index, receiver: &receiver) }
    if state != .unattached { disconnectScene(sessionAt: index, receiver: &receiver) }
    let session = sessions.remove(at: index)
    receiver.sessionDiscarded(session.number)
    _ = call(Callback(.didDiscardSceneSessions), receiver: &receiver)
    return nil
  }

  /// `focus`: the user moves to the window of declared scene `scene`. It becomes the most recently active and comes
  /// to the foreground as the icon would bring it (a resume, a reconnect, or a launch that restores it); the other
  /// windows keep their state, as on iPadOS 26, where a window that is no longer frontmost stays active
  /// (12e row 1).
  mutating func focus<Receiver: CallbackReceiver>(
    scene: UInt8, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    let event = LifecycleEvent.focus(scene: scene)
    let index: Int
    switch openWindowIndex(event, scene: scene, from: phase) {
    case .success(let found): index = found
    case .failure(let refusal): return refusal
    }
    let state = sessions[index].state
    if state == .foregroundActive, index == 0 {
      return Rejection(event: event, phase: phase, reason: .alreadyFocused(scene))
    }
    sessions.insert(sessions.remove(at: index), at: 0)
    switch state {
    case .foregroundActive:
      return nil
    case .foregroundInactive:
      becomeActive(sessionAt: 0, receiver: &receiver)
      return nil
    case .unattached, .background, .suspended:
      return open(delivering: nil, from: frontPhase, newScene: scene, receiver: &receiver)
    }
  }
}
