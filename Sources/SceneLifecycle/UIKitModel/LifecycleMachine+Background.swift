// MARK: - Leaving the foreground: going home, suspension, disconnection, termination

extension LifecycleMachine {
  /// The user swipes home: resign active, then enter the background.
  mutating func goHome<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .foregroundActive, .foregroundInactive:
      if phase == .foregroundActive { resignActive(sessionAt: 0, receiver: &receiver) }
      sessions[0].state = .background
      if style.usesScenes {
        let ref = sessions[0].ref
        _ = receiver.receive(Callback(.sceneDidEnterBackground, scene: ref))
        if !anySession(in: [.foregroundInactive, .foregroundActive]) {
          _ = receiver.receive(Callback(.didEnterBackgroundNotification))
        }
        if style == .swiftUI { _ = receiver.receive(Callback(.scenePhaseBackground, scene: ref)) }
      } else {
        _ = receiver.receive(Callback(.applicationDidEnterBackground))
        _ = receiver.receive(Callback(.didEnterBackgroundNotification))
      }
      return nil
    case .notRunning, .notRunningWithSavedSession, .unattached, .background, .suspended:
      return Rejection(event: .goHome, phase: phase, reason: .notInForeground)
    }
  }

  /// A background app stops running code. UIKit makes no callback for this.
  mutating func suspend(from phase: AppPhase) -> Rejection? {
    switch phase {
    case .background:
      sessions[0].state = .suspended
      return nil
    case .notRunning, .notRunningWithSavedSession, .unattached, .foregroundInactive, .foregroundActive, .suspended:
      return Rejection(event: .systemSuspend, phase: phase, reason: .notInBackground)
    }
  }

  /// Table 2d: the system disconnects a background scene; the session and the process stay.
  mutating func disconnect<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    guard style.usesScenes else {
      return Rejection(event: .systemDisconnectScene, phase: phase, reason: .noScenes)
    }
    switch phase {
    case .background, .suspended:
      let ref = sessions[0].ref
      sessions[0].state = .unattached
      _ = receiver.receive(Callback(.sceneDidDisconnect, scene: ref))
      return nil
    case .notRunning, .notRunningWithSavedSession, .unattached, .foregroundInactive, .foregroundActive:
      return Rejection(event: .systemDisconnectScene, phase: phase, reason: .notDisconnectable)
    }
  }

  /// The system kills the background process without notice; scene sessions are kept.
  mutating func terminate<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .background, .suspended, .unattached:
      killProcess(receiver: &receiver)
      return nil
    case .notRunning, .notRunningWithSavedSession:
      return Rejection(event: .systemTerminate, phase: phase, reason: .processNotRunning)
    case .foregroundInactive, .foregroundActive:
      return Rejection(event: .systemTerminate, phase: phase, reason: .foregroundProcess)
    }
  }

  /// The user swipes the app away in the app switcher: the process dies (if it runs) and the session is
  /// discarded, to be reported by `application(_:didDiscardSceneSessions:)` at the next launch.
  mutating func forceQuit<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .background, .suspended, .unattached, .notRunningWithSavedSession:
      if processRunning { killProcess(receiver: &receiver) }
      if style.usesScenes, !sessions.isEmpty {
        discardedSessions.append(sessions.removeFirst().number)
      }
      return nil
    case .notRunning:
      return Rejection(event: .forceQuit, phase: phase, reason: .notInAppSwitcher)
    case .foregroundInactive, .foregroundActive:
      return Rejection(event: .forceQuit, phase: phase, reason: .foregroundProcess)
    }
  }

  /// The process dies with no callback. Scene sessions survive, their scenes gone; the AppDelegate
  /// style's window record goes with the process.
  mutating func killProcess<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    processRunning = false
    if style.usesScenes {
      for index in sessions.indices {
        sessions[index].state = .unattached
        sessions[index].generation = 0
      }
    } else {
      sessions.removeAll()
    }
    receiver.processDidExit()
  }

  /// `…WillResignActive`, then the notification when the last active scene resigns.
  mutating func resignActive<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    sessions[index].state = .foregroundInactive
    if style.usesScenes {
      let ref = sessions[index].ref
      _ = receiver.receive(Callback(.sceneWillResignActive, scene: ref))
      if !anySession(in: [.foregroundActive]) { _ = receiver.receive(Callback(.willResignActiveNotification)) }
      if style == .swiftUI { _ = receiver.receive(Callback(.scenePhaseInactive, scene: ref)) }
    } else {
      _ = receiver.receive(Callback(.applicationWillResignActive))
      _ = receiver.receive(Callback(.willResignActiveNotification))
    }
  }
}
