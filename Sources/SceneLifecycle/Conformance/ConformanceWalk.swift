import QuickActions

/// The depth-first walk of one ``ConformanceSearch`` pass: every path from a fresh install whose recorded callbacks
/// are a prefix of the log, with at most ``unseenBudget`` steps the log cannot show.
struct ConformanceWalk {
  /// One path: the app after its steps, the switch values it depends on, and how much of the log it reproduces. Its
  /// steps, their starts and its lines are the walk's stacks (``steps``, ``starts``, ``lines``), pushed as the walk
  /// goes down and popped as it comes back, so a step costs what it adds, not a copy of the path (issue 40).
  struct Path {
    /// The app after the path's steps, under ``values``' combination.
    var simulator: Simulator<TableStrategy>
    /// The switches the path consulted, with their values.
    var values: SwitchValues
    /// How many of the log's callbacks the path reproduces.
    var position = 0
    /// How many steps reproduced no callback (lead-in steps not counted).
    var unseen = 0
  }

  /// The steps of the path being walked.
  private var steps: [ScenarioStep] = []
  /// Per step of the path being walked, the index of the first log callback it reproduces (its position before it).
  private var starts: [Int] = []
  /// The model's trace lines of the callbacks the path being walked reproduces, in log order.
  private var lines: [String] = []

  /// What one step did on a path under one set of switch values.
  struct Outcome {
    /// The app after the step.
    var simulator: Simulator<TableStrategy>
    /// The path's values and the switches the step consulted, with the values it ran under.
    var values: SwitchValues
    /// The switches the step consulted (every bit, whether fixed before or not).
    var consulted: UInt32
  }

  /// The search this pass belongs to.
  let search: ConformanceSearch
  /// The most unseen steps a path may take in this pass.
  var unseenBudget = 0
  /// How many steps every path of this pass takes before the log starts (a log that starts mid-run), whatever
  /// callbacks they make.
  var leadIn = 0
  /// The sequences found, in the order found, each with every set of values it was found under.
  var matches: [ConformanceMatch] = []
  /// Where each kept sequence is in ``matches``.
  private var matchIndex: [[ScenarioStep]: Int] = [:]
  /// How many distinct sequences were found, kept or not.
  var sequenceCount = 0
  /// The hashes of the sequences found beyond the kept ones (counted by ``sequenceCount``), so they are not counted
  /// twice: a hash, not the sequence, so that memory grows by a word per sequence, not by its length (issue 40).
  private var uncountedSequences: Set<Int> = []
  /// How many steps were sent in every pass so far.
  var sends = 0
  /// Whether the walk stopped at ``ConformanceSearch/Limits/maximumSends``.
  var stoppedEarly = false
  /// The longest prefix any path reproduced, and where it parted from the log.
  var divergence: ConformanceDivergence?

  /// The callbacks the log records (``DeviceLog/recorded``), worked out once: the walk asks at every trace line.
  private let recorded: Set<CallbackKind>

  init(search: ConformanceSearch) {
    self.search = search
    self.recorded = search.log.recorded
  }

  private var log: [ObservedCallback] { search.log.callbacks }

  /// Walks every path that extends `path`.
  mutating func walk(from path: Path) {
    guard path.position < log.count else {
      record(path)
      return
    }
    let leadingIn = steps.count < leadIn
    for step in search.steps {
      for outcome in outcomes(of: step, from: path) {
        guard !stoppedEarly else { return }
        if leadingIn {
          var next = path
          next.simulator = outcome.simulator
          next.simulator.forgetTrace()
          next.values = outcome.values
          steps.append(step)
          starts.append(0)
          walk(from: next)
          steps.removeLast()
          starts.removeLast()
        } else {
          extend(path, by: step, outcome: outcome)
        }
      }
    }
  }

