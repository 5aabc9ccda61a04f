import QuickActions
import SceneLifecycle
import XCTest

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
