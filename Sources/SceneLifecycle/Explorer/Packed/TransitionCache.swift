/// Memoised transitions, filled by running the real model.
///
/// For a ``TableStrategy`` the machine's path through an event does not depend on the app's memory
/// (launch methods' results depend only on the table and on whether an item rides along), and the
/// app's memory and the monitor change only through the callbacks the machine makes. So a transition
/// splits in two lookups:
/// - machine part + options + event → the interaction sequence (callbacks, process exits) and the next
///   machine part: per (event, machine part) a slot, a small table indexed by the options' values of just
///   the inferred switches the machine consulted there;
/// - app part + interaction sequence → the next app part and the violations, in a hash table. The app part
///   is bits 7–31 of the state's first word and its whole extension word (``ExplorerState/extensionBits``);
///   ``AppValueTable`` keeps the lookups with a zero extension word on the narrow path.
///
/// A miss in either runs the general model (``ExplorerWorld``) once, so the semantics live in one place.
/// Each worker thread owns one cache.
struct TransitionCache {
  private let explorer: PackedExplorer
  private let events: [LifecycleEvent]
  /// Per option combination, its ``LifecycleOptions/bits``: each ``InferredOption``'s value number at its bits
  /// (one bit for a switch with two values, more for one with more values; all within the slot word's 24).
  private let optionBits: [UInt64]
  /// Per slot (event × ``machineParts`` + machine part): in bits 56–59 how many of the first six switches it indexes; in
  /// bits 32–55 the switches any outcome learned there consulted; in bits 0–31 one more than where its table starts in ``outcomes``, or 0 before its first
  /// outcome is learned. A table has 2^k entries for k consulted switches, indexed by their values
  /// (``compress(_:_:)``).
  private var slotInfo: [UInt64]
  /// The slots' tables: outcomes (0 until learned). An outcome: bit 63 set; bits 0–6 the next machine
  /// part; bit 7 refused; bits 8–39 the sequence id; bits 40–55 the coverage key (``PackedExplorer/Transition``);
  /// bit 62 once reported (``recordedBit``).
  private var outcomes: [UInt64] = []
  /// Per slot, what was learned there (consulted switches, their values, the outcome), to refill its
  /// table when a newly learned outcome consults another switch.
  private var learned: [[(switches: UInt64, values: UInt64, outcome: UInt64)]]
  /// Set in every learned outcome, so none is 0 ("not learned").
  private static let learnedBit: UInt64 = 1 << 63
  /// Set in an outcome whose event the machine refused (the bit above the machine part).
  private static let refusedBit: UInt64 = 1 << LifecycleMachine.Snapshot.bitWidth
  /// Set in a table entry once a transition with that outcome was reported (``PackedExplorer/Transition/mayBeNew``).
  private static let recordedBit: UInt64 = 1 << 62
  private static let sequenceShift: UInt64 = 8
  /// Sequence ids have 32 bits. Each model run in `learnMachine` adds at most one sequence, and it runs at
  /// most once per (event, machine part, values of the switches read); those values are one of the exploration's
  /// option combinations, at most ``ExplorerState/maxOptionCombinations``, so the bound stays below 2^32
  /// (`ExplorerTests.testSlotWordsHoldEverySwitchAndSequenceIdsCannotOverflow`, which also checks that the
  /// 24 switch bits of a slot word hold every ``InferredOption``). They had 24 bits until a 13th switch
  /// (``InferredOption/forceQuitFromForeground``) pushed that bound past 2^24.
  static let sequenceMask: UInt64 = 0xFFFF_FFFF
  private static let coverageShift: UInt64 = 40
  /// The interaction sequences seen, numbered (their ids are the sequence ids).
  private var sequenceIDs = CodeInterner()
  /// Per sequence id, the callbacks it makes (a bit per `CallbackKind`).
  private var sequences: [UInt32] = []
  /// Item renaming (``ItemSymmetry``), its interned canonical sequences, and the table keyed by canonical
  /// app part and canonical sequence that backs ``appTable``.
  private let symmetry: ItemSymmetry
  private var canonicalSequenceIDs = CodeInterner()
  private var canonicalTable = AppValueTable(capacity: 256)
  /// Canonical forms already worked out, keyed by sequence id and the app part's item bits in both words
  /// (the only inputs of the renaming): an index into ``canonicalForms`` plus one.
  private var canonicalFormIndex = AppValueTable(capacity: 256)
  private var canonicalForms:
    [(renaming: ItemSymmetry.Renaming, slots: UInt64, extensionSlots: UInt64, sequence: UInt64)] = []
  /// The app part's bits the renaming reads and rewrites: both slots' present flags and items.
  private static let slotItemBits = ExplorerState.slotItemBits
  private var appTable = AppValueTable(capacity: 1024)
  /// How many outcomes and app values this cache has learned (the model runs it took); threads start a
  /// level from the cache that learned most (``PackedSpace/willSplitLevel(jobs:)``).
  private(set) var learnedCount = 0
  /// ``pext6Table``, held here so the hot path reads it without the global's once-check.
  private let pext6 = Self.pext6Table
  /// Per event, the ordinal of its kind (for coverage keys).
  private let eventKinds: [Int]

