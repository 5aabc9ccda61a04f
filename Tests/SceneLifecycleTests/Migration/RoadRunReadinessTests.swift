import QuickActions
import SceneLifecycle
import XCTest

/// A road is one run (`qa-sim migrate`): it opens each gate as soon as the gate's readiness allows (UIKit semantics
/// article, 10a row 12), so a declared consumer is never ready earlier in a road than replay would accept.
final class RoadRunReadinessTests: XCTestCase {
  // After a background launch a prompt or anytime gate opens at once; an afterFirstActivation one only once the
  // quick action has brought the app to the front, so the item sent before then is dropped and lost.
  func testARoadOpensEachGateWhenItsReadinessAllows() throws {
    for readiness in Readiness.allCases {
      let strategy = try TableStrategy(
        name: "listener", nativeLifecycle: .appDelegate,
        actions: [.applicationPerformAction: [.send(0), .completionTrue]]
      ).withGates([Gate(name: "jsListener", index: 0, readiness: readiness)])
      let run = RoadRun.run(
        strategy, lifecycle: .appDelegate, device: .iPhone, options: .defaults,
        shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")], links: [],
        steps: [.backgroundLaunch, .quickAction("com.example.search")])
      switch readiness {
      case .prompt, .anytime:
        XCTAssertEqual(
          run.steps, [.backgroundLaunch, .appReady(0), .quickAction("com.example.search")], "\(readiness)")
        XCTAssertEqual(run.outcome, "works", "\(readiness)")
      case .afterFirstActivation:
        XCTAssertEqual(run.steps, [.backgroundLaunch, .quickAction("com.example.search"), .appReady(0)])
        XCTAssertEqual(run.outcome, "lost")
        XCTAssertFalse(run.trace.contains { $0.hasPrefix("rejected") }, "\(run.trace)")
      }
    }
  }
}
