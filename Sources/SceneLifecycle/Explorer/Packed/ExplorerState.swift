import QuickActions

/// One state of the exploration, packed into a 64-bit word plus a 64-bit extension word of app state.
///
/// It holds everything that can change what happens next: the machine's phase, whether a discarded
/// session awaits `didDiscardSceneSessions`, whether the app has launched, the app's two slots and, for
/// each delivery still held there, how often it was handled and where it stands relative to its first
/// activation, plus which delivery is the latest, and whether the app keeps a completion handler to call later
/// and whether it was called or reported. Counters that only grow (delivery serials, session
/// numbers, scene delegate generations) are renumbered, so equal futures give equal codes.
///
/// ```
/// bits 0–6    the machine: a packed LifecycleMachine.Snapshot (process, session, scene state, discarded, launched)
/// bit  7      some scene foreground-active
/// bits 8–9    latest delivery: none, app slot, scene slot, other
/// bits 10–18  app slot: present, item (4), handled (2), activation (2)
/// bits 19–28  scene slot: present, same-as-app, item (4), handled (2), activation (2)
/// bit  29     the UI has been active since launch or connection
/// bits 30–31  kept completion handler: none, kept uncalled, called, uncalled and reported missing
/// bits 32–47  index of the LifecycleOptions combination
/// ```
///
/// Bits 48–62 of ``bits`` are free; bit 63 stays clear (``VisitedSet`` and ``PackedMap`` mark occupied slots
/// with it). The extension word, ``extensionBits``, is app state only: together with bits 7–31 it is the
/// "app part" the memo cache keys on and ``ItemSymmetry`` renames. Its layout, and where item ids sit in it
/// (``extensionItemFields``), is in `ExplorerState+Extension.swift`. Every state of today's strategies has a
/// zero extension word, and the stores keep such states in 8 bytes: ``VisitedSet`` and ``StateList`` allocate
/// the extension words only once a state with a non-zero one arrives, and the memo cache's tables
/// (``AppValueTable``) keep the narrow path they had.
///
/// The named constants below (``machineMask``, ``appSlotShift``, …) are the one definition of this layout.
struct ExplorerState: Hashable, Sendable {
  /// The packed bits.
  let bits: UInt64
  /// The extension word: more of the app part (``extensionMask``); zero for today's strategies.
  let extensionBits: UInt64

  /// Wraps packed bits.
  init(bits: UInt64, extensionBits: UInt64 = 0) {
    self.bits = bits
    self.extensionBits = extensionBits
  }

  /// The index of the state's `LifecycleOptions` combination.
  var optionsIndex: Int { Int((bits >> Self.optionsShift) & Self.optionsMask) }

  /// The same state under the option combination at `index`.
  func withOptionsIndex(_ index: Int) -> ExplorerState {
    ExplorerState(
      bits: bits & ~(Self.optionsMask << Self.optionsShift) | UInt64(index) << Self.optionsShift,
      extensionBits: extensionBits)
  }
}

// MARK: - Layout

