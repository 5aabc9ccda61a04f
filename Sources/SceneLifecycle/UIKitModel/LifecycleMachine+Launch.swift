// MARK: - Bringing the app to the foreground: cold launch, restore, reconnect, warm resume

extension LifecycleMachine {
  /// `tapIcon` (nothing delivered), `quickAction`, `openURL`, `universalLink` and `notificationTap`: the roads into
  /// the foreground. A session made here is a window of declared scene `newScene` (always 0 with one window).
  mutating func open<Receiver: CallbackReceiver>(
    delivering arrival: Arrival?, from phase: AppPhase, newScene: UInt8 = 0, receiver: inout Receiver
  ) -> Rejection? {
    if phase == .notRunning || phase == .notRunningWithSavedSession, crashesAtLaunch(receiver: &receiver) {
      return nil
    }
    switch phase {
    case .notRunning:
      coldLaunch(delivering: arrival, restoringSession: false, newScene: newScene, receiver: &receiver)
    case .notRunningWithSavedSession:
      coldLaunch(delivering: arrival, restoringSession: true, newScene: newScene, receiver: &receiver)
    case .unattached where sessions.isEmpty:
      // UIKit semantics article, 8c row 4: a process launched in the background with no scene (8c row 2) gets its
      // first session now; configured as new, and no second launch call.
      sessions.insert(
        SceneSession(number: nextSessionNumber, state: .unattached, generation: 0, scene: newScene), at: 0)
      nextSessionNumber &+= 1
      connect(sessionAt: 0, delivering: arrival, newSession: true, receiver: &receiver)
    case .unattached:
      // Table 2d: a quick action that targets a disconnected scene reconnects it; no didFinishLaunching.
      // A link does the same (section 4: a scene that is not connected gets it in its connection options).
      // 8c row 4: so does the saved session of a process launched in the background with no scene.
      if read(.newSceneDelegateOnReconnect, receiver: &receiver) { sessions[0].generation &+= 1 }
      connect(sessionAt: 0, delivering: arrival, newSession: false, receiver: &receiver)
    case .background, .suspended:
      resume(delivering: arrival, receiver: &receiver)
    case .foregroundActive, .foregroundInactive:
      guard let arrival else {
        return Rejection(event: .tapIcon, phase: phase, reason: .alreadyInForeground)
      }
      if let performsFirst = arrival.intentPerformsFirst {
        // 17 rows 2 and 3: the scene in front is handed the intent, then `perform()` runs; nothing to bring forward.
        performForeground(arrival.delivery, performsFirst: performsFirst, sessionAt: 0, receiver: &receiver) { _, _ in }
        return nil
      }
      if arrival.isNotificationResponse {
        // 14 row 6 (inferred): a banner tapped while the app is in front reaches didReceive alone.
        didReceive(arrival, receiver: &receiver)
        return nil
      }
      if arrival.isCloudKitShare {
        // 16 rows 1 and 3: a running app with a connected scene gets the callback, with no transition.
        acceptShare(arrival, receiver: &receiver)
        return nil
      }
      guard case .quickAction(let delivery) = arrival else {
        // A link opened while the app is in front (its own link, or Slide Over): no transition to make.
        deliverLink(arrival, warm: true, receiver: &receiver)
        return nil
      }
      // Table 1b, last row (inferred): a quick action can reach an app that is already in front, for
      // example from the iPad Dock; performActionFor comes with no foreground transition by default.
      let roundTrip =
        phase == .foregroundActive && read(.quickActionWhileActive, receiver: &receiver) == .inactiveRoundTrip
      if roundTrip { resignActive(sessionAt: 0, receiver: &receiver) }
      performAction(delivery, receiver: &receiver)
      if roundTrip { becomeActive(sessionAt: 0, receiver: &receiver) }
    }
    return nil
  }