  /// The machine part: a packed ``LifecycleMachine/Snapshot`` (bits 0–6).
  static let machineMask = ExplorerState.machineMask
  /// The app part's first-word bits: active, latest, both slots (bits 7–28), UI ready (bit 29), kept completion
  /// (bits 30–31). The rest of the app part is the extension word (``ExplorerState/extensionMask``).
  static let appMask = ExplorerState.appMask
  /// How many distinct machine parts there are: the slots per event.
  static let machineParts = Int(machineMask) + 1
  /// In a slot word: one more than where its table starts in ``outcomes`` (0: nothing learned yet).
  private static let slotStartMask: UInt64 = 0xFFFF_FFFF
  /// In a slot word: where the switches it indexes start (24 bits).
  private static let slotSwitchesShift: UInt64 = 32
  /// In a slot word: the switches' bits, once shifted down.
  static let slotSwitchesMask: UInt64 = 0xFF_FFFF
  /// In a slot word: where the count of the first six switches it indexes starts.
  private static let slotLowCountShift: UInt64 = 56
  /// In an app-table key: where the sequence id starts, above the app part (bits 7–31).
  private static let sequenceKeyShift: UInt64 = ExplorerState.appPartWidth
  /// In an app-table value: set, so no value is 0 (``PackedMap``'s "none"); above the app part. Bits 41–47
  /// stay clear (``AppValueTable/extensionBit``); the next extension word rides beside the value.
  private static let valueMarkerBit: UInt64 = 1 << 40
  /// In an app-table value: where the error kinds start (8 bits).
  private static let errorsShift: UInt64 = 48
  /// In an app-table value: where the warning kinds start (8 bits).
  private static let warningsShift: UInt64 = 56

  init(explorer: PackedExplorer) {
    self.explorer = explorer
    events = explorer.eventList
    optionBits = explorer.configuration.optionCombinations.map { UInt64($0.bits) }
    slotInfo = Array(repeating: 0, count: events.count * Self.machineParts)
    learned = Array(repeating: [], count: events.count * Self.machineParts)
    eventKinds = events.map(\.kind.ordinal)
    symmetry = ItemSymmetry(events: events)
  }

  /// Per option combination, the switches' value numbers at their bits (``LifecycleOptions/bits``):
  /// the `options` of ``successor(of:options:eventIndex:)`` is `optionsTable[state.optionsIndex]`.
  var optionsTable: [UInt64] { optionBits }

