/// One way a quick action or a link reaches an app: when it comes (``RoadTiming``) and what it is
/// (``RoadDelivery``). `qa-sim migrate` runs every road under the app-delegate lifecycle and under the scene
/// lifecycles and compares them (UIKit semantics article, 8h).
public struct Road: Hashable, Sendable, CaseIterable {
  /// When the delivery comes.
  public let timing: RoadTiming
  /// What is delivered.
  public let delivery: RoadDelivery

  /// Creates a road.
  public init(_ timing: RoadTiming, _ delivery: RoadDelivery) {
    self.timing = timing
    self.delivery = delivery
  }

  /// Every road, timing by timing: cold, warm, restore, reconnect, each with a quick action, a custom-scheme link,
  /// a universal link, a notification tap, a Spotlight result and an accepted CloudKit share.
  public static let allCases: [Road] = RoadTiming.allCases.flatMap { timing in
    RoadDelivery.allCases.map { Road(timing, $0) }
  }

  /// `cold quick action`, `reconnect universal link`.
  public var name: String { "\(timing.rawValue) \(delivery.label)" }

  /// The steps of the road, from a fresh install: the timing's lead-in, then `delivery`.
  public func steps(delivering delivery: ScenarioStep) -> [ScenarioStep] { timing.leadIn + [delivery] }
}

/// When a road's delivery comes (UIKit semantics article, 8h row 1).
public enum RoadTiming: String, Hashable, Sendable, CaseIterable {
  /// The process is not running and there is no saved session: the delivery launches the app.
  case cold
  /// The app was launched and is in the background.
  case warm
  /// The system ended the process in the background; its scene session is saved, and the delivery relaunches the
  /// app and restores that session, without `application(_:configurationForConnecting:options:)` (2d row 5).
  case restore
  /// The system disconnected the background scene and the process lives on; the delivery connects the scene again
  /// with a new scene delegate, without `configurationForConnecting` (2d rows 2, 4 and 5). Under the app-delegate
  /// lifecycle there is no scene to disconnect: the step is refused and the road is the warm one.
  case reconnect

  /// The steps before the delivery.
  public var leadIn: [ScenarioStep] {
    switch self {
    case .cold: []
    case .warm: [.tapIcon, .goHome]
    case .restore: [.tapIcon, .goHome, .systemTerminate]
    case .reconnect: [.tapIcon, .goHome, .systemDisconnectScene]
    }
  }

  /// The lead-in as reports explain it.
  public var explanation: String {
    switch self {
    case .cold: "the delivery launches the app"
    case .warm: "tapIcon, goHome, then the delivery"
    case .restore: "tapIcon, goHome, systemTerminate (the session is saved), then the delivery"
    case .reconnect:
      "tapIcon, goHome, systemDisconnectScene (refused under appDelegate, which has no scene), then the delivery"
    }
  }
}

/// What a road delivers.
public enum RoadDelivery: String, Hashable, Sendable, CaseIterable {
  /// A Home Screen quick action.
  case quickAction
  /// A custom-scheme URL (`openURL`).
  case customSchemeLink
  /// A universal link.
  case universalLink
  /// A tapped notification that carries the custom-scheme link (UIKit semantics article, section 14).
  case notificationTap
  /// A Spotlight result whose identifier is the custom-scheme link: a user activity that is not a universal link
  /// (UIKit semantics article, section 15).
  case userActivity
  /// An accepted CloudKit share invitation (UIKit semantics article, section 16).
  case cloudKitShare

  /// `quick action`, `custom-scheme link`, `universal link`, `notification tap`, `Spotlight activity`, `CloudKit
  /// share`.
  public var label: String {
    switch self {
    case .quickAction: "quick action"
    case .customSchemeLink: "custom-scheme link"
    case .universalLink: "universal link"
    case .notificationTap: "notification tap"
    case .userActivity: "Spotlight activity"
    case .cloudKitShare: "CloudKit share"
    }
  }

  /// The kind of delivery the callbacks hand over.
  public var kind: DeliveryKind {
    switch self {
    case .quickAction: .shortcutItem
    case .customSchemeLink: .url
    case .universalLink: .userActivity
    case .notificationTap: .notificationResponse
    case .userActivity: .userActivity
    case .cloudKitShare: .cloudKitShareMetadata
    }
  }
}
