/// The app's side of the machine's funnel: runs the strategy for each callback, feeds the invariant monitor and,
/// when asked, records the trace. The simulator and the explorers drive the machine through it; from outside the
/// package it is read through ``Simulator/runner``, and its hooks are the package's own.
public struct AppRunner<Strategy: AppStrategy>: CallbackReceiver, Hashable, Sendable {
  /// The app's code.
  public private(set) var strategy: Strategy
  /// The app's memory.
  public internal(set) var context = AppContext()
  /// The invariant checker.
  public internal(set) var monitor = InvariantMonitor()
  /// The trace so far (empty when not recording).
  public internal(set) var trace: [TraceEntry] = []
  /// Every handled delivery, in order (recorded with the trace).
  public private(set) var handled: [Delivery] = []
  /// Whether to record ``trace``.
  public let recordsTrace: Bool
  /// The step being run; stamped on trace entries and violations.
  public internal(set) var step = 0
  /// A bit per `CallbackKind` raw value: the callbacks received so far (explorer coverage).
  private(set) var callbacksSeen: UInt64 = 0
  /// How the app navigates, when it has routes; `nil` leaves navigation out of the model and the trace.
  public private(set) var navigation: AppNavigation?
  /// Per ``ItemID/index``, what handling that item or link does (kept up to date by the simulator).
  private var outcomes: [NavigationOutcome?] = []
  /// The declared scenes' ids of a run with several windows (``WindowSetup/sceneIDs``); empty with one window, when
  /// traces name no scene and the monitor judges no routing.
  public internal(set) var sceneIDs: [String] = []
  /// Per session number, the declared scene (its index) the session is a window of: kept by the simulator and
  /// from routes, and kept after UIKit discards the session (its lines still name it).
  public internal(set) var sessionScenes: [UInt8: UInt8] = [:]
  /// Where UIKit routed each delivery, by serial (recorded with the trace).
  public internal(set) var routes: [UInt32: SceneRoute] = [:]
  /// The item or link of the event under way, if it delivers one: a route's note names it.
  var eventItem: ItemID?
  /// Whether the callback under way runs in a widget extension's process (UIKit semantics article, 17 row 5): what
  /// the app's code handles there does not move the app's screens. `false` between callbacks.
  private var inWidgetExtension = false
  /// The inferred switches the machine consulted since the explorer last cleared them; not part of the runner's
  /// value (``SwitchesConsulted``).
  var switchesConsulted = SwitchesConsulted()

  /// Creates a runner for a freshly installed app.
  package init(strategy: Strategy, recordsTrace: Bool = true) {
    self.strategy = strategy
    self.recordsTrace = recordsTrace
  }

  /// Forgets which callbacks were received, so that ``callbacksSeen`` then holds those of the next events alone.
  mutating func forgetCallbacksSeen() { callbacksSeen = 0 }

  /// Notes a switch the machine consulted (``switchesConsulted``), for the explorer's memo tables.
  mutating func consulted(_ option: InferredOption) { switchesConsulted.bits |= option.bitMask }

  /// Runs the strategy for a callback of a widget extension's process: as any other, but handling there does not
  /// navigate the app. When the intent asked for the app in front (`opensApp`) and the app is not, the activation the
  /// user expected has passed (``InvariantMonitor/firstActivationMissed(_:)``).
  mutating func receiveInExtension(_ callback: Callback, opensApp: Bool) {
    inWidgetExtension = true
    _ = receive(callback)
    inWidgetExtension = false
    if opensApp, let delivery = callback.delivery { monitor.firstActivationMissed(delivery) }
  }

  /// Drops the trace so far (``Simulator/forgetTrace()``).
  package mutating func forgetTrace() { trace = [] }

