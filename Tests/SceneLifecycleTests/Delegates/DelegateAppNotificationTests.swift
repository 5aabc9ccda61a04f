#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // Only where qa-sim declares UserNotifications (Linux): on a Mac only the system makes a notification response,
  // and the simulator refuses a tap for an app's own classes (``AppStrategy/takesNotificationTaps``).
  #if !canImport(UserNotifications)
    import Foundation
    import QuickActions
    import SceneLifecycle
    import XCTest

    /// A team's notification delegate runs unchanged under ``DelegateApp`` and gets the verdict its bug report gives
    /// (UIKit semantics article, 14 rows 2, 4 and 7).
    final class DelegateAppNotificationTests: XCTestCase {
      private let chat = "deltachat://chat/42"

      private func simulator(_ appDelegate: @escaping @MainActor () -> any UIApplicationDelegate)
        -> Simulator<DelegateApp>
      {
        Simulator(lifecycle: .appDelegate, strategy: DelegateApp(appDelegate: appDelegate))
      }

      /// The titles of the screens the app delegate's window shows, bottom to top.
      private func stack(_ sim: Simulator<DelegateApp>) -> [String] {
        MainActor.assumeIsolated {
          let navigation = sim.runner.strategy.liveObjects?.appDelegate?.window?.rootViewController
          return (navigation as? UINavigationController)?.viewControllers.compactMap(\.title) ?? []
        }
      }

      func testDeltaChatSettingTheDelegateOneTurnLateLosesTheColdTap() {
        var sim = simulator(DeltaChatLateNotificationDelegate.init)
        XCTAssertNil(sim.notificationTap(chat))
        XCTAssertEqual(stack(sim), ["chats"], "the chat list, not the chat (deltachat-ios #2671)")
        XCTAssertEqual(sim.handledTypes, [])
        XCTAssertTrue(sim.violationKinds.contains(.lost), "\(sim.violationKinds)")
        XCTAssertFalse(
          sim.traceLines.contains("system userNotificationCenter(_:didReceive:withCompletionHandler:) \(chat)"),
          "UIKit had no delegate to call:\n" + sim.traceLines.joined(separator: "\n"))
      }

      func testDeltaChatSettingTheDelegateLateStillGetsAWarmTap() {
        var sim = simulator(DeltaChatLateNotificationDelegate.init)
        sim.tapIcon()
        sim.send(.goHome)
        XCTAssertNil(sim.notificationTap(chat))
        XCTAssertEqual(stack(sim), ["chats", chat])
        XCTAssertEqual(sim.violationKinds, [])
      }

      func testDeltaChatWithTheDelegateSetInDidFinishLaunchingOpensTheChatOnce() {
        var sim = simulator(DeltaChatNotificationDelegate.init)
        XCTAssertNil(sim.notificationTap(chat))
        XCTAssertEqual(stack(sim), ["chats", chat])
        XCTAssertEqual(sim.handledTypes, [chat])
        // Handled in didReceive before the app is first active: a warning (the UI may not be ready, 14 row 5), which
        // this app's window, made in didFinishLaunching, is; no error.
        XCTAssertEqual(sim.violationKinds, [.handledWhileInactive], sim.traceLines.joined(separator: "\n"))
        XCTAssertNil(
          sim.traceMismatch(
            [
              "system application(_:didFinishLaunchingWithOptions:) \(chat)",
              "system userNotificationCenter(_:didReceive:withCompletionHandler:) \(chat)",
              "app handle \(chat)",
              "app completion(true) \(chat)",
            ], mode: .subsequence))
      }

      // 14 rows 1 and 9: the response a scene's connection options and didReceive hand over is a tap with the default
      // action, whose notification's userInfo carries the step's URL; reading it is reading the delivery.
      func testTheResponseIsADefaultTapCarryingTheURL() {
        var sim = Simulator(
          lifecycle: .scene,
          strategy: DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: ResponseReadingSceneDelegate.init))
        XCTAssertNil(sim.notificationTap(chat))
        let seen = MainActor.assumeIsolated {
          (sim.runner.strategy.liveObjects?.scenes.first?.delegate as? ResponseReadingSceneDelegate)?.seen
        }
        XCTAssertEqual(seen?.action, UNNotificationDefaultActionIdentifier)
        XCTAssertEqual(seen?.url, chat)
        XCTAssertEqual(sim.handledTypes, [chat])
      }

      func testIsowordsUnretainedDelegateIsGoneBeforeAnyTap() {
        var sim = simulator(UnretainedNotificationDelegate.init)
        sim.tapIcon()
        sim.send(.goHome)
        XCTAssertNil(sim.notificationTap(chat))
        XCTAssertEqual(stack(sim), ["chats"])
        XCTAssertTrue(sim.violationKinds.contains(.lost), "\(sim.violationKinds)")
      }

      func testIsowordsRetainedDelegateOpensTheChatThroughTheAsyncForm() {
        var sim = simulator(RetainedNotificationDelegate.init)
        sim.tapIcon()
        sim.send(.goHome)
        XCTAssertNil(sim.notificationTap(chat))
        XCTAssertEqual(stack(sim), ["chats", chat])
        XCTAssertEqual(sim.handledTypes, [chat])
        XCTAssertEqual(sim.violationKinds, [])
      }
    }
  #endif
#endif
