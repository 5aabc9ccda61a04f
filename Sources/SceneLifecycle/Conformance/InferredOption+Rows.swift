extension InferredOption {
  /// The rows of the UIKit semantics article (<doc:UIKitSemantics>) the switch stands for, as `8d row 3`: what a
  /// conformance report names when a device settles or contradicts the switch (<doc:Conformance>).
  public var articleRows: String {
    switch self {
    case .warmPerformActionFor: "1b row 3, 2b row 2 (open question 2)"
    case .coldPerformActionFor: "1a row 7 (open question 1)"
    case .configurationForConnectingOnRestore: "2d row 5, 3 row 3 (open question 4)"
    case .configurationForConnectingOnReconnect: "2d row 5 (open question 3)"
    case .newSceneDelegateOnReconnect: "2d row 4 (open question 3)"
    case .swiftUIWillConnectSwallowsShortcut: "3 row 3"
    case .quickActionWhileActive: "1b row 4, 8a row 4"
    case .scenePhaseActiveOrder: "3 row 10"
    case .scenePhaseInactiveOnForeground: "3 row 8"
    case .launchLinkSuppression: "1a row 6, 4 row 1"
    case .sceneLinkOrder: "4 row 7"
    case .swiftUICustomDelegateLinks: "3 row 6, 7 row 8, 8f rows 1 and 4"
    case .forceQuitFromForeground: "8d row 3"
    case .backgroundLaunchConnectsScene: "8c rows 1 and 2"
    case .deferredBlockRuns: "10b row 2"
    case .sceneAdoptionCheck: "8e row 8"
    case .didReceiveOnSceneConnect: "14 row 2"
    case .swiftUIActionOnConnect: "3 row 5, 15 row 5"
    }
  }

  /// The switch's value in `options` as scenario files write it (`withoutBackground`, `true`).
  public func valueText(in options: LifecycleOptions) -> String {
    switch jsonValue(in: options) {
    case .string(let text): text
    case .bool(let value): value ? "true" : "false"
    case .null, .number, .array, .object: "?"
    }
  }
}

extension LifecycleEventKind {
  /// The section of the UIKit semantics article whose documented rows say what UIKit calls for this event in
  /// `lifecycle`: where a conformance report points when a device parts from the model on a step that reads no switch.
  public func articleSection(in lifecycle: LifecycleStyle) -> String {
    let launch =
      switch lifecycle {
      case .appDelegate: "1a and 1b"
      case .scene: "2a and 2b"
      case .swiftUI: "2a, 2b and 3"
      }
    switch self {
    case .tapIcon, .quickAction, .goHome: return launch
    case .systemSuspend, .systemTerminate, .forceQuit: return "8d"
    case .systemDisconnectScene: return "2d"
    case .setDynamicItems, .updateApp: return "5d"
    case .backgroundLaunch: return "8c"
    case .openURL, .universalLink: return "4"
    case .webClip: return "13"
    case .notificationTap: return "14"
    case .userActivity, .handoff: return "15"
    case .cloudKitShare: return "16"
    case .appIntent: return "17"
    case .interruption: return "8b"
    case .appReady: return "10a"
    case .mainQueueTurn: return "10b"
    case .openWindow, .closeWindow, .focus: return "12"
    }
  }
}
