/// Something a user or the system does to the app. The model answers each with UIKit's callbacks.
public enum LifecycleEvent: Hashable, Sendable {
  /// The user taps the app icon on the Home Screen.
  case tapIcon
  /// The user touches and holds the icon and picks the quick action with this type.
  case quickAction(ItemID)
  /// The user swipes up to the Home Screen.
  case goHome
  /// The system suspends a background app (no callback; the process stays alive).
  case systemSuspend
  /// The system disconnects a background scene to reclaim memory; the session is kept.
  case systemDisconnectScene
  /// The system kills the process in the background; the scene session is kept for the next launch.
  case systemTerminate
  /// The user swipes the app away in the app switcher: the process dies and the session is discarded.
  case forceQuit
  /// The running app sets `UIApplication.shared.shortcutItems` (its dynamic items).
  case setDynamicItems([ItemID])
  /// A new version of the app is installed; a running process is killed, sessions are kept.
  case updateApp
  /// The user opens a custom-scheme URL (`pariscafe://search`) that this app handles, from another app or
  /// Safari; the id names the URL in the scenario's ``ItemCatalog``.
  case openURL(ItemID)
  /// The user taps a universal link (`https://example.com/cafe/PRS103`) associated with this app.
  case universalLink(ItemID)

  /// The event's name in scenario files and traces.
  public var name: String { kind.rawValue }

  /// The event without its payload.
  public var kind: LifecycleEventKind {
    switch self {
    case .tapIcon: .tapIcon
    case .quickAction: .quickAction
    case .goHome: .goHome
    case .systemSuspend: .systemSuspend
    case .systemDisconnectScene: .systemDisconnectScene
    case .systemTerminate: .systemTerminate
    case .forceQuit: .forceQuit
    case .setDynamicItems: .setDynamicItems
    case .updateApp: .updateApp
    case .openURL: .openURL
    case .universalLink: .universalLink
    }
  }

  /// The quick action or link the event delivers, if it delivers one.
  public var deliverable: ItemID? {
    switch self {
    case .quickAction(let id), .openURL(let id), .universalLink(let id): id
    case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .setDynamicItems,
      .updateApp:
      nil
    }
  }
}

/// The events' names, as scenario files spell them.
public enum LifecycleEventKind: String, Hashable, Sendable, CaseIterable {
  /// See ``LifecycleEvent/tapIcon``.
  case tapIcon
  /// See ``LifecycleEvent/quickAction(_:)``.
  case quickAction
  /// See ``LifecycleEvent/goHome``.
  case goHome
  /// See ``LifecycleEvent/systemSuspend``.
  case systemSuspend
  /// See ``LifecycleEvent/systemDisconnectScene``.
  case systemDisconnectScene
  /// See ``LifecycleEvent/systemTerminate``.
  case systemTerminate
  /// See ``LifecycleEvent/forceQuit``.
  case forceQuit
  /// See ``LifecycleEvent/setDynamicItems(_:)``.
  case setDynamicItems
  /// See ``LifecycleEvent/updateApp``.
  case updateApp
  /// See ``LifecycleEvent/openURL(_:)``.
  case openURL
  /// See ``LifecycleEvent/universalLink(_:)``.
  case universalLink

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
    case .updateApp: 8
    case .openURL: 9
    case .universalLink: 10
    }
  }
}
