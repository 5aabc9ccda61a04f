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
    }
  }

  /// Looks a callback up by its ``selector``.
  public init?(selector: String) {
    guard let kind = Self.bySelector[selector] else { return nil }
    self = kind
  }

  private static let bySelector: [String: CallbackKind] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.selector, $0) })

  /// Whether this is one of the two launch methods, whose `Bool` result UIKit reads.
  public var isLaunchMethod: Bool { self == .willFinishLaunching || self == .didFinishLaunching }

  /// Whether this callback hands over a completion handler (`performActionFor`).
  public var isPerformAction: Bool { self == .applicationPerformAction || self == .windowScenePerformAction }

  /// Whether this callback goes to a scene delegate (so the app has a scene delegate object to store on).
  public var isSceneCallback: Bool {
    switch self {
    case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
      .sceneDidEnterBackground, .sceneDidDisconnect, .windowScenePerformAction, .scenePhaseInactive,
      .scenePhaseActive, .scenePhaseBackground:
      true
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
      .applicationPerformAction, .applicationWillEnterForeground, .applicationDidBecomeActive,
      .applicationWillResignActive, .applicationDidEnterBackground, .willEnterForegroundNotification,
      .didBecomeActiveNotification, .willResignActiveNotification, .didEnterBackgroundNotification:
      false
    }
  }
}

/// One callback UIKit makes, with the scene it goes to and the quick action it carries.
public struct Callback: Hashable, Sendable {
  /// Which callback.
  public let kind: CallbackKind
  /// The scene delegate instance it goes to; `nil` for app-level callbacks and notifications.
  public let scene: SceneRef?
  /// The quick action it hands over: `launchOptions[.shortcutItem]`, `options.shortcutItem`,
  /// `connectionOptions.shortcutItem` or the `performActionFor` item. `nil` when it carries none.
  public let delivery: Delivery?

  /// Creates a callback value.
  public init(_ kind: CallbackKind, scene: SceneRef? = nil, delivery: Delivery? = nil) {
    self.kind = kind
    self.scene = scene
    self.delivery = delivery
  }
}
