import QuickActions

/// One state of the exploration, packed into 64 bits.
///
/// It holds everything that can change what happens next: the machine's phase, whether a discarded
/// session awaits `didDiscardSceneSessions`, whether the app has launched, the app's two slots and, for
/// each delivery still held there, how often it was handled and where it stands relative to its first
/// activation, plus which delivery is the latest. Counters that only grow (delivery serials, session
/// numbers, scene delegate generations) are renumbered, so equal futures give equal codes.
///
/// ```
/// bit  0      process running          bits 10–18  app slot: present, item (4), handled (2), activation (2)
/// bit  1      session present          bits 19–28  scene slot: present, same-as-app, item (4), handled, activation
/// bits 2–4    scene state              bits 29–38  index of the LifecycleOptions combination
/// bit  5      discarded session        bit  7      some scene foreground-active
/// bit  6      launched once            bits 8–9    latest delivery: none, app slot, scene slot, other
/// bit 39      the UI has been active since launch or connection
/// ```
public struct ExplorerState: Hashable, Sendable {
  /// The packed bits.
  public let bits: UInt64

  /// The most distinct quick-action types and links, together, a packed state can tell apart (item ids are
  /// packed in 4 bits).
  public static let maxItems = 16
  /// The most option combinations a packed state can tell apart.
  public static let maxOptionCombinations = 1024

  /// Wraps packed bits.
  public init(bits: UInt64) { self.bits = bits }

  /// The index of the state's `LifecycleOptions` combination.
  public var optionsIndex: Int { Int((bits >> 29) & 0x3FF) }
}

/// The concrete model a packed state stands for: the machine and the app runner.
struct ExplorerWorld {
  var machine: LifecycleMachine
  var runner: AppRunner<TableStrategy>
  let optionsIndex: Int
}

// MARK: - Encoding

extension ExplorerWorld {
  private static let sceneStates: [SceneState] = [
    .unattached, .foregroundInactive, .foregroundActive, .background, .suspended,
  ]

  /// Packs the world, dropping deliveries that can no longer matter.
  func encode() -> ExplorerState {
    var bits = Self.machineBits(of: machine)
    let monitor = runner.monitor
    if monitor.active { bits |= 1 << 7 }
    if monitor.uiReady { bits |= 1 << 39 }
    let appDelivery = runner.context.appSlot.item
    let currentScene = machine.sessions.first?.ref
    let sceneDelivery = currentScene.flatMap { runner.context.sceneDelegateSlots[$0] }
    if let latest = monitor.latest {
      let code: UInt64 = latest == appDelivery ? 1 : latest == sceneDelivery ? 2 : 3
      bits |= code << 8
    }
    if let appDelivery { bits |= (Self.slotBits(appDelivery, monitor) | 1) << 10 }
    if let sceneDelivery {
      bits |= 1 << 19
      if sceneDelivery == appDelivery { bits |= 1 << 20 }
      bits |= (Self.slotBits(sceneDelivery, monitor) >> 1) << 21
    }
    bits |= UInt64(optionsIndex) << 29
    return ExplorerState(bits: bits)
  }

  /// The machine part of a state (bits 0–6): process, session and scene state, discarded session, launched.
  static func machineBits(of machine: LifecycleMachine) -> UInt64 {
    var bits: UInt64 = 0
    if machine.processRunning { bits |= 1 }
    if let session = machine.sessions.first {
      bits |= 1 << 1
      bits |= UInt64(Self.sceneStates.firstIndex(of: session.state) ?? 0) << 2
    }
    if !machine.discardedSessions.isEmpty { bits |= 1 << 5 }
    if machine.menu.installedVersionHasLaunched { bits |= 1 << 6 }
    return bits
  }

