import QuickActions
import SceneLifecycle
import XCTest

/// Randomised tests over long random event sequences, in every lifecycle style, under random switch
/// combinations and random app strategies: the traces obey UIKit's grammar, and the invariant checker
/// agrees with an independent oracle written here from the trace lines alone.
///
/// Every failure message carries the seed; run again with `QA_SIM_SEED=<seed>` to replay it exactly, or with
/// `QA_SIM_SEED=random` to try new sequences.
final class LifecyclePropertyTests: XCTestCase {
  /// Runs per lifecycle style, and steps per run.
  private static let runsPerStyle = 10
  private static let stepsPerRun = 3_000

  func testTracesFollowUIKitsGrammar() {
    let seed = PropertySeed.current
    for (styleIndex, style) in LifecycleStyle.allCases.enumerated() {
      for run in 0..<Self.runsPerStyle {
        let runSeed = SplitMix64.derive(seed, styleIndex * 1_000 + run)
        let simulation = RandomRun(style: style, seed: runSeed, steps: Self.stepsPerRun)
        let context = "\(style) run \(run) (\(simulation.summary)) \(PropertySeed.reproduce(seed))"
        if let problem = GrammarChecker(style: style).check(simulation.log) {
          XCTFail("\(problem) — \(context)")
          return
        }
        // The log the grammar is checked on is the trace the simulator records.
        let traced = simulation.simulator.trace.compactMap { entry -> CallbackKind? in
          if case .callback(let kind) = entry.what { return kind }
          return nil
        }
        let logged = simulation.log.compactMap { entry -> CallbackKind? in
          if case .callback(let callback) = entry { return callback.kind }
          return nil
        }
        XCTAssertEqual(traced, logged, "the callback log differs from the trace — \(context)")
      }
    }
  }

  func testInvariantCheckerAgreesWithAnIndependentOracle() {
    let seed = PropertySeed.current
    var seen = Set<ViolationKind>()
    let styles = LifecycleStyle.allCases
    // The planned runs, then (rarely) more until every kind has been provoked, so the comparison is never vacuous.
    var run = 0
    // wrongScene needs several windows, and these runs have one; WindowsHarnessTests provoke it.
    let provokable = Set(ViolationKind.allCases).subtracting([.wrongScene])
    while run < Self.runsPerStyle * styles.count
      || (seen != provokable && run < Self.runsPerStyle * styles.count * 4)
    {
      defer { run += 1 }
      let style = styles[run % styles.count]
      do {
        let runSeed = SplitMix64.derive(seed, 100_000 + run)
        // Runs 9, 19 and 29 (one per style) are built with the iOS 27 SDK, each with another scene manifest, so
        // launchCrash is provoked and compared too (8e rows 7 and 8).
        let build =
          run % 10 == 9
          ? AppBuild(sdk: SDK.requiringSceneLifecycle, sceneManifest: SceneManifest.allCases[run / 10 % 3])
          : AppBuild.standard
        let simulation = RandomRun(style: style, seed: runSeed, steps: Self.stepsPerRun, build: build)
        let context = "\(style) run \(run) \(build.sdk) (\(simulation.summary)) \(PropertySeed.reproduce(seed))"
        let sim = simulation.simulator
        let oracle: [Oracle.Finding]
        do {
          oracle = try Oracle(strategy: simulation.strategy).violations(
            lines: sim.traceLines, steps: sim.trace.map(\.step), handled: sim.runner.handled,
            deliverySteps: simulation.deliverySteps, typeName: sim.catalog.type(of:))
        } catch {
          XCTFail("the oracle cannot read the trace: \(error) — \(context)")
          return
        }
        let checker = sim.violations.map {
          Oracle.Finding(kind: $0.kind, serial: $0.delivery.serial, step: $0.step)
        }
        if oracle.sorted() != checker.sorted() {
          let missing = oracle.sorted().filter { !checker.contains($0) }.prefix(5)
          let extra = checker.sorted().filter { !oracle.contains($0) }.prefix(5)
          XCTFail(
            "the checker and the oracle disagree; only the oracle found \(Array(missing)), only the checker "
              + "found \(Array(extra)) — \(context)")
          return
        }
        seen.formUnion(checker.map(\.kind))
      }
    }
    XCTAssertEqual(
      seen, provokable, "kinds never provoked in \(run) runs \(PropertySeed.reproduce(seed))")
  }

