/// The worlds a memoised direct search has met, and what each event does to each (``WorldSpace``): a class, as the
/// search's expansion learns into it and its store gives worlds representatives again.
///
/// A world is a class of states that agree on everything but the option combination: two simulators are one world
/// when their packed keys (``Simulator/packedWorldKey(symmetric:table:)``, which tell apart what the direct key of
/// `Simulator+DirectStateKey.swift` tells apart) are the same, so the key says they have the same future. A world is numbered when first met; a search state is then a world and a combination, packed
/// into one word (``WorldSpace/pack(world:optionsIndex:)``).
///
/// The machine decides every inferred ordering through `LifecycleMachine.read(_:receiver:)`, which reports the
/// switch it consulted, and the app's side reads no switch; so what an event does to a world is the same under every
/// combination that agrees on the switches consulted. The table keeps, per world and event, each outcome learned with
/// the switches it consulted and their values, and hands it to every combination that agrees on them. A miss runs
/// the real model once on the world's representative simulator under the state's combination
/// (`Simulator.replaceOptions(with:)`). The plain direct space (``DirectSpace``), which runs the model on every
/// transition, is its oracle: the tests compare the two reports.
///
/// Each world keeps a representative simulator while a state of it waits in the frontier, so memory holds the
/// frontier's worlds rather than every world met.
final class WorldTable {
  /// What one event did to one world under the option combinations whose ``switches`` bits equal ``values``.
  struct Outcome {
    /// The consulted switches (``InferredOption/bitMask`` bits).
    let switches: UInt32
    /// Their values in the combination the outcome was learned under (``LifecycleOptions/bits``).
    let values: UInt32
    /// The next world, or ``refused`` when the machine refused the event.
    let next: Int32
    /// A bit per ``ViolationKind`` ordinal the transition broke.
    let violations: UInt32
    /// The callbacks the event made (``AppRunner/callbacksSeen`` of that event alone).
    let callbacks: UInt64
    /// The phases before and after and the event's kind.
    let transition: ExplorationReport.TransitionKey

    /// The `next` of an outcome whose event was refused.
    static let refused: Int32 = -1

    /// Whether the outcome holds under the option combination whose bits are `options`.
    @inline(__always)
    func applies(to options: UInt32) -> Bool { options & switches == values }
  }

  /// What a miss computed: the outcome before its next world is numbered, and the successor. A class, so that
  /// handing it on retains one object rather than each of the successor's buffers.
  final class Learned {
    let switches: UInt32
    let values: UInt32
    /// Where the event led.
    let next: Next
    let violations: UInt32
    let callbacks: UInt64
    let transition: ExplorationReport.TransitionKey

    init(
      switches: UInt32, values: UInt32, violations: UInt32, callbacks: UInt64,
      transition: ExplorationReport.TransitionKey, next: Next
    ) {
      self.switches = switches
      self.values = values
      self.violations = violations
      self.callbacks = callbacks
      self.transition = transition
      self.next = next
    }
  }

  /// Where a learned event led.
  enum Next {
    /// The machine refused the event.
    case refused
    /// A world that has a representative: the successor was dropped, since most successors are in such a world and
    /// keeping each costs retains.
    case known(Int32)
    /// A successor, with the key of its world, which may be new or have no representative.
    case reached(DirectKeyDigest, Simulator<TableStrategy>)
  }

  /// How many events each world has outcomes for.
  let eventCount: Int
  /// The world of each key.
  private var worlds: [DirectKeyDigest: Int32] = [:]
  /// Per world, a simulator in it while one of its states is in the frontier; `nil` otherwise.
  private var representatives: [Simulator<TableStrategy>?] = []
  /// Per world, whether it has a representative: read instead of ``representatives``, whose optional would be
  /// copied, retaining every buffer of the simulator, to be compared with `nil`.
  private(set) var hasRepresentative: [Bool] = []
  /// Per world, what the readiness rule reads of it.
  private(set) var readinessFacts: [ReadinessFacts] = []
  /// Per world and event (`world * eventCount + event`), one more than the index of its newest outcome in
  /// ``outcomes``; 0 before the first.
  private var heads: [Int32] = []
  /// The outcomes learned, each chained to the one learned before it for the same world and event.
  private var outcomes: [Outcome] = []
  private var older: [Int32] = []

  init(eventCount: Int) {
    self.eventCount = eventCount
  }

  /// How many worlds there are.
  var count: Int { representatives.count }

  /// The bytes the worlds' keys take, with their numbers and the dictionary's room to grow: part of what the
  /// search remembers of every state it stored, so the report's visited-set size counts them. The outcomes are a memo
  /// table, as the packed search's are, and are not counted.
  var keyBytes: Int {
    worlds.capacity * (MemoryLayout<DirectKeyDigest>.stride + MemoryLayout<Int32>.stride) + worlds.capacity / 8
  }

