// MARK: - Bringing the app to the foreground: cold launch, restore, reconnect, warm resume

extension LifecycleMachine {
  /// `tapIcon` (no delivery) and `quickAction` (a delivery): the roads into the foreground.
  mutating func open<Receiver: CallbackReceiver>(
    delivering delivery: Delivery?, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    switch phase {
    case .notRunning:
      coldLaunch(delivering: delivery, restoringSession: false, receiver: &receiver)
    case .notRunningWithSavedSession:
      coldLaunch(delivering: delivery, restoringSession: true, receiver: &receiver)
    case .unattached:
      // Table 2d: a quick action that targets a disconnected scene reconnects it; no didFinishLaunching.
      receiver.consulted(.newSceneDelegateOnReconnect)
      if options.newSceneDelegateOnReconnect { sessions[0].generation &+= 1 }
      connect(sessionAt: 0, delivering: delivery, newSession: false, receiver: &receiver)
    case .background, .suspended:
      resume(delivering: delivery, receiver: &receiver)
    case .foregroundActive, .foregroundInactive:
      guard let delivery else {
        return Rejection(event: .tapIcon, phase: phase, reason: .alreadyInForeground)
      }
      // Table 1b, last row (inferred): a quick action can reach an app that is already in front, for
      // example from the iPad Dock; performActionFor comes with no foreground transition by default.
      receiver.consulted(.quickActionWhileActive)
      let roundTrip = phase == .foregroundActive && options.quickActionWhileActive == .inactiveRoundTrip
      if roundTrip { resignActive(sessionAt: 0, receiver: &receiver) }
      performAction(delivery, receiver: &receiver)
      if roundTrip { becomeActive(sessionAt: 0, receiver: &receiver) }
    }
    return nil
  }

  /// Tables 1a and 2a: the process starts.
  private mutating func coldLaunch<Receiver: CallbackReceiver>(
    delivering delivery: Delivery?, restoringSession: Bool, receiver: inout Receiver
  ) {
    processRunning = true
    menu.appDidLaunch()
    guard style.usesScenes else {
      // Table 1a: both launch methods see launchOptions[.shortcutItem]; performActionFor follows only
      // when both returned true; applicationWillEnterForeground is not called on a cold launch.
      let willFinish = receiver.receive(Callback(.willFinishLaunching, delivery: delivery))
      let didFinish = receiver.receive(Callback(.didFinishLaunching, delivery: delivery))
      sessions = [SceneSession(number: 0, state: .foregroundInactive, generation: 0)]
      let perform = (delivery != nil && willFinish && didFinish) ? delivery : nil
      if perform != nil { receiver.consulted(.coldPerformActionFor) }
      if let perform, options.coldPerformActionFor == .beforeDidBecomeActive {
        _ = receiver.receive(Callback(.applicationPerformAction, delivery: perform))
      }
      becomeActive(sessionAt: 0, receiver: &receiver)
      if let perform, options.coldPerformActionFor == .afterDidBecomeActive {
        _ = receiver.receive(Callback(.applicationPerformAction, delivery: perform))
      }
      return
    }
    // Table 2a/2c: scene apps get the launch methods with nil launchOptions; their results are ignored.
    _ = receiver.receive(Callback(.willFinishLaunching))
    _ = receiver.receive(Callback(.didFinishLaunching))
    if !discardedSessions.isEmpty {
      // uikit-multiwindow.md 4: sessions discarded while the app was not running are reported
      // shortly after didFinishLaunching, before any of them could be used.
      discardedSessions.removeAll()
      _ = receiver.receive(Callback(.didDiscardSceneSessions))
    }
    if restoringSession, !sessions.isEmpty {
      connect(sessionAt: 0, delivering: delivery, newSession: false, restoring: true, receiver: &receiver)
    } else {
      sessions.insert(SceneSession(number: nextSessionNumber, state: .unattached, generation: 0), at: 0)
      nextSessionNumber &+= 1
      connect(sessionAt: 0, delivering: delivery, newSession: true, receiver: &receiver)
    }
  }

