/// Switches for every ordering that <doc:UIKitSemantics> marks as inferred, each defaulting to the
/// article's inference, so a team can check its app against both answers until a device settles them.
public struct LifecycleOptions: Hashable, Sendable {
  /// Warm resume: where `performActionFor` falls relative to `…DidBecomeActive` (tables 1b and 2b).
  public var warmPerformActionFor: PerformActionOrder
  /// AppDelegate cold launch: where `application(_:performActionFor:…)` falls relative to
  /// `applicationDidBecomeActive(_:)` (table 1a, open question 1).
  public var coldPerformActionFor: PerformActionOrder
  /// Whether `application(_:configurationForConnecting:options:)` runs when a saved session is restored
  /// on relaunch (table 2d, open question 4). Default: skipped, as for any existing session.
  public var configurationForConnectingOnRestore: Bool
  /// Whether `application(_:configurationForConnecting:options:)` runs when a disconnected scene of an
  /// existing session reconnects (table 2d, open question 3). Default: skipped.
  public var configurationForConnectingOnReconnect: Bool
  /// Whether a reconnect creates a new scene delegate object, losing what the old one stored
  /// (table 2d: documented as possible, observed). Default: a new object.
  public var newSceneDelegateOnReconnect: Bool
  /// SwiftUI only: whether `scene(_:willConnectTo:options:)` on the custom delegate class is
  /// "swallowed" and sees no shortcut item (table 3, observed in conflicting reports). Default: delivered.
  public var swiftUIWillConnectSwallowsShortcut: Bool
  /// iPad only: a quick action that reaches the app while it is foreground-active from the Dock menu
  /// (UIKit semantics article, 1b row 4 and 8a row 4, unknown): `performActionFor` alone, or around an
  /// inactive round trip (`sceneWillResignActive`, `performActionFor`, `sceneDidBecomeActive`). On iPhone the
  /// quick action is refused (8a row 2), so the switch is never read.
  public var quickActionWhileActive: ActiveQuickActionDelivery
  /// SwiftUI only: whether `scenePhase` becomes `.active` after `sceneDidBecomeActive(_:)` (the default)
  /// or before it (table 3, inferred correspondence).
  public var scenePhaseActiveOrder: ScenePhaseOrder
  /// SwiftUI only: whether returning from the background passes through `scenePhase == .inactive` on the way
  /// to `.active` (table 3, inferred, weakly observed). Default: it does. Not read for a scene that has just
  /// connected, whose phase starts at `.inactive` unreported (UIKit semantics article, 8f row 5).
  public var scenePhaseInactiveOnForeground: Bool
  /// AppDelegate cold launch from a link: which launch-method results suppress `application(_:open:options:)`
  /// and the `continue` pair (UIKit semantics article, 1a row 6 and 4 row 1; Apple's pages contradict each other).
  /// Default: either method returning `false` suppresses it.
  public var launchLinkSuppression: LaunchLinkSuppression
  /// Scene styles: where `scene(_:openURLContexts:)`, `scene(_:continue:)` and SwiftUI's `onOpenURL(_:)` fall
  /// relative to `sceneDidBecomeActive(_:)` (4 row 7, inferred from the AppDelegate-era order). Default: before.
  public var sceneLinkOrder: PerformActionOrder
  /// SwiftUI only: which hooks get a link on a warm resume when the custom scene delegate implements the link's
  /// callback (`scene(_:continue:)` for a universal link, `scene(_:openURLContexts:)` for a custom-scheme URL):
  /// the delegate alone, SwiftUI's `onOpenURL(_:)` alone, or both (UIKit semantics article, 8f rows 1 and 4,
  /// 3 row 6, 7 row 8). Default: the delegate alone, as the device logs of 8f row 1 show for universal links.
  public var swiftUICustomDelegateLinks: CustomDelegateLinkDelivery
  /// A force quit of an app that is in front (the app switcher opens over it, then the user swipes its card
  /// away): whether it goes to the background before the scene disconnects (UIKit semantics article, 8d row 3; the
  /// default) or disconnects straight from inactive, as three published scene-app logs do (<doc:Conformance>).
  public var forceQuitFromForeground: ForegroundForceQuit
  /// Scene styles: whether a ``Event/backgroundLaunch`` connects a scene, which then goes to the background
  /// (UIKit semantics article, 8c row 1, documented: the default), or connects none until the user opens the app
  /// (8c row 2, observed for prewarmed and background-launched apps).
  public var backgroundLaunchConnectsScene: Bool
  /// Where a block the app queued with `DispatchQueue.main.async` inside a UIKit callback runs relative to UIKit's
  /// next callbacks (UIKit semantics article, 10b row 2, inferred): after the event's callbacks (the default),
  /// before UIKit's next callback, or only at an explicit ``Event/mainQueueTurn``. Read only while a block is
  /// pending, so strategies that never defer never read it.
  public var deferredBlockRuns: DeferredBlockPlacement
  /// Scene style, built with the iOS 27 SDK or later: what counts as adopting the scene lifecycle when the
  /// Info.plist's scene manifest and `application(_:configurationForConnecting:options:)` disagree (UIKit semantics
  /// article, 8e row 8, conflicting). Default: either one is enough, the reading of TN3187; the other value
  /// needs both, the reading of Apple's DTS reply. Read only at such a launch.
  public var sceneAdoptionCheck: SceneAdoptionCheck
  /// Scene styles: whether and where `userNotificationCenter(_:didReceive:withCompletionHandler:)` comes when a
  /// notification tap connects a scene, which also finds the response in `connectionOptions.notificationResponse`
  /// (UIKit semantics article, 14 row 2: observed once it runs, the place inferred). Default: between
  /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`, as on a warm tap (14 row 5).
  public var didReceiveOnSceneConnect: ConnectingNotificationResponse
  /// SwiftUI only: whether SwiftUI hands a link or an activity that connects a scene (a cold launch, a restored
  /// session, a reconnect) to `onOpenURL(_:)` or `onContinueUserActivity(_:perform:)` (the default, as it does a warm
  /// one), or to neither, so that only the connection options hold it, as one report shows for a cold universal link
  /// on iOS 18.4 (UIKit semantics article, 3 row 5 and 15 row 5: not documented, conflicting). Read only when the user
  /// can open a link or an activity.
  public var swiftUIActionOnConnect: Bool

  /// The documented defaults.
  public init(
    warmPerformActionFor: PerformActionOrder = .beforeDidBecomeActive,
    coldPerformActionFor: PerformActionOrder = .beforeDidBecomeActive,
    configurationForConnectingOnRestore: Bool = false,
    configurationForConnectingOnReconnect: Bool = false,
    newSceneDelegateOnReconnect: Bool = true,
    swiftUIWillConnectSwallowsShortcut: Bool = false,
    quickActionWhileActive: ActiveQuickActionDelivery = .performActionOnly,
    scenePhaseActiveOrder: ScenePhaseOrder = .afterSceneDidBecomeActive,
    scenePhaseInactiveOnForeground: Bool = true,
    launchLinkSuppression: LaunchLinkSuppression = .eitherReturnsFalse,
    sceneLinkOrder: PerformActionOrder = .beforeDidBecomeActive,
    swiftUICustomDelegateLinks: CustomDelegateLinkDelivery = .delegateOnly,
    forceQuitFromForeground: ForegroundForceQuit = .throughBackground,
    backgroundLaunchConnectsScene: Bool = true,
    deferredBlockRuns: DeferredBlockPlacement = .afterEvent,
    sceneAdoptionCheck: SceneAdoptionCheck = .manifestOrMethod,
    didReceiveOnSceneConnect: ConnectingNotificationResponse = .afterWillEnterForeground,
    swiftUIActionOnConnect: Bool = true
  ) {
    self.warmPerformActionFor = warmPerformActionFor
    self.coldPerformActionFor = coldPerformActionFor
    self.configurationForConnectingOnRestore = configurationForConnectingOnRestore
    self.configurationForConnectingOnReconnect = configurationForConnectingOnReconnect
    self.newSceneDelegateOnReconnect = newSceneDelegateOnReconnect
    self.swiftUIWillConnectSwallowsShortcut = swiftUIWillConnectSwallowsShortcut
    self.quickActionWhileActive = quickActionWhileActive
    self.scenePhaseActiveOrder = scenePhaseActiveOrder
    self.scenePhaseInactiveOnForeground = scenePhaseInactiveOnForeground
    self.launchLinkSuppression = launchLinkSuppression
    self.sceneLinkOrder = sceneLinkOrder
    self.swiftUICustomDelegateLinks = swiftUICustomDelegateLinks
    self.forceQuitFromForeground = forceQuitFromForeground
    self.backgroundLaunchConnectsScene = backgroundLaunchConnectsScene
    self.deferredBlockRuns = deferredBlockRuns
    self.sceneAdoptionCheck = sceneAdoptionCheck
    self.didReceiveOnSceneConnect = didReceiveOnSceneConnect
    self.swiftUIActionOnConnect = swiftUIActionOnConnect
  }

  /// The documented defaults.
  public static let defaults = LifecycleOptions()

  /// Every combination of the switches' values, defaults first (442,368 of them: fourteen switches with two values,
  /// ``swiftUICustomDelegateLinks``, ``deferredBlockRuns`` and ``didReceiveOnSceneConnect`` with three).
  public static var allCombinations: [LifecycleOptions] { combinations(varying: InferredOption.allCases) }

  /// The combinations that behave differently in `style` on `device`, defaults first (switches the style never
  /// reads on that device are left at their defaults, so an iPhone run does not repeat itself for a switch only
  /// an iPad reads).
  ///
  /// The same list, in the same order, as deduplicating ``allCombinations`` mapped through
  /// ``relevant(to:on:deferring:sdk:notifying:linking:)`` (`LifecycleMachineTotalityTests` compares the two), built without the switches the
  /// style does not read: their product is what makes the full list large.
  ///
  /// `deferring` says whether the app queues work on the main queue (``TableStrategy/defersToMainQueue``): only
  /// then is ``deferredBlockRuns`` read. `sdk` is the SDK the app is built with: only from the iOS 27 SDK is
  /// ``sceneAdoptionCheck`` read. `notifying` says whether the user can tap a notification: only then is
  /// ``didReceiveOnSceneConnect`` read.
  public static func allCombinations(
    for style: LifecycleStyle, on device: Device = .iPhone, deferring: Bool = false, sdk: SDK = .standard,
    notifying: Bool = false, linking: Bool = false
  ) -> [LifecycleOptions] {
    let read = InferredOption.allCases.filter { option in
      changing(option).relevant(
        to: style, on: device, deferring: deferring, sdk: sdk, notifying: notifying, linking: linking)
        != defaults
    }
    return combinations(varying: read)
  }

  /// Every combination of `switches`' values, every other switch as in `base`: the first of `switches` varies
  /// fastest, and the first combination has each of them at its default.
  public static func combinations(
    varying switches: [InferredOption], from base: LifecycleOptions = .defaults
  ) -> [LifecycleOptions] {
    let counts = switches.map(\.valueCount)
    return (0..<counts.reduce(1, *)).map { number in
      var rest = number
      var options = base
      for (option, count) in zip(switches, counts) {
        options.set(option, toValueAt: rest % count)
        rest /= count
      }
      return options
    }
  }
}

/// What counts as adopting the scene lifecycle for a scene app built with the iOS 27 SDK or later, when its
/// Info.plist's scene manifest and its `application(_:configurationForConnecting:options:)` disagree (UIKit
/// semantics article, 8e row 8: Apple's DTS reply and the issue read TN3187 differently).
public enum SceneAdoptionCheck: String, Hashable, Sendable, CaseIterable {
  /// Either a manifest that names a configuration or the method is enough: the app crashes only when both are
  /// missing (the reading; the default).
  case manifestOrMethod
  /// Both are needed: a missing manifest configuration or a missing method alone crashes the app (the reading of
  /// DTS's reply, which lists either condition as making an app affected).
  case manifestAndMethod
}

/// Whether and where `userNotificationCenter(_:didReceive:withCompletionHandler:)` comes when a tapped notification
/// connects a scene (UIKit semantics article, 14 row 2).
public enum ConnectingNotificationResponse: String, Hashable, Sendable, CaseIterable {
  /// After `sceneWillEnterForeground(_:)`, before `sceneDidBecomeActive(_:)`: the place of a warm tap (14 row 5),
  /// and within what the one published log shows (after `didFinishLaunching`, before the app is active). The default.
  case afterWillEnterForeground
  /// Before the scene connects: right after the launch methods on a cold launch, before
  /// `application(_:configurationForConnecting:options:)` when a disconnected scene reconnects.
  case beforeSceneConnects
  /// Not at all: the response arrives only in `connectionOptions.notificationResponse` (what apps that read only
  /// `didReceive` would miss).
  case notCalled
}

/// How a quick action reaches an app that is already foreground-active.
public enum ActiveQuickActionDelivery: String, Hashable, Sendable, CaseIterable {
  /// `performActionFor` alone, with no activation change (the inferred default).
  case performActionOnly
  /// The app resigns active while the menu is up, gets `performActionFor`, and becomes active again.
  case inactiveRoundTrip
}

/// What a force quit of an app in front looks like (UIKit semantics article, 8d row 3).
public enum ForegroundForceQuit: String, Hashable, Sendable, CaseIterable {
  /// The app resigns active, enters the background, and then its scene disconnects (the default; the one iPhone log
  /// goes through the background, <doc:Conformance>).
  case throughBackground
  /// The app resigns active and its scene disconnects with no `…DidEnterBackground` (three scene-app logs: a quick
  /// and a slow kill, and an iPad).
  case withoutBackground
}

/// Which hooks get a warm link in SwiftUI when the custom scene delegate implements the link's callback
/// (UIKit semantics article, 8f rows 1 and 4).
public enum CustomDelegateLinkDelivery: String, Hashable, Sendable, CaseIterable {
  /// The delegate's `scene(_:continue:)` / `scene(_:openURLContexts:)` only, and `onOpenURL(_:)` gets nothing
  /// (8f row 1: 8 of 8 warm universal links; the default).
  case delegateOnly
  /// SwiftUI's `onOpenURL(_:)` only, as if the delegate did not implement the callback.
  case swiftUIOnly
  /// Both: the delegate's callback, then `onOpenURL(_:)` (the duplicates of 3 row 6 and 7 row 8).
  case both
}

/// Where SwiftUI's `scenePhase` becomes `.active` relative to `sceneDidBecomeActive(_:)`.
public enum ScenePhaseOrder: String, Hashable, Sendable, CaseIterable {
  /// After the delegate call (the inferred default).
  case afterSceneDidBecomeActive
  /// Before the delegate call.
  case beforeSceneDidBecomeActive
}

/// Where UIKit calls `performActionFor` (or, for ``LifecycleOptions/sceneLinkOrder``, a link callback)
/// relative to the activation callback.
public enum PerformActionOrder: String, Hashable, Sendable, CaseIterable {
  /// Before `…DidBecomeActive` (the inferred default).
  case beforeDidBecomeActive
  /// After `…DidBecomeActive`.
  case afterDidBecomeActive
}

/// Which launch-method results keep UIKit from handing the launching link to `application(_:open:options:)`
/// (or `application(_:continue:restorationHandler:)`).
public enum LaunchLinkSuppression: String, Hashable, Sendable, CaseIterable {
  /// Either method returning `false` suppresses it (the launch-method pages; the default).
  case eitherReturnsFalse
  /// Only both returning `false` do; when only one is implemented, its result decides (the
  /// `application(_:open:options:)` page).
  case bothReturnFalse
}

extension LifecycleOptions {
  /// The same options with every switch the style never reads on `device` set to its default, so combinations
  /// that behave identically compare equal. Which switch each style reads follows the machine's code:
  /// `coldPerformActionFor` only in the AppDelegate cold launch; the connection switches only with scenes;
  /// the swallowed-shortcut switch only in SwiftUI; link suppression only in the AppDelegate style; the
  /// scene link order only with scenes; which hooks get a warm link only in SwiftUI; the foreground force quit in
  /// every style; whether a background launch connects a scene, and where a connecting notification tap's `didReceive`
  /// comes, only with scenes; `quickActionWhileActive` only on iPad, the one device whose Dock delivers a quick action to the
  /// app in front (UIKit semantics article, 8a); ``deferredBlockRuns`` in every style, but only for an app that
  /// defers work to the main queue (`deferring`), as the machine reads it only while a block is pending;
  /// ``sceneAdoptionCheck`` only in the scene style built with the iOS 27 SDK or later (`sdk`);
  /// ``didReceiveOnSceneConnect`` only when the user can tap a notification (`notifying`), as the machine reads it
  /// only then; ``swiftUIActionOnConnect`` only in SwiftUI when the user can open a link or an activity (`linking`).
  public func relevant(
    to style: LifecycleStyle, on device: Device = .iPhone, deferring: Bool = false, sdk: SDK = .standard,
    notifying: Bool = false, linking: Bool = false
  ) -> LifecycleOptions {
    var result = self
    let defaults = LifecycleOptions.defaults
    if !deferring { result.deferredBlockRuns = defaults.deferredBlockRuns }
    if !notifying { result.didReceiveOnSceneConnect = defaults.didReceiveOnSceneConnect }
    if !linking || style != .swiftUI { result.swiftUIActionOnConnect = defaults.swiftUIActionOnConnect }
    if style != .scene || !sdk.requiresSceneLifecycle { result.sceneAdoptionCheck = defaults.sceneAdoptionCheck }
    switch device {
    case .iPhone: result.quickActionWhileActive = defaults.quickActionWhileActive
    case .iPad: break
    }
    switch style {
    case .appDelegate:
      result.configurationForConnectingOnRestore = defaults.configurationForConnectingOnRestore
      result.configurationForConnectingOnReconnect = defaults.configurationForConnectingOnReconnect
      result.newSceneDelegateOnReconnect = defaults.newSceneDelegateOnReconnect
      result.swiftUIWillConnectSwallowsShortcut = defaults.swiftUIWillConnectSwallowsShortcut
      result.scenePhaseActiveOrder = defaults.scenePhaseActiveOrder
      result.scenePhaseInactiveOnForeground = defaults.scenePhaseInactiveOnForeground
      result.sceneLinkOrder = defaults.sceneLinkOrder
      result.swiftUICustomDelegateLinks = defaults.swiftUICustomDelegateLinks
      result.backgroundLaunchConnectsScene = defaults.backgroundLaunchConnectsScene
      result.didReceiveOnSceneConnect = defaults.didReceiveOnSceneConnect
    case .scene:
      result.coldPerformActionFor = defaults.coldPerformActionFor
      result.swiftUIWillConnectSwallowsShortcut = defaults.swiftUIWillConnectSwallowsShortcut
      result.scenePhaseActiveOrder = defaults.scenePhaseActiveOrder
      result.scenePhaseInactiveOnForeground = defaults.scenePhaseInactiveOnForeground
      result.launchLinkSuppression = defaults.launchLinkSuppression
      result.swiftUICustomDelegateLinks = defaults.swiftUICustomDelegateLinks
    case .swiftUI:
      result.coldPerformActionFor = defaults.coldPerformActionFor
      result.launchLinkSuppression = defaults.launchLinkSuppression
    }
    return result
  }
}

/// One of the switches in ``LifecycleOptions``: an ordering or behaviour the UIKit semantics article only infers.
///
/// The machine tells its receiver each time it consults one (``MachineStep/consulted``), so a
/// report can say which parts of a trace rest on inference, and the explorer can tell which switches
/// can change a transition.
public enum InferredOption: UInt8, Hashable, Sendable, CaseIterable {
  /// ``LifecycleOptions/warmPerformActionFor``.
  case warmPerformActionFor
  /// ``LifecycleOptions/coldPerformActionFor``.
  case coldPerformActionFor
  /// ``LifecycleOptions/configurationForConnectingOnRestore``.
  case configurationForConnectingOnRestore
  /// ``LifecycleOptions/configurationForConnectingOnReconnect``.
  case configurationForConnectingOnReconnect
  /// ``LifecycleOptions/newSceneDelegateOnReconnect``.
  case newSceneDelegateOnReconnect
  /// ``LifecycleOptions/swiftUIWillConnectSwallowsShortcut``.
  case swiftUIWillConnectSwallowsShortcut
  /// ``LifecycleOptions/quickActionWhileActive``.
  case quickActionWhileActive
  /// ``LifecycleOptions/scenePhaseActiveOrder``.
  case scenePhaseActiveOrder
  /// ``LifecycleOptions/scenePhaseInactiveOnForeground``.
  case scenePhaseInactiveOnForeground
  /// ``LifecycleOptions/launchLinkSuppression``.
  case launchLinkSuppression
  /// ``LifecycleOptions/sceneLinkOrder``.
  case sceneLinkOrder
  /// ``LifecycleOptions/swiftUICustomDelegateLinks`` (three values).
  case swiftUICustomDelegateLinks
  /// ``LifecycleOptions/forceQuitFromForeground``.
  case forceQuitFromForeground
  /// ``LifecycleOptions/backgroundLaunchConnectsScene``.
  case backgroundLaunchConnectsScene
  /// ``LifecycleOptions/deferredBlockRuns`` (three values).
  case deferredBlockRuns
  /// ``LifecycleOptions/sceneAdoptionCheck``.
  case sceneAdoptionCheck
  /// ``LifecycleOptions/didReceiveOnSceneConnect`` (three values).
  case didReceiveOnSceneConnect
  /// ``LifecycleOptions/swiftUIActionOnConnect``.
  case swiftUIActionOnConnect

  /// The property name, as scenario files spell it.
  public var name: String {
    switch self {
    case .warmPerformActionFor: "warmPerformActionFor"
    case .coldPerformActionFor: "coldPerformActionFor"
    case .configurationForConnectingOnRestore: "configurationForConnectingOnRestore"
    case .configurationForConnectingOnReconnect: "configurationForConnectingOnReconnect"
    case .newSceneDelegateOnReconnect: "newSceneDelegateOnReconnect"
    case .swiftUIWillConnectSwallowsShortcut: "swiftUIWillConnectSwallowsShortcut"
    case .quickActionWhileActive: "quickActionWhileActive"
    case .scenePhaseActiveOrder: "scenePhaseActiveOrder"
    case .scenePhaseInactiveOnForeground: "scenePhaseInactiveOnForeground"
    case .launchLinkSuppression: "launchLinkSuppression"
    case .sceneLinkOrder: "sceneLinkOrder"
    case .swiftUICustomDelegateLinks: "swiftUICustomDelegateLinks"
    case .forceQuitFromForeground: "forceQuitFromForeground"
    case .backgroundLaunchConnectsScene: "backgroundLaunchConnectsScene"
    case .deferredBlockRuns: "deferredBlockRuns"
    case .sceneAdoptionCheck: "sceneAdoptionCheck"
    case .didReceiveOnSceneConnect: "didReceiveOnSceneConnect"
    case .swiftUIActionOnConnect: "swiftUIActionOnConnect"
    }
  }
}

extension LifecycleOptions {
  /// Whether `option` is away from its default.
  public func isChanged(_ option: InferredOption) -> Bool {
    let defaults = LifecycleOptions.defaults
    switch option {
    case .warmPerformActionFor: return warmPerformActionFor != defaults.warmPerformActionFor
    case .coldPerformActionFor: return coldPerformActionFor != defaults.coldPerformActionFor
    case .configurationForConnectingOnRestore:
      return configurationForConnectingOnRestore != defaults.configurationForConnectingOnRestore
    case .configurationForConnectingOnReconnect:
      return configurationForConnectingOnReconnect != defaults.configurationForConnectingOnReconnect
    case .newSceneDelegateOnReconnect: return newSceneDelegateOnReconnect != defaults.newSceneDelegateOnReconnect
    case .swiftUIWillConnectSwallowsShortcut:
      return swiftUIWillConnectSwallowsShortcut != defaults.swiftUIWillConnectSwallowsShortcut
    case .quickActionWhileActive: return quickActionWhileActive != defaults.quickActionWhileActive
    case .scenePhaseActiveOrder: return scenePhaseActiveOrder != defaults.scenePhaseActiveOrder
    case .scenePhaseInactiveOnForeground:
      return scenePhaseInactiveOnForeground != defaults.scenePhaseInactiveOnForeground
    case .launchLinkSuppression: return launchLinkSuppression != defaults.launchLinkSuppression
    case .sceneLinkOrder: return sceneLinkOrder != defaults.sceneLinkOrder
    case .swiftUICustomDelegateLinks: return swiftUICustomDelegateLinks != defaults.swiftUICustomDelegateLinks
    case .forceQuitFromForeground: return forceQuitFromForeground != defaults.forceQuitFromForeground
    case .backgroundLaunchConnectsScene:
      return backgroundLaunchConnectsScene != defaults.backgroundLaunchConnectsScene
    case .deferredBlockRuns: return deferredBlockRuns != defaults.deferredBlockRuns
    case .sceneAdoptionCheck: return sceneAdoptionCheck != defaults.sceneAdoptionCheck
    case .didReceiveOnSceneConnect: return didReceiveOnSceneConnect != defaults.didReceiveOnSceneConnect
    case .swiftUIActionOnConnect: return swiftUIActionOnConnect != defaults.swiftUIActionOnConnect
    }
  }
}
