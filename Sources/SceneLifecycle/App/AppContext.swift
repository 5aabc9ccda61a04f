import QuickActions

/// The app's memory and the things it can do, as a strategy sees them inside one callback.
///
/// Every call is recorded as an ``AppEffect``, which the simulator turns into `app …` trace lines and
/// feeds to the invariant checker. The memory is wiped when the process dies.
public struct AppContext: Hashable, Sendable {
  /// The pending slot on the app delegate (`shortcutItemToProcess` in the seed).
  public private(set) var appSlot: PendingSlot<Delivery>
  /// Slots on scene delegate objects (Apple's `savedShortCutItem`), one per delegate instance. A slot
  /// whose instance was replaced by a reconnect is gone.
  public private(set) var sceneDelegateSlots: [SceneRef: Delivery]
  /// Slots in scene sessions' `userInfo`, by session number: a reconnect (a new scene delegate) and the process's
  /// death keep them, as the system keeps a session's `userInfo` with the session; they go when UIKit discards the
  /// session (UIKit semantics article, 12f row 2).
  public internal(set) var sessionSlots: [UInt8: Delivery]
  /// What the app did during the current callback, in order; drained by the simulator. Settable so a test that
  /// drives a strategy on a memory it built by hand can clear what building it recorded.
  public var effects: [AppEffect]
  /// What the current launch method will return.
  public internal(set) var launchMethodResult: Bool
  /// Where the app's UI is (selected tab, pushed detail); changed by handling a routed delivery when the app
  /// has an ``AppNavigation``.
  public internal(set) var navigation: NavigationState
  /// The `performActionFor` completion handler the app keeps in a property to call later, named by the delivery
  /// it answers for; `nil` when it keeps none (UIKit semantics article, 8g row 1).
  public private(set) var keptCompletion: Delivery?
  /// The completion handler passed to the callback under way: set by the runner for `performActionFor` only, and
  /// by a test that runs a strategy's `performActionFor` response by hand.
  public var currentCompletion: Delivery?
  /// What the app handled during the current event: the memory of an app that drops duplicate deliveries
  /// (``handleUnlessHandled(_:)``). Emptied when an event begins and ends, so it never outlives one event and
  /// is not part of the explorer's packed state.
  public private(set) var handledInEvent: [Delivery]
  /// A bit per readiness gate (by index) the app has opened since the process started (``Gate``). Settable to
  /// build a memory by hand with some gates already open.
  public var gatesOpen: UInt8
  /// Items waiting behind closed `queue` gates, oldest first, at most ``Gate/queueCapacity``. Settable to build a
  /// memory by hand with items already waiting.
  public var queued: [QueuedItem]
  /// Whether the last attempt to handle the app delegate slot's item through a gate failed (the gate dropped
  /// it); a reset of the slot then loses it "while handling failed".
  public internal(set) var appSlotHandlingFailed: Bool
  /// Set by a strategy, during ``AppStrategy/respond(to:app:)``, when the app turned out not to implement the
  /// callback (``DelegateApp`` learns it when the surface's default method runs). UIKit would not have called it, so
  /// the runner leaves it out of the trace and owes it no completion; cleared before every callback.
  public internal(set) var declinedCallback: Bool
  /// The item the app parked in `UserDefaults`: the one memory that outlives the process (UIKit semantics article,
  /// 10c row 1). ``AppRunner`` carries it over a process death (``survivingProcessDeath(keepingFlags:)``).
  public internal(set) var persistentSlot: PendingSlot<Delivery>
  /// The rest of a callback's actions, queued with `DispatchQueue.main.async` (``StrategyAction/deferToMainQueue``)
  /// and not run yet; `nil` when none is pending. The process's death drops it; a suspension keeps it.
  public internal(set) var deferredBlock: DeferredBlock?
  /// The scene delegate objects connected now, in the order of their sessions (the order UIKit created them), kept
  /// for a strategy that acts on each scene (``AppStrategy/actsOnEachScene``) and empty for every other: the runner
  /// adds one at `scene(_:willConnectTo:options:)` and removes it at `sceneDidDisconnect(_:)`. It follows from the
  /// machine's sessions, so the explorers' keys leave it out. A `gateOpened(<gate>)[eachScene]` list runs for each of
  /// them.
  public internal(set) var connectedScenes: [SceneRef]
  /// A bit per flag the strategy declares (``StrategyFlag``, by index) that is set. A process death clears those
  /// the app keeps in memory and keeps those it keeps in `UserDefaults` (``survivingProcessDeath(keepingFlags:)``).
  /// Settable to build a memory by hand with some flags already set.
  public var flags: UInt8