extension ExplorerState {
  /// The machine part: a packed ``LifecycleMachine/Snapshot`` (bits 0–6).
  static let machineMask = LifecycleMachine.Snapshot.mask
  /// Set when some scene (or the app) is foreground-active.
  static let activeBit: UInt64 = 1 << LifecycleMachine.Snapshot.bitWidth
  /// Where the latest delivery's code starts (2 bits: ``latestNone``, ``latestInAppSlot``, …).
  static let latestShift: UInt64 = 8
  /// The latest delivery's bits, once shifted down.
  static let latestMask: UInt64 = 0x3
  /// No delivery was made yet.
  static let latestNone: UInt64 = 0
  /// The latest delivery is the one the app slot holds.
  static let latestInAppSlot: UInt64 = 1
  /// The latest delivery is the one the scene delegate slot holds.
  static let latestInSceneSlot: UInt64 = 2
  /// The latest delivery is held nowhere.
  static let latestElsewhere: UInt64 = 3
  /// Where the app slot's word (``slotPresentBit``, item, handled, activation) starts: bits 10–18.
  static let appSlotShift: UInt64 = 10
  /// Where the scene delegate slot's word starts (bits 20–28); its bit 0 is replaced by ``sceneSameAsAppBit``
  /// and its present flag moves to ``sceneSlotPresentBit``.
  static let sceneSlotShift: UInt64 = 20
  /// Set when the scene delegate slot holds a delivery.
  static let sceneSlotPresentBit: UInt64 = 1 << 19
  /// Set when the scene delegate slot holds the delivery the app slot holds.
  static let sceneSameAsAppBit: UInt64 = 1 << sceneSlotShift
  /// Set when the UI has been active since launch or connection.
  static let uiReadyBit: UInt64 = 1 << 29
  /// Set when the app keeps a completion handler it has not called (UIKit semantics article, 8g row 1). Which
  /// item's handler it is changes only messages, never a verdict, so no item is packed and item renaming
  /// (``ItemSymmetry``) leaves these bits alone.
  static let keptUncalledBit: UInt64 = 1 << 30
  /// Set when the app keeps a completion handler it has called; with ``keptUncalledBit``, an uncalled one whose
  /// `completionMissing` was reported at a suspension already.
  static let keptCalledBit: UInt64 = 1 << 31
  /// Both kept-completion bits.
  static let keptCompletionBits: UInt64 = keptUncalledBit | keptCalledBit
  /// Where the app part ends: the memo cache keys an app part with a 32-bit sequence id above this bit
  /// (`TransitionCache`).
  static let appPartWidth: UInt64 = 32
  /// Where the option combination's index starts (16 bits, room for every combination the styles read).
  static let optionsShift: UInt64 = appPartWidth
  /// The option combination's index, once shifted down.
  static let optionsMask: UInt64 = 0xFFFF
  /// The app part: the monitor's flags, the latest delivery, both slots, UI ready and the kept completion
  /// handler (bits 7–31).
  static let appMask: UInt64 = (1 << appPartWidth - 1) & ~machineMask

  /// In a slot word: set when the slot holds a delivery.
  static let slotPresentBit: UInt64 = 1
  /// In a slot word: where the item id starts.
  static let slotItemShift: UInt64 = 1
  /// An item id's bits (ids are packed in 4 bits).
  static let itemMask: UInt64 = 0xF
  /// In a slot word: where how often the delivery was handled starts (2 bits, capped at 2).
  static let slotHandledShift: UInt64 = 5
  /// In a slot word: where the delivery's activation starts (2 bits).
  static let slotActivationShift: UInt64 = 7
  /// A slot word's bits.
  static let slotMask: UInt64 = 0x1FF
  /// A 2-bit field's bits (handled, activation).
  static let twoBits: UInt64 = 0x3

  /// Where the app slot's item id sits in a state.
  static let appItemShift = appSlotShift + slotItemShift
  /// Where the scene delegate slot's item id sits in a state.
  static let sceneItemShift = sceneSlotShift + slotItemShift
  /// The app slot's present flag in a state.
  static let appSlotPresentBit = slotPresentBit << appSlotShift
  /// Both slots' present flags and items: the bits item renaming (``ItemSymmetry``) reads and rewrites.
  static let slotItemBits =
    appSlotPresentBit | itemMask << appItemShift | sceneSlotPresentBit | itemMask << sceneItemShift

  /// The most distinct quick-action types and links, together, a packed state can tell apart.
  static let maxItems = Int(itemMask) + 1
  /// The most option combinations a packed state can tell apart.
  static let maxOptionCombinations = Int(optionsMask) + 1
}

/// The concrete model a packed state stands for: the machine and the app runner.
struct ExplorerWorld {
  var machine: LifecycleMachine
  var runner: AppRunner<TableStrategy>
  let optionsIndex: Int
}

// MARK: - Encoding