  /// The successor of `state` under event number `eventIndex`, or `nil` when the event is refused.
  /// `options` is the state's entry in ``optionsTable``, looked up once per state by the caller.
  @inline(__always)
  mutating func successor(of state: ExplorerState, options: UInt64, eventIndex: Int) -> PackedExplorer.Transition? {
    let machineBits = state.bits & Self.machineMask
    let slot = eventIndex &* Self.machineParts &+ Int(machineBits)
    let info = slotInfo[slot]
    var outcome: UInt64 = 0
    var index = 0
    if info & Self.slotStartMask != 0 {
      index = Int(truncatingIfNeeded: info & Self.slotStartMask) &- 1 &+ compressed(options, info)
      outcome = outcomes[index]
    }
    if outcome == 0 {
      outcome = learnMachine(state, eventIndex: eventIndex, slot: slot)
      index = -1
    }
    if outcome & Self.refusedBit != 0 { return nil }
    // The first use of an outcome from this table reports its callbacks and coverage; later uses make the
    // same ones (a function of the outcome), which the search has then recorded already.
    let mayBeNew = outcome & Self.recordedBit == 0
    if mayBeNew && index >= 0 { outcomes[index] = outcome | Self.recordedBit }
    let sequence = Int(truncatingIfNeeded: (outcome >> Self.sequenceShift) & Self.sequenceMask)
    let key = (state.bits & Self.appMask) | UInt64(sequence) << Self.sequenceKeyShift
    // The narrow path: a state and a successor with zero extension words, one PackedMap lookup. Anything
    // else (a miss, an extension word on either side) takes `appEntry`.
    var value: UInt64 = 0
    var nextExtension: UInt64 = 0
    if state.extensionBits == 0 { value = appTable.narrowValue(key) }
    if value == 0 || value & AppValueTable.extensionBit != 0 {
      (value, nextExtension) = appEntry(state, key: key, sequence: sequence, eventIndex: eventIndex)
    }
    let nextMachine = outcome & Self.machineMask
    let next = ExplorerState(
      bits: nextMachine | (value & Self.appMask) | (state.bits & ~(Self.machineMask | Self.appMask)),
      extensionBits: nextExtension)
    return PackedExplorer.Transition(
      next: next, callbacks: mayBeNew ? UInt64(sequences[sequence]) : 0,
      errors: UInt16(truncatingIfNeeded: value >> Self.errorsShift) & 0xFF,
      warnings: UInt16(truncatingIfNeeded: value >> Self.warningsShift),
      coverageKey: UInt16(truncatingIfNeeded: outcome >> Self.coverageShift), mayBeNew: mayBeNew)
  }

  /// The app table's entry for `state` and `key` (the app part's first-word bits and the sequence id),
  /// resolved and stored on a miss: the value without ``AppValueTable/extensionBit`` and the next extension word.
  @inline(never)
  private mutating func appEntry(_ state: ExplorerState, key: UInt64, sequence: Int, eventIndex: Int) -> (
    UInt64, UInt64
  ) {
    var entry = appTable[key, state.extensionBits]
    if entry.value == 0 {
      entry = resolve(state, sequence: sequence, eventIndex: eventIndex)
      appTable[key, state.extensionBits] = entry
      learnedCount &+= 1
    }
    return (entry.value, entry.extensionBits)
  }

  /// ``compress(_:_:)`` of `options` under a slot's switches (`info`, a ``slotInfo`` word), without
  /// branches for the first 12 switches: two lookups in ``pext6`` and the count the word keeps.
  @inline(__always)
  private func compressed(_ options: UInt64, _ info: UInt64) -> Int {
    let switches = (info &>> Self.slotSwitchesShift) & Self.slotSwitchesMask
    guard switches < 1 << 12 else { return Self.compress(options, switches) }
    // Both indices are below 4,096 by their masks, so the reads stay inside the table.
    let low = Int(pext6[Int(truncatingIfNeeded: (switches & 63) << 6 | options & 63)])
    let high = Int(pext6[Int(truncatingIfNeeded: (switches >> 6) << 6 | (options >> 6) & 63)])
    return low | high &<< (info &>> Self.slotLowCountShift)
  }

  /// Per 6-bit mask `m` and value `x`, at `m << 6 | x`: ``compress(_:_:)`` of `x` under `m`. Filled once and
  /// kept for the life of the process (4 KiB), read without bounds checks by ``compressed(_:_:)``.
  // Written once, inside the lazy initialiser, and only read after: safe to share between threads.
  nonisolated(unsafe) private static let pext6Table: UnsafePointer<UInt8> = makePext6Table()

  /// Fills the table ``pext6Table`` holds. (A function rather than a closure, so that the corpus measurement's
  /// macos-objc world, which skips function bodies, does not meet a pointer conversion Linux's standard library
  /// cannot typecheck with Objective-C interoperability on.)
  private static func makePext6Table() -> UnsafePointer<UInt8> {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    for index in 0..<4096 { table[index] = UInt8(compress(UInt64(index & 63), UInt64(index >> 6))) }
    return UnsafePointer(table)
  }

  /// Clears every ``recordedBit``, for a level whose transitions are taken back (see
  /// ``BreadthFirstSearch/expandInParallel(_:jobs:)``).
  mutating func forgetRecorded() {
    for index in outcomes.indices { outcomes[index] &= ~Self.recordedBit }
  }