  func testTheSameSeedGivesTheSameRun() {
    let first = RandomRun(style: .swiftUI, seed: 42, steps: 500)
    let second = RandomRun(style: .swiftUI, seed: 42, steps: 500)
    XCTAssertEqual(first.simulator.traceLines, second.simulator.traceLines)
    XCTAssertEqual(first.summary, second.summary)
  }
}

// MARK: - Random runs

/// A strategy that logs every callback UIKit makes (with its scene) and every process death, then lets
/// the table strategy answer. The log lives outside `AppContext` on purpose: it must survive the process.
struct LoggingStrategy: AppStrategy {
  /// One thing the app saw.
  enum Entry: Hashable, Sendable {
    /// A callback.
    case callback(Callback)
    /// The process died.
    case processExit
  }

  /// The app's code.
  var inner: TableStrategy
  /// Everything seen, in order.
  var log: [Entry] = []

  mutating func respond(to callback: Callback, app: inout AppContext) {
    log.append(.callback(callback))
    inner.respond(to: callback, app: &app)
  }

  mutating func processDidExit() {
    log.append(.processExit)
    inner.processDidExit()
  }

  func implements(_ callback: CallbackKind) -> Bool { inner.implements(callback) }
}

/// One random run: a random strategy (built in, or a random table) under a random switch combination,
/// driven by random events.
struct RandomRun {
  /// The static item types, and types that only ever become dynamic items.
  static let staticTypes = ["com.example.a", "com.example.b", "com.example.c"]
  static let dynamicTypes = ["com.example.d", "com.example.e", "com.example.f"]
  /// The callbacks a random table strategy reacts to.
  static let reactiveCallbacks: [CallbackKind] = [
    .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .applicationPerformAction,
    .applicationDidBecomeActive, .applicationWillResignActive, .sceneWillConnect, .sceneWillEnterForeground,
    .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidDisconnect, .windowScenePerformAction,
    .didBecomeActiveNotification, .scenePhaseActive, .scenePhaseInactive, .applicationOpenURL,
    .applicationContinueUserActivity, .sceneOpenURLContexts, .sceneContinueUserActivity, .onOpenURL,
  ]
  /// Links the user opens: custom-scheme URLs, universal links, and two the simulator refuses.
  static let links: [(url: String, universal: Bool)] = [
    ("pariscafe://search", false), ("pariscafe://cafe/PRS103", false), ("https://example.com/cafe/PRS103", true),
    ("https://example.com/map", true), ("not a url", false), ("http://example.com/insecure", true),
  ]

  let strategy: TableStrategy
  let options: LifecycleOptions
  let simulator: Simulator<LoggingStrategy>
  /// The steps that delivered something (a `quickAction` the menu showed, a link the simulator accepted), in
  /// order: delivery `n` (from 1) came from the `n`-th of them.
  let deliverySteps: [Int]

  /// The run's strategy and switches, for failure messages.
  var summary: String { "strategy \(strategy.name), options \(options)" }

  /// What the app saw, in order.
  var log: [LoggingStrategy.Entry] { simulator.runner.strategy.log }

