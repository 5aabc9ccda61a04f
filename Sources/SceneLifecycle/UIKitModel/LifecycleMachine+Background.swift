// MARK: - Leaving the foreground: going home, suspension, disconnection

extension LifecycleMachine {
  /// The user swipes home: resign active, then enter the background; with several windows, every scene in the
  /// foreground does so in turn, most recently active first (UIKit semantics article, 12e row 5).
  mutating func goHome<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .foregroundActive, .foregroundInactive:
      for index in sessions.indices where sessions[index].state.isForeground {
        if sessions[index].state == .foregroundActive { resignActive(sessionAt: index, receiver: &receiver) }
        enterBackground(sessionAt: index, receiver: &receiver)
      }
      return nil
    case .notRunning, .notRunningWithSavedSession, .unattached, .background, .suspended:
      return Rejection(event: .goHome, phase: phase, reason: .notInForeground)
    }
  }

  /// A background app stops running code, or a process whose scene was disconnected does. UIKit makes no
  /// callback for this; the receiver is told (``CallbackReceiver/processDidSuspend()``).
  mutating func suspend<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .background:
      for index in sessions.indices where sessions[index].state == .background { sessions[index].state = .suspended }
      receiver.processDidSuspend()
      return nil
    case .unattached:
      guard !unattachedProcessSuspended else {
        return Rejection(event: .systemSuspend, phase: phase, reason: .alreadySuspended)
      }
      unattachedProcessSuspended = true
      receiver.processDidSuspend()
      return nil
    case .notRunning, .notRunningWithSavedSession, .foregroundInactive, .foregroundActive, .suspended:
      return Rejection(event: .systemSuspend, phase: phase, reason: .notInBackground)
    }
  }

  /// Table 2d: the system disconnects a background scene (with several windows, the one of declared scene `scene`,
  /// 12d row 4); the session and the process stay.
  mutating func disconnect<Receiver: CallbackReceiver>(
    scene: UInt8, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    let event = LifecycleEvent.systemDisconnectScene(scene: scene)
    guard style.usesScenes else { return Rejection(event: event, phase: phase, reason: .noScenes) }
    if let refusal = windowRefusal(event, scene: scene, from: phase) { return refusal }
    let index = sessions.firstIndex { $0.scene == scene }
    let state = index.map { sessions[$0].state }
    switch state.map({ Self.phase(processRunning: processRunning, sceneState: $0) }) ?? phase {
    case .background, .suspended:
      guard let index, let state else { return Rejection(event: event, phase: phase, reason: .notDisconnectable) }
      let ref = sessions[index].ref
      sessions[index].state = .unattached
      // The process keeps its state: still running code, or suspended (8d rows 1 and 2 tell them apart).
      unattachedProcessSuspended = state == .suspended
      _ = call(Callback(.sceneDidDisconnect, scene: ref), receiver: &receiver)
      return nil
    case .notRunning, .notRunningWithSavedSession, .unattached, .foregroundInactive, .foregroundActive:
      return Rejection(event: event, phase: phase, reason: .notDisconnectable)
    }
  }

  /// `…DidEnterBackground`, then the notification when the app as a whole leaves the foreground.
  mutating func enterBackground<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    sessions[index].state = .background
    if style.usesScenes {
      let ref = sessions[index].ref
      _ = call(Callback(.sceneDidEnterBackground, scene: ref), receiver: &receiver)
      let appLeft = !anySession(in: [.foregroundInactive, .foregroundActive])
      if appLeft { _ = call(Callback(.didEnterBackgroundNotification), receiver: &receiver) }
      if style == .swiftUI { _ = call(Callback(.scenePhaseBackground, scene: ref), receiver: &receiver) }
      if appLeft { appScenePhase(.appScenePhaseBackground, receiver: &receiver) }
    } else {
      _ = call(Callback(.applicationDidEnterBackground), receiver: &receiver)
      _ = call(Callback(.didEnterBackgroundNotification), receiver: &receiver)
    }
  }

  /// `…WillResignActive`, then the notification when the last active scene resigns.
  mutating func resignActive<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    sessions[index].state = .foregroundInactive
    if style.usesScenes {
      let ref = sessions[index].ref
      _ = call(Callback(.sceneWillResignActive, scene: ref), receiver: &receiver)
      let appResigned = !anySession(in: [.foregroundActive])
      if appResigned { _ = call(Callback(.willResignActiveNotification), receiver: &receiver) }
      if style == .swiftUI { _ = call(Callback(.scenePhaseInactive, scene: ref), receiver: &receiver) }
      if appResigned { appScenePhase(.appScenePhaseInactive, receiver: &receiver) }
    } else {
      _ = call(Callback(.applicationWillResignActive), receiver: &receiver)
      _ = call(Callback(.willResignActiveNotification), receiver: &receiver)
    }
  }
}
