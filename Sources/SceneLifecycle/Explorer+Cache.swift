/// Memoised transitions, filled by running the real model.
///
/// For a ``TableStrategy`` the machine's path through an event does not depend on the app's memory
/// (launch methods' results depend only on the table and on whether an item rides along), and the
/// app's memory and the monitor change only through the callbacks the machine makes. So a transition
/// splits in two lookups:
/// - machine part + options + event → the interaction sequence (callbacks, process exits) and the next
///   machine part, in a flat array;
/// - app part + interaction sequence → the next app part and the violations, in a hash table.
///
/// A miss in either runs the general model (``ExplorerWorld``) once, so the semantics live in one place.
/// Each worker thread owns one cache.
struct TransitionCache {
  private let explorer: Explorer
  private let events: [LifecycleEvent]
  /// Per option combination, a bit per ``InferredOption`` that is not at its default.
  private let optionBits: [UInt64]
  /// Up to ``entriesPerSlot`` learned outcomes per (event, machine part). An outcome applies to the
  /// option combinations that agree with it on the switches the machine consulted. With S switches
  /// (``InferredOption``, 12 today): bit 63 set; bits 0..<S the consulted switches; bits S..<2S their values;
  /// 7 bits from 2S the next machine part; bit 2S+7 refused; the bits from 2S+8 up to 62 the sequence id.
  private var machineTable: [UInt64]
  /// S, the number of switches.
  private static let switches = UInt64(InferredOption.allCases.count)
  /// A bit per switch.
  private static let switchMask: UInt64 = (1 << switches) - 1
  /// Where the next machine part starts.
  private static let machineShift = 2 * switches
  /// The refused bit.
  private static let refusedBit: UInt64 = 1 << (machineShift + 7)
  /// Where the sequence id starts, and its mask (below bit 63).
  private static let sequenceShift = machineShift + 8
  private static let sequenceMask: UInt64 = (1 << (63 - sequenceShift)) - 1
  private static let entriesPerSlot = 32
  private var sequenceIDs: [[UInt16]: Int] = [:]
  /// Per sequence id, the callbacks it makes (a bit per `CallbackKind`).
  private var sequences: [UInt32] = []
  private var appTable = PackedMap(capacity: 1024)

  /// The machine part: process, session, scene state, discarded session, launched (bits 0–6).
  static let machineMask: UInt64 = 0x7F
  /// The app part: active, latest, both slots (bits 7–28), UI ready (bit 39).
  static let appMask: UInt64 = 0x1FFF_FF80 | 1 << 39

  init(explorer: Explorer) {
    self.explorer = explorer
    events = explorer.eventList
    optionBits = explorer.configuration.optionCombinations.map { UInt64($0.bits) }
    machineTable = Array(repeating: 0, count: events.count * 128 * Self.entriesPerSlot)
  }

  /// The successor of `state` under event number `eventIndex`, or `nil` when the event is refused.
  mutating func successor(of state: ExplorerState, eventIndex: Int) -> Explorer.Transition? {
    let machineBits = state.bits & Self.machineMask
    let options = optionBits[state.optionsIndex]
    let base = (eventIndex * 128 + Int(machineBits)) * Self.entriesPerSlot
    var outcome: UInt64 = 0
    for index in base..<(base + Self.entriesPerSlot) {
      let entry = machineTable[index]
      if entry == 0 { break }
      if options & (entry & Self.switchMask) == (entry >> Self.switches) & Self.switchMask {
        outcome = entry
        break
      }
    }
    if outcome == 0 { outcome = learnMachine(state, eventIndex: eventIndex, base: base) }
    if outcome & Self.refusedBit != 0 { return nil }
    let sequence = Int((outcome >> Self.sequenceShift) & Self.sequenceMask)
    let key = (state.bits & Self.appMask) | UInt64(sequence) << 40
    let value: UInt64
    if let cached = appTable[key] {
      value = cached
    } else {
      value = runWorld(state, eventIndex: eventIndex)
      appTable[key] = value
    }
    let nextMachine = (outcome >> Self.machineShift) & Self.machineMask
    let next = ExplorerState(
      bits: nextMachine | (value & Self.appMask) | (state.bits & ~(Self.machineMask | Self.appMask)))
    return Explorer.Transition(
      next: next, callbacks: sequences[sequence], errors: UInt16((value >> 48) & 0xFF),
      warnings: UInt16((value >> 56) & 0xFF), machineBefore: UInt8(machineBits), machineAfter: UInt8(nextMachine))
  }