  /// Tables 1a and 2a: the process starts.
  private mutating func coldLaunch<Receiver: CallbackReceiver>(
    delivering arrival: Arrival?, restoringSession: Bool, newScene: UInt8, receiver: inout Receiver
  ) {
    processRunning = true
    menu.appDidLaunch()
    guard style.usesScenes else {
      // Table 1a: both launch methods see launchOptions[.shortcutItem] (or, 4 row 1, launchOptions[.url] or
      // [.userActivityDictionary]); performActionFor follows only when both returned true;
      // applicationWillEnterForeground is not called on a cold launch.
      // 17 row 2: no launch-options key names an App Intent.
      let launching = arrival?.intentPerformsFirst == nil ? arrival : nil
      let willFinish = call(launching.callback(.willFinishLaunching), receiver: &receiver)
      let didFinish = call(launching.callback(.didFinishLaunching), receiver: &receiver)
      sessions = [SceneSession(number: Self.windowRecordNumber, state: .foregroundInactive, generation: 0)]
      if let arrival, let performsFirst = arrival.intentPerformsFirst {
        // 17 row 1: `perform()` once the app is active (deferred: before), with no scene to hand the intent to.
        performForeground(arrival.delivery, performsFirst: performsFirst, sessionAt: 0, receiver: &receiver) {
          machine, receiver in machine.becomeActive(sessionAt: 0, receiver: &receiver)
        }
        return
      }
      if let arrival, arrival.isCloudKitShare {
        // 16 rows 2 and 3: the metadata in the launch options; the app delegate's callback follows once the launch
        // methods returned, before the app becomes active (the place inferred, as a link's of 4 row 1).
        acceptShare(arrival, receiver: &receiver)
        becomeActive(sessionAt: 0, receiver: &receiver)
        return
      }
      if let arrival, arrival.isNotificationResponse {
        // 14 rows 2 and 3: the launch methods saw the payload (`launchOptions[.remoteNotification]`); didReceive
        // follows once they returned, before the app becomes active, whatever they returned.
        didReceive(arrival, receiver: &receiver)
        becomeActive(sessionAt: 0, receiver: &receiver)
        return
      }
      if let arrival, arrival.isLink {
        if !launchSuppressesLink(willFinish: willFinish, didFinish: didFinish, receiver: &receiver) {
          deliverLink(arrival, warm: false, receiver: &receiver)
        }
        becomeActive(sessionAt: 0, receiver: &receiver)
        return
      }
      let delivery = arrival?.delivery
      let perform = (delivery != nil && willFinish && didFinish) ? delivery : nil
      var order: PerformActionOrder?
      if perform != nil { order = read(.coldPerformActionFor, receiver: &receiver) }
      if let perform, order == .beforeDidBecomeActive {
        _ = call(Callback(.applicationPerformAction, delivery: perform), receiver: &receiver)
      }
      becomeActive(sessionAt: 0, receiver: &receiver)
      if let perform, order == .afterDidBecomeActive {
        _ = call(Callback(.applicationPerformAction, delivery: perform), receiver: &receiver)
      }
      return
    }
    // Table 2a/2c: scene apps get the launch methods with nil launchOptions; their results are ignored.
    _ = call(Callback(.willFinishLaunching), receiver: &receiver)
    _ = call(Callback(.didFinishLaunching), receiver: &receiver)
    if !discardedSessions.isEmpty {
      // UIKit semantics article, 9 row 1: sessions discarded while the app was not running are reported
      // shortly after didFinishLaunching, before any of them could be used.
      discardedSessions.removeAll()
      _ = call(Callback(.didDiscardSceneSessions), receiver: &receiver)
    }
    if restoringSession, !sessions.isEmpty {
      connect(sessionAt: 0, delivering: arrival, newSession: false, restoring: true, receiver: &receiver)
    } else {
      sessions.insert(
        SceneSession(number: nextSessionNumber, state: .unattached, generation: 0, scene: newScene), at: 0)
      nextSessionNumber &+= 1
      connect(sessionAt: 0, delivering: arrival, newSession: true, receiver: &receiver)
    }
  }