  /// An app that has just started: nothing stored.
  public init() {
    appSlot = PendingSlot()
    sceneDelegateSlots = [:]
    sessionSlots = [:]
    effects = []
    launchMethodResult = true
    navigation = NavigationState()
    keptCompletion = nil
    currentCompletion = nil
    handledInEvent = []
    gatesOpen = 0
    queued = []
    appSlotHandlingFailed = false
    persistentSlot = PendingSlot()
    deferredBlock = nil
    declinedCallback = false
    connectedScenes = []
    flags = 0
  }

  /// A scene delegate object connected: it replaces any earlier one of its session.
  mutating func sceneDidConnect(_ scene: SceneRef) {
    connectedScenes.removeAll { $0.session == scene.session }
    let position = connectedScenes.firstIndex { $0.session > scene.session } ?? connectedScenes.endIndex
    connectedScenes.insert(scene, at: position)
  }

  /// The scene delegate objects of `session` disconnected.
  mutating func sceneDidDisconnect(session: UInt8) {
    connectedScenes.removeAll { $0.session == session }
  }

  /// Parks `delivery` in `slot`; does nothing when `delivery` is `nil` (`if let item = … { slot = item }`).
  public mutating func store(_ delivery: Delivery?, in slot: SlotLocation) {
    guard let delivery else { return }
    switch slot {
    case .appDelegate:
      appSlot.store(delivery)
      appSlotHandlingFailed = false
    case .sceneDelegate(let scene):
      sceneDelegateSlots[scene] = delivery
    case .sceneSession(let session):
      sessionSlots[session] = delivery
    case .userDefaults:
      persistentSlot.store(delivery)
    }
    effects.append(.store(delivery, slot))
  }

  /// Acts on the quick action or link now (shows the screen it stands for).
  public mutating func handle(_ delivery: Delivery?) {
    guard let delivery else { return }
    effects.append(.handle(delivery))
    handledInEvent.append(delivery)
  }

  /// Handles `delivery` unless it was already handled during this event, when it records a skip instead
  /// (`if url == lastHandledURL { return }`); does nothing when `delivery` is `nil`.
  public mutating func handleUnlessHandled(_ delivery: Delivery?) {
    guard let delivery else { return }
    guard !handledInEvent.contains(delivery) else {
      effects.append(.skipDuplicate(delivery))
      return
    }
    handle(delivery)
  }

  /// An event begins or ends: forgets what was handled during the last one (``handledInEvent``).
  public mutating func forgetHandledInEvent() {
    handledInEvent.removeAll(keepingCapacity: true)
  }

  /// The item parked in `slot`, if any, without taking it.
  public func pending(in slot: SlotLocation) -> Delivery? {
    switch slot {
    case .appDelegate: appSlot.item
    case .sceneDelegate(let scene): sceneDelegateSlots[scene]
    case .sceneSession(let session): sessionSlots[session]
    case .userDefaults: persistentSlot.item
    }
  }

  /// Handles the item parked in `slot`, leaving it there.
  public mutating func handlePending(in slot: SlotLocation) {
    if slot == .appDelegate, appSlot.item != nil { appSlotHandlingFailed = false }
    handle(pending(in: slot))
  }

  /// Handles the item parked in `slot` and empties the slot in one step, so it is handled once.
  public mutating func consumePending(in slot: SlotLocation) {
    guard let delivery = pending(in: slot) else { return }
    handle(delivery)
    reset(slot)
  }

  /// Empties `slot` without handling what it held.
  public mutating func reset(_ slot: SlotLocation) {
    let held = pending(in: slot)
    switch slot {
    case .appDelegate:
      appSlot.reset()
      if appSlotHandlingFailed, let held {
        appSlotHandlingFailed = false
        effects.append(.resetAfterFailedHandling(held))
        return
      }
    case .sceneDelegate(let scene): sceneDelegateSlots[scene] = nil
    case .sceneSession(let session): sessionSlots[session] = nil
    case .userDefaults: persistentSlot.reset()
    }
    effects.append(.reset(slot, held))
  }

  /// Calls a `performActionFor` completion handler: inside `performActionFor`, the one passed to it; in any other
  /// callback, the one the app kept (``keepCompletion()``), which stays kept. With none kept nothing is called and
  /// nothing is recorded, as `completionHandler?(true)` on a `nil` property does nothing.
  public mutating func complete(_ succeeded: Bool) {
    if currentCompletion != nil {
      effects.append(.completion(succeeded))
    } else if let keptCompletion {
      effects.append(.callKeptCompletion(succeeded, keptCompletion))
    }
  }