  /// item (4 bits) << 1 | handled (2) << 5 | activation (2) << 7, leaving bit 0 for "present".
  private static func slotBits(_ delivery: Delivery, _ monitor: InvariantMonitor) -> UInt64 {
    let entry = monitor.tracked.first { $0.delivery == delivery }
    let handled = UInt64(min(entry?.handled ?? 0, 2))
    let activation: UInt64
    switch entry?.activation ?? .pastFirst {
    case .awaitingFirst: activation = 0
    case .inFirst: activation = 1
    case .pastFirst: activation = 2
    }
    return UInt64(delivery.item.index & 0xF) << 1 | handled << 5 | activation << 7
  }
}

// MARK: - Decoding

extension ExplorerWorld {
  /// The machine part of `state` alone.
  static func machine(from state: ExplorerState, templates: [LifecycleMachine]) -> LifecycleMachine {
    let bits = state.bits
    var machine = templates[state.optionsIndex]
    machine.processRunning = bits & 1 != 0
    if bits & (1 << 1) != 0 {
      let sceneState = sceneStates[Int((bits >> 2) & 0x7) % sceneStates.count]
      let number: UInt8 = machine.style.usesScenes ? 1 : 0
      machine.sessions = [SceneSession(number: number, state: sceneState, generation: 0)]
    }
    machine.nextSessionNumber = 2
    if bits & (1 << 5) != 0 { machine.discardedSessions = [1] }
    if bits & (1 << 6) != 0 { machine.menu.appDidLaunch() }
    return machine
  }

  /// Unpacks `state` for `style`, with the option combinations and strategy of the run.
  init(
    _ state: ExplorerState, templates: [LifecycleMachine], strategy: TableStrategy
  ) {
    let bits = state.bits
    let optionsIndex = state.optionsIndex
    var machine = Self.machine(from: state, templates: templates)
    let scene = machine.sessions.first?.ref

    // Renumber the live deliveries from 1; the latest is the held one the code names, or a fresh one.
    let latestCode = (bits >> 8) & 0x3
    var serial: UInt32 = 0
    func make(_ slot: UInt64) -> InvariantMonitor.Tracked {
      serial += 1
      let activation: InvariantMonitor.Activation
      switch (slot >> 7) & 0x3 {
      case 0: activation = .awaitingFirst
      case 1: activation = .inFirst
      default: activation = .pastFirst
      }
      return InvariantMonitor.Tracked(
        delivery: Delivery(serial: serial, item: ItemID(UInt8((slot >> 1) & 0xF))), step: 0,
        handled: Int((slot >> 5) & 0x3), activation: activation)
    }
    let appSlotBits = (bits >> 10) & 0x1FF
    let sceneSlotBits = ((bits >> 21) & 0xFF) << 1 | ((bits >> 19) & 1)
    let appEntry = appSlotBits & 1 != 0 ? make(appSlotBits) : nil
    let sceneEntry = bits & (1 << 20) != 0 ? appEntry : (sceneSlotBits & 1 != 0 ? make(sceneSlotBits) : nil)
    var tracked: [InvariantMonitor.Tracked] = []
    if let appEntry { tracked.append(appEntry) }
    if let sceneEntry, sceneEntry != appEntry { tracked.append(sceneEntry) }
    var latest: Delivery?
    switch latestCode {
    case 1: latest = appEntry?.delivery
    case 2: latest = sceneEntry?.delivery
    case 3:
      // The latest delivery is held nowhere: only its identity matters (for `stale`).
      serial += 1
      latest = Delivery(serial: serial, item: ItemID(0))
    default: latest = nil
    }
    machine.deliveriesMade = serial
    let sceneSlot = scene.flatMap { ref in sceneEntry.map { (ref, $0.delivery) } }
    let context = AppContext(appSlot: appEntry?.delivery, sceneSlot: sceneSlot)
    let monitor = InvariantMonitor(
      tracked: tracked, latest: latest, active: bits & (1 << 7) != 0, uiReady: bits & (1 << 39) != 0)
    self.machine = machine
    self.runner = AppRunner(strategy: strategy, context: context, monitor: monitor)
    self.optionsIndex = optionsIndex
  }
}
