/// Something a user or the system does to the app, as the model sees it: items and links are named by
/// their ``ItemID`` in the run's ``ItemCatalog``. The model answers each with UIKit's callbacks.
public typealias LifecycleEvent = Event<ItemID, ItemID, ItemID>

/// The events' names, as scenario files spell them: an ``Event`` without its payload.
public enum LifecycleEventKind: String, Hashable, Sendable, CaseIterable {
  /// See ``Event/tapIcon``.
  case tapIcon
  /// See ``Event/quickAction(_:)``.
  case quickAction
  /// See ``Event/goHome``.
  case goHome
  /// See ``Event/systemSuspend``.
  case systemSuspend
  /// See ``Event/systemDisconnectScene(scene:)``.
  case systemDisconnectScene
  /// See ``Event/systemTerminate``.
  case systemTerminate
  /// See ``Event/forceQuit``.
  case forceQuit
  /// See ``Event/setDynamicItems(_:)``.
  case setDynamicItems
  /// See ``Event/backgroundLaunch``.
  case backgroundLaunch
  /// See ``Event/updateApp``.
  case updateApp
  /// See ``Event/openURL(_:)``.
  case openURL
  /// See ``Event/universalLink(_:)``.
  case universalLink
  /// See ``Event/interruption``.
  case interruption
  /// See ``Event/appReady(_:)``.
  case appReady
  /// See ``Event/mainQueueTurn``.
  case mainQueueTurn
  /// See ``Event/openWindow(scene:)``.
  case openWindow
  /// See ``Event/closeWindow(scene:)``.
  case closeWindow
  /// See ``Event/focus(scene:)``.
  case focus
  /// See ``Event/webClip(_:)``.
  case webClip
  /// See ``Event/notificationTap(_:)``.
  case notificationTap
  /// See ``Event/userActivity(_:)``.
  case userActivity
  /// See ``Event/handoff(_:)``.
  case handoff
  /// See ``Event/cloudKitShare(_:)``.
  case cloudKitShare
  /// See ``Event/appIntent(_:_:)``.
  case appIntent

  /// Whether the event opens the app with a user activity other than a universal link (`userActivity`, `handoff`):
  /// a scenario writes its payload as `activityType` and `identifier`, not as a `url` (``UserActivityReference``).
  public var continuesActivity: Bool { self == .userActivity || self == .handoff }

  /// The kind's position in declaration order (its index in `allCases`), without building `allCases`.
  public var ordinal: Int {
    switch self {
    case .tapIcon: 0
    case .quickAction: 1
    case .goHome: 2
    case .systemSuspend: 3
    case .systemDisconnectScene: 4
    case .systemTerminate: 5
    case .forceQuit: 6
    case .setDynamicItems: 7
    case .backgroundLaunch: 8
    case .updateApp: 9
    case .openURL: 10
    case .universalLink: 11
    case .interruption: 12
    case .appReady: 13
    case .mainQueueTurn: 14
    case .openWindow: 15
    case .closeWindow: 16
    case .focus: 17
    case .webClip: 18
    case .notificationTap: 19
    case .userActivity: 20
    case .handoff: 21
    case .cloudKitShare: 22
    case .appIntent: 23
    }
  }
}
