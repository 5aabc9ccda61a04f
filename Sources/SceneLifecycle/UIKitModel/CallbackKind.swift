/// Every UIKit and SwiftUI callback the model can make, named in traces by its real selector.
public enum CallbackKind: UInt8, Hashable, Sendable, CaseIterable {
  /// `application(_:willFinishLaunchingWithOptions:)`.
  case willFinishLaunching
  /// `application(_:didFinishLaunchingWithOptions:)`.
  case didFinishLaunching
  /// `application(_:configurationForConnecting:options:)`.
  case configurationForConnecting
  /// `application(_:didDiscardSceneSessions:)`.
  case didDiscardSceneSessions
  /// `application(_:performActionFor:completionHandler:)` on the app delegate.
  case applicationPerformAction
  /// `applicationWillEnterForeground(_:)`.
  case applicationWillEnterForeground
  /// `applicationDidBecomeActive(_:)`.
  case applicationDidBecomeActive
  /// `applicationWillResignActive(_:)`.
  case applicationWillResignActive
  /// `applicationDidEnterBackground(_:)`.
  case applicationDidEnterBackground
  /// `scene(_:willConnectTo:options:)`.
  case sceneWillConnect
  /// `sceneWillEnterForeground(_:)`.
  case sceneWillEnterForeground
  /// `sceneDidBecomeActive(_:)`.
  case sceneDidBecomeActive
  /// `sceneWillResignActive(_:)`.
  case sceneWillResignActive
  /// `sceneDidEnterBackground(_:)`.
  case sceneDidEnterBackground
  /// `sceneDidDisconnect(_:)`.
  case sceneDidDisconnect
  /// `windowScene(_:performActionFor:completionHandler:)` on the scene delegate.
  case windowScenePerformAction
  /// `UIApplication.willEnterForegroundNotification`.
  case willEnterForegroundNotification
  /// `UIApplication.didBecomeActiveNotification`.
  case didBecomeActiveNotification
  /// `UIApplication.willResignActiveNotification`.
  case willResignActiveNotification
  /// `UIApplication.didEnterBackgroundNotification`.
  case didEnterBackgroundNotification
  /// SwiftUI's `scenePhase` changed to `.inactive`.
  case scenePhaseInactive
  /// SwiftUI's `scenePhase` changed to `.active`.
  case scenePhaseActive
  /// SwiftUI's `scenePhase` changed to `.background`.
  case scenePhaseBackground
  /// `application(_:open:options:)`: a custom-scheme URL for an AppDelegate app (UIKit semantics article, 4).
  case applicationOpenURL
  /// `application(_:willContinueUserActivityWithType:)`: a universal link is coming (AppDelegate app).
  case applicationWillContinueUserActivity
  /// `application(_:continue:restorationHandler:)`: a universal link as an `NSUserActivity` (AppDelegate app).
  case applicationContinueUserActivity
  /// `scene(_:openURLContexts:)`: custom-scheme URLs for a connected scene.
  case sceneOpenURLContexts
  /// `scene(_:willContinueUserActivityWithType:)`: a universal link is coming to a connected scene.
  case sceneWillContinueUserActivity
  /// `scene(_:continue:)`: a universal link as an `NSUserActivity`, for a connected scene.
  case sceneContinueUserActivity
  /// SwiftUI's `onOpenURL(perform:)` action: custom-scheme URLs and universal links, both as a `URL`.
  case onOpenURL
  /// `applicationWillTerminate(_:)`: a process running in the background, not suspended, is about to end
  /// (UIKit semantics article, 8d rows 1 and 2). SwiftUI apps get it through their delegate adaptor (3 row 4).
  case applicationWillTerminate
  /// `UIApplication.willTerminateNotification`, posted after `applicationWillTerminate(_:)` (8d row 1).
  case willTerminateNotification
  /// SwiftUI's `scenePhase` read in the `App`, with several windows, changed to `.inactive`: the aggregate of every
  /// scene (UIKit semantics article, 12e row 7). With one window it is the scene's own phase (``scenePhaseInactive``).
  case appScenePhaseInactive
  /// The App-level `scenePhase` changed to `.active`: the first scene became active (12e row 7).
  case appScenePhaseActive
  /// The App-level `scenePhase` changed to `.background`: the last scene in the foreground left it (12e row 7).
  case appScenePhaseBackground
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` on the app's `UNUserNotificationCenter` delegate:
  /// the user tapped a notification (UIKit semantics article, section 14). It hands over a completion handler, to be
  /// called once (14 row 7).
  case userNotificationCenterDidReceive
  /// SwiftUI's `onContinueUserActivity(_:perform:)` action: an activity of a type the app declared, other than a
  /// universal link, which goes to ``onOpenURL`` (UIKit semantics article, 15 row 5).
  case onContinueUserActivity
  /// `application(_:userDidAcceptCloudKitShareWith:)`: the user accepted a CloudKit share invitation (an app without
  /// scenes; UIKit semantics article, section 16).
  case applicationUserDidAcceptCloudKitShare
  /// `windowScene(_:userDidAcceptCloudKitShareWith:)`: the same, for a scene that is already connected (16 row 1).
  case windowSceneUserDidAcceptCloudKitShare
  /// `scene(_:willPerformAppIntent:)` (`AppIntentSceneDelegate`, iOS 26): the scene the system picked for an App
  /// Intent that runs in the foreground is handed the intent before `perform()` (UIKit semantics article, 17 row 2).
  case sceneWillPerformAppIntent
  /// The intent's own `performNavigation(forScene:)` (`UISceneAppIntent`): called in place of
  /// `scene(_:willPerformAppIntent:)` when the scene's delegate does not implement it (17 row 3).
  case performNavigation
  /// SwiftUI's `onAppIntentExecution(_:perform:)` action: an App Intent that targets the scene (17 row 7).
  case onAppIntentExecution
  /// The intent's `perform()`: its action, in the app's process or a widget extension's (17 rows 1, 4 and 5).
  case appIntentPerform

  /// The name an iOS developer knows: the selector, notification or `scenePhase(.value)`.
  public var selector: String {
    switch self {
    case .willFinishLaunching: "application(_:willFinishLaunchingWithOptions:)"
    case .didFinishLaunching: "application(_:didFinishLaunchingWithOptions:)"
    case .configurationForConnecting: "application(_:configurationForConnecting:options:)"
    case .didDiscardSceneSessions: "application(_:didDiscardSceneSessions:)"
    case .applicationPerformAction: "application(_:performActionFor:completionHandler:)"
    case .applicationWillEnterForeground: "applicationWillEnterForeground(_:)"
    case .applicationDidBecomeActive: "applicationDidBecomeActive(_:)"
    case .applicationWillResignActive: "applicationWillResignActive(_:)"
    case .applicationDidEnterBackground: "applicationDidEnterBackground(_:)"
    case .sceneWillConnect: "scene(_:willConnectTo:options:)"
    case .sceneWillEnterForeground: "sceneWillEnterForeground(_:)"
    case .sceneDidBecomeActive: "sceneDidBecomeActive(_:)"
    case .sceneWillResignActive: "sceneWillResignActive(_:)"
    case .sceneDidEnterBackground: "sceneDidEnterBackground(_:)"
    case .sceneDidDisconnect: "sceneDidDisconnect(_:)"
    case .windowScenePerformAction: "windowScene(_:performActionFor:completionHandler:)"
    case .willEnterForegroundNotification: "UIApplication.willEnterForegroundNotification"
    case .didBecomeActiveNotification: "UIApplication.didBecomeActiveNotification"
    case .willResignActiveNotification: "UIApplication.willResignActiveNotification"
    case .didEnterBackgroundNotification: "UIApplication.didEnterBackgroundNotification"
    case .scenePhaseInactive: "scenePhase(.inactive)"
    case .scenePhaseActive: "scenePhase(.active)"
    case .scenePhaseBackground: "scenePhase(.background)"
    case .applicationOpenURL: "application(_:open:options:)"
    case .applicationWillContinueUserActivity: "application(_:willContinueUserActivityWithType:)"
    case .applicationContinueUserActivity: "application(_:continue:restorationHandler:)"
    case .sceneOpenURLContexts: "scene(_:openURLContexts:)"
    case .sceneWillContinueUserActivity: "scene(_:willContinueUserActivityWithType:)"
    case .sceneContinueUserActivity: "scene(_:continue:)"
    case .onOpenURL: "onOpenURL(_:)"
    case .applicationWillTerminate: "applicationWillTerminate(_:)"
    case .willTerminateNotification: "UIApplication.willTerminateNotification"
    case .appScenePhaseInactive: "App.scenePhase(.inactive)"
    case .appScenePhaseActive: "App.scenePhase(.active)"
    case .appScenePhaseBackground: "App.scenePhase(.background)"
    case .userNotificationCenterDidReceive: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    case .onContinueUserActivity: "onContinueUserActivity(_:perform:)"
    case .applicationUserDidAcceptCloudKitShare: "application(_:userDidAcceptCloudKitShareWith:)"
    case .windowSceneUserDidAcceptCloudKitShare: "windowScene(_:userDidAcceptCloudKitShareWith:)"
    case .sceneWillPerformAppIntent: "scene(_:willPerformAppIntent:)"
    case .performNavigation: "performNavigation(forScene:)"
    case .onAppIntentExecution: "onAppIntentExecution(_:perform:)"
    case .appIntentPerform: "perform()"
    }
  }

  /// Looks a callback up by its ``selector``.
  public init?(selector: String) {
    guard let kind = Self.bySelector[selector] else { return nil }
    self = kind
  }

  private static let bySelector: [String: CallbackKind] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.selector, $0) })

  /// Whether only an app with several windows gets this callback (the App-level `scenePhase`, UIKit semantics
  /// article, 12e row 7).
  public var needsSeveralWindows: Bool {
    self == .appScenePhaseInactive || self == .appScenePhaseActive || self == .appScenePhaseBackground
  }

  /// The kinds the packed explorer's codes hold: it packs a callback's kind in 5 bits, so only the first 32. The
  /// rest come only with what it refuses and the direct search explores: several windows (``needsSeveralWindows``)
  /// and notification taps and user activities (``ExplorerError/notificationTaps``, ``ExplorerError/userActivities``).
  static let packedKindCount = 32

  /// Whether this callback hands over a completion handler the app owes a call: `performActionFor`
  /// (UIKit semantics article, 8g) and `userNotificationCenter(_:didReceive:withCompletionHandler:)` (14 row 7).
  public var handsCompletionHandler: Bool { isPerformAction || self == .userNotificationCenterDidReceive }

  /// Whether this is one of the two launch methods, whose `Bool` result UIKit reads.
  public var isLaunchMethod: Bool { self == .willFinishLaunching || self == .didFinishLaunching }

  /// Whether this callback hands over a completion handler (`performActionFor`).
  public var isPerformAction: Bool { self == .applicationPerformAction || self == .windowScenePerformAction }

  /// Whether this callback goes to a scene delegate (so the app has a scene delegate object to store on).
  public var isSceneCallback: Bool {
    switch self {
    case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
      .sceneDidEnterBackground, .sceneDidDisconnect, .windowScenePerformAction, .scenePhaseInactive,
      .scenePhaseActive, .scenePhaseBackground, .sceneOpenURLContexts, .sceneWillContinueUserActivity,
      .sceneContinueUserActivity, .onOpenURL, .onContinueUserActivity, .windowSceneUserDidAcceptCloudKitShare,
      .sceneWillPerformAppIntent, .onAppIntentExecution:
      true
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
      .applicationPerformAction, .applicationWillEnterForeground, .applicationDidBecomeActive,
      .applicationWillResignActive, .applicationDidEnterBackground, .willEnterForegroundNotification,
      .didBecomeActiveNotification, .willResignActiveNotification, .didEnterBackgroundNotification,
      .applicationOpenURL, .applicationWillContinueUserActivity, .applicationContinueUserActivity,
      .applicationWillTerminate, .willTerminateNotification, .appScenePhaseInactive, .appScenePhaseActive,
      .appScenePhaseBackground, .userNotificationCenterDidReceive, .applicationUserDidAcceptCloudKitShare,
      .performNavigation, .appIntentPerform:
      false
    }
  }

  /// What the callback can hand over: the kinds of ``DeliveryKind`` a table strategy may single out with
  /// `<selector>[<kind>]` (empty for callbacks that never carry a delivery).
  public var carries: [DeliveryKind] {
    switch self {
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .sceneWillConnect:
      [.shortcutItem, .url, .userActivity, .notificationResponse, .activityType, .cloudKitShareMetadata, .appIntent]
    case .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution, .appIntentPerform: [.appIntent]
    case .applicationUserDidAcceptCloudKitShare, .windowSceneUserDidAcceptCloudKitShare: [.cloudKitShareMetadata]
    case .userNotificationCenterDidReceive: [.notificationResponse]
    case .applicationPerformAction, .windowScenePerformAction: [.shortcutItem]
    case .applicationOpenURL, .sceneOpenURLContexts, .onOpenURL: [.url]
    case .applicationContinueUserActivity, .sceneContinueUserActivity, .onContinueUserActivity: [.userActivity]
    case .applicationWillContinueUserActivity, .sceneWillContinueUserActivity: [.activityType]
    case .didDiscardSceneSessions, .applicationWillEnterForeground, .applicationDidBecomeActive,
      .applicationWillResignActive, .applicationDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
      .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect, .willEnterForegroundNotification,
      .didBecomeActiveNotification, .willResignActiveNotification, .didEnterBackgroundNotification,
      .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground, .applicationWillTerminate,
      .willTerminateNotification, .appScenePhaseInactive,
      .appScenePhaseActive, .appScenePhaseBackground:
      []
    }
  }
}

/// What a delivery is, as the callback that carries it hands it over.
///
/// One event makes one delivery; a callback hands it over as a shortcut item (`launchOptions[.shortcutItem]`,
/// `options.shortcutItem`, `performActionFor`), a URL (`launchOptions[.url]`, `urlContexts`,
/// `application(_:open:options:)`, `onOpenURL`), a user activity (`launchOptions[.userActivityDictionary]`,
/// `userActivities`, `continue`) or a notification response (`launchOptions[.remoteNotification]`,
/// `notificationResponse`, `didReceive`). SwiftUI's `onOpenURL` hands a universal link over as a URL.
public enum DeliveryKind: UInt8, Hashable, Sendable, CaseIterable {
  /// A `UIApplicationShortcutItem`.
  case shortcutItem
  /// A `URL` (custom scheme, or a universal link in `onOpenURL`).
  case url
  /// An `NSUserActivity`: of type `NSUserActivityTypeBrowsingWeb` for a universal link, or any other type
  /// (``UserActivityReference``).
  case userActivity
  /// A `UNNotificationResponse` (a tapped notification): `launchOptions[.remoteNotification]` (its payload),
  /// `connectionOptions.notificationResponse`, or `didReceive`'s response.
  case notificationResponse
  /// Only the type of an activity, not the activity: `willContinueUserActivityWithType`'s argument, a Handoff's
  /// `connectionOptions.handoffUserActivityType` or `launchOptions[.userActivityDictionary]` before its data has
  /// arrived (UIKit semantics article, 15 row 3). A table's actions on it get no delivery to handle or keep.
  case activityType
  /// A `CKShare.Metadata`, the invitation to a CloudKit share: `launchOptions[.cloudKitShareMetadata]`,
  /// `connectionOptions.cloudKitShareMetadata` or `userDidAcceptCloudKitShareWith` (UIKit semantics article, 16).
  case cloudKitShareMetadata
  /// An App Intent (`any UISceneAppIntent`): `connectionOptions.appIntent`, `scene(_:willPerformAppIntent:)`'s
  /// argument, the intent itself in `performNavigation(forScene:)` and `perform()` (UIKit semantics article, 17).
  case appIntent

  /// The name scenario files use in `<selector>[<kind>]`.
  public var name: String {
    switch self {
    case .shortcutItem: "shortcutItem"
    case .url: "url"
    case .userActivity: "userActivity"
    case .notificationResponse: "notificationResponse"
    case .activityType: "activityType"
    case .cloudKitShareMetadata: "cloudKitShareMetadata"
    case .appIntent: "appIntent"
    }
  }

  /// Where a scene app reads a delivery of this kind when it connects a scene: `connectionOptions.shortcutItem`, and
  /// so on (a Handoff's type is read with the activities, `connectionOptions.userActivities`).
  public var connectionOption: String {
    switch self {
    case .shortcutItem: "connectionOptions.shortcutItem"
    case .url: "connectionOptions.urlContexts"
    case .userActivity, .activityType: "connectionOptions.userActivities"
    case .notificationResponse: "connectionOptions.notificationResponse"
    case .cloudKitShareMetadata: "connectionOptions.cloudKitShareMetadata"
    case .appIntent: "connectionOptions.appIntent"
    }
  }
}

/// One callback UIKit makes, with the scene it goes to and the quick action or link it carries.
public struct Callback: Hashable, Sendable {
  /// Which callback.
  public let kind: CallbackKind
  /// The scene delegate instance it goes to; `nil` for app-level callbacks and notifications.
  public let scene: SceneRef?
  /// The quick action or link it hands over: `launchOptions[.shortcutItem]`, `options.shortcutItem`,
  /// `connectionOptions.urlContexts`, the `performActionFor` item, the URL of `application(_:open:options:)`,
  /// and so on. `nil` when it carries none.
  public let delivery: Delivery?
  /// How it hands ``delivery`` over; `nil` when it carries none.
  public let deliveryKind: DeliveryKind?

  /// Creates a callback value.
  /// - Parameters:
  ///   - kind: which callback.
  ///   - scene: the scene delegate instance it goes to.
  ///   - delivery: what it hands over.
  ///   - carrying: how it hands `delivery` over (ignored when `delivery` is `nil`).
  public init(
    _ kind: CallbackKind, scene: SceneRef? = nil, delivery: Delivery? = nil, carrying: DeliveryKind = .shortcutItem
  ) {
    self.kind = kind
    self.scene = scene
    self.delivery = delivery
    self.deliveryKind = delivery == nil ? nil : carrying
  }

  /// The delivery the app's code can act on: ``delivery``, unless the callback names only the activity's type
  /// (``DeliveryKind/activityType``), which leaves nothing to handle or keep.
  public var actionableDelivery: Delivery? { deliveryKind == .activityType ? nil : delivery }
}
