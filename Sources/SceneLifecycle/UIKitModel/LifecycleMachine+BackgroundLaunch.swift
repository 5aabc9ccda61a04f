// MARK: - Background launch: the system starts the process and keeps it in the background

extension LifecycleMachine {
  /// The system starts a process that is not running, to handle an event the app registered for, and leaves it
  /// in the background (UIKit semantics article, 8c row 1). The launch methods carry no item: scene apps always
  /// get `nil` launch options, and the key an AppDelegate-only app gets names a reason the model has no payload
  /// for (8c row 3). Then, per D13 in 8c row 1, the app enters the background: the AppDelegate style's window
  /// record goes straight to the background; a scene app connects its scene in the background, or none, by
  /// ``LifecycleOptions/backgroundLaunchConnectsScene`` (8c rows 1 and 2). A later `tapIcon`, `quickAction` or
  /// link then finds a running process and takes the roads that already exist: the warm resume from the
  /// background, or the reconnect of an unattached process (8c rows 4 and 5).
  mutating func backgroundLaunch<Receiver: CallbackReceiver>(
    from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    switch phase {
    case .notRunning, .notRunningWithSavedSession:
      break
    case .unattached, .foregroundInactive, .foregroundActive, .background, .suspended:
      return Rejection(event: .backgroundLaunch, phase: phase, reason: .processRunning)
    }
    if crashesAtLaunch(receiver: &receiver) { return nil }
    processRunning = true
    menu.appDidLaunch()
    _ = call(Callback(.willFinishLaunching), receiver: &receiver)
    _ = call(Callback(.didFinishLaunching), receiver: &receiver)
    guard style.usesScenes else {
      // The record stands for the app's window; the app never was in front (a card a system termination left
      // behind is replaced).
      sessions = [SceneSession(number: Self.windowRecordNumber, state: .unattached, generation: 0)]
      enterBackgroundFromLaunch(receiver: &receiver)
      return nil
    }
    if !discardedSessions.isEmpty {
      // UIKit semantics article, 9 row 1, as on any launch: reported shortly after didFinishLaunching.
      discardedSessions.removeAll()
      _ = call(Callback(.didDiscardSceneSessions), receiver: &receiver)
    }
    // 8c row 2: with no scene, a saved session stays unattached and a fresh install has none yet; either way the
    // phase is `unattached` (a running process, no scene connected).
    guard read(.backgroundLaunchConnectsScene, receiver: &receiver) else { return nil }
    let newSession = sessions.isEmpty
    if newSession {
      sessions.insert(SceneSession(number: nextSessionNumber, state: .unattached, generation: 0), at: 0)
      nextSessionNumber &+= 1
    }
    // Table 2d: a new session is configured; a saved one is restored, as on a cold launch.
    if newSession || read(.configurationForConnectingOnRestore, receiver: &receiver) {
      _ = call(Callback(.configurationForConnecting), receiver: &receiver)
    }
    _ = call(Callback(.sceneWillConnect, scene: sessions[0].ref), receiver: &receiver)
    enterBackgroundFromLaunch(receiver: &receiver)
    return nil
  }

  /// The first session enters the background straight from launch or connection (8c row 1, D13):
  /// `applicationDidEnterBackground(_:)` in the AppDelegate style, `sceneDidEnterBackground(_:)` with scenes,
  /// then the notification. SwiftUI's `scenePhase` starts at `.background`: an initial value, which
  /// `onChange(of:)` does not report, so no `scenePhase` callback is made, only a note
  /// (``LifecycleNote/scenePhaseStartsBackground``).
  private mutating func enterBackgroundFromLaunch<Receiver: CallbackReceiver>(receiver: inout Receiver) {
    sessions[0].state = .background
    if style.usesScenes {
      _ = call(Callback(.sceneDidEnterBackground, scene: sessions[0].ref), receiver: &receiver)
    } else {
      _ = call(Callback(.applicationDidEnterBackground), receiver: &receiver)
    }
    _ = call(Callback(.didEnterBackgroundNotification), receiver: &receiver)
    // Where a scene going home gets `scenePhase(.background)`, this one only starts there.
    if style == .swiftUI { receiver.noted(.scenePhaseStartsBackground) }
  }
}