  /// Runs the strategy for one callback.
  mutating func receive(_ callback: Callback) -> Bool {
    let bit: UInt64 = 1 << UInt64(callback.kind.rawValue)
    if callback.delivery != nil || bit & InvariantMonitor.watchedKinds != 0 {
      let owesCompletion = bit & InvariantMonitor.completionHandlerKinds != 0 && strategy.implements(callback.kind)
      monitor.willDeliver(callback, step: step, owesCompletion: owesCompletion)
    }
    callbacksSeen |= bit
    let sceneIndex = enterScene(of: callback)
    let traceCount = trace.count
    if recordsTrace {
      trace.append(
        TraceEntry(step: step, what: .callback(callback.kind), item: callback.delivery?.item, scene: sceneIndex))
    }
    if callback.kind == .sceneWillConnect, let scene = callback.scene {
      // A new scene delegate object starts empty; the one it replaces is gone with what it stored.
      context.dropSceneDelegates(of: scene.session, except: scene)
      context.forgetDeferredScene(of: scene.session, except: scene)
      if strategy.actsOnEachScene { context.sceneDidConnect(scene) }
    }
    if callback.kind == .sceneDidDisconnect, let scene = callback.scene, strategy.actsOnEachScene {
      context.sceneDidDisconnect(session: scene.session)
    }
    if callback.kind == .sceneDidDisconnect { context.sceneDidDisconnect(closing: strategy.gates) }
    context.launchMethodResult = true
    context.declinedCallback = false
    context.currentCompletion = bit & InvariantMonitor.completionHandlerKinds != 0 ? callback.delivery : nil
    strategy.respond(to: callback, app: &context)
    context.currentCompletion = nil
    if context.declinedCallback {
      // The app turned out not to implement the method: UIKit would not have called it, so it leaves no line and
      // is owed no completion (UIKit semantics article, 11b rows 1 and 2).
      context.declinedCallback = false
      if recordsTrace { trace.removeSubrange(traceCount...) }
      if bit & InvariantMonitor.completionHandlerKinds != 0 { monitor.withdrawCompletionDebt() }
    }
    if !context.effects.isEmpty { drainEffects(callbackItem: callback.delivery?.item) }
    if bit & InvariantMonitor.completionHandlerKinds != 0 { monitor.didDeliver(callback, step: step) }
    return context.launchMethodResult
  }

  /// Whether the app has a block queued on the main queue (``AppContext/deferredBlock``), or work due on a main
  /// queue of its own (``AppStrategy/hasMainQueueWork``).
  var hasDeferredBlock: Bool { context.deferredBlock != nil || strategy.hasMainQueueWork }

  /// A main-queue turn: runs the app's pending block, or the work due on its own main queue, recording its effects
  /// like a callback's.
  mutating func runDeferredBlock() {
    guard let block = context.takeDeferredBlock() else {
      runMainQueueWork(delayed: false)
      return
    }
    _ = enterScene(of: block.callback)
    strategy.runDeferred(block, app: &context)
    if !context.effects.isEmpty { drainEffects(callbackItem: block.callback.delivery?.item) }
  }

  /// An explicit main-queue turn: the pending block, or the work on the app's own main queue, delayed work included.
  mutating func turnMainRunLoop() {
    if context.deferredBlock != nil {
      runDeferredBlock()
    } else {
      runMainQueueWork(delayed: true)
    }
  }

  /// Runs work on the strategy's own main queue and records its effects.
  private mutating func runMainQueueWork(delayed: Bool) {
    strategy.runMainQueueWork(delayed: delayed, app: &context)
    if !context.effects.isEmpty { drainEffects(callbackItem: nil) }
  }

  /// Passes the app's effects to the monitor, the trace and the navigation, then forgets them.
  private mutating func drainEffects(callbackItem: ItemID?) {
    for effect in context.effects {
      // A list run for one scene's delegate handles in that scene, as its callbacks do.
      var scene: UInt8?
      if case .gateOpenedInScene(_, let ref) = effect {
        scene = enterScene(session: ref.session)
      }
      monitor.saw(effect, step: step)
      if case .notCalled(let kind, let delivery) = effect {
        withdraw(kind, delivery)
        continue
      }
      if recordsTrace, case .handle(let delivery) = effect { handled.append(delivery) }
      if recordsTrace {
        trace.append(TraceEntry(step: step, what: .effect(effect), item: item(of: effect, callbackItem), scene: scene))
      }
      if navigation != nil, !inWidgetExtension, case .handle(let delivery) = effect { navigate(to: delivery) }
    }
    context.effects.removeAll(keepingCapacity: true)
  }