  /// - Parameter build: the SDK and scene manifest; a run built with the iOS 27 SDK can crash at launch (UIKit
  ///   semantics article, 8e rows 7 and 8).
  init(style: LifecycleStyle, seed: UInt64, steps: Int, build: AppBuild = .standard) {
    var random = SplitMix64(seed: seed)
    let combinations = LifecycleOptions.allCombinations(for: style, sdk: build.sdk)
    options = combinations[Int(random.next() % UInt64(combinations.count))]
    strategy = Self.randomStrategy(&random)
    let items = Self.staticTypes.map { ShortcutItem(type: $0, localizedTitle: $0) }
    var sim = Simulator(
      lifecycle: style, options: options, strategy: LoggingStrategy(inner: strategy), shortcutItems: items,
      dynamicItemsAfterUpdate: random.next() % 2 == 0 ? .keptUntilReplaced : .clearedOnFirstLaunch, build: build)
    var accepted: [Int] = []
    let allTypes = Self.staticTypes + Self.dynamicTypes
    for _ in 0..<steps {
      let step = sim.stepCount
      switch random.next() % 22 {
      case 0..<4: sim.send(.tapIcon)
      case 4..<9:
        // Mostly items the menu may show; now and then one it never shows.
        let type = random.next() % 16 == 0 ? "com.example.unknown" : allTypes[Int(random.next() % 6)]
        if sim.quickAction(type) == nil { accepted.append(step) }
      case 9..<13: sim.send(.goHome)
      case 13: sim.send(.systemSuspend)
      case 14: sim.send(.systemDisconnectScene)
      case 15: sim.send(.systemTerminate)
      case 16: sim.send(.forceQuit)
      case 17, 18:
        let chosen = allTypes.filter { _ in random.next() % 3 == 0 }
        sim.setDynamicItems(chosen.map { ShortcutItem(type: $0, localizedTitle: $0) })
      case 19, 20:
        let link = Self.links[Int(random.next() % UInt64(Self.links.count))]
        let refused = link.universal ? sim.universalLink(link.url) : sim.openURL(link.url)
        if refused == nil { accepted.append(step) }
      default: sim.send(.updateApp)
      }
    }
    simulator = sim
    deliverySteps = accepted
  }

  /// A built-in strategy (one time in four) or a random table: for some callbacks, up to three actions that
  /// can run there; some callbacks are implemented with no actions.
  /// Per-session storage outlives the process with its session, so an item kept there can be handled at a later
  /// launch (`stale`); the oracle reads launches from one window's trace only, so these are checked by
  /// SessionSlotTests and WindowsHarnessTests instead.
  static let sessionActions: Set<StrategyAction> = [
    .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession,
  ]

  static func randomStrategy(_ random: inout SplitMix64) -> TableStrategy {
    if random.next() % 4 == 0 {
      // perSceneSlot keeps items on the session (sessionActions below).
      let names = TableStrategy.builtInNames.filter { $0 != "perSceneSlot" }
      if let builtIn = TableStrategy.builtIn(named: names[Int(random.next() % UInt64(names.count))]) {
        return builtIn
      }
    }
    var actions: [CallbackKind: [StrategyAction]] = [:]
    for callback in reactiveCallbacks where random.next() % 3 != 0 {
      // The oracle judges a completion handler in its own callback; a kept handler called later (8g row 1), and
      // one a deferred block captures (10b row 3), are checked by CompletionHandlerTests and the main-queue tests.
      let usable = StrategyAction.gatelessCases.filter {
        $0.problem(in: callback) == nil && $0.problemWithoutKeptCompletion(in: callback) == nil && $0 != .keepCompletion
          && $0 != .deferToMainQueue && !Self.sessionActions.contains($0)
      }
      var list = (0..<Int(random.next() % 4)).map { _ in usable[Int(random.next() % UInt64(usable.count))] }
      // Calling a completion handler twice is rare by chance; make it common enough to be checked.
      if callback.isPerformAction, random.next() % 4 == 0 { list += [.completionTrue, .completionFalse] }
      actions[callback] = list
    }
    let name = "random-\(String(random.next(), radix: 16))"
    return (try? TableStrategy(name: name, actions: actions)) ?? .pendingSlot
  }
}

// MARK: - UIKit's grammar

/// Checks a callback log against the rules every UIKit trace follows.
struct GrammarChecker {
  let style: LifecycleStyle

  /// The AppDelegate's state callbacks, which scene-based apps never get.
  static let appDelegateStateCallbacks: Set<CallbackKind> = [
    .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
    .applicationDidEnterBackground, .applicationPerformAction,
  ]

