/// The memo tables of the memoised direct search (``WorldSpace``): what an event does to a state, learned once per
/// machine situation and once per app memory rather than once per state. The search's one thread owns it as its
/// worker (``WorkerPool``).
///
/// A state's key is cut in two, each part numbered when first met: the machine's situation (process, sessions by
/// place, their scenes' states: ``LifecycleMachine/packedSituation(symmetric:table:)``) and the app's side (the
/// monitor's judged state and the app's memory, which name sessions only by place: ``Simulator/packedAppKey(table:)``).
/// For a ``TableStrategy`` the machine's path through an event depends only on its situation and the inferred switches
/// it consults: a launch method's answer depends on the callback alone, and the app's memory steers the machine only
/// through work left on the main queue (``CallbackReceiver/hasDeferredBlock``), so for a strategy that queues work the
/// machine's table is keyed by the app's side too (``appSteers``). And the app's side changes only through what it is
/// told (``InteractionTap``). So an event splits into two lookups:
/// - machine situation, event and the values of the switches consulted → the interaction sequence, the next machine
///   situation, the callbacks made and the coverage key;
/// - app side and interaction sequence → the next app side and the violations.
///
/// A miss of the first runs the machine alone, on the situation's representative (``StrategyAnswers`` answers for the
/// app); a miss of the second runs the whole model on a simulator in the state (``WorldSpace`` replays its path), and
/// checks that the machine did what its table says. A premise that failed, or a part the state word cannot number,
/// is a ``Failure``: the search stops and ``DirectExplorer/runMemoised(shouldStop:progress:)`` runs the plain search
/// instead, so the tables never give a wrong report. The plain direct space (``DirectSpace``), which runs the model on every transition, is its oracle: the
/// tests compare the two reports. Measured on `pendingSlot` with three windows and three items to depth 12: 7,201
/// states from about 900 machine situations and 125 app sides.
struct WorldTable {
  /// What one event does to one machine situation under the option combinations whose ``switches`` bits equal
  /// ``values``.
  struct MachineOutcome {
    /// The consulted switches (``InferredOption/bitMask`` bits).
    let switches: UInt32
    /// Their values in the combination the outcome was learned under (``LifecycleOptions/bits``).
    let values: UInt32
    /// The next machine situation, or ``refused``.
    let next: Int32
    /// The interaction sequence's number.
    let sequence: Int32
    /// The callbacks the event made (a bit per ``CallbackKind``).
    let callbacks: UInt64
    /// The phases before and after and the event's kind (``ExplorationReport/TransitionKey/index``).
    let coverage: Int
    /// Whether a transition with this outcome was handed to the search, which then knows its callbacks and coverage.
    var reported = false

    /// The `next` of an event the machine refused.
    static let refused: Int32 = -1

    /// Whether the outcome holds under the option combination whose bits are `options`.
    @inline(__always)
    func applies(to options: UInt32) -> Bool { options & switches == values }
  }

  /// Where an event leads, as the search takes it.
  enum Step {
    case refused
    case reached(machine: Int32, app: Int32, violations: UInt16, callbacks: UInt64, coverage: Int, mayBeNew: Bool)
  }

  /// Why the tables gave up: the plain search then explores instead.
  enum Failure: Equatable, CaseIterable, CustomStringConvertible {
    /// More machine situations than the state word's field can number (``machineLimit``).
    case tooManyMachineSituations
    /// More app sides than the state word's field can number (``appLimit``).
    case tooManyAppSides
    /// The model took another path from a situation it was learned in: the split's premise broke.
    case premiseBroken

    var description: String {
      switch self {
      case .tooManyMachineSituations: "more machine situations than a state word numbers"
      case .tooManyAppSides: "more app sides than a state word numbers"
      case .premiseBroken: "the model took another path from a situation it was learned in"
      }
    }
  }

  /// The most machine situations and app sides the state word can number (``WorldSpace/pack(machine:app:optionsIndex:)``):
  /// far more than a search meets (`pendingSlot` with four windows and four items to depth 16 meets about 9,500 and
  /// 270 in 126,775 states), so passing one gives up the tables (``Failure``) rather than add a word to every state.
  static let machineLimit = 1 << 23
  static let appLimit = 1 << 24
  /// The limits this table keeps: ``machineLimit`` and ``appLimit`` unless the tests lower them to walk the road of a
  /// table that gives up.
  var machineLimit = Self.machineLimit
  var appLimit = Self.appLimit
  /// Why the tables gave up, once they have: the search must then stop, as what they answer is no longer sound.
  private(set) var failure: Failure?