  /// Runs only the machine (no app memory, no monitor) to learn the event's interaction sequence, the
  /// next machine part and the switches it consulted. Launch methods are answered by the strategy itself
  /// on scratch memory. Returns the outcome entry (also stored when the slot has room).
  private mutating func learnMachine(_ state: ExplorerState, eventIndex: Int, base: Int) -> UInt64 {
    var machine = ExplorerWorld.machine(from: state, templates: explorer.templateMachines)
    var recorder = InteractionRecorder(strategy: explorer.configuration.strategy)
    let refused = machine.handle(events[eventIndex], receiver: &recorder) != nil
    let consulted = UInt64(recorder.consulted)
    var outcome: UInt64 = 1 << 63 | consulted | (optionBits[state.optionsIndex] & consulted) << Self.switches
    if refused {
      outcome |= Self.refusedBit
    } else {
      var key = recorder.codes
      key.append(UInt16(state.bits & 0x3) | 0x4000)
      let sequence: Int
      if let known = sequenceIDs[key] {
        sequence = known
      } else {
        sequence = sequences.count
        sequenceIDs[key] = sequence
        var callbacks: UInt32 = 0
        for code in recorder.codes where code < 0x4000 { callbacks |= 1 << UInt32(code & 0x1F) }
        sequences.append(callbacks)
      }
      let world = ExplorerWorld(
        machine: machine, runner: AppRunner(strategy: explorer.configuration.strategy), optionsIndex: 0)
      outcome |= (world.encode().bits & Self.machineMask) << Self.machineShift | UInt64(sequence) << Self.sequenceShift
    }
    for index in base..<(base + Self.entriesPerSlot) where machineTable[index] == 0 {
      machineTable[index] = outcome
      break
    }
    return outcome
  }

  /// Runs the general model for one transition: the next app part and the violations, packed.
  private func runWorld(_ state: ExplorerState, eventIndex: Int) -> UInt64 {
    var world = ExplorerWorld(state, templates: explorer.templateMachines, strategy: explorer.configuration.strategy)
    world.machine.handle(events[eventIndex], receiver: &world.runner)
    world.runner.eventDidEnd()
    var errors: UInt16 = 0
    var warnings: UInt16 = 0
    for violation in world.runner.monitor.violations {
      let bit = UInt16(1) << UInt16(violation.kind.ordinal)
      if violation.kind.isWarning { warnings |= bit } else { errors |= bit }
    }
    return Self.pack(next: world.encode().bits & Self.appMask, errors: errors, warnings: warnings)
  }

  private static func pack(next: UInt64, errors: UInt16, warnings: UInt16) -> UInt64 {
    next | UInt64(errors) << 48 | UInt64(warnings) << 56
  }

  /// The phase a machine part stands for.
  static func phase(_ machine: UInt64) -> AppPhase {
    let running = machine & 1 != 0
    guard machine & 2 != 0 else { return .notRunning }
    guard running else { return .notRunningWithSavedSession }
    switch (machine >> 2) & 0x7 {
    case 0: return .unattached
    case 1: return .foregroundInactive
    case 2: return .foregroundActive
    case 3: return .background
    default: return .suspended
    }
  }
}

/// Notes the interaction sequence of one event: per callback its kind, whether it carries a delivery and
/// which item, and the scene delegate generation; `0x8000` for a process exit. Launch methods get the
/// strategy's own answer, computed on scratch memory (a table strategy's answer depends only on the
/// callback).
struct InteractionRecorder: CallbackReceiver {
  let strategy: TableStrategy
  var codes: [UInt16] = []
  /// A bit per ``InferredOption`` the machine consulted.
  var consulted: UInt16 = 0

  init(strategy: TableStrategy) { self.strategy = strategy }

  mutating func receive(_ callback: Callback) -> Bool {
    var code = UInt16(callback.kind.rawValue)
    if let delivery = callback.delivery { code |= 0x20 | UInt16(delivery.item.index & 0xF) << 6 }
    if let scene = callback.scene { code |= UInt16(scene.generation & 0x7) << 10 | 0x2000 }
    codes.append(code)
    guard callback.kind.isLaunchMethod else { return true }
    var scratch = AppContext()
    strategy.respond(to: callback, app: &scratch)
    return scratch.launchMethodResult
  }

  mutating func processDidExit() { codes.append(0x8000) }

  mutating func consulted(_ option: InferredOption) { consulted |= 1 << option.rawValue }

  func implements(_ callback: CallbackKind) -> Bool { strategy.implements(callback) }
}

/// A hash map from packed keys to packed values (open addressing; key 0 is reserved, so keys get a
/// marker bit).
struct PackedMap {
  private var keys: [UInt64]
  private var values: [UInt64]
  private var mask: Int
  private var count = 0
  private static let marker: UInt64 = 1 << 63

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    keys = Array(repeating: 0, count: size)
    values = Array(repeating: 0, count: size)
    mask = size - 1
  }

  subscript(key: UInt64) -> UInt64? {
    get {
      let stored = key | Self.marker
      var index = Self.hash(stored) & mask
      while true {
        let slot = keys[index]
        if slot == 0 { return nil }
        if slot == stored { return values[index] }
        index = (index + 1) & mask
      }
    }
    set {
      guard let newValue else { return }
      if (count + 1) * 2 > keys.count { grow() }
      let stored = key | Self.marker
      var index = Self.hash(stored) & mask
      while keys[index] != 0 && keys[index] != stored { index = (index + 1) & mask }
      if keys[index] == 0 { count += 1 }
      keys[index] = stored
      values[index] = newValue
    }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: 0, count: oldKeys.count * 2)
    mask = keys.count - 1
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 {
      self[oldKeys[index] & ~Self.marker] = oldValues[index]
    }
  }

  private static func hash(_ key: UInt64) -> Int {
    var x = key
    x = (x ^ (x >> 30)) &* 0xbf58_476d_1ce4_e5b9
    x = (x ^ (x >> 27)) &* 0x94d0_49bb_1331_11eb
    return Int(truncatingIfNeeded: x ^ (x >> 31))
  }
}