  /// The first broken rule, or `nil`.
  func check(_ log: [LoggingStrategy.Entry]) -> String? {
    /// Scenes connected since their `willConnectTo` (until they disconnect or the process dies).
    var connected = Set<SceneRef>()
    /// Scenes that got `sceneWillEnterForeground(_:)` and have not left the foreground since.
    var enteredForeground = Set<SceneRef>()
    var active = false
    for (index, entry) in log.enumerated() {
      guard case .callback(let callback) = entry else {
        connected.removeAll()
        enteredForeground.removeAll()
        active = false
        continue
      }
      let kind = callback.kind
      let at = "callback \(index), \(kind.selector)"
      if style == .appDelegate,
        kind.isSceneCallback || kind == .configurationForConnecting || kind == .didDiscardSceneSessions
      {
        return "\(at): a scene callback in the appDelegate style"
      }
      if style.usesScenes, Self.appDelegateStateCallbacks.contains(kind) {
        return "\(at): an AppDelegate state callback in the \(style) style"
      }
      if style != .swiftUI, [.scenePhaseActive, .scenePhaseInactive, .scenePhaseBackground, .onOpenURL].contains(kind) {
        return "\(at): a SwiftUI view callback outside SwiftUI"
      }
      if kind.isSceneCallback, kind != .sceneWillConnect {
        guard let scene = callback.scene else { return "\(at): a scene callback without a scene" }
        guard connected.contains(scene) else { return "\(at): to scene \(scene), which is not connected" }
      }
      switch kind {
      case .willFinishLaunching:
        connected.removeAll()
        enteredForeground.removeAll()
        active = false
      case .sceneWillConnect:
        guard let scene = callback.scene else { return "\(at): without a scene" }
        connected.insert(scene)
      case .sceneDidDisconnect:
        if let scene = callback.scene {
          connected.remove(scene)
          enteredForeground.remove(scene)
        }
      case .sceneWillEnterForeground:
        if let scene = callback.scene { enteredForeground.insert(scene) }
      case .sceneDidEnterBackground:
        if let scene = callback.scene { enteredForeground.remove(scene) }
      case .sceneDidBecomeActive:
        guard let scene = callback.scene, enteredForeground.contains(scene) else {
          return "\(at): sceneDidBecomeActive(_:) without sceneWillEnterForeground(_:) in the same foreground span"
        }
      case .windowScenePerformAction:
        guard callback.delivery != nil else { return "\(at): performActionFor without an item" }
      default:
        break
      }
      switch kind {
      case .sceneDidBecomeActive, .applicationDidBecomeActive:
        if active { return "\(at): becomes active while already active" }
        active = true
      case .sceneWillResignActive, .applicationWillResignActive:
        if !active { return "\(at): resigns active while not active" }
        active = false
      default:
        break
      }
    }
    return nil
  }
}

// MARK: - The oracle

/// Derives the violations of a simulator run from its trace lines, the handled deliveries and which steps
/// were accepted quick actions, following the scenario format article's definitions, without the checker's code.
struct Oracle {
  /// One violation: its kind, the delivery's serial and the step it is reported at.
  struct Finding: Hashable, Comparable, CustomStringConvertible {
    let kind: ViolationKind
    let serial: UInt32
    let step: Int

    static func < (lhs: Finding, rhs: Finding) -> Bool {
      (lhs.step, lhs.serial, lhs.kind.ordinal) < (rhs.step, rhs.serial, rhs.kind.ordinal)
    }

    var description: String { "\(kind.rawValue)(#\(serial) at step \(step))" }
  }

  /// A trace line the oracle cannot read.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// Where a delivery stands relative to its first activation.
  private enum Activation { case awaiting, during, after }

  private struct Delivery {
    let serial: UInt32
    let step: Int
    var handled = 0
    var activation: Activation
  }

  let strategy: TableStrategy

  static let becomeActive: Set<String> = ["applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"]
  static let resignActive: Set<String> = ["applicationWillResignActive(_:)", "sceneWillResignActive(_:)"]
  static let performAction: [String: CallbackKind] = [
    "application(_:performActionFor:completionHandler:)": .applicationPerformAction,
    "windowScene(_:performActionFor:completionHandler:)": .windowScenePerformAction,
  ]