  /// UIKit would not have made `kind` for `delivery` (``AppEffect/notCalled(_:_:)``): the app forgets the handler it
  /// kept for it, and the trace loses the callback's line, the keeping of its handler and the bridge's block.
  private mutating func withdraw(_ kind: CallbackKind, _ delivery: Delivery) {
    context.forgetKeptCompletion(delivery)
    guard recordsTrace else { return }
    if let index = trace.lastIndex(where: { $0.what == .callback(kind) && $0.item == delivery.item }) {
      trace.remove(at: index)
    }
    if let index = trace.lastIndex(where: { $0.what == .effect(.keepCompletion(delivery)) }) { trace.remove(at: index) }
    // The bridge's block, queued by the callback and run at this turn, was no code of the app's.
    if let index = trace.lastIndex(where: { $0.what == .effect(.deferToMainQueue(kind, delivery)) }) {
      trace.remove(at: index)
    }
    if let index = trace.lastIndex(where: { $0.what == .effect(.runDeferred(kind, nil)) }) { trace.remove(at: index) }
  }

  /// Runs the app's own code outside UIKit's callbacks: opening a readiness gate (an `appReady` step) handles
  /// what waited behind it, then runs the strategy's `gateOpened` list. A gate the strategy does not declare
  /// does nothing (the decoder refuses such steps).
  mutating func runAppWork(_ work: AppWork) {
    switch work {
    case .openGate(let index):
      let gates = strategy.gates
      guard Int(index) < gates.count else { return }
      if context.open(gates[Int(index)]) { strategy.gateDidOpen(gates[Int(index)], app: &context) }
    }
    if !context.effects.isEmpty { drainEffects(callbackItem: nil) }
  }

  /// Records the model's note in the trace; the strategy and the app's memory do not see it. The monitor sees only
  /// a crash at launch (``LifecycleNote/sceneLifecycleRequired``), which it reports as ``ViolationKind/launchCrash``.
  mutating func noted(_ note: LifecycleNote) {
    switch note {
    case .sceneLifecycleRequired: monitor.launchDidCrash(step: step)
    case .scenePhaseStartsInactive, .scenePhaseStartsBackground, .webClipRedirects: break
    }
    guard recordsTrace else { return }
    trace.append(TraceEntry(step: step, what: .note(note), item: nil))
  }

  /// An event begins: the app's memory of what it handled during the last event is gone (an app's duplicate
  /// check compares deliveries of one event only).
  mutating func eventWillBegin() {
    context.forgetHandledInEvent()
  }

  /// The process died: the app's memory goes with it, except what it parked in `UserDefaults`.
  mutating func processDidExit() {
    context = context.survivingProcessDeath(keepingFlags: strategy.persistentFlagMask)
    if let navigation { context.navigation = navigation.initial }
    strategy.processDidExit()
    monitor.processDidExit(step: step)
  }

  /// The process was suspended: the monitor judges a completion handler the app still keeps uncalled.
  mutating func processDidSuspend() {
    monitor.processDidSuspend(step: step)
  }

  /// The event is over: lets the monitor drop deliveries `AppContext` no longer holds (for strategies
  /// that keep all memory there, such as ``TableStrategy``; the explorer calls it).
  mutating func eventDidEnd() {
    self.context.forgetHandledInEvent()
    let context = self.context
    let strategy = self.strategy
    monitor.endEvent { delivery in context.holds(delivery) || strategy.holds(delivery) }
  }

  /// The `lost` verdicts a run that ended now would add beyond what the explorers' event ends reported: deliveries
  /// still tracked and never handled that no place of ``AppContext`` keeps (a slot, a gate's queue, a deferred block,
  /// each consumed by the model when its trigger comes) but only the strategy's own objects
  /// (``AppStrategy/holds(_:)``: a ``DelegateApp``'s delegates). That an object refers to a delivery says nothing of
  /// whether code will ever act on it, so the direct search judges each state it reaches as a run that may end there,
  /// as a replayed scenario's end does (``InvariantMonitor/finish()``). Empty for a table strategy, which holds
  /// nothing outside ``AppContext``.
  func lostIfTheRunEnds() -> [Violation] {
    let context = self.context
    return monitor.lostIfTheRunEnds { !context.holds($0) }
  }

  /// Records a refused step.
  mutating func record(_ rejection: Rejection) {
    guard recordsTrace else { return }
    trace.append(TraceEntry(step: step, what: .rejected(rejection), item: rejection.event.deliverable))
  }

