#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  #if !canImport(UserNotifications)
    /// Where Apple's UserNotifications is missing, the surface's stands in: one centre per app process that keeps
    /// what the app gives it, shows no prompt, calls no completion handler and answers its `async` forms as for an app
    /// that was never asked.
    final class NotificationCenterTests: XCTestCase, @unchecked Sendable {
      @MainActor func testTheCentreKeepsRequestsAndAnswersNothing() async throws {
        let app = UIApplication()
        let center = BoundApplication.$current.withValue(app) { UNUserNotificationCenter.current() }
        XCTAssertTrue(BoundApplication.$current.withValue(app) { UNUserNotificationCenter.current() } === center)
        XCTAssertFalse(
          BoundApplication.$current.withValue(UIApplication()) { UNUserNotificationCenter.current() } === center)

        var answers = 0
        center.requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in answers += 1 }
        center.getNotificationSettings { _ in answers += 1 }
        let content = UNMutableNotificationContent()
        content.title = "Orders"
        content.userInfo = ["route": "orders"]
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        center.add(UNNotificationRequest(identifier: "a", content: content, trigger: trigger)) { _ in answers += 1 }
        try await center.add(UNNotificationRequest(identifier: "b", content: content, trigger: nil))
        XCTAssertEqual(answers, 0)
        XCTAssertEqual(center.pendingRequests.map(\.identifier), ["a", "b"])
        XCTAssertEqual(center.pendingRequests.first?.content.title, "Orders")
        center.removePendingNotificationRequests(withIdentifiers: ["a"])
        XCTAssertEqual(center.pendingRequests.map(\.identifier), ["b"])
        center.removeAllPendingNotificationRequests()
        XCTAssertTrue(center.pendingRequests.isEmpty)

        let granted = try await center.requestAuthorization(options: .alert)
        XCTAssertFalse(granted)
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .notDetermined)

        let category = UNNotificationCategory(
          identifier: "reply", actions: [UNNotificationAction(identifier: "open", title: "Open", options: .foreground)],
          intentIdentifiers: [])
        center.setNotificationCategories([category])
        XCTAssertEqual(center.categories, [category])
        center.setBadgeCount(4)
        XCTAssertEqual(center.badgeCount, 4)
      }
    }
  #endif
#endif