  /// Tables 2a and 2d: a scene connects (new session, restored session or reconnect) and comes forward.
  /// `windowScene(_:performActionFor:…)` is never called here: the item rides in the connection options,
  /// and so does a link (4 rows 4–6: `urlContexts` / `userActivities`, never `scene(_:openURLContexts:)`).
  mutating func connect<Receiver: CallbackReceiver>(
    sessionAt index: Int, delivering arrival: Arrival?, newSession: Bool, restoring: Bool = false,
    receiver: inout Receiver
  ) {
    var configure = newSession
    if !newSession {
      configure =
        restoring
        ? read(.configurationForConnectingOnRestore, receiver: &receiver)
        : read(.configurationForConnectingOnReconnect, receiver: &receiver)
    }
    let ref = sessions[index].ref
    let didReceivePlace = connectingDidReceive(arrival, receiver: &receiver)
    if let arrival, didReceivePlace == .beforeSceneConnects { didReceive(arrival, receiver: &receiver) }
    if configure {
      // The callback names the session it configures (`connectingSceneSession`), so an app can keep per-session
      // state from its first callback (UIKit semantics article, 12f row 2).
      _ = call(arrival.callback(.configurationForConnecting, ref), receiver: &receiver)
    }
    var swallowed = false
    if style == .swiftUI, case .quickAction = arrival {
      swallowed = read(.swiftUIWillConnectSwallowsShortcut, receiver: &receiver)
    }
    _ = call(
      swallowed ? Callback(.sceneWillConnect, scene: ref) : arrival.callback(.sceneWillConnect, ref),
      receiver: &receiver)
    if let arrival, let performsFirst = arrival.intentPerformsFirst {
      // 17 row 2 (documented): `connectionOptions.appIntent`, and `scene(_:willPerformAppIntent:)` always after the
      // connection; before the scene comes forward (inferred, as `performNavigation(forScene:)`, 17 row 3).
      performForeground(arrival.delivery, performsFirst: performsFirst, sessionAt: index, receiver: &receiver) {
        machine, receiver in
        machine.enterForeground(sessionAt: index, justConnected: true, receiver: &receiver)
        machine.becomeActive(sessionAt: index, receiver: &receiver)
      }
      return
    }
    if let arrival, arrival.isHandoff {
      // 15 row 3 (documented): the connection options named only the Handoff's type; once the scene has connected,
      // UIKit announces the activity, and hands it over when its data has arrived, as to a connected scene (in the
      // slot of 4 row 7, inferred).
      _ = call(willContinue(.sceneWillContinueUserActivity, arrival, ref), receiver: &receiver)
      enterForeground(sessionAt: index, justConnected: true, receiver: &receiver)
      linkAroundActivation(sessionAt: index, receiver: &receiver) { machine, receiver in
        machine.deliverLink(arrival, warm: false, announced: true, receiver: &receiver)
      }
      return
    }
    enterForeground(sessionAt: index, justConnected: true, receiver: &receiver)
    if let arrival, didReceivePlace == .afterWillEnterForeground { didReceive(arrival, receiver: &receiver) }
    guard style == .swiftUI, let arrival, arrival.isLink else {
      becomeActive(sessionAt: index, receiver: &receiver)
      return
    }
    // Tables 3 and 4: SwiftUI hands the launching link to onOpenURL (15 row 5: any other activity to
    // onContinueUserActivity), in the slot a running scene gets it; or to neither (3 row 5, 15 row 5: not documented,
    // one report of a cold universal link reaching neither hook), as ``LifecycleOptions/swiftUIActionOnConnect`` says.
    guard read(.swiftUIActionOnConnect, receiver: &receiver) else {
      becomeActive(sessionAt: index, receiver: &receiver)
      return
    }
    linkAroundActivation(sessionAt: index, receiver: &receiver) { machine, receiver in
      machine.swiftUIAction(arrival, sessionAt: index, receiver: &receiver)
    }
  }