  /// Gives the app a navigation model: it starts at `navigation.initial`, and handling a delivery routes it.
  /// Outcomes are set per id with ``setOutcome(_:for:)``.
  mutating func setNavigation(_ navigation: AppNavigation?) {
    self.navigation = navigation
    context.navigation = navigation?.initial ?? NavigationState()
  }

  /// Records what handling the item or link `id` does.
  mutating func setOutcome(_ outcome: NavigationOutcome, for id: ItemID) {
    let index = Int(id.index)
    if outcomes.count <= index { outcomes += Array(repeating: nil, count: index + 1 - outcomes.count) }
    outcomes[index] = outcome
  }

  /// The app acts on `delivery`: its navigation changes as its outcome says, and the trace shows the steps.
  private mutating func navigate(to delivery: Delivery) {
    let index = Int(delivery.item.index)
    let outcome = (outcomes.indices.contains(index) ? outcomes[index] : nil) ?? .unmatched
    let before = context.navigation
    context.navigation = outcome.applied(to: before)
    guard recordsTrace else { return }
    for navigationStep in outcome.steps(from: before) {
      trace.append(TraceEntry(step: step, what: .navigation(navigationStep), item: delivery.item))
    }
  }

  /// Tells the strategy the run's lifecycle (``AppStrategy/lifecycleDidStart(_:)``).
  mutating func lifecycleDidStart(_ style: LifecycleStyle) {
    strategy.lifecycleDidStart(style)
  }

  /// Tells the strategy which items and links the run knows (``AppStrategy/catalogDidChange(_:)``).
  mutating func catalogDidChange(_ catalog: ItemCatalog) {
    strategy.catalogDidChange(catalog)
  }

  /// Whether the strategy implements `callback` (UIKit reads it for launch-link suppression).
  func implements(_ callback: CallbackKind) -> Bool { strategy.implements(callback) }

  private func item(of effect: AppEffect, _ callbackItem: ItemID?) -> ItemID? {
    switch effect {
    case .store(let delivery, _), .handle(let delivery), .skipDuplicate(let delivery),
      .resetAfterFailedHandling(let delivery), .send(let delivery, _), .queue(let delivery, _),
      .drop(let delivery, _, _):
      delivery.item
    case .ready, .gateClosed, .gateOpened, .gateOpenedInScene, .setFlag, .clearFlag, .skipRest: nil
    case .reset(_, let held): held?.item
    case .completion: callbackItem
    case .keepCompletion(let delivery), .callKeptCompletion(_, let delivery), .releaseCompletion(let delivery):
      delivery.item
    case .returnFalse, .returnTrue: nil
    case .screen: nil
    case .deferToMainQueue(_, let delivery), .runDeferred(_, let delivery): delivery?.item
    case .notCalled(_, let delivery): delivery.item
    }
  }
}

extension AppRunner {
  /// Rebuilds a runner from the app's memory and the monitor (used by the explorer; records nothing).
  init(strategy: Strategy, context: AppContext, monitor: InvariantMonitor) {
    self.init(strategy: strategy, recordsTrace: false)
    self.context = context
    self.monitor = monitor
  }
}

extension LifecycleMachine {
  /// Applies one event to a table strategy's runner, the way ``Simulator`` does without its bookkeeping: the
  /// package's entry for `qa-sim-bench core`, which times the machine and the runner together. Concrete, so that the
  /// library compiles it specialised and the executable needs no cross-module optimisation.
  /// It returns nothing: the bench ignores refusals, and handing back the optional ``Rejection`` cost a copy per
  /// event (about half a point of the bench's instructions).
  package mutating func handle(_ event: LifecycleEvent, runner: inout AppRunner<TableStrategy>) {
    handle(event, receiver: &runner)
  }
}

/// The inferred switches (``InferredOption/bitMask`` bits) the machine consulted while a runner received its
/// callbacks: what the direct explorer's memo tables index a transition by (`WorldTable`). It says how the runner
/// was reached, not what the app is, so it takes no part in the runner's equality or hash.
struct SwitchesConsulted: Hashable, Sendable {
  /// The consulted switches' bits.
  var bits: UInt32 = 0

  /// Always equal: which switches were read is not app state.
  static func == (lhs: SwitchesConsulted, rhs: SwitchesConsulted) -> Bool { true }

  /// Hashes nothing, as ``==(_:_:)`` compares nothing.
  func hash(into hasher: inout Hasher) {}
}
