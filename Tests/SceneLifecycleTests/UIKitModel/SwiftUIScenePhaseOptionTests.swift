import QuickActions
import SceneLifecycle
import XCTest

/// The inferred scenePhase rows of the UIKit semantics article, section 3, each with both settings of its switch.
final class SwiftUIScenePhaseOptionTests: XCTestCase {
  private func resume(_ options: LifecycleOptions) -> [CallbackKind] {
    var sim = makeSimulator(.swiftUIAdaptor, lifecycle: .swiftUI, options: options)
    sim.tapIcon()
    sim.send(.goHome)
    sim.quickAction(searchType)
    return callbacks(of: sim, step: 2)
  }

  // Section 3 row 8 (inferred, weakly observed): returning from the background, the phase goes
  // .background → .inactive → .active.
  func testResumePassesThroughInactiveByDefault() {
    let kinds = resume(.defaults)
    XCTAssertEqual(
      kinds.filter { [.scenePhaseInactive, .scenePhaseActive].contains($0) }, [.scenePhaseInactive, .scenePhaseActive])
  }

  func testResumeCanGoStraightToActive() {
    let kinds = resume(LifecycleOptions(scenePhaseInactiveOnForeground: false))
    XCTAssertFalse(kinds.contains(.scenePhaseInactive))
    XCTAssertTrue(kinds.contains(.scenePhaseActive))
  }

  // Section 3 row 10 (inferred): scenePhase == .active corresponds to sceneDidBecomeActive; by default
  // the phase changes after the delegate call.
  func testScenePhaseBecomesActiveAfterSceneDidBecomeActiveByDefault() throws {
    let kinds = resume(.defaults)
    let delegate = try XCTUnwrap(kinds.firstIndex(of: .sceneDidBecomeActive))
    let phase = try XCTUnwrap(kinds.firstIndex(of: .scenePhaseActive))
    XCTAssertLessThan(delegate, phase)
  }

  func testScenePhaseCanBecomeActiveBeforeSceneDidBecomeActive() throws {
    let kinds = resume(LifecycleOptions(scenePhaseActiveOrder: .beforeSceneDidBecomeActive))
    let delegate = try XCTUnwrap(kinds.firstIndex(of: .sceneDidBecomeActive))
    let phase = try XCTUnwrap(kinds.firstIndex(of: .scenePhaseActive))
    XCTAssertLessThan(phase, delegate)
  }

  // With the phase first, the adaptor acts before UIKit reports the scene active: the checker warns.
  func testActingOnAnEarlyActivePhaseIsReportedAsHandledWhileInactive() {
    var sim = makeSimulator(
      .swiftUIAdaptor, lifecycle: .swiftUI,
      options: LifecycleOptions(scenePhaseActiveOrder: .beforeSceneDidBecomeActive))
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violationKinds, [.handledWhileInactive])
  }

  // The scene and AppDelegate styles never read the SwiftUI switches.
  func testSwiftUISwitchesAreIrrelevantOutsideSwiftUI() {
    let swiftUIOnly = LifecycleOptions(
      swiftUIWillConnectSwallowsShortcut: true, scenePhaseActiveOrder: .beforeSceneDidBecomeActive,
      scenePhaseInactiveOnForeground: false)
    XCTAssertEqual(swiftUIOnly.relevant(to: .scene), .defaults)
    XCTAssertEqual(swiftUIOnly.relevant(to: .appDelegate), .defaults)
    XCTAssertEqual(swiftUIOnly.relevant(to: .swiftUI), swiftUIOnly)
  }
}