  /// The world of `key`, numbered now when new, with `simulator` as its representative when it has none.
  func world(of key: DirectKeyDigest, simulator: Simulator<TableStrategy>) -> Int32 {
    if let known = worlds[key] {
      if !hasRepresentative[Int(known)] {
        representatives[Int(known)] = simulator
        hasRepresentative[Int(known)] = true
      }
      return known
    }
    let world = Int32(representatives.count)
    worlds[key] = world
    representatives.append(simulator)
    hasRepresentative.append(true)
    readinessFacts.append(simulator.readinessFacts)
    heads.append(contentsOf: repeatElement(0, count: eventCount))
    return world
  }

  /// The outcome of event `event` in `world` under the combination whose bits are `options`, if learned.
  @inline(__always)
  func outcome(world: Int32, event: Int, options: UInt32) -> Outcome? {
    var link = heads[Int(world) &* eventCount &+ event]
    while link != 0 {
      let outcome = outcomes[Int(link) &- 1]
      if outcome.applies(to: options) { return outcome }
      link = older[Int(link) &- 1]
    }
    return nil
  }

  /// Runs event `event` on `world`'s representative under `options`, whose ``LifecycleOptions/bits`` are
  /// `optionBits` (worked out once per combination by the caller: they are slow to build): the miss path.
  func learn(
    world: Int32, event: LifecycleEvent, options: LifecycleOptions, optionBits: UInt32, symmetric: Bool,
    keys: WorldKeyTable
  ) -> Learned {
    guard var simulator = representatives[Int(world)] else {
      preconditionFailure("world \(world) is expanded without a representative")
    }
    simulator.replaceOptions(with: options)
    let before = simulator.phase
    let violationsBefore = simulator.runner.monitor.violations.count
    let (rejection, switches) = simulator.sendRecordingSwitches(event)
    let values = optionBits & switches
    guard rejection == nil else {
      return Learned(
        switches: switches, values: values, violations: 0, callbacks: 0,
        transition: .init(from: before, event: event.kind, to: before), next: .refused)
    }
    simulator.endEventAsExplorer()
    var violations: UInt32 = 0
    for violation in simulator.runner.monitor.violations.dropFirst(violationsBefore) {
      violations |= 1 << UInt32(violation.kind.ordinal)
    }
    let key = Self.key(of: simulator, symmetric: symmetric, keys: keys)
    var next = Next.reached(key, simulator)
    if let known = worlds[key], hasRepresentative[Int(known)] { next = .known(known) }
    return Learned(
      switches: switches, values: values, violations: violations, callbacks: simulator.runner.callbacksSeen,
      transition: .init(from: before, event: event.kind, to: simulator.phase), next: next)
  }

  /// Records what a miss learned for `world` and `event`, numbering its next world, and returns the outcome. When an
  /// outcome for the same switch values is recorded already, that one is kept.
  func record(_ learned: Learned, world: Int32, event: Int) -> Outcome {
    let slot = Int(world) * eventCount + event
    var link = heads[slot]
    while link != 0 {
      let known = outcomes[Int(link) - 1]
      if known.switches == learned.switches, known.values == learned.values {
        if known.next >= 0, case .reached(_, let successor) = learned.next { restore(known.next, from: successor) }
        return known
      }
      link = older[Int(link) - 1]
    }
    let next: Int32
    switch learned.next {
    case .refused: next = Outcome.refused
    case .known(let world): next = world
    case .reached(let key, let successor): next = self.world(of: key, simulator: successor)
    }
    let outcome = Outcome(
      switches: learned.switches, values: learned.values, next: next, violations: learned.violations,
      callbacks: learned.callbacks, transition: learned.transition)
    outcomes.append(outcome)
    older.append(heads[slot])
    heads[slot] = Int32(outcomes.count)
    return outcome
  }

  /// The key a world is numbered by: the digest of `simulator`'s exact packed key
  /// (``Simulator/packedWorldKey(symmetric:table:)``) under no particular option combination, the digest the plain
  /// search stores with the combination.
  static func key(of simulator: Simulator<TableStrategy>, symmetric: Bool, keys: WorldKeyTable) -> DirectKeyDigest {
    DirectKeyDigest(simulator.packedWorldKey(symmetric: symmetric, table: keys), optionsIndex: 0)
  }

  /// Gives `world` a representative again (a state of it entered the frontier after its last one was dropped).
  func restore(_ world: Int32, from simulator: Simulator<TableStrategy>) {
    if !hasRepresentative[Int(world)] {
      representatives[Int(world)] = simulator
      hasRepresentative[Int(world)] = true
    }
  }

  /// Drops the representatives of every world `keep` does not name (indexed by world).
  func dropRepresentatives(keeping keep: [Bool]) {
    for world in representatives.indices where hasRepresentative[world] && !keep[world] {
      representatives[world] = nil
      hasRepresentative[world] = false
    }
  }
}
