/// Something a user or the system does to the app, generic over how it names what it carries.
///
/// The model works on ``LifecycleEvent`` (`Event<ItemID, ItemID, ItemID>`): items and links are ids of an
/// ``ItemCatalog``. A scenario file writes ``ScenarioStep`` (`Event<String, String, ShortcutItem>`): a quick
/// action by its type, a link by its URL, dynamic items in full. ``map(item:link:dynamicItem:)`` turns one
/// into the other; everything that does not depend on the payload (the name, the payload's shape, the
/// summary) is written once, here.
///
/// Adding an event: a case here, one in ``LifecycleEventKind``, and the compiler then points at each
/// exhaustive switch that must learn it (``kind``, ``payload``, ``map(item:link:dynamicItem:)``,
/// ``init(kind:item:link:dynamicItems:gate:scene:intentRun:)``, ``LifecycleEventKind/ordinal``, and what the event
/// does in ``LifecycleMachine``).
public enum Event<Item: Hashable & Sendable, Link: Hashable & Sendable, DynamicItem: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The user taps the app icon on the Home Screen.
  case tapIcon
  /// The user touches and holds the icon and picks the quick action with this type.
  case quickAction(Item)
  /// The user swipes up to the Home Screen.
  case goHome
  /// The system suspends a background app, or a process whose scene it disconnected (no callback; the process
  /// stays alive, and no longer gets `applicationWillTerminate(_:)` when it ends).
  case systemSuspend
  /// The system disconnects a background scene to reclaim memory; the session is kept. The payload is the declared
  /// scene (its index in ``WindowSetup/sceneIDs``); an app with one window has only scene 0
  /// (``systemDisconnectScene``).
  case systemDisconnectScene(scene: UInt8)
  /// The system ends the process in the background: one still running code gets `applicationWillTerminate(_:)`, a
  /// suspended one nothing; the card stays in the app switcher (UIKit semantics article, 8d rows 1 and 5).
  case systemTerminate
  /// The user swipes the app's card away in the app switcher, also from the app in front: the process dies (a
  /// running one after `applicationWillTerminate(_:)`) and the session is discarded (8d rows 2 to 5).
  case forceQuit
  /// The running app sets `UIApplication.shared.shortcutItems` (its dynamic items).
  case setDynamicItems([DynamicItem])
  /// The system starts the process in the background (a background fetch, a silent push, a location update) and
  /// does not bring it to the foreground (UIKit semantics article, 8c rows 1 to 3). Only a process that is not
  /// running can be launched; a scene app connects its scene in the background or none, by
  /// ``LifecycleOptions/backgroundLaunchConnectsScene``.
  case backgroundLaunch
  /// A new version of the app is installed; a running process is killed, sessions are kept.
  case updateApp
  /// The user opens a custom-scheme URL (`pariscafe://search`) that this app handles, from another app or
  /// Safari.
  case openURL(Link)
  /// The user taps a universal link (`https://example.com/cafe/PRS103`) associated with this app.
  case universalLink(Link)
  /// The user taps a Home Screen web clip whose page, opened standalone, redirects at once to this custom-scheme
  /// URL (the seed's shortcut page). Tapping it on the Home Screen puts the web app in front, so a foreground app
  /// first goes to the background; then the URL arrives cold or warm as an `openURL` does (UIKit semantics
  /// article, 13 rows 4 and 5).
  case webClip(Link)
  /// The user taps a notification the app posted or was pushed, whose `userInfo` carries this URL (the deep link
  /// the app routes on), with the default action. UIKit hands the response to the app's
  /// `UNUserNotificationCenter` delegate in `userNotificationCenter(_:didReceive:withCompletionHandler:)`, and on a
  /// cold launch also in the launch options (AppDelegate) or the connection options (scenes); an app in front gets
  /// `didReceive` alone (UIKit semantics article, section 14).
  case notificationTap(Link)
  /// The user opens the app from a Spotlight result, a Siri suggestion, a widget tapped without a URL or another
  /// app: UIKit hands it an `NSUserActivity` whole (``UserActivityReference``, written `<activityType>
  /// <identifier>`), as it does a universal link: in the launch or connection options cold, through
  /// `continue` warm, and to SwiftUI's `onContinueUserActivity(_:perform:)` (UIKit semantics article, section 15).
  case userActivity(Link)
  /// The user continues on this device an activity begun on another (Handoff): at connection UIKit names only the
  /// activity's type (`handoffUserActivityType`), announces it with `willContinueUserActivityWithType`, and hands
  /// the activity over in `continue` once its data has arrived (UIKit semantics article, 15 row 3).
  case handoff(Link)
  /// The user taps a CloudKit share's URL (`https://www.icloud.com/share/…`) and the app opens to accept the
  /// invitation: cold in `launchOptions[.cloudKitShareMetadata]` or `connectionOptions.cloudKitShareMetadata`, warm
  /// and in front through `userDidAcceptCloudKitShareWith` on the app delegate or the window scene's delegate (UIKit
  /// semantics article, section 16).
  case cloudKitShare(Link)
  /// The system runs one of the app's App Intents (a Shortcut, Siri, a control in Control Center, on the Lock
  /// Screen or the Action button), written `<IntentType> <target>` (``AppIntentReference``): in the foreground it
  /// picks a scene, hands it the intent (`connectionOptions.appIntent`, `scene(_:willPerformAppIntent:)` or the
  /// intent's `performNavigation(forScene:)`, SwiftUI's `onAppIntentExecution(_:perform:)`) and calls `perform()`;
  /// in the background it only calls `perform()`, launching the process without a scene if it is not running; a
  /// widget extension's intent never opens the app (UIKit semantics article, section 17).
  case appIntent(Link, AppIntentRun)
  /// Something the system puts over the foreground-active app for a moment (Control Center, Notification
  /// Center, a declined incoming call, a system alert or permission prompt): the app resigns active and becomes
  /// active again without going to the background (UIKit semantics article, 8b).
  case interruption
  /// The app's own code opens the readiness gate with this index in its strategy's list (the JS bundle
  /// finished loading, onboarding is done): no UIKit callback, only the app's work (UIKit semantics article,
  /// 10a row 3). Needs a process that runs code.
  case appReady(UInt8)
  /// The main run loop turns once and runs the block the app queued on the main queue, if any
  /// (``LifecycleOptions/deferredBlockRuns`` `atTurn`; UIKit semantics article, 10b). Only a process running code
  /// turns its run loop.
  case mainQueueTurn
  /// Several windows (iPad): the user opens a new window of the declared scene with this index, which gets a new
  /// session (UIKit semantics article, 12c row 1).
  case openWindow(scene: UInt8)
  /// Several windows: the user closes this scene's window in the app switcher; its session is discarded
  /// (12d row 3).
  case closeWindow(scene: UInt8)
  /// Several windows: the user moves to this scene's window; it comes to the foreground and becomes the most
  /// recently active (12e row 1).
  case focus(scene: UInt8)
}