  /// The values of the `switches` bits of `options`, packed together from bit 0 (a software `pext`).
  @inline(__always)
  static func compress(_ options: UInt64, _ switches: UInt64) -> Int {
    var remaining = switches
    var index = 0
    var bit = 1
    while remaining != 0 {
      if options & remaining & (0 &- remaining) != 0 { index |= bit }
      bit &<<= 1
      remaining &= remaining &- 1
    }
    return index
  }

  /// Runs only the machine (no app memory, no monitor) to learn the event's interaction sequence, the
  /// next machine part and the switches it consulted. Launch methods are answered by the strategy itself
  /// on scratch memory. Stores the outcome in the slot's table and returns it.
  @inline(never)
  private mutating func learnMachine(_ state: ExplorerState, eventIndex: Int, slot: Int) -> UInt64 {
    var machine = ExplorerWorld.machine(from: state, templates: explorer.templateMachines)
    var recorder = InteractionRecorder(strategy: explorer.configuration.strategy)
    let refused = machine.handle(events[eventIndex], receiver: &recorder) != nil
    let consulted = UInt64(recorder.consulted)
    var outcome = Self.learnedBit
    if refused {
      outcome |= Self.refusedBit
    } else {
      var key = recorder.codes
      key.append(InteractionRecorder.tail(machinePart: state.bits & Self.machineMask))
      let (sequence, isNew) = sequenceIDs.intern(key)
      if isNew {
        // Sequence ids have 32 bits; distinct interaction sequences are bounded by the model's few
        // callbacks, events and phases, far below that.
        guard UInt64(sequence) <= Self.sequenceMask else { preconditionFailure("too many interaction sequences") }
        var callbacks: UInt32 = 0
        for code in recorder.codes where InteractionRecorder.isCallback(code) {
          callbacks |= 1 << UInt32(code & InteractionRecorder.kindMask)
        }
        sequences.append(callbacks)
      }
      let nextMachine = machine.snapshot.bits
      let coverage = Self.coverageKey(
        before: state.bits & Self.machineMask, eventKind: eventKinds[eventIndex], after: nextMachine)
      outcome |= nextMachine | UInt64(sequence) << Self.sequenceShift | UInt64(coverage) << Self.coverageShift
    }
    store(outcome, switches: consulted, values: optionBits[state.optionsIndex] & consulted, slot: slot)
    learnedCount &+= 1
    return outcome
  }

  /// Adds a learned outcome to a slot: into its table when the slot already indexes every switch the
  /// outcome consulted, else into a new, wider table refilled with everything learned there.
  private mutating func store(_ outcome: UInt64, switches: UInt64, values: UInt64, slot: Int) {
    learned[slot].append((switches, values, outcome))
    var slotSwitches = (slotInfo[slot] >> Self.slotSwitchesShift) & Self.slotSwitchesMask
    let widened = slotInfo[slot] & Self.slotStartMask == 0 || switches & ~slotSwitches != 0
    if widened {
      slotSwitches |= switches
      // Tables only grow; a slot's table and the sequence ids stay far below 2^32 entries.
      slotInfo[slot] =
        UInt64((slotSwitches & 63).nonzeroBitCount) << Self.slotLowCountShift | slotSwitches << Self.slotSwitchesShift
        | UInt64(outcomes.count + 1)
      outcomes.append(contentsOf: repeatElement(0, count: 1 << slotSwitches.nonzeroBitCount))
    }
    let start = Int(slotInfo[slot] & Self.slotStartMask) - 1
    // Every index whose values agree with an outcome on the switches it consulted takes that outcome:
    // the machine, seeing the same values where it looks, takes the same path. A new, wider table is
    // refilled with everything learned in the slot; otherwise only the new outcome is written.
    for entry in widened ? learned[slot][...] : learned[slot].suffix(1) {
      let mask = Self.compress(entry.switches, slotSwitches)
      let wanted = Self.compress(entry.values, slotSwitches)
      for index in 0..<(1 << slotSwitches.nonzeroBitCount) where index & mask == wanted {
        outcomes[start + index] = entry.outcome
      }
    }
  }