  /// Tables 1b and 2b: a background or suspended app comes back; a quick action arrives through
  /// `performActionFor` between the foreground and active callbacks (inferred order, switchable), a link
  /// through its own callbacks (4 rows 2, 3 and 7).
  mutating func resume<Receiver: CallbackReceiver>(delivering arrival: Arrival?, receiver: inout Receiver) {
    // 4 row 10 (observed): with scenes, a user activity's `scene(_:willContinueUserActivityWithType:)` comes before
    // the scene starts for the foreground; the AppDelegate style keeps the order of 4 row 3 (15 row 7).
    if let arrival, let performsFirst = arrival.intentPerformsFirst {
      // 17 rows 2 and 3 (documented): the scene is handed the intent before the system brings it forward.
      performForeground(arrival.delivery, performsFirst: performsFirst, sessionAt: 0, receiver: &receiver) {
        machine, receiver in
        machine.enterForeground(sessionAt: 0, receiver: &receiver)
        machine.becomeActive(sessionAt: 0, receiver: &receiver)
      }
      return
    }
    var continuesEarly = false
    if style.usesScenes, let arrival, arrival.continuesActivity {
      continuesEarly = true
      _ = call(willContinue(.sceneWillContinueUserActivity, arrival, sessions[0].ref), receiver: &receiver)
    }
    enterForeground(sessionAt: 0, receiver: &receiver)
    if let arrival, arrival.isCloudKitShare {
      // 16 rows 1 and 3: a running app gets the callback; between the foreground and activation callbacks as a link
      // (4 rows 3 and 7, inferred), with scenes where ``LifecycleOptions/sceneLinkOrder`` says.
      guard style.usesScenes else {
        acceptShare(arrival, receiver: &receiver)
        becomeActive(sessionAt: 0, receiver: &receiver)
        return
      }
      linkAroundActivation(sessionAt: 0, receiver: &receiver) { machine, receiver in
        machine.acceptShare(arrival, receiver: &receiver)
      }
      return
    }
    if let arrival, arrival.isNotificationResponse {
      // 14 row 5 (observed state, inferred place): the app is foreground-inactive while it handles the response.
      didReceive(arrival, receiver: &receiver)
      becomeActive(sessionAt: 0, receiver: &receiver)
      return
    }
    if let arrival, arrival.isLink {
      guard style.usesScenes else {
        // 4 rows 2 and 3 (documented, observed): the link comes before applicationDidBecomeActive.
        deliverLink(arrival, warm: true, receiver: &receiver)
        becomeActive(sessionAt: 0, receiver: &receiver)
        return
      }
      linkAroundActivation(sessionAt: 0, receiver: &receiver) { machine, receiver in
        machine.deliverLink(arrival, warm: true, announced: continuesEarly, receiver: &receiver)
      }
      return
    }
    let delivery = arrival?.delivery
    var order: PerformActionOrder?
    if delivery != nil { order = read(.warmPerformActionFor, receiver: &receiver) }
    if let delivery, order == .beforeDidBecomeActive {
      performAction(delivery, receiver: &receiver)
    }
    becomeActive(sessionAt: 0, receiver: &receiver)
    if let delivery, order == .afterDidBecomeActive {
      performAction(delivery, receiver: &receiver)
    }
  }

  /// `performActionFor` on the app delegate (AppDelegate style) or the scene's delegate (scene styles).
  private mutating func performAction<Receiver: CallbackReceiver>(_ delivery: Delivery, receiver: inout Receiver) {
    if style.usesScenes {
      _ = call(Callback(.windowScenePerformAction, scene: sessions[0].ref, delivery: delivery), receiver: &receiver)
    } else {
      _ = call(Callback(.applicationPerformAction, delivery: delivery), receiver: &receiver)
    }
  }

