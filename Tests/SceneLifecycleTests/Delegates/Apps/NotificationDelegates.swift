#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // Only where qa-sim declares UserNotifications (Linux): on a Mac only the system makes a notification response,
  // and the simulator refuses a tap for an app's own classes (``AppStrategy/takesNotificationTaps``).
  #if !canImport(UserNotifications)
    import Foundation
    import SceneLifecycle

    /// A chat app's window: a navigation stack whose root is the chat list, made in `didFinishLaunching`.
    @MainActor func makeChatListWindow() -> UIWindow {
      let window = UIWindow()
      let chatList = UIViewController()
      chatList.title = "chats"
      window.rootViewController = UINavigationController(rootViewController: chatList)
      window.makeKeyAndVisible()
      return window
    }

    /// Opens the chat a tapped notification names (its `userInfo["url"]`) on `window`'s stack; `false` when the
    /// notification names none.
    @MainActor func openChat(for response: UNNotificationResponse, in window: UIWindow?) -> Bool {
      guard let url = response.notification.request.content.userInfo["url"] as? String,
        let navigation = window?.rootViewController as? UINavigationController
      else { return false }
      let chat = UIViewController()
      chat.title = url
      navigation.pushViewController(chat, animated: true)
      return true
    }

    /// Delta Chat before https://github.com/deltachat/deltachat-ios/pull/2672: the app delegate is the notification
    /// centre's delegate, but it became one only in work queued on the main queue from `didFinishLaunching`, so a tap
    /// that launched the app found no delegate when UIKit handed it over (UIKit semantics article, 14 row 4) and the
    /// app opened the chat list instead of the chat.
    final class DeltaChatLateNotificationDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate
    {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = makeChatListWindow()
        DispatchQueue.main.async {
          UNUserNotificationCenter.current().delegate = self
        }
        return true
      }

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
      ) {
        MainActor.assumeIsolated { _ = openChat(for: response, in: window) }
        completionHandler()
      }
    }

    /// Delta Chat after the fix: the delegate is set before `didFinishLaunching` returns, as Apple's documentation of
    /// the delegate asks.
    final class DeltaChatNotificationDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = makeChatListWindow()
        UNUserNotificationCenter.current().delegate = self
        return true
      }

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
      ) {
        MainActor.assumeIsolated { _ = openChat(for: response, in: window) }
        completionHandler()
      }
    }

    /// The notification centre's delegate as an object of its own, on the main actor, in the `async` form, as isowords'
    /// (https://github.com/pointfreeco/isowords/pull/174) is.
    @MainActor final class NotificationsDelegate: NSObject, UNUserNotificationCenterDelegate {
      /// Where it opens the chat.
      weak var window: UIWindow?

      func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
        async
      {
        _ = openChat(for: response, in: window)
      }
    }

    /// isowords before the fix: the app delegate makes the centre's delegate and keeps no reference to it; the centre
    /// holds its delegate `weak`, so it is gone before any tap arrives (14 row 4).
    final class UnretainedNotificationDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = makeChatListWindow()
        let delegate = NotificationsDelegate()
        delegate.window = window
        UNUserNotificationCenter.current().delegate = delegate
        return true
      }
    }

    /// isowords after the fix: the app delegate keeps the centre's delegate in a property.
    final class RetainedNotificationDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      let notifications = NotificationsDelegate()

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = makeChatListWindow()
        notifications.window = window
        UNUserNotificationCenter.current().delegate = notifications
        return true
      }
    }

    /// Reads the tap that connected its scene from the connection options and opens its chat: what it saw is kept for
    /// the test.
    final class ResponseReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      /// The response's action and URL, once it read one.
      var seen: (action: String, url: String?)?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let chatList = UIViewController()
        chatList.title = "chats"
        window.rootViewController = UINavigationController(rootViewController: chatList)
        window.makeKeyAndVisible()
        self.window = window
        guard let response = connectionOptions.notificationResponse else { return }
        seen = (response.actionIdentifier, response.notification.request.content.userInfo["url"] as? String)
        _ = openChat(for: response, in: window)
      }
    }
  #endif
#endif
