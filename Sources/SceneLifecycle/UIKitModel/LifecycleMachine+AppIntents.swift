// MARK: - App Intents: Shortcuts, Siri, controls and the Action button (UIKit semantics article, section 17)

extension LifecycleMachine {
  /// An App Intent runs. A widget extension's intent calls `perform()` in the extension and leaves the app alone,
  /// whatever its mode (17 row 5, reported). In the app's process, a foreground or deferred intent is routed to a
  /// scene and opens the app on the roads of the other deliveries (``open(delivering:from:newScene:receiver:)``); a
  /// background intent only calls `perform()` (17 rows 1 and 4).
  mutating func runAppIntent<Receiver: CallbackReceiver>(
    _ delivery: Delivery, _ run: AppIntentRun, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    switch run.process {
    case .widgetExtension:
      // Another process: the app's main queue does not turn for it, so the callback goes straight to the receiver.
      receiver.receiveInExtension(
        Callback(.appIntentPerform, delivery: delivery, carrying: .appIntent), opensApp: run.mode != .background)
      return nil
    case .app:
      break
    }
    switch run.mode {
    case .foreground:
      return deliver(.appIntent(delivery, performsFirst: false), from: phase, receiver: &receiver)
    case .deferred:
      return deliver(.appIntent(delivery, performsFirst: true), from: phase, receiver: &receiver)
    case .background:
      return performInBackground(delivery, from: phase, receiver: &receiver)
    }
  }

  /// A background intent (17 rows 1 and 4): a process that is not running is launched in the background as for
  /// any background launch (8c, where ``LifecycleOptions/backgroundLaunchConnectsScene`` says whether a scene
  /// connects), a suspended one is woken to run code in the background, and the app's state does not change
  /// otherwise. Then `perform()`, with no scene (`uiScene` is `nil`).
  private mutating func performInBackground<Receiver: CallbackReceiver>(
    _ delivery: Delivery, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    switch phase {
    case .notRunning, .notRunningWithSavedSession:
      if let rejection = backgroundLaunch(from: phase, receiver: &receiver) { return rejection }
      // A launch that crashed leaves no process to run the intent.
      guard processRunning else { return nil }
    case .suspended, .unattached:
      for index in sessions.indices where sessions[index].state == .suspended { sessions[index].state = .background }
      unattachedProcessSuspended = false
    case .background, .foregroundInactive, .foregroundActive:
      break
    }
    _ = call(Callback(.appIntentPerform, delivery: delivery, carrying: .appIntent), receiver: &receiver)
    return nil
  }

  /// A foreground intent reaches the session at `index`, which `forward` brings to the foreground (nothing for one
  /// already there): with scenes, the scene is handed the intent first (17 rows 2, 3 and 7); `perform()` runs after
  /// the app became active, or, deferred, before it comes forward (17 row 1).
  mutating func performForeground<Receiver: CallbackReceiver>(
    _ delivery: Delivery, performsFirst: Bool, sessionAt index: Int, receiver: inout Receiver,
    forward: (inout LifecycleMachine, inout Receiver) -> Void
  ) {
    var scene: SceneRef?
    if style.usesScenes {
      let ref = sessions[index].ref
      scene = ref
      // 17 row 2 (documented): the scene delegate's `scene(_:willPerformAppIntent:)`; 17 row 3 (documented): when
      // the delegate lacks it, the intent's `performNavigation(forScene:)`. 17 row 7 (inferred): SwiftUI hands the
      // intent to `onAppIntentExecution(_:perform:)` in its place, with the same fallback.
      let kind: CallbackKind = style == .swiftUI ? .onAppIntentExecution : .sceneWillPerformAppIntent
      let prepare: CallbackKind = receiver.implements(kind) ? kind : .performNavigation
      _ = call(Callback(prepare, scene: ref, delivery: delivery, carrying: .appIntent), receiver: &receiver)
    }
    let perform = Callback(.appIntentPerform, scene: scene, delivery: delivery, carrying: .appIntent)
    if performsFirst { _ = call(perform, receiver: &receiver) }
    forward(&self, &receiver)
    if !performsFirst { _ = call(perform, receiver: &receiver) }
  }
}
