// MARK: - Termination: the system ends the process, or the user swipes the app away

extension LifecycleMachine {
  /// The system ends the process (UIKit semantics article, 8d row 1). A process running in the background and
  /// not suspended gets `applicationWillTerminate(_:)` and the notification, after its scene disconnects
  /// (scene styles; none when the system disconnected it already); a suspended one ends with no callback. The card stays in the app switcher: scene sessions are kept, and so is the AppDelegate
  /// style's window record, so a later `forceQuit` can swipe it away (8d row 5).
  mutating func terminate<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .background:
      if style.usesScenes { disconnectConnectedScenes(receiver: &receiver) }
      willTerminate(receiver: &receiver)
      killProcess(keepingCard: true, receiver: &receiver)
      return nil
    case .unattached where !unattachedProcessSuspended:
      // The scene is already gone; the process still runs code, so it hears that it ends.
      willTerminate(receiver: &receiver)
      killProcess(keepingCard: true, receiver: &receiver)
      return nil
    case .suspended, .unattached:
      killProcess(keepingCard: true, receiver: &receiver)
      return nil
    case .notRunning, .notRunningWithSavedSession:
      return Rejection(event: .systemTerminate, phase: phase, reason: .processNotRunning)
    case .foregroundInactive, .foregroundActive:
      return Rejection(event: .systemTerminate, phase: phase, reason: .foregroundProcess)
    }
  }

  /// The user swipes the app's card away in the app switcher (8d rows 2 to 5). An app in front first sees the
  /// switcher open over it: it resigns active and, by ``LifecycleOptions/forceQuitFromForeground``, enters the
  /// background (8d row 3). A running process then loses its scene and session, hears
  /// `application(_:didDiscardSceneSessions:)` at once (8d row 4) and `applicationWillTerminate(_:)` (8d rows 2
  /// and 3), and dies; so does a running process whose scene the system disconnected, minus the disconnect. A
  /// suspended or dead process hears nothing; its session is reported at the next launch.
  mutating func forceQuit<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .foregroundActive, .foregroundInactive:
      // With several windows the app switcher covers them all (12d row 6).
      let foreground = sessions.indices.filter { sessions[$0].state.isForeground }
      for index in foreground where sessions[index].state == .foregroundActive {
        resignActive(sessionAt: index, receiver: &receiver)
      }
      switch read(.forceQuitFromForeground, receiver: &receiver) {
      case .throughBackground:
        for index in foreground { enterBackground(sessionAt: index, receiver: &receiver) }
      case .withoutBackground: break
      }
      terminateRunning(receiver: &receiver)
    case .background:
      terminateRunning(receiver: &receiver)
    case .unattached where !unattachedProcessSuspended:
      terminateRunning(receiver: &receiver)
    case .suspended, .unattached:
      killProcess(keepingCard: false, receiver: &receiver)
      discardSessionForNextLaunch(receiver: &receiver)
    case .notRunningWithSavedSession:
      if style.usesScenes {
        discardSessionForNextLaunch(receiver: &receiver)
      } else {
        // 8d row 5: the card the system left behind goes; the app hears nothing, and the AppDelegate
        // style has no session to report.
        sessions.removeAll()
      }
    case .notRunning:
      return Rejection(event: .forceQuit, phase: phase, reason: .notInAppSwitcher)
    }
    return nil
  }

  /// A running process swiped away: the scene disconnects (unless the system disconnected it already) and its
  /// session is discarded at once, then `applicationWillTerminate(_:)` (8d rows 3 and 4), then the process dies.
  private mutating func terminateRunning<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    // A process launched in the background with no scene may have no session at all (8c row 2).
    if style.usesScenes, !sessions.isEmpty {
      disconnectConnectedScenes(receiver: &receiver)
      let discarded = sessions
      sessions.removeAll()
      for session in discarded { receiver.sessionDiscarded(session.number) }
      _ = call(Callback(.didDiscardSceneSessions), receiver: &receiver)
    }
    willTerminate(receiver: &receiver)
    killProcess(keepingCard: false, receiver: &receiver)
  }

  /// Moves every session to the list `application(_:didDiscardSceneSessions:)` reports after the next launch
  /// (8d row 4; 9 row 1).
  private mutating func discardSessionForNextLaunch<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    guard style.usesScenes else { return }
    for session in sessions {
      discardedSessions.append(session.number)
      receiver.sessionDiscarded(session.number)
    }
    sessions.removeAll()
  }

  /// `sceneDidDisconnect(_:)` for every scene still connected, most recently active first.
  private mutating func disconnectConnectedScenes<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    for index in sessions.indices where sessions[index].state != .unattached {
      disconnectScene(sessionAt: index, receiver: &receiver)
    }
  }

  /// `sceneDidDisconnect(_:)` for a session whose process is about to end.
  mutating func disconnectScene<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    let ref = sessions[index].ref
    sessions[index].state = .unattached
    _ = call(Callback(.sceneDidDisconnect, scene: ref), receiver: &receiver)
  }

  /// `applicationWillTerminate(_:)`, then `UIApplication.willTerminateNotification` (8d row 1). SwiftUI apps
  /// get the delegate call through `UIApplicationDelegateAdaptor` (3 row 4); the machine makes it in every
  /// style, and an app without that delegate method simply does not react.
  private mutating func willTerminate<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    _ = call(Callback(.applicationWillTerminate), receiver: &receiver)
    _ = call(Callback(.willTerminateNotification), receiver: &receiver)
  }

  /// The process dies with no further callback. Scene sessions survive, their scenes gone. The AppDelegate
  /// style's window record stands for the app's card: it stays when `keepingCard` (a system termination,
  /// 8d row 5) and goes otherwise (an update, a force quit).
  mutating func killProcess<Receiver: CallbackReceiver>(keepingCard: Bool, receiver: inout Receiver) {
    processRunning = false
    unattachedProcessSuspended = false
    if style.usesScenes || keepingCard {
      for index in sessions.indices {
        sessions[index].state = .unattached
        sessions[index].generation = 0
      }
    } else {
      sessions.removeAll()
    }
    receiver.processDidExit()
  }
}
