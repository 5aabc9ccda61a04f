extension DeviceLog {
  /// Every spelling the reader accepts for `kind`, the trace selector (``CallbackKind/selector``) first.
  ///
  /// Besides the selector: the Objective-C selector (`scene:willConnectToSession:options:`), the Swift selector
  /// written with colons (`scene:willConnectTo:options:`) and cut after its first label (`scene:willConnectTo`), the
  /// bare method name as posts write it (`sceneDidBecomeActive`, `didFinishLaunchingWithOptions`, `willConnectTo`),
  /// a notification's three names (`UIApplication.didBecomeActiveNotification`, `didBecomeActiveNotification`,
  /// `UIApplicationDidBecomeActiveNotification`) and a phase's four (`scenePhase(.active)`, `scenePhase: active`,
  /// `scenePhase .active`, `ScenePhase.active`). Matching is case-sensitive. `performActionFor` and the other names
  /// both delegates share are not spellings: they are ambiguous, and the reader says so.
  public static func spellings(of kind: CallbackKind) -> [String] {
    var spellings = [kind.selector]
    for spelling in swiftColonForms(of: kind.selector) + otherSpellings(of: kind) where !spellings.contains(spelling) {
      spellings.append(spelling)
    }
    return spellings
  }

  /// `base(_:label:other:)` as `base:label:other:` and `base:label`; `base(_:)` as `base:` and `base`. Nothing
  /// for a name that is not a method's (notifications, `scenePhase(.active)`).
  private static func swiftColonForms(of selector: String) -> [String] {
    guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else { return [] }
    let base = String(selector[..<open])
    let inside = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
    guard inside.hasPrefix("_:") else { return [] }
    let labels = inside.dropFirst(2).split(separator: ":").map(String.init)
    guard let first = labels.first else { return [base + ":", base] }
    return [base + ":" + labels.map { $0 + ":" }.joined(), base + ":" + first]
  }

  /// The spellings no rule derives from the selector: Objective-C selectors, bare names, notification and phase
  /// names.
  private static func otherSpellings(of kind: CallbackKind) -> [String] {
    switch kind {
    case .willFinishLaunching: ["willFinishLaunchingWithOptions", "willFinishLaunching"]
    case .didFinishLaunching: ["didFinishLaunchingWithOptions", "didFinishLaunching"]
    case .configurationForConnecting:
      [
        "configurationForConnecting", "application:configurationForConnectingSceneSession:options:",
        "configurationForConnectingSceneSession",
      ]
    case .didDiscardSceneSessions: ["didDiscardSceneSessions"]
    case .applicationPerformAction: ["application:performActionForShortcutItem:completionHandler:"]
    case .sceneWillConnect: ["willConnectTo", "scene:willConnectToSession:options:", "willConnectToSession"]
    case .windowScenePerformAction: ["windowScene:performActionForShortcutItem:completionHandler:"]
    case .applicationOpenURL: ["application:openURL:options:"]
    case .applicationContinueUserActivity: ["application:continueUserActivity:restorationHandler:"]
    case .sceneOpenURLContexts: ["openURLContexts"]
    case .sceneContinueUserActivity: ["scene:continueUserActivity:"]
    case .onOpenURL: ["onOpenURL(perform:)"]
    case .onContinueUserActivity: ["onContinueUserActivity", "onContinueUserActivity(_:)"]
    case .applicationUserDidAcceptCloudKitShare: ["application:userDidAcceptCloudKitShareWithMetadata:"]
    case .windowSceneUserDidAcceptCloudKitShare: ["windowScene:userDidAcceptCloudKitShareWithMetadata:"]
    case .sceneWillPerformAppIntent: ["scene(_:willPerform:)", "willPerformAppIntent"]
    case .performNavigation: ["performNavigation"]
    case .onAppIntentExecution: ["onAppIntentExecution"]
    case .appIntentPerform: ["AppIntent.perform()"]
    case .willEnterForegroundNotification, .didBecomeActiveNotification, .willResignActiveNotification,
      .didEnterBackgroundNotification, .willTerminateNotification:
      notificationSpellings(kind.selector)
    case .scenePhaseInactive: phaseSpellings("inactive")
    case .scenePhaseActive: phaseSpellings("active")
    case .scenePhaseBackground: phaseSpellings("background")
    case .appScenePhaseInactive: ["App.scenePhase: inactive", "App.scenePhase .inactive"]
    case .appScenePhaseActive: ["App.scenePhase: active", "App.scenePhase .active"]
    case .appScenePhaseBackground: ["App.scenePhase: background", "App.scenePhase .background"]
    case .userNotificationCenterDidReceive:
      [
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
        "userNotificationCenter(_:didReceive:)", "didReceiveNotificationResponse",
      ]
    case .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
      .applicationDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
      .sceneDidEnterBackground, .sceneDidDisconnect, .applicationWillContinueUserActivity,
      .sceneWillContinueUserActivity, .applicationWillTerminate:
      []
    }
  }

  /// `UIApplication.didBecomeActiveNotification` as `didBecomeActiveNotification` and
  /// `UIApplicationDidBecomeActiveNotification`.
  private static func notificationSpellings(_ selector: String) -> [String] {
    let name = selector.dropFirst("UIApplication.".count)
    return [String(name), "UIApplication" + name.prefix(1).uppercased() + name.dropFirst()]
  }

  /// A SwiftUI phase as `scenePhase: active`, `scenePhase .active` and `ScenePhase.active`.
  private static func phaseSpellings(_ phase: String) -> [String] {
    ["scenePhase: \(phase)", "scenePhase .\(phase)", "ScenePhase.\(phase)"]
  }

  /// Every accepted spelling and its callback.
  static let kindsBySpelling: [String: CallbackKind] = {
    var table: [String: CallbackKind] = [:]
    for kind in CallbackKind.allCases {
      for spelling in spellings(of: kind) { table[spelling] = kind }
    }
    return table
  }()

  /// A spelling that differs from an accepted one only in case, and the accepted one (for the hint).
  static let kindsByLowercasedSpelling: [String: (kind: CallbackKind, spelling: String)] = {
    var table: [String: (kind: CallbackKind, spelling: String)] = [:]
    for kind in CallbackKind.allCases {
      for spelling in spellings(of: kind) where table[spelling.lowercased()] == nil {
        table[spelling.lowercased()] = (kind, spelling)
      }
    }
    return table
  }()

  /// Names both the app delegate and the scene delegate have, with the app delegate's callback first.
  static let ambiguousSpellings: [String: (CallbackKind, CallbackKind)] = {
    let performAction = (CallbackKind.applicationPerformAction, CallbackKind.windowScenePerformAction)
    let willContinue = (CallbackKind.applicationWillContinueUserActivity, CallbackKind.sceneWillContinueUserActivity)
    let `continue` = (CallbackKind.applicationContinueUserActivity, CallbackKind.sceneContinueUserActivity)
    let acceptShare = (
      CallbackKind.applicationUserDidAcceptCloudKitShare, CallbackKind.windowSceneUserDidAcceptCloudKitShare
    )
    return [
      "performActionFor": performAction, "performActionForShortcutItem": performAction,
      "performActionFor:completionHandler:": performAction,
      "performActionForShortcutItem:completionHandler:": performAction,
      "performActionFor(_:completionHandler:)": performAction, "performAction": performAction,
      "willContinueUserActivityWithType": willContinue, "willContinueUserActivity": willContinue,
      "continueUserActivity": `continue`,
      "userDidAcceptCloudKitShareWith": acceptShare, "userDidAcceptCloudKitShareWithMetadata": acceptShare,
    ]
  }()
}
