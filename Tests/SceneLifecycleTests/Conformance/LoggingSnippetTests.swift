#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import XCTest

  #if canImport(CloudKit)
    import CloudKit
  #endif

  import SceneLifecycle

  /// What the article's snippet printed, one `print` call a line.
  private final class PrintedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ line: String) { lock.withLock { text += line } }

    func drain() -> String {
      lock.withLock {
        defer { text = "" }
        return text
      }
    }
  }

  private let printed = PrintedText()

  /// The snippet's sink, swapped in this file only: Swift's `print` with its separator and terminator, into
  /// ``printed`` instead of standard output. A declaration in this module shadows the standard library's.
  private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printed.append(items.map { "\($0)" }.joined(separator: separator) + terminator)
  }

  /// The article's delegate classes, compiled against the UIKit-shaped surface. Between the `article` markers the
  /// text is the article's own code blocks, indentation aside (``LoggingSnippetTests/testTheArticleShowsTheseClasses``).
  private enum Article {
    // article: delegates
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        print("[qa-sim]", #function, (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "")
        return true
      }

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        print("[qa-sim]", #function, (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "")
        return true
      }

      func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
      ) -> UISceneConfiguration {
        print("[qa-sim]", #function, options.shortcutItem?.type ?? "")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
      }

      func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print("[qa-sim]", #function)
      }

      func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        print("[qa-sim]", #function, shortcutItem.type)
        completionHandler(true)
      }

      func applicationWillEnterForeground(_ application: UIApplication) { print("[qa-sim]", #function) }
      func applicationDidBecomeActive(_ application: UIApplication) { print("[qa-sim]", #function) }
      func applicationWillResignActive(_ application: UIApplication) { print("[qa-sim]", #function) }
      func applicationDidEnterBackground(_ application: UIApplication) { print("[qa-sim]", #function) }
      func applicationWillTerminate(_ application: UIApplication) { print("[qa-sim]", #function) }

      func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        print("[qa-sim]", #function, url.absoluteString)
        return true
      }

      func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
      {
        print("[qa-sim]", #function)
        return false
      }

      func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
      ) -> Bool {
        print("[qa-sim]", #function, userActivity.webpageURL?.absoluteString ?? "")
        return true
      }

      func application(
        _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
      ) {
        print("[qa-sim]", #function, cloudKitShareMetadata.share.url?.absoluteString ?? "")
      }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
      ) {
        let link = connectionOptions.urlContexts.first?.url ?? connectionOptions.userActivities.first?.webpageURL
        print("[qa-sim]", #function, connectionOptions.shortcutItem?.type ?? link?.absoluteString ?? "")
      }

      func sceneDidDisconnect(_ scene: UIScene) { print("[qa-sim]", #function) }
      func sceneDidBecomeActive(_ scene: UIScene) { print("[qa-sim]", #function) }
      func sceneWillResignActive(_ scene: UIScene) { print("[qa-sim]", #function) }
      func sceneWillEnterForeground(_ scene: UIScene) { print("[qa-sim]", #function) }
      func sceneDidEnterBackground(_ scene: UIScene) { print("[qa-sim]", #function) }

      func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        print("[qa-sim]", #function, URLContexts.first?.url.absoluteString ?? "")
      }

      func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        print("[qa-sim]", #function)
      }

      func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        print("[qa-sim]", #function, userActivity.webpageURL?.absoluteString ?? "")
      }

      func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        print("[qa-sim]", #function, shortcutItem.type)
        completionHandler(true)
      }

      func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
      ) {
        print("[qa-sim]", #function, cloudKitShareMetadata.share.url?.absoluteString ?? "")
      }
    }
    // article: several windows
    class ComposeSceneDelegate: UIResponder, UIWindowSceneDelegate {
      func sceneDidBecomeActive(_ scene: UIScene) { print("[qa-sim]", #function, "@compose") }

      func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        print("[qa-sim]", #function, shortcutItem.type, "@compose")
        completionHandler(true)
      }
    }
    // article: end
  }

  /// The one-line call the conformance article puts in each delegate method compiles against the UIKit-shaped
  /// surface, and what it prints reads back as the callback of each method.
  final class LoggingSnippetTests: XCTestCase, @unchecked Sendable {
    /// The callbacks an app delegate or scene delegate method receives (the others are notifications, SwiftUI
    /// phases, `onOpenURL` and `onContinueUserActivity`, logged from observers and views, and `didReceive`, logged from the notification
    /// centre's delegate): every one must be in the article's classes.
    static func isDelegateMethod(_ kind: CallbackKind) -> Bool {
      switch kind {
      case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
        .applicationPerformAction, .applicationWillEnterForeground, .applicationDidBecomeActive,
        .applicationWillResignActive, .applicationDidEnterBackground, .sceneWillConnect, .sceneWillEnterForeground,
        .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect,
        .windowScenePerformAction, .applicationOpenURL, .applicationWillContinueUserActivity,
        .applicationContinueUserActivity, .sceneOpenURLContexts, .sceneWillContinueUserActivity,
        .sceneContinueUserActivity, .applicationWillTerminate:
        true
      case .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution, .appIntentPerform:
        // An App Intent's methods are the intent's and `AppIntentSceneDelegate`'s, which the surface does not declare:
        // an app's own classes are not handed intents (``AppStrategy/takesAppIntents``).
        false
      case .applicationUserDidAcceptCloudKitShare, .windowSceneUserDidAcceptCloudKitShare:
        // Called below only where qa-sim declares CKShare.Metadata: on a Mac only the system makes one.
        !canImportCloudKit
      case .willEnterForegroundNotification, .didBecomeActiveNotification, .willResignActiveNotification,
        .didEnterBackgroundNotification, .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground, .onOpenURL,
        .willTerminateNotification, .appScenePhaseInactive, .appScenePhaseActive, .appScenePhaseBackground,
        .userNotificationCenterDidReceive, .onContinueUserActivity:
        false
      }
    }

    /// Whether Apple's CloudKit is imported, whose share metadata only the system makes.
    static var canImportCloudKit: Bool {
      #if canImport(CloudKit)
        true
      #else
        false
      #endif
    }

    func testEveryDelegateMethodLogsItsCallbackWithItsItem() throws {
      try MainActor.assumeIsolated {
        let app = UIApplication()
        let appDelegate = Article.AppDelegate()
        let sceneDelegate = Article.SceneDelegate()
        let scene = UIWindowScene(session: UISceneSession(persistentIdentifier: "A"))
        let item = UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search")
        let link = try XCTUnwrap(URL(string: "myapp://search?q=tea"))
        let web = try XCTUnwrap(URL(string: "https://example.com/cafe/PRS103"))
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = web
        var completions: [Bool] = []
        _ = printed.drain()

        _ = appDelegate.application(app, willFinishLaunchingWithOptions: [.shortcutItem: item])
        _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
        _ = appDelegate.application(
          app, configurationForConnecting: scene.session, options: UIScene.ConnectionOptions(shortcutItem: item))
        appDelegate.application(app, didDiscardSceneSessions: [scene.session])
        appDelegate.application(app, performActionFor: item) { completions.append($0) }
        appDelegate.applicationWillEnterForeground(app)
        appDelegate.applicationDidBecomeActive(app)
        appDelegate.applicationWillResignActive(app)
        appDelegate.applicationDidEnterBackground(app)
        appDelegate.applicationWillTerminate(app)
        _ = appDelegate.application(app, open: link, options: [:])
        _ = appDelegate.application(app, willContinueUserActivityWithType: NSUserActivityTypeBrowsingWeb)
        _ = appDelegate.application(app, continue: activity) { _ in }
        sceneDelegate.scene(
          scene, willConnectTo: scene.session,
          options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: link, delivery: nil)]))
        sceneDelegate.sceneDidDisconnect(scene)
        sceneDelegate.sceneDidBecomeActive(scene)
        sceneDelegate.sceneWillResignActive(scene)
        sceneDelegate.sceneWillEnterForeground(scene)
        sceneDelegate.sceneDidEnterBackground(scene)
        sceneDelegate.scene(scene, openURLContexts: [UIOpenURLContext(url: link, delivery: nil)])
        sceneDelegate.scene(scene, willContinueUserActivityWithType: NSUserActivityTypeBrowsingWeb)
        sceneDelegate.scene(scene, continue: activity)
        sceneDelegate.windowScene(scene, performActionFor: item) { completions.append($0) }
        var shareLines: [[String]] = []
        #if !canImport(CloudKit)
          let share = CKShare.Metadata(url: web, delivery: Delivery(serial: 1, item: ItemID(0)))
          appDelegate.application(app, userDidAcceptCloudKitShareWith: share)
          sceneDelegate.windowScene(scene, userDidAcceptCloudKitShareWith: share)
          shareLines = [
            ["application(_:userDidAcceptCloudKitShareWith:)", web.absoluteString],
            ["windowScene(_:userDidAcceptCloudKitShareWith:)", web.absoluteString],
          ]
        #endif

        let text = printed.drain()
        let log = try DeviceLog(
          parsing: Array(("2026-12-02 13:35:16.100 MyApp[812:3301] " + text).utf8), file: "console")
        XCTAssertEqual(
          log.callbacks.map { [$0.callback.selector, $0.detail ?? "-"] },
          [
            ["application(_:willFinishLaunchingWithOptions:)", "com.example.search"],
            ["application(_:didFinishLaunchingWithOptions:)", "-"],
            ["application(_:configurationForConnecting:options:)", "com.example.search"],
            ["application(_:didDiscardSceneSessions:)", "-"],
            ["application(_:performActionFor:completionHandler:)", "com.example.search"],
            ["applicationWillEnterForeground(_:)", "-"], ["applicationDidBecomeActive(_:)", "-"],
            ["applicationWillResignActive(_:)", "-"], ["applicationDidEnterBackground(_:)", "-"],
            ["applicationWillTerminate(_:)", "-"], ["application(_:open:options:)", "myapp://search?q=tea"],
            ["application(_:willContinueUserActivityWithType:)", "-"],
            ["application(_:continue:restorationHandler:)", "https://example.com/cafe/PRS103"],
            ["scene(_:willConnectTo:options:)", "myapp://search?q=tea"], ["sceneDidDisconnect(_:)", "-"],
            ["sceneDidBecomeActive(_:)", "-"], ["sceneWillResignActive(_:)", "-"],
            ["sceneWillEnterForeground(_:)", "-"],
            ["sceneDidEnterBackground(_:)", "-"], ["scene(_:openURLContexts:)", "myapp://search?q=tea"],
            ["scene(_:willContinueUserActivityWithType:)", "-"],
            ["scene(_:continue:)", "https://example.com/cafe/PRS103"],
            ["windowScene(_:performActionFor:completionHandler:)", "com.example.search"],
          ] + shareLines)
        // Each method's own `#function` is its callback's selector, so the log names every delegate method.
        XCTAssertEqual(
          Set(log.callbacks.map(\.callback)), Set(CallbackKind.allCases.filter(Self.isDelegateMethod)))
        XCTAssertEqual(log.callbacks.count, CallbackKind.allCases.filter(Self.isDelegateMethod).count)
        XCTAssertEqual(log.callbacks.map(\.line), Array(1...log.callbacks.count))
        XCTAssertEqual(completions, [true, true])
      }
    }

    func testAWindowsDelegateNamesItsScene() throws {
      try MainActor.assumeIsolated {
        let delegate = Article.ComposeSceneDelegate()
        let scene = UIWindowScene(session: UISceneSession(persistentIdentifier: "B"))
        _ = printed.drain()
        delegate.sceneDidBecomeActive(scene)
        delegate.windowScene(scene, performActionFor: UIApplicationShortcutItem(type: "compose", localizedTitle: "New"))
        {
          _ in
        }
        let log = try DeviceLog(parsing: Array(printed.drain().utf8), file: "console")
        XCTAssertEqual(
          log.callbacks,
          [
            ObservedCallback(callback: .sceneDidBecomeActive, scene: "compose", line: 1),
            ObservedCallback(callback: .windowScenePerformAction, detail: "compose", scene: "compose", line: 2),
          ])
      }
    }

    /// The code blocks of `## Logging from your app` in the conformance article that hold `print("[qa-sim]"`, less
    /// their `import` lines (the app's files import UIKit; here the classes compile inside ``Article``).
    static func articleBlocks() throws -> [String] {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let article = try String(
        contentsOf: root.appendingPathComponent("Sources/SceneLifecycle/SceneLifecycle.docc/Conformance.md"),
        encoding: .utf8)
      var blocks: [String] = []
      var current: [Substring]?
      for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```swift" {
          current = []
        } else if let lines = current, line == "```" {
          let block = lines.drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
          if block.contains("class "), block.contains("print(\"[qa-sim]\", #function") { blocks.append(block) }
          current = nil
        } else {
          current?.append(line)
        }
      }
      return blocks
    }

    /// The text of this file between its `article` markers, one string per marker, indentation removed.
    static func testBlocks() throws -> [String] {
      let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
      var blocks: [String] = []
      var current: [Substring]?
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("// article: ") {
          if let lines = current { blocks.append(dedent(lines)) }
          current = trimmed == "// article: end" ? nil : []
        } else {
          current?.append(line)
        }
      }
      return blocks
    }

    /// `lines` without the indentation they share, joined.
    static func dedent(_ lines: [Substring]) -> String {
      let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      return lines.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    func testTheArticleShowsTheseClasses() throws {
      try MainActor.assumeIsolated {
        let expected = try Self.testBlocks()
        XCTAssertEqual(expected.count, 2)
        XCTAssertEqual(try Self.articleBlocks(), expected)
      }
    }
  }
#endif
