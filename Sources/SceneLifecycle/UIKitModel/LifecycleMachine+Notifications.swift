// MARK: - Notification responses: a tapped notification (UIKit semantics article, section 14)

extension LifecycleMachine {
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` with the tapped notification's response: an
  /// app-level call to the app's `UNUserNotificationCenter` delegate, in every style (14 rows 2, 5, 6 and 8). An app
  /// with no delegate set at that moment gets nothing; the receiver knows whether it has one.
  mutating func didReceive<Receiver: CallbackReceiver>(_ arrival: Arrival, receiver: inout Receiver) {
    _ = call(
      Callback(.userNotificationCenterDidReceive, delivery: arrival.delivery, carrying: .notificationResponse),
      receiver: &receiver)
  }

  /// Where `didReceive` comes when a tap connects a scene (14 rows 1 and 2), which also finds the response in
  /// `connectionOptions.notificationResponse`: ``LifecycleOptions/didReceiveOnSceneConnect``; `nil` for any other
  /// arrival.
  mutating func connectingDidReceive<Receiver: CallbackReceiver>(
    _ arrival: Arrival?, receiver: inout Receiver
  ) -> ConnectingNotificationResponse? {
    guard let arrival, arrival.isNotificationResponse else { return nil }
    return read(.didReceiveOnSceneConnect, receiver: &receiver)
  }
}
