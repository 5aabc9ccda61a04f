import SceneLifecycle
import XCTest

/// `TableStrategy.scenarioJSON` is the inverse of the scenario decoder (`qa-sim migrate --write` writes tables
/// with it).
final class TableStrategyJSONTests: XCTestCase {
  /// Decodes `strategy` back from a scenario document that carries its JSON as `app.strategy`.
  private func roundTrip(_ strategy: TableStrategy, file: StaticString = #filePath, line: UInt = #line) throws
    -> TableStrategy
  {
    var app = JSONObject()
    app["strategy"] = strategy.scenarioJSON
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["name"] = .string("round trip of \(strategy.name)")
    root["app"] = .object(app)
    root["steps"] = .array([])
    let text = JSONSerializer().document(.object(root))
    do {
      return try ScenarioLoader.decode(Array(text.utf8), file: "roundTrip.json").scenario.strategy
    } catch {
      XCTFail("\(strategy.name) does not decode: \(error)\n\(text)", file: file, line: line)
      throw error
    }
  }

  /// Everything a table says, as the decoder can see it (the native lifecycle is the file's business).
  private func assertSameTable(
    _ decoded: TableStrategy, _ original: TableStrategy, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(decoded.name, original.name, file: file, line: line)
    XCTAssertEqual(decoded.summary, original.summary, file: file, line: line)
    XCTAssertEqual(decoded.gates, original.gates, original.name, file: file, line: line)
    XCTAssertEqual(
      decoded.triggerReactions.map { "\($0.0.name): \($0.1)" },
      original.triggerReactions.map { "\($0.0.name): \($0.1)" }, original.name, file: file, line: line)
    for kind in CallbackKind.allCases {
      XCTAssertEqual(
        decoded.implements(kind), original.implements(kind), "\(original.name) \(kind.selector)", file: file,
        line: line)
    }
    for gate in original.gates {
      XCTAssertEqual(
        decoded.actions(whenOpened: gate.index), original.actions(whenOpened: gate.index), original.name, file: file,
        line: line)
    }
    XCTAssertEqual(decoded.defersToMainQueue, original.defersToMainQueue, file: file, line: line)
  }

  func testEveryBuiltInAndFrameworkStrategyRoundTrips() throws {
    XCTAssertEqual(TableStrategy.builtInNames.count, Set(TableStrategy.builtInNames).count)
    XCTAssertTrue(TableStrategy.builtInNames.contains { TableStrategy.builtIn(named: $0)?.gates.isEmpty == false })
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      assertSameTable(try roundTrip(strategy), strategy)
    }
  }

  func testEveryMigratedBuiltInRoundTrips() throws {
    for name in TableStrategy.builtInNames {
      let migrated = SceneMigration.migrated(try XCTUnwrap(TableStrategy.builtIn(named: name)))
      assertSameTable(try roundTrip(migrated), migrated)
    }
  }

  func testImplementedEmptyCallbacksQueueingGatesAndDeferralsRoundTrip() throws {
    let strategy = try TableStrategy(
      name: "everything", summary: "a \"quoted\" summary",
      triggers: [
        StrategyTrigger(.didFinishLaunching): [],
        StrategyTrigger(.sceneWillConnect, carrying: .url): [.deferToMainQueue, .store],
        StrategyTrigger(.sceneDidBecomeActive): [.consumePending, .ready(1)],
        StrategyTrigger(.windowScenePerformAction): [.keepCompletion, .send(0)],
        StrategyTrigger(.sceneDidEnterBackground): [.completionTrue, .releaseCompletion],
      ]
    ).withGates(
      [Gate(name: "queued", index: 0, whenClosed: .queue), Gate(name: "dropped", index: 1, whenClosed: .drop)],
      gateOpened: [1: [.handlePendingInUserDefaults]])
    let json = strategy.scenarioJSON
    XCTAssertEqual(
      JSONSerializer().compact(json),
      #"{ "name": "everything", "summary": "a \"quoted\" summary", "gates": [{ "name": "queued", "whenClosed": "queue" }, "dropped"], "on": { "application(_:didFinishLaunchingWithOptions:)": [], "scene(_:willConnectTo:options:)[url]": ["deferToMainQueue", "store"], "sceneDidBecomeActive(_:)": ["consumePending", "ready(dropped)"], "sceneDidEnterBackground(_:)": ["completion(true)", "releaseCompletion"], "windowScene(_:performActionFor:completionHandler:)": ["keepCompletion", "send(queued)"], "gateOpened(dropped)": ["handlePendingInUserDefaults"] } }"#
    )
    assertSameTable(try roundTrip(strategy), strategy)
  }

  // A gate is written as its name only with both defaults (drop, prompt); every other policy and readiness is kept,
  // so a migrated or written app declares its consumers as the original did.
  func testEveryGatePolicyAndReadinessRoundTrips() throws {
    var gates: [Gate] = []
    for policy in GatePolicy.allCases {
      for readiness in Readiness.allCases {
        gates.append(
          Gate(name: "\(policy)_\(readiness)", index: UInt8(gates.count), whenClosed: policy, readiness: readiness))
      }
    }
    for chunk in stride(from: 0, to: gates.count, by: Gate.maxCount) {
      let declared = gates[chunk..<min(gates.count, chunk + Gate.maxCount)].enumerated().map { position, gate in
        Gate(name: gate.name, index: UInt8(position), whenClosed: gate.whenClosed, readiness: gate.readiness)
      }
      let strategy = try TableStrategy(name: "gated", actions: [.sceneDidBecomeActive: [.handle]]).withGates(declared)
      assertSameTable(try roundTrip(strategy), strategy)
    }
    XCTAssertEqual(Gate(name: "a", index: 0).scenarioJSON, .string("a"))
    XCTAssertEqual(
      JSONSerializer().compact(Gate(name: "a", index: 0, readiness: .afterFirstActivation).scenarioJSON),
      #"{ "name": "a", "readiness": "afterFirstActivation" }"#)
  }

  func testAnEmptySummaryIsLeftOut() throws {
    let strategy = try TableStrategy(name: "quiet", actions: [.sceneDidBecomeActive: [.consumePending]])
    XCTAssertEqual(
      JSONSerializer().compact(strategy.scenarioJSON),
      #"{ "name": "quiet", "on": { "sceneDidBecomeActive(_:)": ["consumePending"] } }"#)
  }
}