  /// Follows `outcome` of `step` on `path` if its recorded callbacks are the log's next ones; else notes how far it
  /// came.
  private mutating func extend(_ path: Path, by step: ScenarioStep, outcome: Outcome) {
    let before = path.simulator.trace.count
    let catalog = outcome.simulator.catalog
    var matched = 0
    var reproduced: [String] = []
    for entry in outcome.simulator.trace[before...] {
      guard let observed = ObservedCallback(entry: entry, catalog: catalog, sceneIDs: search.sceneIDs),
        recorded.contains(observed.callback)
      else { continue }
      let index = path.position + matched
      guard index < log.count, Self.agrees(observed, with: log[index]) else {
        noteDivergence(
          path: path, step: step, outcome: outcome, reproduced: index, model: observed)
        return
      }
      reproduced.append(entry.line(in: catalog, sceneIDs: search.sceneIDs))
      matched += 1
    }
    if matched == 0 {
      guard path.unseen < unseenBudget else { return }
    }
    // The step's lines are read; the next step's are all the walk will look at, so the app's copy keeps none.
    var next = Path(simulator: outcome.simulator, values: outcome.values)
    next.simulator.forgetTrace()
    next.position = path.position + matched
    next.unseen = path.unseen + (matched == 0 ? 1 : 0)
    steps.append(step)
    starts.append(path.position)
    lines += reproduced
    if matched > 0, next.position < log.count {
      // The step reproduced all it did; if nothing can follow, the log parts here with the model silent.
      noteDivergence(path: next, step: nil, outcome: nil, reproduced: next.position, model: nil)
    }
    walk(from: next)
    steps.removeLast()
    starts.removeLast()
    lines.removeLast(reproduced.count)
  }

  /// Whether the model's callback is the one the device logged: the same callback, and the same detail and scene
  /// where the log gives them.
  static func agrees(_ model: ObservedCallback, with device: ObservedCallback) -> Bool {
    model.callback == device.callback && (device.detail == nil || device.detail == model.detail)
      && (device.scene == nil || device.scene == model.scene)
  }

  /// Runs `step` on `path` under its values, and again under every value of each switch the step consults that the
  /// path has not fixed yet; refused steps have no outcome.
  private mutating func outcomes(of step: ScenarioStep, from path: Path) -> [Outcome] {
    var outcomes: [Outcome] = []
    var pending = [path.values]
    let freeMask = search.space.freeMask
    while let values = pending.popLast() {
      guard sends < search.limits.maximumSends else {
        stoppedEarly = true
        return outcomes
      }
      var simulator = path.simulator
      simulator.replaceOptions(with: values.options)
      let (rejection, consulted) = simulator.sendRecordingSwitches(step: step)
      sends += 1
      let newlyRead = consulted & freeMask & ~values.mask
      let fixed = SwitchValues(mask: values.mask | newlyRead, options: values.options)
      if newlyRead != 0 {
        for other in Self.otherValues(of: newlyRead, in: values.options) {
          pending.append(SwitchValues(mask: fixed.mask, options: other))
        }
      }
      guard rejection == nil else { continue }
      outcomes.append(Outcome(simulator: simulator, values: fixed, consulted: consulted))
    }
    return outcomes
  }

  /// Every combination that differs from `options` only in the switches of `mask`, and in at least one of them.
  static func otherValues(of mask: UInt32, in options: LifecycleOptions) -> [LifecycleOptions] {
    let switches = InferredOption.allCases.filter { mask & $0.bitMask != 0 }
    return LifecycleOptions.combinations(varying: switches, from: options).filter { $0 != options }
  }

  /// Keeps a path that reproduces the whole log.
  private mutating func record(_ path: Path) {
    if let index = matchIndex[steps] {
      if !matches[index].values.contains(path.values) { matches[index].values.append(path.values) }
      return
    }
    guard matches.count < search.limits.maximumSequences else {
      if uncountedSequences.insert(steps.hashValue).inserted { sequenceCount += 1 }
      return
    }
    sequenceCount += 1
    matchIndex[steps] = matches.count
    matches.append(
      ConformanceMatch(
        steps: steps, starts: starts, values: [path.values], modelLines: lines,
        sceneIDs: search.sceneIDs, leadIn: leadIn))
  }