extension Event {
  /// `systemDisconnectScene` of an app's only scene (scene 0).
  public static var systemDisconnectScene: Self { .systemDisconnectScene(scene: 0) }
}

/// What an ``Event`` carries besides its kind: nothing, the quick action picked, the link opened, or the
/// dynamic items set.
public enum EventPayload<Item, Link, DynamicItem> {
  /// The event carries nothing (`tapIcon`, `goHome`, …).
  case none
  /// The quick action picked (`quickAction`).
  case item(Item)
  /// The link opened (`openURL`, `universalLink`, `webClip`), the one a tapped notification carries
  /// (`notificationTap`), the activity continued (`userActivity`, `handoff`), a CloudKit share's URL
  /// (`cloudKitShare`), or the intent run (`appIntent`, whose mode and process are ``Event/appIntentRun``).
  case link(Link)
  /// The items set (`setDynamicItems`).
  case dynamicItems([DynamicItem])
  /// The readiness gate opened, by its index in the strategy's list (`appReady`).
  case gate(UInt8)
  /// The declared scene the event acts on, by its index (`openWindow`, `closeWindow`, `focus`,
  /// `systemDisconnectScene`).
  case scene(UInt8)
}

extension Event {
  /// The event's name in scenario files and traces.
  public var name: String { kind.rawValue }

