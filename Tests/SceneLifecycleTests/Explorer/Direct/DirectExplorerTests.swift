import QuickActions
import XCTest

// White-box: DirectExplorer's state keys (runner values a note leaves alone) against the brute-force oracle.
@testable import SceneLifecycle

/// The direct explorer (issue 13): replaying paths on fresh apps finds what the packed, memoised explorer finds, at
/// the same depths, and also explores an app whose memory lives in objects.
final class DirectExplorerTests: XCTestCase {
  /// One oracle case: a built-in, a lifecycle, the links it is about, the depth.
  private struct Case {
    let strategy: TableStrategy
    let lifecycle: LifecycleStyle
    var links: [String] = []
    var webClips: Set<String> = []
    var depth = 5
    var readiness = Readiness.prompt
    var allOptions = false
  }

  private static let cases: [Case] = [
    Case(strategy: .pendingSlot, lifecycle: .scene),
    Case(strategy: .pendingSlot, lifecycle: .appDelegate),
    Case(strategy: .seedArticle, lifecycle: .scene),
    Case(strategy: .appleSceneSample, lifecycle: .scene),
    Case(strategy: .appleLegacySample, lifecycle: .appDelegate),
    Case(strategy: .legacyGuideInSceneApp, lifecycle: .scene),
    Case(strategy: .handleAndReturnTrue, lifecycle: .appDelegate),
    Case(strategy: .performActionOnly, lifecycle: .scene),
    Case(strategy: .swiftUIAdaptor, lifecycle: .swiftUI),
    Case(strategy: .openURLContextsOnly, lifecycle: .scene, links: ["qasim://link1"], depth: 4),
    Case(strategy: .onOpenURLOnly, lifecycle: .swiftUI, links: ["https://example.com/link1"], depth: 4),
  ]

  /// Other lifecycles than the built-ins' own, both kinds of link, the frameworks' readiness gates under both
  /// ``Readiness`` rules, and every option combination a lifecycle reads.
  private static let moreCases: [Case] = [
    Case(strategy: .pendingSlot, lifecycle: .swiftUI, links: ["qasim://link1", "https://example.com/link1"], depth: 4),
    Case(strategy: .appleSceneSample, lifecycle: .swiftUI),
    Case(strategy: .handleAndReturnTrue, lifecycle: .scene),
    Case(strategy: .forwardConnectionURLs, lifecycle: .scene, links: ["qasim://link1", "https://example.com/link1"]),
    Case(strategy: .reactNativeQuickActions, lifecycle: TableStrategy.reactNativeQuickActions.nativeLifecycle),
    Case(
      strategy: .reactNativeQuickActions, lifecycle: TableStrategy.reactNativeQuickActions.nativeLifecycle,
      readiness: .anytime),
    Case(strategy: .flutterQuickActions, lifecycle: TableStrategy.flutterQuickActions.nativeLifecycle),
    Case(strategy: .firefoxGatedRoute, lifecycle: TableStrategy.firefoxGatedRoute.nativeLifecycle),
    Case(strategy: .seedArticle, lifecycle: .scene, depth: 4, allOptions: true),
    // UIKit semantics article, 13 rows 4 and 5: a web clip's URL, from the front and from behind.
    Case(
      strategy: .openURLContextsOnly, lifecycle: .scene, links: ["qasim://webclip1", "qasim://link1"],
      webClips: ["qasim://webclip1"], depth: 4),
    Case(strategy: .onOpenURLOnly, lifecycle: .swiftUI, links: ["qasim://webclip1"], webClips: ["qasim://webclip1"]),
  ]