  let eventCount: Int
  /// Whether the app's side can steer the machine (the strategy puts work on the main queue, so the machine asks
  /// whether a block is pending): the machine's table is then keyed by the app's side too, and a miss runs the whole
  /// model.
  let appSteers: Bool
  let symmetric: Bool
  /// The table that packs keys.
  let keys = WorldKeyTable(interner: WorldKeyInterner())
  private var machines: [WorldKey: Int32] = [:]
  private var apps: [WorldKey: Int32] = [:]
  /// With relabelling, the numbers of the relabelled machine situations, and each whole one's.
  private var relabelledMachines: [WorldKey: Int32] = [:]
  private var machineClasses: [Int32] = []
  /// Per machine situation, a machine in it, which a miss of the machine's table runs alone.
  private var representatives: [LifecycleMachine] = []
  /// What answers the machine run alone.
  private let answers: StrategyAnswers
  /// Per app side, what the readiness rule reads of it.
  private(set) var readinessFacts: [ReadinessFacts] = []
  /// Per app side and machine situation (`app << 32 | machine`), the number of the pair, when the app's side steers
  /// the machine: the machine's outcomes are then kept per pair.
  private var pairs: [UInt64: Int32] = [:]
  /// Per slot (owner × events + event, the owner a machine situation or, when the app steers, a pair), one more than
  /// the index of its newest outcome in ``machineOutcomes``.
  private var heads: [Int32] = []
  /// The machine outcomes, each chained to the one learned before it for the same slot.
  private var machineOutcomes: [MachineOutcome] = []
  private var older: [Int32] = []
  private var sequences: [[Interaction.Entry]: Int32] = [:]
  /// Per app side and sequence (`app << 32 | sequence`): ``appValueMarker``, the next app side (bits 0–31) and the
  /// violation bits (bits 32–47).
  private var appOutcomes = PackedMap(capacity: 1024)
  private static let appValueMarker: UInt64 = 1 << 62

  init(eventCount: Int, strategy: TableStrategy, symmetric: Bool) {
    self.eventCount = eventCount
    appSteers = strategy.defersToMainQueue || strategy.hasMainQueueWork
    answers = StrategyAnswers(strategy)
    self.symmetric = symmetric
  }

  /// The bytes the two parts' keys take with their numbers: what the search remembers of every state besides its
  /// word. The outcomes are memo tables, as the packed search's are, and are not counted.
  var keyBytes: Int {
    (machines.capacity + apps.capacity + relabelledMachines.capacity)
      * (MemoryLayout<WorldKey>.stride + MemoryLayout<Int32>.stride + 1)
  }

  /// The numbers of `simulator`'s two parts, given now when new.
  ///
  /// The machine's number is of its whole situation, declared scenes included, even when the search relabels
  /// interchangeable scenes: an event that names a scene (`closeWindow`) is refused or not by the declared scenes of
  /// the state's own simulator, the one the search first reached it with, as the plain search runs it. Which states
  /// are one is then decided by ``visitedWord(_:)``.
  mutating func parts(of simulator: Simulator<TableStrategy>) -> (machine: Int32, app: Int32) {
    let machine = number(of: simulator.machine)
    let key = simulator.packedAppKey(table: keys)
    let app = apps[key] ?? Int32(apps.count)
    guard app < appLimit else { return give(up: .tooManyAppSides, (machine, 0)) }
    if app == apps.count {
      apps[key] = app
      readinessFacts.append(simulator.readinessFacts)
    }
    return (machine, app)
  }

  /// The number of `machine`'s situation, given now when new, with `machine` as its representative.
  private mutating func number(of machine: LifecycleMachine) -> Int32 {
    let key = machine.packedSituation(symmetric: false, table: keys)
    if let known = machines[key] { return known }
    let number = Int32(machines.count)
    guard number < machineLimit else { return give(up: .tooManyMachineSituations, 0) }
    machines[key] = number
    representatives.append(machine)
    if !appSteers { heads.append(contentsOf: repeatElement(0, count: eventCount)) }
    if symmetric {
      let relabelled = machine.packedSituation(symmetric: true, table: keys)
      let relabelledClass = relabelledMachines[relabelled] ?? Int32(relabelledMachines.count)
      if relabelledClass == relabelledMachines.count { relabelledMachines[relabelled] = relabelledClass }
      machineClasses.append(relabelledClass)
    }
    return number
  }

