import SceneLifecycle
import XCTest

/// The packed explorer refuses a strategy that could keep one delivery in two places its packed states do not link
/// (``HoldingPlace``), instead of judging it wrongly (``Explorer`` then runs the direct one), and packs every
/// built-in strategy that keeps no item on a scene session.
final class HoldingPlaceTests: XCTestCase {
  private func configuration(_ strategy: TableStrategy) -> ExplorerConfiguration {
    ExplorerConfiguration(lifecycle: .scene, strategy: strategy, itemCount: 1, depth: 1)
  }

  func testAStrategyKeepingAnItemInTheSceneSlotAndAQueueIsRefusedWithBothPlacesNamed() throws {
    let strategy = try TableStrategy(
      name: "sceneSlotAndQueue", actions: [.sceneWillConnect: [.storeOnSceneDelegate, .send(0)]]
    ).withGates([Gate(name: "dartHandler", index: 0, whenClosed: .queue)])
    XCTAssertEqual(strategy.holdingPlaces, [.sceneDelegateSlot, .gateQueue])
    let problem = try XCTUnwrap(Explorer.packingProblem(configuration(strategy)))
    XCTAssertEqual(problem, .unlinkedHoldingPlaces(.sceneDelegateSlot, .gateQueue))
    XCTAssertEqual(try Explorer(configuration(strategy)).run().packingProblem, problem)
    XCTAssertEqual(
      "\(problem)",
      "the strategy can keep one delivery both in its sceneDelegateSlot and in its gateQueue, which packed states "
        + "do not link (they would count that delivery twice); the direct explorer explores it")
  }

  func testADropGateHoldsNothingAndItsStatesPack() throws {
    let dropping = try TableStrategy(
      name: "sceneSlotAndDrop", actions: [.sceneWillConnect: [.storeOnSceneDelegate, .send(0)]]
    ).withGates([Gate(name: "jsBridge", index: 0)])
    XCTAssertEqual(dropping.holdingPlaces, [.sceneDelegateSlot])
    XCTAssertNoThrow(try Explorer(configuration(dropping)))
    XCTAssertNil(Explorer.packingProblem(configuration(dropping)))
  }

  func testDeferralBesideUserDefaultsIsRefused() throws {
    let strategy = try TableStrategy(
      name: "deferAndDefaults",
      actions: [.sceneWillConnect: [.storeInUserDefaults, .deferToMainQueue, .handle]])
    XCTAssertEqual(
      Explorer.packingProblem(configuration(strategy)), .unlinkedHoldingPlaces(.userDefaults, .deferredBlock))
  }

  func testEveryBuiltInStrategyCanBeExplored() throws {
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      if case .unlinkedHoldingPlaces(let first, let second) = Explorer.packingProblem(configuration(strategy)) {
        XCTFail("\(name): \(first) and \(second)")
      }
    }
  }
}
