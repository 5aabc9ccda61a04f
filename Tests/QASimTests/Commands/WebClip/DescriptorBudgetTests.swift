import XCTest

// Internal: the web clip server's descriptor budget: DescriptorBudget, maxConnections.
@testable import qa_sim

/// The connection cap the server takes from the descriptor limit.
final class DescriptorBudgetTests: XCTestCase {
  func testTheCapIsTheDescriptorLimitLessATenthAtLeast32() {
    let caps = [1, 10, 33, 64, 100, 256, 1024, 10_240, 20_000, 1 << 20].map {
      DescriptorBudget.connectionCap(descriptorLimit: $0)
    }
    XCTAssertEqual(caps, [1, 1, 1, 32, 68, 224, 922, 9216, 18_000, 65_536])
  }

  func testTheServerTakesItsCapFromTheRaisedLimitUnlessOneIsConfigured() throws {
    let limit = DescriptorBudget.raiseSoftLimit()
    XCTAssertEqual(DescriptorBudget.raiseSoftLimit(), limit, "raising again changes nothing")
    let derived = try RunningServer()
    defer { derived.shutDown() }
    XCTAssertEqual(derived.server.connectionCap, DescriptorBudget.connectionCap(descriptorLimit: limit))
    let configured = try RunningServer { $0.maxConnections = 3 }
    defer { configured.shutDown() }
    XCTAssertEqual(configured.server.connectionCap, 3)
  }
}
