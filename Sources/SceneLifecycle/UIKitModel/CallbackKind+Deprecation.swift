/// What iOS 26 deprecated on the app-delegate roads, and what replaces each part in a scene app (UIKit semantics
/// article, 8e rows 4 and 5).
extension CallbackKind {
  /// The scene-delegate method that takes over this app-delegate callback in a scene app; `nil` for a callback
  /// the iOS 26 SDK does not deprecate (8e rows 4 and 5). Under the scene lifecycle UIKit calls the replacement
  /// and no longer the deprecated method (2c), so this is also the callback a migrated app must implement.
  public var sceneReplacement: CallbackKind? {
    switch self {
    case .applicationPerformAction: .windowScenePerformAction
    case .applicationOpenURL: .sceneOpenURLContexts
    case .applicationWillContinueUserActivity: .sceneWillContinueUserActivity
    case .applicationContinueUserActivity: .sceneContinueUserActivity
    case .applicationUserDidAcceptCloudKitShare: .windowSceneUserDidAcceptCloudKitShare
    case .applicationWillEnterForeground: .sceneWillEnterForeground
    case .applicationDidBecomeActive: .sceneDidBecomeActive
    case .applicationWillResignActive: .sceneWillResignActive
    case .applicationDidEnterBackground: .sceneDidEnterBackground
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
      .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
      .sceneDidEnterBackground, .sceneDidDisconnect, .windowScenePerformAction, .willEnterForegroundNotification,
      .didBecomeActiveNotification, .willResignActiveNotification, .didEnterBackgroundNotification,
      .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground, .sceneOpenURLContexts,
      .sceneWillContinueUserActivity, .sceneContinueUserActivity, .onOpenURL, .applicationWillTerminate,
      .willTerminateNotification, .appScenePhaseInactive, .appScenePhaseActive, .appScenePhaseBackground,
      .userNotificationCenterDidReceive, .onContinueUserActivity, .windowSceneUserDidAcceptCloudKitShare,
      .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution, .appIntentPerform:
      nil
    }
  }

  /// Whether the iOS 26 SDK deprecates this callback (8e row 4).
  public var isDeprecatedAppDelegateRoad: Bool { sceneReplacement != nil }
}

/// A `UIApplication.LaunchOptionsKey` that hands a quick action, a link or a tapped push notification to the launch
/// methods. The iOS 26 SDK deprecates all four; a scene app finds the same value in `UIScene.ConnectionOptions` at
/// `scene(_:willConnectTo:options:)` (UIKit semantics article, 8e row 4, and 2a).
public enum LaunchOptionKey: String, Hashable, Sendable, CaseIterable {
  /// `launchOptions[.shortcutItem]`: the quick action that launched the app.
  case shortcutItem
  /// `launchOptions[.url]`: the custom-scheme URL that launched the app.
  case url
  /// `launchOptions[.userActivityDictionary]`: the universal link or other activity that launched the app.
  case userActivityDictionary
  /// `launchOptions[.remoteNotification]`: the payload of the push notification whose tap launched the app (UIKit
  /// semantics article, 14 row 3).
  case remoteNotification
  /// `launchOptions[.cloudKitShareMetadata]`: the CloudKit share invitation that launched the app (16 row 3).
  case cloudKitShareMetadata

  /// The key for a delivery of `kind`; `nil` for an App Intent, which no launch-options key names (UIKit semantics
  /// article, 17 row 2).
  public init?(carrying kind: DeliveryKind) {
    switch kind {
    case .appIntent: return nil
    case .shortcutItem: self = .shortcutItem
    case .url: self = .url
    // A Handoff's dictionary holds only the activity's type until its data arrives (15 rows 3 and 4).
    case .userActivity, .activityType: self = .userActivityDictionary
    case .notificationResponse: self = .remoteNotification
    case .cloudKitShareMetadata: self = .cloudKitShareMetadata
    }
  }

  /// The kind of delivery the key hands over.
  public var deliveryKind: DeliveryKind {
    switch self {
    case .shortcutItem: .shortcutItem
    case .url: .url
    case .userActivityDictionary: .userActivity
    case .remoteNotification: .notificationResponse
    case .cloudKitShareMetadata: .cloudKitShareMetadata
    }
  }

  /// How code reads it: `launchOptions[.shortcutItem]`.
  public var expression: String { "launchOptions[.\(rawValue)]" }

  /// Where a scene app reads the same value: `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)`.
  public var sceneReplacement: String {
    switch self {
    case .shortcutItem: "connectionOptions.shortcutItem"
    case .url: "connectionOptions.urlContexts"
    case .userActivityDictionary: "connectionOptions.userActivities"
    case .remoteNotification: "connectionOptions.notificationResponse"
    case .cloudKitShareMetadata: "connectionOptions.cloudKitShareMetadata"
    }
  }
}