  /// Keeps the completion handler passed to the `performActionFor` under way in a property, to call it later
  /// (8g row 1). A handler kept before is dropped without being called. Outside `performActionFor` there is no
  /// handler to keep and nothing happens.
  public mutating func keepCompletion() {
    guard let currentCompletion, keptCompletion != currentCompletion else { return }
    keptCompletion = currentCompletion
    effects.append(.keepCompletion(currentCompletion))
  }

  /// Forgets the kept handler for `delivery` without a trace: UIKit never handed it out (``AppEffect/notCalled(_:_:)``).
  mutating func forgetKeptCompletion(_ delivery: Delivery) {
    if keptCompletion == delivery { keptCompletion = nil }
  }

  /// Sets the kept completion handler's property to `nil`, whether or not it was called; with none kept nothing
  /// happens.
  public mutating func releaseCompletion() {
    guard let keptCompletion else { return }
    self.keptCompletion = nil
    effects.append(.releaseCompletion(keptCompletion))
  }

  /// Makes the current launch method return `false`.
  public mutating func returnFalseFromLaunchMethod() {
    launchMethodResult = false
    effects.append(.returnFalse)
  }

  /// The scene delegate instance `scene` was replaced or released: what it held is gone.
  mutating func dropSceneDelegates(of session: UInt8, except keep: SceneRef?) {
    sceneDelegateSlots = sceneDelegateSlots.filter { $0.key.session != session || $0.key == keep }
  }

  /// UIKit discarded the session numbered `session`: its `userInfo` is gone with what the app kept there.
  mutating func dropSession(_ session: UInt8) {
    sessionSlots[session] = nil
  }
}

/// Where an app keeps a pending quick action.
public enum SlotLocation: Hashable, Sendable {
  /// A property of the app delegate: lives as long as the process.
  case appDelegate
  /// A property of one scene delegate object: lost when that object is replaced.
  case sceneDelegate(SceneRef)
  /// A key in one scene session's `userInfo`, by session number: survives a reconnect and the process's death, and
  /// goes when UIKit discards the session (UIKit semantics article, 12f row 2).
  case sceneSession(UInt8)
  /// A key in `UserDefaults`: survives every process death (`systemTerminate`, `forceQuit`, `updateApp`); only
  /// deleting the app clears it (UIKit semantics article, 10c rows 1–3).
  case userDefaults
}

/// One thing the app did, as recorded in the trace.
public enum AppEffect: Hashable, Sendable {
  /// Parked an item.
  case store(Delivery, SlotLocation)
  /// Acted on an item.
  case handle(Delivery)
  /// Did not act on an item because it was already handled during this event (``StrategyAction/handleUnlessHandled``).
  case skipDuplicate(Delivery)
  /// Emptied a slot, which held the given item or nothing.
  case reset(SlotLocation, Delivery?)
  /// Called the completion handler passed to the `performActionFor` under way with this value.
  case completion(Bool)
  /// Kept the completion handler of the `performActionFor` under way, answering for this delivery, to call later.
  case keepCompletion(Delivery)
  /// Called the kept completion handler, answering for this delivery, with this value (it stays kept).
  case callKeptCompletion(Bool, Delivery)
  /// Released the kept completion handler, answering for this delivery, called or not.
  case releaseCompletion(Delivery)
  /// Returned `false` from a launch method.
  case returnFalse
  /// Returned `true` from a launch method: recorded for apps run as their own delegate classes (``DelegateApp``),
  /// whose return value is their code's choice; a ``TableStrategy`` returns `true` unless told otherwise and
  /// records nothing.
  case returnTrue
  /// Changed what the user sees (``ScreenChange``): recorded for apps run as their own delegate classes.
  case screen(ScreenChange)
  /// Emptied the app delegate's slot, which held this item, after its last handling attempt failed (the
  /// gate dropped it); the trace shows it as `reset`.
  case resetAfterFailedHandling(Delivery)
  /// Sent an item to the consumer behind an open gate (a ``handle(_:)`` effect follows).
  case send(Delivery, Gate)
  /// Put an item in the consumer's buffer behind a closed `queue` gate.
  case queue(Delivery, Gate)
  /// An item is gone: its gate was closed with the `drop` policy, or the buffer was full and this was its
  /// oldest item.
  case drop(Delivery, Gate, DropCause)
  /// Opened a gate (`wasOpen` when it already was: nothing changes).
  case ready(Gate, wasOpen: Bool)
  /// A scene disconnected and took the consumer behind this open gate with it (``GateLifetime/scene``).
  case gateClosed(Gate)
  /// A gate's `gateOpened` list runs.
  case gateOpened(Gate)
  /// A gate's `gateOpened(<gate>)[eachScene]` list runs for this scene's delegate.
  case gateOpenedInScene(Gate, SceneRef)
  /// Set a flag.
  case setFlag(StrategyFlag)
  /// Cleared a flag.
  case clearFlag(StrategyFlag)
  /// A flag test was false (the flag is set, `isSet`, or not): the rest of the list did not run.
  case skipRest(StrategyFlag, isSet: Bool)
  /// Queued the rest of this callback's actions on the main queue (``StrategyAction/deferToMainQueue``), with the
  /// delivery the callback handed over, if any.
  case deferToMainQueue(CallbackKind, Delivery?)
  /// A main-queue turn ran the block this callback queued, with its delivery, if any; its actions follow.
  case runDeferred(CallbackKind, Delivery?)
  /// The app turned out, later, not to implement this callback, made for this delivery: UIKit would not have called
  /// it, so its trace line and the handler it kept are withdrawn (a `performActionFor` with neither form, UIKit
  /// semantics article, 10e row 3). The runner acts on it; it never shows in a trace.
  case notCalled(CallbackKind, Delivery)
}