  private func configuration(_ test: Case) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(
      lifecycle: test.lifecycle,
      optionCombinations: test.allOptions ? LifecycleOptions.allCombinations(for: test.lifecycle) : [.defaults],
      strategy: test.strategy, itemCount: test.links.isEmpty ? 2 : 1, links: test.links, depth: test.depth)
    configuration.readiness = test.readiness
    configuration.webClips = test.webClips
    return configuration
  }

  /// For each case the two explorers find the same violation kinds, each with a counterexample of the same length,
  /// and every direct counterexample, replayed in a plain ``Simulator``, shows its violation.
  func testDirectExplorerMatchesPackedExplorerOnBuiltIns() throws {
    try assertSameFindings(Self.cases)
  }

  /// The same across lifecycles, links, gates and option combinations.
  func testDirectExplorerMatchesPackedExplorerBeyondNativeLifecycles() throws {
    try assertSameFindings(Self.moreCases)
  }

  private func assertSameFindings(_ cases: [Case]) throws {
    for test in cases {
      let configuration = configuration(test)
      let packed = try Explorer(configuration).run()
      let direct = try DirectExplorer(configuration).run()
      let name = "\(test.strategy.name) in \(test.lifecycle)"
      XCTAssertEqual(direct.engine, .direct)
      XCTAssertEqual(packed.engine, .packed)
      XCTAssertEqual(direct.violationKinds, packed.violationKinds, name)
      XCTAssertEqual(
        direct.counterexamples.map(\.events.count), packed.counterexamples.map(\.events.count), "\(name) lengths")
      XCTAssertEqual(direct.distinctStates, packed.distinctStates, "\(name) states")
      XCTAssertEqual(direct.transitions, packed.transitions, "\(name) transitions")
      XCTAssertEqual(Set(direct.callbacksReached), Set(packed.callbacksReached), "\(name) callbacks")
      XCTAssertEqual(Set(direct.transitionsTaken.keys), Set(packed.transitionsTaken.keys), "\(name) transitions")
      for example in direct.counterexamples {
        var simulator = Simulator(
          lifecycle: test.lifecycle, options: example.options, strategy: test.strategy,
          shortcutItems: configuration.staticItems, links: configuration.links)
        for event in example.events { XCTAssertNil(simulator.send(event), "\(name): step refused") }
        XCTAssertTrue(simulator.violationKinds.contains(example.kind), "\(name): replay lost the \(example.kind)")
      }
    }
  }

  /// The key leaves out what only grows: delivery serials (the third pick of an item after a first one), scene
  /// delegate generations (a reconnected scene) and launch numbers (a relaunched process). It keeps what the app
  /// stores: the same path with an item still parked is another state.
  func testKeyMergesCountersAndSeparatesAppMemory() {
    let item = ItemID(0)
    // Keys compare within one numbering: one table for every key here.
    let table = WorldKeyTable(interner: WorldKeyInterner())
    func key(_ strategy: TableStrategy, _ events: [LifecycleEvent]) -> String {
      var simulator = Simulator(
        lifecycle: .scene, strategy: strategy,
        shortcutItems: [ShortcutItem(type: "com.example.item1", localizedTitle: "Item 1")])
      for event in events {
        XCTAssertNil(simulator.send(event), "\(event) refused")
        simulator.endEventAsExplorer()
      }
      return simulator.directStateKey(optionsIndex: 0, table: table)
    }
    // Serials: one pick against three.
    XCTAssertEqual(
      key(.pendingSlot, [.quickAction(item), .goHome]),
      key(.pendingSlot, [.quickAction(item), .goHome, .quickAction(item), .goHome, .quickAction(item), .goHome]))
    // Generations: a scene delegate holding the item, before and after a reconnect that stores it again.
    XCTAssertEqual(
      key(.appleSceneSample, [.quickAction(item)]),
      key(.appleSceneSample, [.quickAction(item), .goHome, .systemDisconnectScene, .quickAction(item)]))
    // Launch numbers: a second process in the same state as the first.
    XCTAssertEqual(
      key(.pendingSlot, [.tapIcon, .goHome]),
      key(.pendingSlot, [.tapIcon, .goHome, .systemTerminate, .tapIcon, .goHome]))
    // App memory: the seed keeps the item when the scene never became active.
    XCTAssertNotEqual(key(.seedArticle, [.backgroundLaunch]), key(.seedArticle, [.quickAction(item), .goHome]))
    XCTAssertNotEqual(key(.appleSceneSample, [.quickAction(item)]), key(.appleSceneSample, [.tapIcon]))
  }

  /// The transient fields the key leaves out are real fields of ``AppContext`` (a rename would silently put them
  /// back, which costs states but not correctness; this keeps the list honest).
  func testTransientContextFieldsExist() {
    let labels = Set(Mirror(reflecting: AppContext()).children.compactMap(\.label))
    XCTAssertTrue(ContextShape.transientFields.isSubset(of: labels))
  }

  /// An app that keeps the item in an object, as delegate classes do: the seed article's pattern with its slot in a
  /// class instance. Explored directly it breaks what the same table breaks in the packed explorer, at the same
  /// depths, `lost` included.
  func testClassBackedStrategyIsExploredLikeItsTable() throws {
    let table = try TableStrategy(
      name: "seedInObject", nativeLifecycle: .scene,
      actions: [
        .configurationForConnecting: [.store], .windowScenePerformAction: [.store, .completionTrue],
        .sceneDidBecomeActive: [.consumePending],
      ])
    let packed = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: table, itemCount: 2, depth: 5)).run()
    let direct = try DirectExplorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 2, depth: 5)) {
      ObjectSlotApp(reportsHolding: true)
    }
    .run()
    XCTAssertTrue(packed.violationKinds.contains(.lost))
    XCTAssertEqual(direct.violationKinds, packed.violationKinds)
    XCTAssertEqual(direct.counterexamples.map(\.events.count), packed.counterexamples.map(\.events.count))
  }

  /// An app's own strategy is explored over the configuration's own events (``ExplorerConfiguration/events``), as
  /// the packed search explores a table: with `itemCount: 0` no quick action, not two generated items.
  func testAnAppsOwnStrategyIsExploredOverTheConfigurationsEvents() throws {
    for itemCount in [0, 1, 3] {
      let configuration = ExplorerConfiguration(
        lifecycle: .scene, itemCount: itemCount, links: ["qasim://a"], depth: 2)
      let direct = try DirectExplorer(configuration) { ObjectSlotApp(reportsHolding: true) }
      XCTAssertEqual(direct.events, configuration.events, "\(itemCount) items")
    }
  }

  /// ``Explorer`` explores an app's own strategy with its direct search, says why in the report, and honours the
  /// configuration's visited set there too: every mode finds the same violations, and a bounded one is reported.
  func testTheOneExplorerRunsAnAppsOwnStrategyDirectlyWithTheConfigurationsVisitedSet() throws {
    for mode in [VisitedMode.exact, .hashCompaction, .bitstate(bits: 1 << 20)] {
      var configuration = ExplorerConfiguration(lifecycle: .scene, itemCount: 2, depth: 5)
      configuration.visited = mode
      let explorer = try Explorer(configuration) { ObjectSlotApp(reportsHolding: true) }
      let report = explorer.run()
      XCTAssertEqual(report.engine, .direct, "\(mode)")
      XCTAssertEqual(report.packingProblem, .appStrategy, "\(mode)")
      XCTAssertEqual(report.engineSummary, "direct (the app's own strategy)", "\(mode)")
      XCTAssertEqual(report.visitedMode, mode)
      XCTAssertEqual(report.violationKinds, [.lost], report.text(narrate: explorer.narrate))
    }
  }

  /// An object's item counts as held only through ``AppStrategy/holds(_:)``: an app that parks the item and handles
  /// it at the next `sceneDidEnterBackground(_:)` keeps it across events. Said, the monitor still tracks the item
  /// when the user leaves and the app handles it, after its first activation (`late`, two steps); unsaid, the
  /// monitor drops it at the end of the event that parked it, and the later handling counts for nothing. Either way
  /// a run that ends after the first step never handles it (`lost`, one step), as its replay says.
  func testHoldingsOutsideAppContextKeepItemsAlive() throws {
    func shortest(reportsHolding: Bool) throws -> [ViolationKind: Int] {
      let report = try DirectExplorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 1, depth: 3)) {
        ObjectSlotApp(reportsHolding: reportsHolding, handlesOn: .sceneDidEnterBackground)
      }.run()
      return Dictionary(uniqueKeysWithValues: report.counterexamples.map { ($0.kind, $0.events.count) })
    }
    XCTAssertEqual(try shortest(reportsHolding: false), [.lost: 1])
    XCTAssertEqual(try shortest(reportsHolding: true), [.lost: 1, .late: 2])
  }

  /// The same app with one more stored value (how often it became active, modulo 2) has more states: the key
  /// walks the object, so values outside ``AppContext`` separate states.
  func testObjectMemorySeparatesStates() throws {
    let plain = try DirectExplorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 1, depth: 4)) {
      ObjectSlotApp(reportsHolding: true)
    }
    .run()
    let counting = try DirectExplorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 1, depth: 4)) {
      ObjectSlotApp(reportsHolding: true, countsActivations: true)
    }.run()
    XCTAssertGreaterThan(counting.distinctStates, plain.distinctStates)
  }

  /// The report says how it ran, and the text rendering shows each counterexample with its steps.
  func testDescribeNamesTheEngineAndTheSteps() throws {
    let explorer = try DirectExplorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 1, depth: 3)) {
      TableStrategy.performActionOnly
    }
    let report = explorer.run()
    let text = report.text(narrate: explorer.narrate)
    XCTAssertTrue(text.hasPrefix("explored directly: states compared by stored values"), text)
    XCTAssertTrue(text.contains("violation lost: shortest counterexample, 1 step, options: defaults"), text)
    XCTAssertTrue(text.contains("1. quickAction com.example.item1"), text)
  }
}