  /// The word the visited set keeps for the state `word` (``WorldSpace/pack(machine:app:optionsIndex:)``): itself,
  /// or, when interchangeable scenes are relabelled, the same with its machine situation's relabelled number.
  @inline(__always)
  func visitedWord(_ word: UInt64) -> UInt64 {
    guard symmetric else { return word }
    let machine = Int(WorldSpace.machine(of: word))
    return word & ~(UInt64(0x7F_FFFF) << 16) | UInt64(machineClasses[machine]) << 16
  }

  /// The first slot of the state of `machine` and `app`: its machine situation's or, when the app steers the machine,
  /// its pair's, numbered now when new.
  @inline(__always)
  mutating func owner(machine: Int32, app: Int32) -> Int {
    guard appSteers else { return Int(machine) &* eventCount }
    let key = UInt64(app) << 32 | UInt64(machine)
    if let pair = pairs[key] { return Int(pair) &* eventCount }
    let pair = Int32(pairs.count)
    pairs[key] = pair
    heads.append(contentsOf: repeatElement(0, count: eventCount))
    return Int(pair) &* eventCount
  }

  /// The index of `slot`'s outcome that holds under `options`, if one is learned.
  @inline(__always)
  private func outcomeIndex(slot: Int, options: UInt32) -> Int? {
    var link = Int(heads[slot])
    while link != 0 {
      if machineOutcomes[link &- 1].applies(to: options) { return link &- 1 }
      link = Int(older[link &- 1])
    }
    return nil
  }

  /// The step an outcome and an app value make, marking the outcome reported.
  @inline(__always)
  private mutating func step(outcome index: Int, value: UInt64) -> Step {
    let outcome = machineOutcomes[index]
    if !outcome.reported { machineOutcomes[index].reported = true }
    return .reached(
      machine: outcome.next, app: Int32(truncatingIfNeeded: value & 0xFFFF_FFFF),
      violations: UInt16(truncatingIfNeeded: value >> 32), callbacks: outcome.callbacks, coverage: outcome.coverage,
      mayBeNew: !outcome.reported)
  }

  /// What event number `event` (`lifecycleEvent`) does in the state of `app` whose first slot is `owner`
  /// (``owner(machine:app:)``) under the combination `combination` (whose bits are `options`), or `nil` when the app's
  /// part is not learned yet. The machine's part is learned now when it can be alone.
  @inline(__always)
  mutating func step(
    owner: Int, machine: Int32, app: Int32, event: Int, options: UInt32,
    lifecycleEvent: @autoclosure () -> LifecycleEvent, combination: @autoclosure () -> LifecycleOptions
  ) -> Step? {
    var found = outcomeIndex(slot: owner &+ event, options: options)
    if found == nil, !appSteers {
      found = learnMachine(
        slot: owner &+ event, machine: machine, event: lifecycleEvent(), eventIndex: event, options: combination(),
        optionBits: options)
    }
    guard let index = found else { return nil }
    let sequence = machineOutcomes[index].sequence
    guard machineOutcomes[index].next != MachineOutcome.refused else { return .refused }
    let value = appOutcomes[UInt64(app) << 32 | UInt64(sequence)]
    guard value != 0 else { return nil }
    return step(outcome: index, value: value)
  }