  /// The violations of one run.
  /// - Parameters:
  ///   - lines: the trace lines, `<actor> <name>[ <item>]`.
  ///   - steps: each line's step.
  ///   - handled: the handled deliveries, one per `app handle` line, in order.
  ///   - deliverySteps: the steps that delivered a quick action or link (delivery `n` is the `n`-th).
  ///   - typeName: an item's type, to check each handle line against its delivery.
  func violations(
    lines: [String], steps: [Int], handled: [SceneLifecycle.Delivery], deliverySteps: [Int],
    typeName: (ItemID) -> String
  ) throws -> [Finding] {
    var serialOfStep: [Int: UInt32] = [:]
    for (offset, step) in deliverySteps.enumerated() { serialOfStep[step] = UInt32(offset + 1) }
    var deliveries: [UInt32: Delivery] = [:]
    var order: [UInt32] = []
    var latest: UInt32?
    var active = false
    var uiReady = false
    var findings: [Finding] = []
    var handleIndex = 0
    /// The open performActionFor that owes a completion call: its serial, step and calls so far.
    var open: (serial: UInt32, step: Int, calls: Int)?

    func closePerformAction() {
      guard let call = open else { return }
      if call.calls == 0 { findings.append(Finding(kind: .completionMissing, serial: call.serial, step: call.step)) }
      if call.calls > 1 { findings.append(Finding(kind: .completionRepeated, serial: call.serial, step: call.step)) }
      open = nil
    }

    for (index, line) in lines.enumerated() {
      let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
      guard parts.count >= 2 else { throw Unreadable(description: "line \(index): \(line)") }
      let (actor, name, item, step) = (parts[0], parts[1], parts.count > 2 ? parts[2] : nil, steps[index])
      if actor == "system" { closePerformAction() }
      switch actor {
      case "system":
        let launch = name == "application(_:willFinishLaunchingWithOptions:)"
        if Self.resignActive.contains(name) || launch {
          // A process death ends the activation too, unseen in the trace; the next thing after one is always a
          // launch, so the launch ends it here, before the delivery it may carry arrives.
          active = false
          for serial in order where deliveries[serial]?.activation == .during {
            deliveries[serial]?.activation = .after
          }
        }
        if item != nil {
          guard let serial = serialOfStep[step] else {
            throw Unreadable(description: "line \(index): an item at step \(step), which delivered none")
          }
          if deliveries[serial] == nil {
            deliveries[serial] = Delivery(serial: serial, step: step, activation: active ? .during : .awaiting)
            order.append(serial)
            latest = serial
          }
          if let kind = Self.performAction[name], strategy.implements(kind) {
            open = (serial, step, 0)
          }
        }
        if Self.becomeActive.contains(name) {
          active = true
          uiReady = true
          for serial in order where deliveries[serial]?.activation == .awaiting {
            deliveries[serial]?.activation = .during
          }
        }
        if launch || name == "scene(_:willConnectTo:options:)" {
          uiReady = false
        }
        if name == "onOpenURL(_:)" {
          // A view's modifier: the view that receives the link is on screen.
          uiReady = true
        }
      case "app" where name == "handle":
        guard handleIndex < handled.count else {
          throw Unreadable(description: "line \(index): more handle lines than handled deliveries")
        }
        let serial = handled[handleIndex].serial
        guard var delivery = deliveries[serial], typeName(handled[handleIndex].item) == item else {
          throw Unreadable(description: "line \(index): \(line) does not match handled delivery #\(serial)")
        }
        handleIndex += 1
        delivery.handled += 1
        if delivery.handled >= 2 { findings.append(Finding(kind: .duplicate, serial: serial, step: step)) }
        if delivery.handled == 1, delivery.activation == .after {
          findings.append(Finding(kind: .late, serial: serial, step: step))
        }
        if let latest, latest != serial { findings.append(Finding(kind: .stale, serial: serial, step: step)) }
        if !active, !uiReady { findings.append(Finding(kind: .handledWhileInactive, serial: serial, step: step)) }
        deliveries[serial] = delivery
      case "app" where name.hasPrefix("completion("):
        open?.calls += 1
      case "note" where name == "uikit":
        // The iOS 27 launch assert (8e row 7): the launch made no callback, and the crash is the app's.
        findings.append(Finding(kind: .launchCrash, serial: 0, step: step))
      case "app", "rejected", "note":
        // A note is the model's comment (a scenePhase that starts rather than changes): no app code runs.
        break
      default:
        throw Unreadable(description: "line \(index): unknown actor in \(line)")
      }
    }
    closePerformAction()
    guard handleIndex == handled.count else {
      throw Unreadable(description: "\(handled.count) handled deliveries but \(handleIndex) handle lines")
    }
    for serial in order where deliveries[serial]?.handled == 0 {
      if let delivery = deliveries[serial] {
        findings.append(Finding(kind: .lost, serial: serial, step: delivery.step))
      }
    }
    return findings
  }
}