  /// Tables 2a and 2d: a scene connects (new session, restored session or reconnect) and comes forward.
  /// `windowScene(_:performActionFor:…)` is never called here: the item rides in the connection options.
  private mutating func connect<Receiver: CallbackReceiver>(
    sessionAt index: Int, delivering delivery: Delivery?, newSession: Bool, restoring: Bool = false,
    receiver: inout Receiver
  ) {
    var configure = newSession
    if !newSession {
      receiver.consulted(restoring ? .configurationForConnectingOnRestore : .configurationForConnectingOnReconnect)
      configure =
        restoring ? options.configurationForConnectingOnRestore : options.configurationForConnectingOnReconnect
    }
    if configure {
      _ = receiver.receive(Callback(.configurationForConnecting, delivery: delivery))
    }
    let ref = sessions[index].ref
    if style == .swiftUI, delivery != nil { receiver.consulted(.swiftUIWillConnectSwallowsShortcut) }
    let swallowed = style == .swiftUI && options.swiftUIWillConnectSwallowsShortcut
    _ = receiver.receive(Callback(.sceneWillConnect, scene: ref, delivery: swallowed ? nil : delivery))
    enterForeground(sessionAt: index, receiver: &receiver)
    becomeActive(sessionAt: index, receiver: &receiver)
  }

  /// Tables 1b and 2b: a background or suspended app comes back; a quick action arrives through
  /// `performActionFor` between the foreground and active callbacks (inferred order, switchable).
  private mutating func resume<Receiver: CallbackReceiver>(delivering delivery: Delivery?, receiver: inout Receiver) {
    enterForeground(sessionAt: 0, receiver: &receiver)
    if delivery != nil { receiver.consulted(.warmPerformActionFor) }
    if let delivery, options.warmPerformActionFor == .beforeDidBecomeActive {
      performAction(delivery, receiver: &receiver)
    }
    becomeActive(sessionAt: 0, receiver: &receiver)
    if let delivery, options.warmPerformActionFor == .afterDidBecomeActive {
      performAction(delivery, receiver: &receiver)
    }
  }

  /// `performActionFor` on the app delegate (AppDelegate style) or the scene's delegate (scene styles).
  private mutating func performAction<Receiver: CallbackReceiver>(_ delivery: Delivery, receiver: inout Receiver) {
    if style.usesScenes {
      _ = receiver.receive(Callback(.windowScenePerformAction, scene: sessions[0].ref, delivery: delivery))
    } else {
      _ = receiver.receive(Callback(.applicationPerformAction, delivery: delivery))
    }
  }

  /// `…WillEnterForeground`, then the notification when the app as a whole comes to the foreground.
  private mutating func enterForeground<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    let appWasInForeground = anySession(in: [.foregroundInactive, .foregroundActive])
    sessions[index].state = .foregroundInactive
    if style.usesScenes {
      let ref = sessions[index].ref
      _ = receiver.receive(Callback(.sceneWillEnterForeground, scene: ref))
      // Table 2c (observed): the notification is posted right after the scene delegate call.
      if !appWasInForeground { _ = receiver.receive(Callback(.willEnterForegroundNotification)) }
      if style == .swiftUI {
        // Table 3 (inferred, weakly observed): background → inactive → active.
        receiver.consulted(.scenePhaseInactiveOnForeground)
        if options.scenePhaseInactiveOnForeground { _ = receiver.receive(Callback(.scenePhaseInactive, scene: ref)) }
      }
    } else {
      _ = receiver.receive(Callback(.applicationWillEnterForeground))
      _ = receiver.receive(Callback(.willEnterForegroundNotification))
    }
  }

  /// `…DidBecomeActive`, then the notification when the first scene becomes active.
  mutating func becomeActive<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    let appWasActive = anySession(in: [.foregroundActive])
    sessions[index].state = .foregroundActive
    if style.usesScenes {
      let ref = sessions[index].ref
      // Table 3 (inferred): scenePhase == .active corresponds to sceneDidBecomeActive, by default after it.
      if style == .swiftUI { receiver.consulted(.scenePhaseActiveOrder) }
      let phaseFirst = style == .swiftUI && options.scenePhaseActiveOrder == .beforeSceneDidBecomeActive
      if phaseFirst { _ = receiver.receive(Callback(.scenePhaseActive, scene: ref)) }
      _ = receiver.receive(Callback(.sceneDidBecomeActive, scene: ref))
      if !appWasActive { _ = receiver.receive(Callback(.didBecomeActiveNotification)) }
      if style == .swiftUI, !phaseFirst { _ = receiver.receive(Callback(.scenePhaseActive, scene: ref)) }
    } else {
      _ = receiver.receive(Callback(.applicationDidBecomeActive))
      _ = receiver.receive(Callback(.didBecomeActiveNotification))
    }
  }

  /// Whether any session's scene is in one of `states` (the aggregate app state, multiwindow table 5).
  func anySession(in states: [SceneState]) -> Bool {
    sessions.contains { states.contains($0.state) }
  }
}
