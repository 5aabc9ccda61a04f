import QuickActions
import SceneLifecycle
import XCTest

/// The app's own booleans (UIKit semantics article, 10d rows 1 and 2): set and cleared by actions, tested by actions
/// that skip the rest of their list, kept in memory for the process's life or in `UserDefaults` across deaths.
final class StrategyFlagTests: XCTestCase {
  private let first = StrategyFlag(name: "first", index: 0)
  private let handled = StrategyFlag(name: "handledLaunchItem", index: 1, storage: .userDefaults)

  private func table(_ triggers: [StrategyTrigger: [StrategyAction]]) throws -> TableStrategy {
    try TableStrategy(name: "flags", triggers: triggers).withFlags([first, handled])
  }

  // 10d row 1: each flag action, against a flag set and a clear one: set and clear record their line, a test that
  // holds records nothing and goes on, one that fails records why and skips the rest of its list only.
  func testEveryFlagActionOnASetAndAClearFlag() throws {
    let delivery = Delivery(serial: 1, item: ItemID(0))
    for action in StrategyAction.flagCases(0) {
      for isSet in [false, true] {
        let strategy = try table([
          StrategyTrigger(.sceneWillConnect): [action, .store],
          StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.handle],
        ])
        var app = AppContext()
        if isSet { app.set(first, to: true) }
        app.effects = []
        strategy.respond(
          to: Callback(.sceneWillConnect, scene: SceneRef(session: 1, generation: 0), delivery: delivery), app: &app)
        let expected: [AppEffect]
        switch action {
        case .setFlag: expected = [.setFlag(first), .store(delivery, .appDelegate), .handle(delivery)]
        case .clearFlag: expected = [.clearFlag(first), .store(delivery, .appDelegate), .handle(delivery)]
        case .ifFlag:
          expected =
            isSet
            ? [.store(delivery, .appDelegate), .handle(delivery)] : [.skipRest(first, isSet: false), .handle(delivery)]
        case .unlessFlag:
          expected =
            isSet
            ? [.skipRest(first, isSet: true), .handle(delivery)] : [.store(delivery, .appDelegate), .handle(delivery)]
        default:
          XCTFail("\(action) is not a flag action")
          expected = []
        }
        XCTAssertEqual(app.effects, expected, "\(strategy.name(of: action)), set \(isSet)")
        let afterwards: Bool
        switch action {
        case .setFlag: afterwards = true
        case .clearFlag: afterwards = false
        default: afterwards = isSet
        }
        XCTAssertEqual(app.isSet(first), afterwards, strategy.name(of: action))
      }
    }
  }

  // 10d row 2: a process death clears a flag kept in memory and keeps one kept in UserDefaults.
  func testAProcessDeathClearsMemoryFlagsAndKeepsStoredOnes() throws {
    let strategy = try table([StrategyTrigger(.sceneDidBecomeActive): [.setFlag(0), .setFlag(1)]])
    XCTAssertEqual(strategy.persistentFlagMask, 0b10)
    for death in [ScenarioStep.systemTerminate, .forceQuit, .updateApp] {
      var sim = simulate(strategy, .scene)
      sim.tapIcon()
      XCTAssertEqual(sim.runner.context.flags, 0b11)
      sim.send(step: .goHome)
      sim.send(step: death)
      XCTAssertEqual(sim.runner.context.flags, 0b10, "\(death)")
    }
  }

  // 10d row 1: the trace reads as the code: set, clear, and why the rest of a list did not run.
  func testTheTraceNamesEachFlag() throws {
    let strategy = try table([
      StrategyTrigger(.sceneWillConnect): [.unlessFlag(1), .setFlag(1), .handle],
      StrategyTrigger(.sceneDidBecomeActive): [.ifFlag(0), .handle],
      StrategyTrigger(.sceneWillResignActive): [.clearFlag(0)],
    ])
    var sim = simulate(strategy, .scene)
    sim.quickAction(standardItems[0].type)
    sim.send(step: .forceQuit)
    sim.quickAction(standardItems[0].type)
    let lines = sim.traceLines.filter { $0.hasPrefix("app ") }
    XCTAssertEqual(
      lines,
      [
        "app set handledLaunchItem", "app handle \(standardItems[0].type)", "app skip: first is not set",
        "app clear first", "app skip: handledLaunchItem is set", "app skip: first is not set",
      ], sim.traceLines.joined(separator: "\n"))
  }

  // Bad declarations and actions, each refused with its place: too many flags, a bad or repeated name, an action
  // naming a flag the strategy does not declare, and a test with nothing after it to skip.
  func testBadFlagDeclarationsAreRefusedAtTheirPlace() throws {
    func refusal(_ flags: [StrategyFlag], _ list: [StrategyAction]) -> FlagDeclarationError? {
      guard let table = try? TableStrategy(name: "t", triggers: [StrategyTrigger(.sceneDidBecomeActive): list]) else {
        XCTFail("\(list) is not a table")
        return nil
      }
      do {
        _ = try table.withFlags(flags)
        return nil
      } catch { return error }
    }
    let five = (0..<5).map { StrategyFlag(name: "f\($0)", index: UInt8($0)) }
    XCTAssertEqual(refusal(five, [])?.place, .flags(4))
    XCTAssertEqual(refusal([StrategyFlag(name: "a b", index: 0)], [])?.place, .flags(0))
    XCTAssertEqual(refusal([first, StrategyFlag(name: "first", index: 1)], [])?.place, .flags(1))
    XCTAssertEqual(
      refusal([first], [.handle, .setFlag(1)])?.place, .trigger(StrategyTrigger(.sceneDidBecomeActive), 1))
    let last = try XCTUnwrap(refusal([first], [.handle, .ifFlag(0)]))
    XCTAssertEqual(last.place, .trigger(StrategyTrigger(.sceneDidBecomeActive), 1))
    XCTAssertEqual(last.message, "if(first) is the last action of its list: there is nothing after it to skip")
    XCTAssertNil(refusal([first], [.ifFlag(0), .handle]))
  }
}