extension ExplorerWorld {
  /// Packs the world, dropping deliveries that can no longer matter.
  func encode() -> ExplorerState {
    var bits = machine.snapshot.bits
    let monitor = runner.monitor
    if monitor.active { bits |= ExplorerState.activeBit }
    if monitor.uiReady { bits |= ExplorerState.uiReadyBit }
    let appDelivery = runner.context.appSlot.item
    let currentScene = machine.sessions.first?.ref
    let sceneDelivery = currentScene.flatMap { runner.context.sceneDelegateSlots[$0] }
    if let latest = monitor.latest {
      let code =
        latest == appDelivery
        ? ExplorerState.latestInAppSlot
        : latest == sceneDelivery ? ExplorerState.latestInSceneSlot : ExplorerState.latestElsewhere
      bits |= code << ExplorerState.latestShift
    }
    if let appDelivery { bits |= Self.slotWord(appDelivery, monitor) << ExplorerState.appSlotShift }
    if let sceneDelivery {
      bits |= ExplorerState.sceneSlotPresentBit
      if sceneDelivery == appDelivery { bits |= ExplorerState.sceneSameAsAppBit }
      bits |= (Self.slotWord(sceneDelivery, monitor) & ~ExplorerState.slotPresentBit) << ExplorerState.sceneSlotShift
    }
    if let kept = monitor.keptCompletion {
      switch (kept.calls > 0, kept.reportedMissing) {
      case (true, _): bits |= ExplorerState.keptCalledBit
      case (false, false): bits |= ExplorerState.keptUncalledBit
      case (false, true): bits |= ExplorerState.keptCompletionBits
      }
    }
    if runner.context.appSlotHandlingFailed, appDelivery != nil,
      (monitor.tracked.first { $0.delivery == appDelivery }?.handled ?? 0) == 0
    {
      bits |= ExplorerState.handledFailedCode << (ExplorerState.appSlotShift + ExplorerState.slotHandledShift)
    }
    bits |= UInt64(optionsIndex) << ExplorerState.optionsShift
    // The app's own timing goes in the extension word (ExplorerState+Extension.swift): the readiness gates
    // (ExplorerWorld+Gates.swift), the persistent slot (ExplorerWorld+PersistentSlot.swift) and a deferred block;
    // zero without them.
    var extensionBits = encodeGates()
    extensionBits |= UInt64(runner.context.flags) << ExplorerState.flagsShift
    extensionBits |= persistentSlotBits(appDelivery: appDelivery, sceneDelivery: sceneDelivery)
    if let block = runner.context.deferredBlock {
      extensionBits |= Self.deferredWord(block, appDelivery: appDelivery, sceneDelivery: sceneDelivery, monitor)
    }
    return ExplorerState(bits: bits, extensionBits: extensionBits)
  }

  /// The kinds of the invariants the last event broke, one bit per ``ViolationKind`` ordinal, errors and
  /// warnings apart.
  func violationBits() -> (errors: UInt16, warnings: UInt16) {
    var errors: UInt16 = 0
    var warnings: UInt16 = 0
    for violation in runner.monitor.violations {
      let bit = UInt16(1) << UInt16(violation.kind.ordinal)
      if violation.kind.isWarning { warnings |= bit } else { errors |= bit }
    }
    return (errors, warnings)
  }

  /// A held delivery's slot word: present, item, how often handled (capped at 2), activation.
  static func slotWord(_ delivery: Delivery, _ monitor: InvariantMonitor) -> UInt64 {
    let entry = monitor.tracked.first { $0.delivery == delivery }
    let handled = UInt64(min(entry?.handled ?? 0, 2))
    let activation: UInt64
    switch entry?.activation ?? .pastFirst {
    case .awaitingFirst: activation = 0
    case .inFirst: activation = 1
    case .pastFirst: activation = 2
    }
    return ExplorerState.slotPresentBit | (UInt64(delivery.item.index) & ExplorerState.itemMask)
      << ExplorerState.slotItemShift | handled << ExplorerState.slotHandledShift
      | activation << ExplorerState.slotActivationShift
  }
}

// MARK: - Decoding

