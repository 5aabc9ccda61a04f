import QuickActions
import SceneLifecycle
import XCTest

/// `SceneMigration`: the scene-lifecycle table an AppDelegate-era table maps to, its exploration and the scenario
/// file `qa-sim migrate --write` writes (issue 14).
final class SceneMigrationTests: XCTestCase {
  /// A scenario decoded from its parts, as a file would give them.
  private func scenario(
    strategy: String, lifecycle: String? = nil, items: String = "[]", steps: String = "[]",
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Scenario {
    let lifecycleMember = lifecycle.map { "\"lifecycle\": \"\($0)\", " } ?? ""
    let text = """
      {"version": 1, "name": "migration", \(lifecycleMember)"app": {"strategy": \(strategy), "shortcutItems": \(items)},
       "steps": \(steps)}
      """
    do {
      return try ScenarioLoader.decode(Array(text.utf8), file: "migration.json").scenario
    } catch {
      XCTFail("\(error)", file: file, line: line)
      throw error
    }
  }

  private func builtIn(_ name: String) throws -> TableStrategy { try XCTUnwrap(TableStrategy.builtIn(named: name)) }

  private func reactions(_ strategy: TableStrategy) -> [String] {
    strategy.triggerReactions.map { "\($0.0.name): \($0.1.map { $0.name(gates: strategy.gates) })" }
  }

  /// The actions that work on the item a launch method hands over: in a scene app the launch options are `nil`.
  private let itemActions: Set<String> = [
    "store", "storeOnSceneDelegate", "handle", "handleUnlessHandled", "storeInUserDefaults",
  ]

  // MARK: - The mapping

  func testAppleLegacySampleMovesItsThreeCallbacksToTheirSceneCounterparts() throws {
    let migrated = SceneMigration.migrated(try builtIn("appleLegacySample"))
    XCTAssertEqual(migrated.name, "appleLegacySampleMigrated")
    XCTAssertEqual(migrated.nativeLifecycle, .scene)
    XCTAssertTrue(migrated.summary.contains("TN3187"))
    // launchOptions[.shortcutItem] is nil in a scene app (UIKit semantics article, 2a row 7); the item rides in
    // connectionOptions.shortcutItem (2a row 2), also on a restored session and a reconnect (2d row 2).
    // applicationDidBecomeActive and the app delegate's performActionFor are not called in a scene app (2c row 1,
    // 2a row 5): their code runs in sceneDidBecomeActive and windowScene(_:performActionFor:…) (8e row 4).
    XCTAssertEqual(
      reactions(migrated),
      [
        "scene(_:willConnectTo:options:)[shortcutItem]: [\"store\"]",
        "sceneDidBecomeActive(_:): [\"consumePending\"]",
        "windowScene(_:performActionFor:completionHandler:): [\"handle\", \"completion(true)\"]",
      ])
    // TN3187 asks a scene app for configurationForConnecting: implemented, with nothing to do.
    XCTAssertTrue(migrated.implements(.configurationForConnecting))
    XCTAssertTrue(migrated.actions(for: .configurationForConnecting).isEmpty)
    // returnFalseIfItem only stopped the app delegate's performActionFor (1a row 3): dropped with the read.
    XCTAssertFalse(migrated.implements(.didFinishLaunching))
    XCTAssertFalse(migrated.implements(.applicationDidBecomeActive))
    XCTAssertFalse(migrated.implements(.applicationPerformAction))
  }

  func testNoMigratedTableImplementsADeprecatedCallbackOrReadsALaunchOption() throws {
    for name in TableStrategy.builtInNames {
      let migrated = SceneMigration.migrated(try builtIn(name))
      XCTAssertEqual(migrated.nativeLifecycle, .scene, name)
      XCTAssertTrue(migrated.implements(.configurationForConnecting), name)
      for kind in CallbackKind.allCases where kind.isDeprecatedAppDelegateRoad {
        XCTAssertFalse(migrated.implements(kind), "\(name) still implements \(kind.selector) (8e row 4)")
      }
      for (trigger, list) in migrated.triggerReactions where trigger.callback.isLaunchMethod {
        XCTAssertNil(trigger.carrying, "\(name) still reads a launch-option key in \(trigger.name)")
        for action in list {
          XCTAssertFalse(itemActions.contains(action.name), "\(name) still reads the launch options: \(action.name)")
          XCTAssertNotEqual(action, .returnFalse, name)
          XCTAssertNotEqual(action, .returnFalseIfItem, name)
        }
      }
      XCTAssertEqual(migrated.gates, try builtIn(name).gates, name)
    }
  }

  func testALaunchMethodKeepsWhatDoesNotReadTheLaunchOptions() throws {
    let original = try TableStrategy(
      name: "gated", nativeLifecycle: .appDelegate,
      triggers: [
        StrategyTrigger(.willFinishLaunching, carrying: .url): [.store],
        StrategyTrigger(.didFinishLaunching): [.ready(0), .handle, .returnFalseIfItem],
        StrategyTrigger(.applicationOpenURL): [.handle],
        StrategyTrigger(.applicationContinueUserActivity): [.handle],
        StrategyTrigger(.didBecomeActiveNotification): [.consumePending],
        StrategyTrigger(.applicationWillResignActive): [],
      ]
    ).withGates([Gate(name: "ui", index: 0, whenClosed: .queue)])
    let migrated = SceneMigration.migrated(original)
    // The app delegate keeps both launch methods (2c row 4); notifications are still posted (2c row 2).
    XCTAssertEqual(
      reactions(migrated),
      [
        "application(_:didFinishLaunchingWithOptions:): [\"ready(ui)\"]",
        "scene(_:willConnectTo:options:): [\"handle\"]",
        "scene(_:willConnectTo:options:)[url]: [\"store\"]",
        "UIApplication.didBecomeActiveNotification: [\"consumePending\"]",
        "scene(_:openURLContexts:): [\"handle\"]",
        "scene(_:continue:): [\"handle\"]",
      ])
    // An implemented state callback with nothing to do stays implemented, under its scene name.
    XCTAssertTrue(migrated.implements(.sceneWillResignActive))
    XCTAssertFalse(migrated.implements(.applicationWillResignActive))
  }

  func testADeferralGoesWithTheActionsItDefers() throws {
    let original = try TableStrategy(
      name: "deferring", nativeLifecycle: .appDelegate,
      triggers: [
        StrategyTrigger(.willFinishLaunching): [.deferToMainQueue, .store],
        StrategyTrigger(.didFinishLaunching): [.reset, .deferToMainQueue, .handle, .consumePending],
        StrategyTrigger(.applicationPerformAction): [.deferToMainQueue, .handle, .completionTrue],
      ])
    let migrated = SceneMigration.migrated(original)
    XCTAssertEqual(
      reactions(migrated),
      [
        "application(_:didFinishLaunchingWithOptions:): [\"reset\", \"deferToMainQueue\", \"consumePending\"]",
        // Both launch methods' reads land in one callback, which can defer once: the second deferral is left out.
        "scene(_:willConnectTo:options:): [\"deferToMainQueue\", \"store\", \"handle\"]",
        "windowScene(_:performActionFor:completionHandler:): [\"deferToMainQueue\", \"handle\", \"completion(true)\"]",
      ])
    XCTAssertTrue(migrated.defersToMainQueue)
    // willFinishLaunching only read the launch options: nothing is left in it.
    XCTAssertFalse(migrated.implements(.willFinishLaunching))
  }

  func testTheTablesOwnSceneCodeWinsOverTheAppDelegateCode() throws {
    // pendingSlot wires both lifecycles: its own scene lists stay, so no delivery is stored or completed twice.
    let migrated = SceneMigration.migrated(try builtIn("pendingSlot"))
    XCTAssertEqual(migrated.actions(for: .windowScenePerformAction), [.store, .completionTrue])
    XCTAssertEqual(migrated.actions(for: .sceneDidBecomeActive), [.consumePending])
    XCTAssertEqual(migrated.actions(for: .sceneOpenURLContexts), [.store])
    XCTAssertEqual(migrated.actions(for: .configurationForConnecting), [.store])
    XCTAssertEqual(migrated.actions(for: .onOpenURL), [.store])
    // Its didFinishLaunching read has no scene list for it yet: it moves to willConnectTo, which a restored
    // session does not skip (2d row 2).
    XCTAssertEqual(migrated.actions(for: .sceneWillConnect), [.store])
    // A table that is already a scene table maps to itself, plus configurationForConnecting.
    let scene = try builtIn("appleSceneSample")
    XCTAssertEqual(reactions(SceneMigration.migrated(scene)), reactions(scene))
  }

  // MARK: - Exploring the migrated app

  func testMigratedAppleLegacySampleIsCleanAtDepth10() throws {
    let legacy = try scenario(strategy: "\"appleLegacySample\"")
    let check = SceneMigration.check(legacy, depth: 10)
    XCTAssertNil(check.problem)
    XCTAssertTrue(check.isClean, check.counterexampleText ?? "")
    XCTAssertNil(check.counterexampleText)
    XCTAssertEqual(check.depth, 10)
    XCTAssertEqual(check.items.map(\.type), ["com.example.item1", "com.example.item2"])
    XCTAssertEqual(check.strategy.name, "appleLegacySampleMigrated")
    XCTAssertEqual(check.report.distinctStates, 31)
    XCTAssertEqual(check.report.transitions, 158)
    XCTAssertTrue(check.report.exhausted)
    // The one finding is the warning the AppDelegate original has too: a background-launched app handles a warm
    // item in performActionFor before its first activation.
    XCTAssertEqual(check.report.violationKinds, [.handledWhileInactive])
    XCTAssertTrue(ViolationKind.handledWhileInactive.isWarning)
    // Every road the explorer walks was reached: cold launch, warm resume, a restored session and a reconnect.
    for callback in [CallbackKind.sceneWillConnect, .windowScenePerformAction, .sceneDidBecomeActive] {
      XCTAssertTrue(check.report.callbacksReached.contains(callback), callback.selector)
    }
    for event in [LifecycleEventKind.systemDisconnectScene, .systemTerminate, .quickAction] {
      XCTAssertTrue(check.report.transitionsTaken.keys.contains { $0.event == event }, event.rawValue)
    }
    // Clean under every switch the scene lifecycle reads, too.
    let options = LifecycleOptions.allCombinations(for: .scene, on: .iPhone, deferring: false)
    let everyOption = try Explorer(
      ExplorerConfiguration(
        lifecycle: .scene, optionCombinations: options, strategy: check.strategy, itemCount: 2, depth: 10)
    ).run()
    XCTAssertEqual(everyOption.counterexamples.filter { !$0.kind.isWarning }.map(\.kind), [])
  }

  func testMigratedHandleAndReturnTrueHandlesTheLaunchItemOnce() throws {
    // Before: handled in didFinishLaunching and again in performActionFor (1a row 4). A scene app gets no
    // performActionFor on a cold launch (2a row 4), so the moved code handles the item once.
    let check = SceneMigration.check(try scenario(strategy: "\"handleAndReturnTrue\""), depth: 8)
    XCTAssertTrue(check.isClean, check.counterexampleText ?? "")
  }

  func testReactNativeQuickActionsLiteralMappingLosesAReconnectedItem() throws {
    // The literal mapping is not clean, and the check says why: the launch item is stored from the connection
    // options but only the JavaScript bridge's one-time load (gateOpened) takes it. A scene the system
    // disconnected is connected again with the item in its connection options (2d row 2), after the bridge loaded.
    let check = SceneMigration.check(try scenario(strategy: "\"reactNativeQuickActions\""), depth: 8)
    XCTAssertFalse(check.isClean)
    let example = try XCTUnwrap(check.firstError)
    XCTAssertEqual(example.kind, .lost)
    XCTAssertTrue(example.events.contains(.systemDisconnectScene), "\(example.events)")
    let text = try XCTUnwrap(check.counterexampleText)
    XCTAssertTrue(text.hasPrefix("  violation lost: shortest counterexample, 5 steps"), text)
    XCTAssertTrue(text.contains("systemDisconnectScene"), text)
  }

  func testAnAppTheExplorerCannotTakeIsNotClean() throws {
    let check = SceneMigration.check(try scenario(strategy: "\"appleLegacySample\""), depth: -1)
    XCTAssertEqual(check.problem, "qa-sim cannot explore the migrated app: the depth must be 0 or more")
    XCTAssertFalse(check.isClean)
    XCTAssertNil(check.counterexampleText)
  }

  func testTheScenariosItemsAndLinksAreExplored() throws {
    let linked = try scenario(
      strategy: "\"appleLegacySample\"",
      items: #"[{"type": "com.example.search", "title": "Search"}]"#,
      steps: #"[{"event": "openURL", "url": "myapp://a"}, {"event": "universalLink", "url": "https://example.com/b"}]"#
    )
    let check = SceneMigration.check(linked, depth: 4)
    XCTAssertEqual(check.items.map(\.type), ["com.example.search"])
    XCTAssertEqual(check.links, ["myapp://a", "https://example.com/b"])
  }

  // MARK: - The written file

  func testTheWrittenScenarioPassesAndCitesTN3187() throws {
    let legacy = try scenario(
      strategy: "\"appleLegacySample\"", lifecycle: "appDelegate",
      items: #"[{"type": "com.example.search", "title": "Search"}, {"type": "com.example.share", "title": "Share"}]"#)
    let check = SceneMigration.check(legacy, depth: 8)
    let document = SceneMigration.document(for: legacy, check: check)
    guard case .object(let root) = document else { return XCTFail("not an object") }
    XCTAssertEqual(
      root.keys, ["version", "name", "description", "lifecycle", "sdk", "app", "steps", "expect"])
    guard case .string(let description)? = root["description"] else { return XCTFail("no description") }
    XCTAssertTrue(description.contains(SceneMigration.technoteURL))
    XCTAssertEqual(root["sdk"], .number(JSONNumber(27)))
    let text = JSONSerializer().document(document)
    guard let loaded = try? ScenarioLoader.decode(Array(text.utf8), file: "after.json") else {
      return XCTFail("the written file does not decode:\n\(text)")
    }
    XCTAssertEqual(loaded.scenario.fileLifecycle, .scene)
    XCTAssertEqual(loaded.scenario.sdk?.major, 27)
    XCTAssertEqual(loaded.warnings, [])
    let run = Replay.run(loaded)
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    // The cold road, then the warm one: each item handled once, nothing broken.
    XCTAssertEqual(loaded.scenario.expect?.handled, ["com.example.search", "com.example.share"])
    XCTAssertEqual(loaded.scenario.expect?.violations, [])
    XCTAssertEqual(
      loaded.scenario.steps.map(\.name), [LifecycleEventKind.quickAction, .goHome, .quickAction].map(\.rawValue))
  }

  func testRoadStepsWithoutItemsUseTheFirstLink() {
    let link = "https://example.com/a"
    XCTAssertEqual(
      SceneMigration.quickActionRoadSteps(items: [], links: [link]),
      [.universalLink(link), .goHome, .universalLink(link)])
    XCTAssertEqual(SceneMigration.quickActionRoadSteps(items: [], links: []), [.tapIcon, .goHome])
  }
}