  /// Runs event `event` (number `eventIndex`) on a copy of `simulator`, which is in the state of `app` whose first slot is
  /// `owner`, under the combination whose bits are `optionBits`, fills both tables and returns the step.
  mutating func learn(
    _ simulator: Simulator<TableStrategy>, owner: Int, app: Int32, event: LifecycleEvent, eventIndex: Int,
    optionBits: UInt32
  ) -> Step {
    var simulator = simulator
    let before = simulator.phase
    let violationsBefore = simulator.runner.monitor.violations.count
    var entries: [Interaction.Entry] = []
    let (rejection, switches) = simulator.sendRecordingSwitches(
      event, entries: &entries)
    let slot = owner + eventIndex
    let known = outcomeIndex(slot: slot, options: optionBits)
    guard rejection == nil else {
      if let known, machineOutcomes[known].next != MachineOutcome.refused { return give(up: .premiseBroken, .refused) }
      if known == nil {
        append(
          MachineOutcome(
            switches: switches, values: optionBits & switches, next: MachineOutcome.refused, sequence: 0,
            callbacks: 0, coverage: 0), slot: slot)
      }
      return .refused
    }
    simulator.endEventAsExplorer()
    var violations: UInt16 = 0
    for violation in simulator.runner.monitor.violations.dropFirst(violationsBefore) {
      violations |= 1 << UInt16(violation.kind.ordinal)
    }
    let next = parts(of: simulator)
    let sequence = sequenceNumber(entries)
    let index: Int
    if let known {
      let outcome = machineOutcomes[known]
      guard
        outcome.next == next.machine && outcome.sequence == sequence
          && outcome.callbacks == simulator.runner.callbacksSeen
      else { return give(up: .premiseBroken, .refused) }
      index = known
    } else {
      let coverage = ExplorationReport.TransitionKey(from: before, event: event.kind, to: simulator.phase).index
      index = append(
        MachineOutcome(
          switches: switches, values: optionBits & switches, next: next.machine, sequence: sequence,
          callbacks: simulator.runner.callbacksSeen, coverage: coverage), slot: slot)
    }
    let key = UInt64(app) << 32 | UInt64(sequence)
    let value = Self.appValueMarker | UInt64(violations) << 32 | UInt64(next.app)
    let stored = appOutcomes[key]
    guard stored == 0 || stored == value else { return give(up: .premiseBroken, .refused) }
    appOutcomes[key] = value
    return step(outcome: index, value: value)
  }

  /// Runs event `event` (number `eventIndex`) on the representative of `machine` alone under `options` (whose bits
  /// are `optionBits`) and adds what it did to `slot`; returns the outcome's index.
  private mutating func learnMachine(
    slot: Int, machine: Int32, event: LifecycleEvent, eventIndex: Int, options: LifecycleOptions, optionBits: UInt32
  ) -> Int {
    var situation = representatives[Int(machine)]
    situation.replaceOptions(with: options)
    let before = situation.phase
    var tap = InteractionTap(answers, machine: situation, event: event)
    let refused = situation.handle(event, receiver: &tap) != nil
    let switches = tap.inner.consulted
    guard !refused else {
      return append(
        MachineOutcome(
          switches: switches, values: optionBits & switches, next: MachineOutcome.refused, sequence: 0,
          callbacks: 0, coverage: 0), slot: slot)
    }
    tap.arrangement(after: situation)
    var callbacks: UInt64 = 0
    for entry in tap.entries {
      switch entry {
      case .callback(let kind, _, _, _), .callbackInExtension(let kind, _, _, _, _):
        callbacks |= 1 << UInt64(kind.rawValue)
      case .event, .processExit, .processSuspend, .note, .appWork, .deferredBlock, .mainRunLoopTurn, .route,
        .sessionDiscarded, .session:
        break
      }
    }
    return append(
      MachineOutcome(
        switches: switches, values: optionBits & switches, next: number(of: situation),
        sequence: sequenceNumber(tap.entries), callbacks: callbacks,
        coverage: ExplorationReport.TransitionKey(from: before, event: event.kind, to: situation.phase).index),
      slot: slot)
  }

  /// The number of interaction sequence `entries`, given now when new.
  private mutating func sequenceNumber(_ entries: [Interaction.Entry]) -> Int32 {
    if let known = sequences[entries] { return known }
    let number = Int32(sequences.count)
    sequences[entries] = number
    return number
  }

  /// Notes that the tables gave up for `reason` (the first reason stays) and returns `placeholder`, which the search
  /// never stores: it stops at the next step (``WorldExpansion``).
  private mutating func give<Value>(up reason: Failure, _ placeholder: Value) -> Value {
    if failure == nil { failure = reason }
    return placeholder
  }

  /// Adds `outcome` to `slot`'s chain; returns its index.
  @discardableResult
  private mutating func append(_ outcome: MachineOutcome, slot: Int) -> Int {
    machineOutcomes.append(outcome)
    older.append(heads[slot])
    heads[slot] = Int32(machineOutcomes.count)
    return machineOutcomes.count - 1
  }
}