extension ExplorerWorld {
  /// The machine part of `state` alone, from the fresh machines of the run's option combinations.
  static func machine(
    from state: ExplorerState, templates: [LifecycleMachine], deliveriesMade: UInt32 = 0
  ) -> LifecycleMachine {
    LifecycleMachine(
      restoring: LifecycleMachine.Snapshot(bits: state.bits & ExplorerState.machineMask),
      deliveriesMade: deliveriesMade, from: templates[state.optionsIndex])
  }

  /// Unpacks `state` for `style`, with the option combinations and strategy of the run.
  /// `optionsKinds[i]` is how launch options and connection options hand over item `i`
  /// (``DeliveryKind``), for a deferred block's callback.
  init(
    _ state: ExplorerState, templates: [LifecycleMachine], strategy: TableStrategy, optionsKinds: [DeliveryKind]
  ) {
    let bits = state.bits
    // Renumber the live deliveries from 1; the latest is the held one the code names, or a fresh one.
    var serial: UInt32 = 0
    func make(_ slot: UInt64) -> InvariantMonitor.Tracked {
      serial += 1
      let activation: InvariantMonitor.Activation
      switch (slot >> ExplorerState.slotActivationShift) & ExplorerState.twoBits {
      case 0: activation = .awaitingFirst
      case 1: activation = .inFirst
      default: activation = .pastFirst
      }
      let item = ItemID(UInt8((slot >> ExplorerState.slotItemShift) & ExplorerState.itemMask))
      let handled = (slot >> ExplorerState.slotHandledShift) & ExplorerState.twoBits
      return InvariantMonitor.Tracked(
        delivery: Delivery(serial: serial, item: item), step: 0,
        handled: handled == ExplorerState.handledFailedCode ? 0 : Int(handled), activation: activation)
    }
    let appSlotWord = (bits >> ExplorerState.appSlotShift) & ExplorerState.slotMask
    let sceneSlotWord =
      (bits >> ExplorerState.sceneSlotShift) & ExplorerState.slotMask & ~ExplorerState.slotPresentBit
      | (bits & ExplorerState.sceneSlotPresentBit != 0 ? ExplorerState.slotPresentBit : 0)
    let appEntry = appSlotWord & ExplorerState.slotPresentBit != 0 ? make(appSlotWord) : nil
    let sceneEntry =
      bits & ExplorerState.sceneSameAsAppBit != 0
      ? appEntry : (sceneSlotWord & ExplorerState.slotPresentBit != 0 ? make(sceneSlotWord) : nil)
    var tracked: [InvariantMonitor.Tracked] = []
    if let appEntry { tracked.append(appEntry) }
    if let sceneEntry, sceneEntry != appEntry { tracked.append(sceneEntry) }
    let active = bits & ExplorerState.activeBit != 0
    let queue = Self.decodeQueue(
      state.extensionBits, strategy: strategy, appEntry: appEntry, active: active, serial: &serial)
    tracked += queue.tracked
    // The persistent (UserDefaults) slot: the same delivery as a first-word slot, or its own, maybe from an
    // earlier launch (the decoded monitor is in launch 1, so an earlier one is launch 0).
    let persistentWord = (state.extensionBits >> ExplorerState.persistentSlotShift) & ExplorerState.persistentSlotMask
    var persistentEntry: InvariantMonitor.Tracked?
    if persistentWord & ExplorerState.slotPresentBit != 0 {
      switch (state.extensionBits >> ExplorerState.persistentSameShift) & ExplorerState.twoBits {
      case ExplorerState.persistentSameAsApp: persistentEntry = appEntry
      case ExplorerState.persistentSameAsScene: persistentEntry = sceneEntry
      default:
        var entry = make(persistentWord & ExplorerState.slotMask)
        entry.launch -= Int((persistentWord >> ExplorerState.persistentLaunchShift) & ExplorerState.twoBits)
        tracked.append(entry)
        persistentEntry = entry
      }
    }
    // A deferred block's delivery: a slot's, or one of its own.
    let extensionBits = state.extensionBits
    var blockDelivery: Delivery?
    if extensionBits & ExplorerState.deferredDeliveryBit != 0 {
      if extensionBits & ExplorerState.deferredSharedBit != 0 {
        blockDelivery =
          extensionBits & ExplorerState.deferredSlotOrHandledBit != 0 ? sceneEntry?.delivery : appEntry?.delivery
      } else {
        serial += 1
        let item = ItemID(UInt8((extensionBits >> ExplorerState.deferredItemShift) & ExplorerState.itemMask))
        let delivery = Delivery(serial: serial, item: item)
        let activation: InvariantMonitor.Activation
        switch (extensionBits >> ExplorerState.deferredActivationShift) & ExplorerState.twoBits {
        case 0: activation = .awaitingFirst
        case 1: activation = .inFirst
        default: activation = .pastFirst
        }
        tracked.append(
          InvariantMonitor.Tracked(
            delivery: delivery, step: 0,
            handled: extensionBits & ExplorerState.deferredSlotOrHandledBit != 0 ? 1 : 0, activation: activation))
        blockDelivery = delivery
      }
    }
    var latest: Delivery?
    switch (bits >> ExplorerState.latestShift) & ExplorerState.latestMask {
    case ExplorerState.latestInAppSlot: latest = appEntry?.delivery
    case ExplorerState.latestInSceneSlot: latest = sceneEntry?.delivery
    case ExplorerState.latestElsewhere where extensionBits & ExplorerState.deferredLatestBit != 0:
      latest = blockDelivery
    case ExplorerState.latestElsewhere:
      // The latest delivery is held in no slot: queued behind a gate, or nowhere, when only its identity
      // matters (for `stale`).
      if let queued = queue.latest {
        latest = queued
      } else {
        serial += 1
        latest = Delivery(serial: serial, item: ItemID(0))
      }
    default: latest = nil
    }
    if state.extensionBits & ExplorerState.persistentLatestBit != 0 { latest = persistentEntry?.delivery }
    // The kept handler's delivery stands only for the handler's identity (its item shows only in messages).
    var keptCompletion: InvariantMonitor.KeptCompletion?
    let keptBits = bits & ExplorerState.keptCompletionBits
    if keptBits != 0 {
      serial += 1
      keptCompletion = InvariantMonitor.KeptCompletion(
        delivery: Delivery(serial: serial, item: ItemID(0)), calls: keptBits == ExplorerState.keptCalledBit ? 1 : 0,
        reportedMissing: keptBits == ExplorerState.keptCompletionBits)
    }
    let machine = Self.machine(from: state, templates: templates, deliveriesMade: serial)
    let scene = machine.sessions.first?.ref
    let sceneSlot = scene.flatMap { ref in sceneEntry.map { (ref, $0.delivery) } }
    var context = AppContext(
      appSlot: appEntry?.delivery, sceneSlot: sceneSlot, keptCompletion: keptCompletion?.delivery)
    context.gatesOpen = UInt8((state.extensionBits >> ExplorerState.gatesOpenShift) & ExplorerState.gatesOpenMask)
    context.queued = queue.queued
    let appHandled = (appSlotWord >> ExplorerState.slotHandledShift) & ExplorerState.twoBits
    context.appSlotHandlingFailed = appEntry != nil && appHandled == ExplorerState.handledFailedCode
    context.persistentSlot.store(persistentEntry?.delivery)
    if strategy.actsOnEachScene {
      context.connectedScenes = machine.sessions.filter { $0.state != .unattached }.map(\.ref)
    }
    context.flags = UInt8((state.extensionBits >> ExplorerState.flagsShift) & ExplorerState.flagsMask)
    if extensionBits & ExplorerState.deferredPresentBit != 0 {
      context.deferredBlock = Self.deferredBlock(
        extensionBits, delivery: blockDelivery, scene: scene, strategy: strategy, optionsKinds: optionsKinds)
    }
    let monitor = InvariantMonitor(
      tracked: tracked, latest: latest, active: active,
      uiReady: bits & ExplorerState.uiReadyBit != 0, keptCompletion: keptCompletion)
    self.machine = machine
    self.runner = AppRunner(strategy: strategy, context: context, monitor: monitor)
    self.optionsIndex = state.optionsIndex
  }
}