/// Why a gate dropped an item.
public enum DropCause: Hashable, Sendable {
  /// The gate was closed and its policy is ``GatePolicy/drop``.
  case notReady
  /// The buffer behind closed gates already held ``Gate/queueCapacity`` items; this, the oldest, made room.
  case queueFull
}

/// The app under test: how it reacts to UIKit's callbacks.
///
/// Implement it in Swift to check your own handling code, or describe it as data with
/// ``TableStrategy`` (which scenario files use). Keep memory in the ``AppContext`` so that a process
/// death wipes it; state kept in the strategy itself must be reset in ``processDidExit()``.
public protocol AppStrategy: Hashable, Sendable {
  /// Reacts to one callback by calling methods on `app`.
  mutating func respond(to callback: Callback, app: inout AppContext)
  /// The process died; forget anything kept outside `AppContext`.
  mutating func processDidExit()
  /// The readiness gates the strategy declares, in order (index = position); none by default.
  var gates: [Gate] { get }
  /// The app opened `gate` and handled what waited behind it: runs the strategy's `gateOpened` list.
  mutating func gateDidOpen(_ gate: Gate, app: inout AppContext)
  /// Whether the app implements `callback` at all. UIKit does not call an optional method the delegate
  /// lacks, so an unimplemented `performActionFor` owes no completion call.
  func implements(_ callback: CallbackKind) -> Bool
  /// Runs a block this strategy queued on the main queue (``AppContext/deferredBlock``), which the caller has
  /// already taken out of `app`.
  func runDeferred(_ block: DeferredBlock, app: inout AppContext)
  /// The items and links the run knows changed (a step named a new one): a strategy that hands real values to app
  /// code (``DelegateApp`` builds `UIApplicationShortcutItem`s and URLs) looks them up here. Called once when the
  /// simulator starts and after each change.
  mutating func catalogDidChange(_ catalog: ItemCatalog)
  /// The run's lifecycle, told once when the simulator starts: a strategy that stands for real delegate classes
  /// (``DelegateApp``) needs it to know whether SwiftUI makes its scene delegate (UIKit semantics article, 11a row 3).
  mutating func lifecycleDidStart(_ style: LifecycleStyle)
  /// A bit per flag the app keeps in `UserDefaults` (``StrategyFlag``): the runner keeps them over a process death.
  var persistentFlagMask: UInt8 { get }
  /// Whether some of the app's code runs for each connected scene (a `gateOpened(<gate>)[eachScene]` list): only
  /// then does the runner keep ``AppContext/connectedScenes``, which every other app's memory leaves empty.
  var actsOnEachScene: Bool { get }
  /// Whether the app keeps `delivery` in memory of its own, outside ``AppContext`` (a ``DelegateApp``'s delegate
  /// objects). The explorer asks after each event: a delivery nothing holds can never be handled later.
  func holds(_ delivery: Delivery) -> Bool
  /// Whether the app's code may queue work on the main queue: the explorer then tries a main-queue turn in every
  /// state. A table answers ``TableStrategy/defersToMainQueue``; ``DelegateApp`` runs real code, which may at any
  /// callback.
  var queuesMainQueueWork: Bool { get }
  /// Whether work the app's code queued on the main queue outside ``AppContext`` (``DelegateApp``'s simulated main
  /// queue) is due to run now.
  var hasMainQueueWork: Bool { get }
  /// Runs a turn of the app's own main queue (UIKit semantics article, 10b and 10e): with `delayed` false only the
  /// work due now (the end of an event), with `true` also the earliest delayed work when nothing is due (an explicit
  /// ``Event/mainQueueTurn``). Records what the work did in `app`.
  mutating func runMainQueueWork(delayed: Bool, app: inout AppContext)
  /// Whether the harness can hand the app a tapped notification's response (UIKit semantics article, section 14):
  /// every strategy but an app's own classes run where Apple's UserNotifications is imported, whose responses only
  /// the system makes. The simulator refuses a `notificationTap` step the strategy cannot take
  /// (``Rejection/Reason/notificationResponsesUnavailable``), so it is never a silent no-op.
  var takesNotificationTaps: Bool { get }
  /// Whether the harness can hand the app an accepted CloudKit share's metadata (UIKit semantics article, section
  /// 16): every strategy but an app's own classes run where Apple's CloudKit is imported, whose metadata only the
  /// system makes. The simulator refuses a `cloudKitShare` step the strategy cannot take
  /// (``Rejection/Reason/cloudKitSharesUnavailable``), so it is never a silent no-op.
  var takesCloudKitShares: Bool { get }
  /// Whether the harness can run the app's App Intents (UIKit semantics article, section 17): a table strategy lists
  /// what `perform()` and the scene's preparation do; an app's own classes cannot be handed an intent, whose type and
  /// `perform()` are the app's own code a scenario cannot construct. The simulator refuses an `appIntent` step the
  /// strategy cannot take (``Rejection/Reason/appIntentsUnavailable``), so it is never a silent no-op.
  var takesAppIntents: Bool { get }
}