  /// Remembers where a path parts from the log, when it came further than every path before; a step that parts at the
  /// same point with another callback is kept as an alternative. The path's steps and lines are the walk's stacks.
  private mutating func noteDivergence(
    path: Path, step: ScenarioStep?, outcome: Outcome?, reproduced: Int, model: ObservedCallback?
  ) {
    // Only a path that comes further than the closest one yet, or as far with something else, is kept; the cheap
    // test first, since most paths part where the closest one did.
    if let current = divergence, current.reproduced > reproduced || (current.reproduced == reproduced && model == nil) {
      return
    }
    let consulted = InferredOption.allCases.filter { (outcome?.consulted ?? 0) & $0.bitMask != 0 }
    var candidate = ConformanceDivergence(
      reproduced: reproduced, steps: steps + (step.map { [$0] } ?? []),
      starts: starts + (step == nil ? [] : [path.position]), values: outcome?.values ?? path.values,
      device: reproduced < log.count ? log[reproduced] : nil, model: model, consulted: consulted,
      modelLines: lines, leadIn: leadIn, sceneIDs: search.sceneIDs)
    guard let current = divergence, current.reproduced == reproduced, let currentModel = current.model else {
      // Further than before, or at the same point with what the model does there instead of a path that only stops.
      divergence = candidate
      return
    }
    guard let step, let model else { return }
    if current.consulted.isEmpty, !consulted.isEmpty {
      // A step that read a switch says more than one that read none: it becomes the closest, the other an alternative.
      let replaced = ConformanceDivergence.Alternative(
        steps: current.steps, model: currentModel, consulted: [], leadIn: current.leadIn)
      candidate.alternatives = Array(([replaced] + current.alternatives).prefix(Self.maximumAlternatives))
      divergence = candidate
      return
    }
    let seen = [(currentModel, current.steps.last?.kind)] + current.alternatives.map { ($0.model, $0.steps.last?.kind) }
    guard current.alternatives.count < Self.maximumAlternatives,
      !seen.contains(where: { $0 == model && $1 == step.kind })
    else { return }
    divergence?.alternatives.append(
      ConformanceDivergence.Alternative(steps: candidate.steps, model: model, consulted: consulted, leadIn: leadIn))
  }

  /// The most other steps a divergence lists that part from the log at the same point.
  static let maximumAlternatives = 4

  /// The pass's findings as a report.
  func report() -> ConformanceReport {
    let outcome: ConformanceReport.Outcome
    if matches.isEmpty {
      outcome = .notReproduced(
        divergence
          ?? ConformanceDivergence(
            reproduced: 0, steps: [], starts: [], values: SwitchValues(options: search.space.base),
            device: log.first, model: nil, consulted: [], modelLines: [], leadIn: 0))
    } else {
      // Fewest steps first; the walk's order among equals.
      var simplified = matches
      for index in simplified.indices { simplified[index].values = SwitchValues.simplified(simplified[index].values) }
      let sorted = simplified.enumerated().sorted {
        ($0.element.steps.count, $0.offset) < ($1.element.steps.count, $1.offset)
      }
      outcome = .reproduced(sorted.map(\.element), sequenceCount: sequenceCount)
    }
    return ConformanceReport(
      log: search.log, space: search.space, lifecycle: search.lifecycle, outcome: outcome,
      unseenBudget: unseenBudget, sends: sends, stoppedEarly: stoppedEarly, leadIn: leadIn)
  }
}

extension ObservedCallback {
  /// The callback of a trace entry as a log would record it: its selector, detail and scene; `nil` for an entry that
  /// is not a callback. The detail is the item's type or the link's URL, what the app's code reads, without what a
  /// trace adds to tell items of one type apart.
  init?(entry: TraceEntry, catalog: ItemCatalog, sceneIDs: [String]) {
    guard case .callback(let kind) = entry.what else { return nil }
    self.init(
      callback: kind, detail: entry.item.map(catalog.type(of:)),
      scene: entry.scene.map { WindowSetup.sceneName($0, in: sceneIDs) })
  }
}
