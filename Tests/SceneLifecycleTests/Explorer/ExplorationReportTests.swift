import SceneLifecycle
import XCTest

/// The coverage keys: case positions, order, equality and hashing agree with declaration order.
final class ExplorationReportTests: XCTestCase {
  func testOrdinalsAreTheCasesPositionsInDeclarationOrder() {
    XCTAssertEqual(AppPhase.allCases.map(\.ordinal), Array(AppPhase.allCases.indices))
    XCTAssertEqual(LifecycleEventKind.allCases.map(\.ordinal), Array(LifecycleEventKind.allCases.indices))
  }

  func testTransitionKeysOrderByPhaseThenEventThenPhaseAndAreDistinct() {
    var keys: [ExplorationReport.TransitionKey] = []
    for from in AppPhase.allCases {
      for event in LifecycleEventKind.allCases {
        for to in AppPhase.allCases { keys.append(.init(from: from, event: event, to: to)) }
      }
    }
    XCTAssertEqual(keys.sorted(), keys, "declaration order is the order")
    XCTAssertEqual(Set(keys).count, keys.count, "no two keys are equal")
    let key = ExplorationReport.TransitionKey(from: .background, event: .tapIcon, to: .foregroundActive)
    XCTAssertEqual(key, .init(from: .background, event: .tapIcon, to: .foregroundActive))
    XCTAssertEqual(Set([key, .init(from: .background, event: .tapIcon, to: .foregroundActive)]).count, 1)
  }
}