/// The seed article's pending slot kept in a class instance, as an app delegate keeps `shortcutItemToProcess`.
private final class SlotObject: @unchecked Sendable {
  var held: Delivery?
  var activations = 0
}

/// An ``AppStrategy`` whose memory is an object: the explorer cannot copy it, only replay it.
private struct ObjectSlotApp: AppStrategy, @unchecked Sendable {
  let memory = SlotObject()
  /// Whether ``holds(_:)`` tells the monitor about the object's item.
  let reportsHolding: Bool
  /// Whether the object also counts activations (modulo 2), a value no invariant reads.
  var countsActivations = false
  /// The callback that handles (and clears) the parked item.
  var handlesOn = CallbackKind.sceneDidBecomeActive

  mutating func respond(to callback: Callback, app: inout AppContext) {
    let kind = callback.kind
    if kind == .configurationForConnecting || kind == .windowScenePerformAction, let delivery = callback.delivery {
      memory.held = delivery
    }
    if kind == .windowScenePerformAction { app.complete(true) }
    if countsActivations, kind == .sceneDidBecomeActive { memory.activations = (memory.activations + 1) % 2 }
    guard kind == handlesOn else { return }
    if let held = memory.held {
      app.handle(held)
      memory.held = nil
    }
  }

  mutating func processDidExit() {
    memory.held = nil
    memory.activations = 0
  }

  func holds(_ delivery: Delivery) -> Bool { reportsHolding && memory.held == delivery }

  static func == (lhs: ObjectSlotApp, rhs: ObjectSlotApp) -> Bool { lhs.memory === rhs.memory }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(memory)) }
}

extension SwiftUIInitialScenePhaseTests {
  // A note is the model's comment, not app state: a runner that does not record the trace ignores it, so the
  // explorer, which runs without a trace, sees the same app with or without notes.
  func testANoteChangesNoAppState() throws {
    var runner = AppRunner(strategy: try idleApp(), recordsTrace: false)
    let before = runner
    runner.noted(.scenePhaseStartsInactive)
    XCTAssertEqual(runner, before)
    var recording = AppRunner(strategy: try idleApp())
    recording.noted(.scenePhaseStartsInactive)
    XCTAssertEqual(recording.trace.map(\.actor), [.note])
    XCTAssertEqual(recording.trace.first?.name, LifecycleNote.scenePhaseStartsInactive.text)
  }
}