  /// The next app part and the violations for an app-table miss: from the canonical table, renamed back,
  /// or else from the model (and then also stored under the canonical key).
  @inline(never)
  private mutating func resolve(_ state: ExplorerState, sequence: Int, eventIndex: Int) -> AppValueTable.Entry {
    let appPart = state.bits & Self.appMask
    let extensionPart = state.extensionBits & ExplorerState.extensionMask
    let formKey = UInt64(sequence) << Self.slotSwitchesShift | appPart & Self.slotItemBits
    let formExtension = extensionPart & ExplorerState.extensionItemBits
    let form: (renaming: ItemSymmetry.Renaming, slots: UInt64, extensionSlots: UInt64, sequence: UInt64)
    let known = canonicalFormIndex[formKey, formExtension].value
    if known != 0 {
      form = canonicalForms[Int(known - 1)]
    } else {
      let canonical = symmetry.canonical(
        appPart: appPart & Self.slotItemBits, extensionBits: formExtension, codes: sequenceIDs.sequences[sequence])
      let canonicalSequence = UInt64(canonicalSequenceIDs.intern(canonical.codes).id)
      form = (canonical.renaming, canonical.appPart, canonical.extensionBits, canonicalSequence)
      canonicalForms.append(form)
      canonicalFormIndex[formKey, formExtension] = AppValueTable.Entry(
        value: UInt64(canonicalForms.count), extensionBits: 0)
    }
    let key = appPart & ~Self.slotItemBits | form.slots | form.sequence << Self.sequenceKeyShift
    let keyExtension = extensionPart & ~ExplorerState.extensionItemBits | form.extensionSlots
    let renaming = form.renaming
    let stored = canonicalTable[key, keyExtension]
    if stored.value != 0,
      let part = ItemSymmetry.rename(
        stored.value & Self.appMask, map: renaming.backward, names: renaming.canonicalMapped),
      let extensionBits = ItemSymmetry.renameExtension(
        stored.extensionBits, map: renaming.backward, names: renaming.canonicalMapped)
    {
      return AppValueTable.Entry(value: stored.value & ~Self.appMask | part, extensionBits: extensionBits)
    }
    let entry = runWorld(state, eventIndex: eventIndex)
    if stored.value == 0,
      let part = ItemSymmetry.rename(entry.value & Self.appMask, map: renaming.forward, names: renaming.mapped),
      let extensionBits = ItemSymmetry.renameExtension(
        entry.extensionBits, map: renaming.forward, names: renaming.mapped)
    {
      canonicalTable[key, keyExtension] = AppValueTable.Entry(
        value: entry.value & ~Self.appMask | part, extensionBits: extensionBits)
    }
    return entry
  }

  /// Runs the general model for one transition: the next app part (both words) and the violations, packed.
  private func runWorld(_ state: ExplorerState, eventIndex: Int) -> AppValueTable.Entry {
    var world = ExplorerWorld(
      state, templates: explorer.templateMachines, strategy: explorer.configuration.strategy,
      optionsKinds: explorer.optionsKinds)
    world.machine.handle(events[eventIndex], receiver: &world.runner)
    world.runner.eventDidEnd()
    let (errors, warnings) = world.violationBits()
    let next = world.encode()
    return AppValueTable.Entry(
      value: Self.pack(next: next.bits & Self.appMask, errors: errors, warnings: warnings),
      extensionBits: next.extensionBits & ExplorerState.extensionMask)
  }

  /// An app-table value: the next app part, ``valueMarkerBit``, and the violation kinds.
  private static func pack(next: UInt64, errors: UInt16, warnings: UInt16) -> UInt64 {
    next | Self.valueMarkerBit | UInt64(errors) << Self.errorsShift | UInt64(warnings) << Self.warningsShift
  }

  /// The coverage index of a transition between two machine parts under an event of the given kind
  /// (its ordinal in `LifecycleEventKind.allCases`): (phase before × kinds + kind) × phases + phase after.
  static func coverageKey(before: UInt64, eventKind: Int, after: UInt64) -> Int {
    ExplorationReport.TransitionKey.index(from: phase(before).ordinal, event: eventKind, to: phase(after).ordinal)
  }

  /// The phase a machine part stands for.
  static func phase(_ machine: UInt64) -> AppPhase { LifecycleMachine.Snapshot(bits: machine).phase }
}