extension AppStrategy {
  /// Strategies that keep all memory in `AppContext` need do nothing.
  public mutating func processDidExit() {}
  /// A strategy without gates declares none.
  public var gates: [Gate] { [] }
  /// A strategy without gates has nothing to run when one opens.
  public mutating func gateDidOpen(_ gate: Gate, app: inout AppContext) {}
  /// By default a strategy implements every callback.
  public func implements(_ callback: CallbackKind) -> Bool { true }
  /// A strategy that never defers has no block to run.
  public func runDeferred(_ block: DeferredBlock, app: inout AppContext) {}
  /// Strategies whose code does not depend on the lifecycle ignore it.
  public mutating func lifecycleDidStart(_ style: LifecycleStyle) {}
  /// Strategies that name deliveries only by ``ItemID`` need not know the items themselves.
  public mutating func catalogDidChange(_ catalog: ItemCatalog) {}
  /// A strategy without flags keeps none in `UserDefaults`.
  public var persistentFlagMask: UInt8 { 0 }
  /// A strategy runs nothing for each scene unless it says so.
  public var actsOnEachScene: Bool { false }
  /// Strategies that keep all memory in ``AppContext`` hold nothing themselves.
  public func holds(_ delivery: Delivery) -> Bool { false }
  /// A strategy that is not the app's own classes takes a tapped notification as any other delivery.
  public var takesNotificationTaps: Bool { true }
  /// A strategy that is not the app's own classes takes an accepted CloudKit share as any other delivery.
  public var takesCloudKitShares: Bool { true }
  /// A strategy that is not the app's own classes runs an App Intent as any other delivery.
  public var takesAppIntents: Bool { true }
  /// A strategy queues main-queue work only as ``AppContext/deferredBlock`` says.
  public var queuesMainQueueWork: Bool { false }
  /// A strategy keeps no main queue of its own.
  public var hasMainQueueWork: Bool { false }

  /// A strategy without a main queue of its own has nothing to run.
  public mutating func runMainQueueWork(delayed: Bool, app: inout AppContext) {}
}

extension AppContext {
  /// Rebuilds an app memory from its parts (used by the explorer's state decoding, and by tests that build a
  /// memory by hand): the app delegate's slot, one scene delegate's slot and a kept completion handler.
  public init(appSlot: Delivery?, sceneSlot: (SceneRef, Delivery)?, keptCompletion: Delivery?) {
    self.init()
    self.appSlot.store(appSlot)
    if let sceneSlot { sceneDelegateSlots[sceneSlot.0] = sceneSlot.1 }
    self.keptCompletion = keptCompletion
  }
}
