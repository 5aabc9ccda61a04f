// MARK: - Interruptions: inactive and back without going to the background

extension LifecycleMachine {
  /// Control Center, Notification Center, a declined call, a system alert or a permission prompt covers the app
  /// for a moment: the scene (or the app) resigns active, then becomes active again when it is dismissed. No
  /// `willEnterForeground`, no `didEnterBackground` (UIKit semantics article, 8b rows 3, 5, 6 and 7).
  ///
  /// The order is 8b row 7 (inferred from the documented rules of rows 1 and 2): `sceneWillResignActive(_:)`,
  /// `UIApplication.willResignActiveNotification`, SwiftUI's `scenePhase` `.inactive`; then
  /// `sceneDidBecomeActive(_:)`, `UIApplication.didBecomeActiveNotification` and `scenePhase` `.active` (placed
  /// by ``LifecycleOptions/scenePhaseActiveOrder``, as on every activation). An AppDelegate app gets
  /// `applicationWillResignActive(_:)` and `applicationDidBecomeActive(_:)`, each followed by its notification.
  /// `UIScene.willDeactivateNotification` is not modelled (8b row 7).
  mutating func interrupt<Receiver: CallbackReceiver>(from phase: AppPhase, receiver: inout Receiver) -> Rejection? {
    switch phase {
    case .foregroundActive:
      // With several windows, every active scene resigns, then each becomes active again (12e row 6).
      let active = sessions.indices.filter { sessions[$0].state == .foregroundActive }
      for index in active { resignActive(sessionAt: index, receiver: &receiver) }
      for index in active { becomeActive(sessionAt: index, receiver: &receiver) }
      return nil
    case .notRunning, .notRunningWithSavedSession, .unattached, .foregroundInactive, .background, .suspended:
      return Rejection(event: .interruption, phase: phase, reason: .notForegroundActive)
    }
  }
}
