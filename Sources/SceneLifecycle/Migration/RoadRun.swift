import QuickActions

/// One road run under one lifecycle: what the invariants found, and where the road's item went.
public struct RoadRun: Hashable, Sendable {
  /// The lifecycle it ran under.
  public let lifecycle: LifecycleStyle
  /// The steps sent: the road's, each followed by an `appReady` step for every readiness gate still closed once the
  /// process runs code and its declared readiness allows it (a framework's consumer starts as soon as it can: a road
  /// is one run, so an ``Readiness/anytime`` gate opens as a ``Readiness/prompt`` one does, and an
  /// ``Readiness/afterFirstActivation`` one once the UI has been active).
  public let steps: [ScenarioStep]
  /// The trace, as `<actor> <name>[ <item>]` lines.
  public let trace: [String]
  /// Every broken invariant, warnings included, with messages.
  public let violations: [ViolationRecord]
  /// How often the app handled the road's item.
  public let handledCount: Int
  /// The callbacks that handed the road's item over, in order, each once.
  public let deliveredIn: [CallbackKind]
  /// The callbacks in which the app acted on the road's item (stored, handled, sent or completed it), in order,
  /// each once; a launch method that only returned counts too when it carried the item.
  public let actedIn: [CallbackKind]
  /// The callbacks the app implements, as it answers at the end of the run (a delegate class answers for the methods
  /// UIKit called; ``AppStrategy/implements(_:)``).
  public var implemented: [CallbackKind] = []

  /// A road run from its parts, as ``run(_:lifecycle:device:options:shortcutItems:links:steps:build:)`` makes one;
  /// for a test that judges runs it built by hand (``RoadVerdict/judge(before:after:handledAnywhere:)``).
  public init(
    lifecycle: LifecycleStyle, steps: [ScenarioStep], trace: [String], violations: [ViolationRecord],
    handledCount: Int, deliveredIn: [CallbackKind], actedIn: [CallbackKind], implemented: [CallbackKind] = []
  ) {
    self.lifecycle = lifecycle
    self.steps = steps
    self.trace = trace
    self.violations = violations
    self.handledCount = handledCount
    self.deliveredIn = deliveredIn
    self.actedIn = actedIn
    self.implemented = implemented
  }

  /// The error-kind violations: those that fail a run.
  public var errors: [ViolationRecord] { violations.filter { !$0.kind.isWarning } }

  /// Whether no invariant that fails a run was broken.
  public var isClean: Bool { errors.isEmpty }

  /// `works`, or the kinds broken joined with `+` (`lost`, `duplicate+completionMissing`).
  public var outcome: String {
    let kinds = Array(Set(errors.map(\.kind))).sorted()
    return kinds.isEmpty ? "works" : kinds.map(\.rawValue).joined(separator: "+")
  }

  /// Runs `steps` on `strategy` from a fresh install under `lifecycle`, built as `build` says; the last step is the
  /// road's delivery.
  public static func run<Strategy: AppStrategy>(
    _ strategy: Strategy, lifecycle: LifecycleStyle, device: Device, options: LifecycleOptions,
    shortcutItems: [ShortcutItem], links: [String], steps: [ScenarioStep], build: AppBuild = .standard
  ) -> RoadRun {
    var simulator = Simulator(
      lifecycle: lifecycle, device: device, options: options, strategy: strategy, shortcutItems: shortcutItems,
      links: links, build: build)
    var sent: [ScenarioStep] = []
    for step in steps {
      simulator.send(step: step)
      sent.append(step)
      sent += openGates(&simulator)
    }
    let catalog = simulator.catalog
    let item: ItemID? =
      switch steps.last?.payload {
      case .item(let type)?: catalog.id(of: type)
      case .link(let url)?: catalog.id(ofLink: url)
      case .dynamicItems?, .gate?, .scene?, .none?, nil: nil
      }
    var delivered: [CallbackKind] = []
    var acted: [CallbackKind] = []
    var lastCallback: CallbackKind?
    for entry in simulator.trace {
      switch entry.what {
      case .callback(let kind):
        lastCallback = kind
        if let item, entry.item == item, !delivered.contains(kind) { delivered.append(kind) }
      case .effect:
        if let item, entry.item == item, let kind = lastCallback, !acted.contains(kind) { acted.append(kind) }
      case .rejected, .navigation, .note, .route: break
      }
    }
    let itemName = { (id: ItemID) in catalog.name(of: id) }
    let violations = simulator.violations.map { violation in
      ViolationRecord(
        kind: violation.kind, item: itemName(violation.delivery.item), step: violation.step,
        message: violation.message(itemName: itemName))
    }
    let handled = item.map { id in simulator.runner.handled.filter { $0.item == id }.count } ?? 0
    var run = RoadRun(
      lifecycle: lifecycle, steps: sent, trace: simulator.traceLines, violations: violations, handledCount: handled,
      deliveredIn: delivered, actedIn: acted)
    run.implemented = CallbackKind.allCases.filter(simulator.runner.strategy.implements)
    return run
  }

  /// Opens every gate of the app that is still closed, when the process runs code and the gate's readiness allows
  /// it; returns the steps sent.
  static func openGates<Strategy: AppStrategy>(_ simulator: inout Simulator<Strategy>) -> [ScenarioStep] {
    var sent: [ScenarioStep] = []
    for gate in simulator.runner.strategy.gates where !simulator.runner.context.isOpen(gate) {
      guard simulator.machine.refusalUnlessRunningCode(.appReady(gate.index), from: simulator.phase) == nil,
        simulator.readinessRefusal(openingGate: gate.index) == nil
      else {
        continue
      }
      simulator.appReady(gate.name)
      sent.append(.appReady(gate.index))
    }
    return sent
  }
}
