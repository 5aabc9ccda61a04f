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