  /// `…WillEnterForeground`, then the notification when the app as a whole comes to the foreground.
  /// `justConnected` says the scene connected in this event (cold launch, restored or reconnected session, or the
  /// first scene of a process launched in the background): SwiftUI's `scenePhase` then starts at `.inactive`
  /// rather than changing to it.
  private mutating func enterForeground<Receiver: CallbackReceiver>(
    sessionAt index: Int, justConnected: Bool = false, receiver: inout Receiver
  ) {
    let appWasInForeground = anySession(in: [.foregroundInactive, .foregroundActive])
    // A scene coming forward wakes the whole process: other windows' scenes run code again, in the background
    // (several windows only; with one window there is no other scene).
    for other in sessions.indices where sessions[other].state == .suspended { sessions[other].state = .background }
    sessions[index].state = .foregroundInactive
    if style.usesScenes {
      let ref = sessions[index].ref
      _ = call(Callback(.sceneWillEnterForeground, scene: ref), receiver: &receiver)
      // Table 2c (observed): the notification is posted right after the scene delegate call.
      if !appWasInForeground { _ = call(Callback(.willEnterForegroundNotification), receiver: &receiver) }
      if style == .swiftUI, justConnected {
        // UIKit semantics article, 3 row 9 and 8f row 5 (documented and observed): a scene that just connected
        // starts at `.inactive`, and `onChange(of: scenePhase)` is not called for the initial value, so no view
        // sees `.inactive` here; the first change its handler sees is `.active`. The trace says so in a note.
        receiver.noted(.scenePhaseStartsInactive)
      } else if style == .swiftUI {
        // Table 3 row 8 (inferred, weakly observed): background → inactive → active.
        if read(.scenePhaseInactiveOnForeground, receiver: &receiver) {
          _ = call(Callback(.scenePhaseInactive, scene: ref), receiver: &receiver)
          // 12e row 7: the App-level phase follows when the app as a whole leaves the background.
          if !appWasInForeground { appScenePhase(.appScenePhaseInactive, receiver: &receiver) }
        }
      }
    } else {
      _ = call(Callback(.applicationWillEnterForeground), receiver: &receiver)
      _ = call(Callback(.willEnterForegroundNotification), receiver: &receiver)
    }
  }

  /// `…DidBecomeActive`, then the notification when the first scene becomes active.
  mutating func becomeActive<Receiver: CallbackReceiver>(sessionAt index: Int, receiver: inout Receiver) {
    let appWasActive = anySession(in: [.foregroundActive])
    sessions[index].state = .foregroundActive
    if style.usesScenes {
      let ref = sessions[index].ref
      // Table 3 (inferred): scenePhase == .active corresponds to sceneDidBecomeActive, by default after it.
      var phaseFirst = false
      if style == .swiftUI {
        phaseFirst = read(.scenePhaseActiveOrder, receiver: &receiver) == .beforeSceneDidBecomeActive
      }
      if phaseFirst { _ = call(Callback(.scenePhaseActive, scene: ref), receiver: &receiver) }
      _ = call(Callback(.sceneDidBecomeActive, scene: ref), receiver: &receiver)
      if !appWasActive { _ = call(Callback(.didBecomeActiveNotification), receiver: &receiver) }
      if style == .swiftUI, !phaseFirst { _ = call(Callback(.scenePhaseActive, scene: ref), receiver: &receiver) }
      // 12e row 7: the App-level phase becomes active with the first active scene.
      if !appWasActive { appScenePhase(.appScenePhaseActive, receiver: &receiver) }
    } else {
      _ = call(Callback(.applicationDidBecomeActive), receiver: &receiver)
      _ = call(Callback(.didBecomeActiveNotification), receiver: &receiver)
    }
  }

  /// SwiftUI's App-level `scenePhase` changes (UIKit semantics article, 12e row 7): made only with several windows, at
  /// the aggregate's transitions, after the scene's own phase; with one window the App's phase is the scene's, which
  /// the `scenePhase` callbacks already report.
  func appScenePhase<Receiver: CallbackReceiver>(_ kind: CallbackKind, receiver: inout Receiver) {
    guard style == .swiftUI, windows != nil else { return }
    _ = call(Callback(kind), receiver: &receiver)
  }

  /// Whether any session's scene is in one of `states` (the aggregate app state, UIKit semantics article, 9 row 2).
  func anySession(in states: [SceneState]) -> Bool {
    sessions.contains { states.contains($0.state) }
  }
}
