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