  /// The event without its payload.
  @inlinable
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
    case .backgroundLaunch: .backgroundLaunch
    case .updateApp: .updateApp
    case .openURL: .openURL
    case .universalLink: .universalLink
    case .webClip: .webClip
    case .notificationTap: .notificationTap
    case .userActivity: .userActivity
    case .handoff: .handoff
    case .cloudKitShare: .cloudKitShare
    case .appIntent: .appIntent
    case .interruption: .interruption
    case .appReady: .appReady
    case .mainQueueTurn: .mainQueueTurn
    case .openWindow: .openWindow
    case .closeWindow: .closeWindow
    case .focus: .focus
    }
  }

  /// The event without its kind: what it carries.
  public var payload: EventPayload<Item, Link, DynamicItem> {
    switch self {
    case .quickAction(let item): .item(item)
    case .openURL(let link), .universalLink(let link), .webClip(let link), .notificationTap(let link),
      .userActivity(let link), .handoff(let link), .cloudKitShare(let link), .appIntent(let link, _):
      .link(link)
    case .setDynamicItems(let items): .dynamicItems(items)
    case .appReady(let gate): .gate(gate)
    case .systemDisconnectScene(let scene), .openWindow(let scene), .closeWindow(let scene), .focus(let scene):
      .scene(scene)
    case .tapIcon, .goHome, .systemSuspend, .systemTerminate, .forceQuit, .backgroundLaunch, .updateApp,
      .interruption, .mainQueueTurn:
      .none
    }
  }

  /// The same event with its payload converted: a scenario step named in a catalog, or an event named back.
  /// - Throws: the first error a conversion throws.
  public func map<NewItem, NewLink, NewDynamicItem, Failure: Error>(
    item: (Item) throws(Failure) -> NewItem, link: (Link) throws(Failure) -> NewLink,
    dynamicItem: (DynamicItem) throws(Failure) -> NewDynamicItem
  ) throws(Failure) -> Event<NewItem, NewLink, NewDynamicItem> {
    switch self {
    case .tapIcon: .tapIcon
    case .quickAction(let picked): .quickAction(try item(picked))
    case .goHome: .goHome
    case .systemSuspend: .systemSuspend
    case .systemDisconnectScene(let scene): .systemDisconnectScene(scene: scene)
    case .systemTerminate: .systemTerminate
    case .forceQuit: .forceQuit
    case .setDynamicItems(let items):
      .setDynamicItems(try items.map { element throws(Failure) in try dynamicItem(element) })
    case .backgroundLaunch: .backgroundLaunch
    case .updateApp: .updateApp
    case .openURL(let opened): .openURL(try link(opened))
    case .universalLink(let opened): .universalLink(try link(opened))
    case .webClip(let opened): .webClip(try link(opened))
    case .notificationTap(let opened): .notificationTap(try link(opened))
    case .userActivity(let opened): .userActivity(try link(opened))
    case .handoff(let opened): .handoff(try link(opened))
    case .cloudKitShare(let opened): .cloudKitShare(try link(opened))
    case .appIntent(let intent, let run): .appIntent(try link(intent), run)
    case .interruption: .interruption
    case .appReady(let gate): .appReady(gate)
    case .mainQueueTurn: .mainQueueTurn
    case .openWindow(let scene): .openWindow(scene: scene)
    case .closeWindow(let scene): .closeWindow(scene: scene)
    case .focus(let scene): .focus(scene: scene)
    }
  }

  /// The event of `kind`, asking only for the payload that kind carries (a decoder reads it then).
  /// - Throws: what the one payload reader called throws.
  public init<Failure: Error>(
    kind: LifecycleEventKind, item: () throws(Failure) -> Item, link: () throws(Failure) -> Link,
    dynamicItems: () throws(Failure) -> [DynamicItem], gate: () throws(Failure) -> UInt8,
    scene: () throws(Failure) -> UInt8, intentRun: () throws(Failure) -> AppIntentRun
  ) throws(Failure) {
    switch kind {
    case .tapIcon: self = .tapIcon
    case .quickAction: self = .quickAction(try item())
    case .goHome: self = .goHome
    case .systemSuspend: self = .systemSuspend
    case .systemDisconnectScene: self = .systemDisconnectScene(scene: try scene())
    case .systemTerminate: self = .systemTerminate
    case .forceQuit: self = .forceQuit
    case .setDynamicItems: self = .setDynamicItems(try dynamicItems())
    case .backgroundLaunch: self = .backgroundLaunch
    case .updateApp: self = .updateApp
    case .openURL: self = .openURL(try link())
    case .universalLink: self = .universalLink(try link())
    case .webClip: self = .webClip(try link())
    case .notificationTap: self = .notificationTap(try link())
    case .userActivity: self = .userActivity(try link())
    case .handoff: self = .handoff(try link())
    case .cloudKitShare: self = .cloudKitShare(try link())
    case .appIntent:
      let intent = try link()
      self = .appIntent(intent, try intentRun())
    case .interruption: self = .interruption
    case .appReady: self = .appReady(try gate())
    case .mainQueueTurn: self = .mainQueueTurn
    case .openWindow: self = .openWindow(scene: try scene())
    case .closeWindow: self = .closeWindow(scene: try scene())
    case .focus: self = .focus(scene: try scene())
    }
  }

  /// The event as a trace header shows it, its payload named by the closures: `tapIcon`,
  /// `quickAction com.example.search`, `setDynamicItems [a, b]`, `openURL pariscafe://search`, `focus @compose`.
  /// A scene is named by `scene` (`@<index>` unless given); an app's only scene is not named at all.
  public func summary(
    item: (Item) -> String, link: (Link) -> String, dynamicItem: (DynamicItem) -> String,
    scene: ((UInt8) -> String)? = nil
  ) -> String {
    switch payload {
    case .none: name
    case .item(let picked): "\(name) \(item(picked))"
    case .link(let opened):
      if let run = appIntentRun { "\(name) \(link(opened)) (\(run.label))" } else { "\(name) \(link(opened))" }
    case .dynamicItems(let items): "\(name) [\(items.map(dynamicItem).joined(separator: ", "))]"
    case .gate(let gate): "\(name) gate \(gate)"
    case .scene(let index):
      if let scene {
        "\(name) @\(scene(index))"
      } else if kind == .systemDisconnectScene && index == 0 {
        name
      } else {
        "\(name) @\(index)"
      }
    }
  }
}

extension Event {
  /// An `appIntent`'s mode and process; `nil` for any other event.
  public var appIntentRun: AppIntentRun? {
    if case .appIntent(_, let run) = self { return run }
    return nil
  }
}

extension EventPayload {
  /// The scene the event names, if it names one.
  public var scene: UInt8? {
    switch self {
    case .scene(let scene): scene
    case .none, .item, .link, .dynamicItems, .gate: nil
    }
  }
}

extension Event where Link == Item {
  /// The quick action or link the event delivers, if it delivers one.
  public var deliverable: Item? {
    switch payload {
    case .item(let delivered), .link(let delivered): delivered
    case .none, .dynamicItems, .gate, .scene: nil
    }
  }
}
