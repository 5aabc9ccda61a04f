import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 3: the SwiftUI App lifecycle (delegate adaptor + custom scene delegate).
final class SwiftUILifecycleTests: XCTestCase {
  private let phaseKinds: Set<CallbackKind> = [.scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground]

  /// The scenePhase changes in the trace of one step (or the whole run), as trace lines.
  private func phases<S: AppStrategy>(_ sim: Simulator<S>, step: Int? = nil) -> [String] {
    callbacks(of: sim, step: step).filter(phaseKinds.contains).map(\.selector)
  }

  // UIKit semantics article, 3 row 1 (observed): SwiftUI has no quick-action modifier; apps get items through the
  // adaptor's configurationForConnecting and a custom scene delegate. The model's SwiftUI-only callbacks
  // (scenePhase changes) never carry an item; the items come through the UIKit delegate callbacks.
  func testSwiftUIDeliversItemsOnlyThroughTheAdaptorAndTheCustomSceneDelegate() {
    var sim = simulate(CallbackRecorder(), .swiftUI)
    journey(&sim, [.quickAction(searchID), .goHome, .quickAction(shareID)])
    let log = sim.runner.strategy.log
    XCTAssertFalse(log.filter { phaseKinds.contains($0.kind) }.isEmpty)
    XCTAssertTrue(log.filter { phaseKinds.contains($0.kind) }.allSatisfy { $0.delivery == nil })
    let carriers = log.filter { $0.delivery != nil }.map(\.kind)
    XCTAssertEqual(carriers, [.configurationForConnecting, .sceneWillConnect, .windowScenePerformAction])
  }

  // UIKit semantics article, 3 row 2 (observed): read options.shortcutItem in configurationForConnecting (cold);
  // keep the item in windowScene(_:performActionFor:) and call completionHandler(true) at once (warm); act
  // when scenePhase becomes .active.
  func testTheCommonSwiftUIPatternHandlesColdAndWarmItemsWhenThePhaseTurnsActive() {
    var sim = makeSimulator(.swiftUIAdaptor)
    journey(&sim, [.quickAction(searchID), .goHome, .quickAction(shareID)])
    assertStep(
      sim, 2,
      [
        system(.sceneWillEnterForeground), system(.willEnterForegroundNotification), system(.scenePhaseInactive),
        system(.windowScenePerformAction, shareType), app("store", shareType), app("completion(true)", shareType),
        system(.sceneDidBecomeActive), system(.didBecomeActiveNotification),
        system(.scenePhaseActive), app("handle", shareType), app("reset", shareType),
      ])
    XCTAssertEqual(sim.handledTypes, [searchType, shareType])
    XCTAssertEqual(sim.violations, [])
  }

  // UIKit semantics article, 3 row 3 (observed, conflicting): willConnectTo on the custom delegate class has been
  // reported "swallowed". Default (delivered) and both settings of swiftUIWillConnectSwallowsShortcut; the
  // switch only applies to the SwiftUI style.
  func testWillConnectSwallowingFollowsTheSwitchInSwiftUIOnly() throws {
    let cases: [(LifecycleStyle, LifecycleOptions, Bool)] = [
      (.swiftUI, .defaults, true), (.swiftUI, LifecycleOptions(swiftUIWillConnectSwallowsShortcut: false), true),
      (.swiftUI, LifecycleOptions(swiftUIWillConnectSwallowsShortcut: true), false),
      (.scene, LifecycleOptions(swiftUIWillConnectSwallowsShortcut: true), true),
    ]
    for (style, options, delivered) in cases {
      var sim = makeSimulator(try idleApp(), lifecycle: style, options: options)
      sim.quickAction(searchType)
      let step = lines(of: sim, step: 0)
      let connect = delivered ? system(.sceneWillConnect, searchType) : system(.sceneWillConnect)
      XCTAssertTrue(step.contains(connect), "\(style) \(options)")
      XCTAssertTrue(step.contains(system(.configurationForConnecting, searchType)), "\(style) \(options)")
    }
  }

  // UIKit semantics article, 3 row 3: capturing in configurationForConnecting conflicts with 2d (skipped on a
  // restored session). With willConnectTo swallowed, a restored session loses the item unless
  // configurationForConnecting runs on restore.
  func testSwallowedWillConnectAndSkippedConfigurationLoseTheItemOnRestore() throws {
    let capture = try strategy(
      [
        .configurationForConnecting: [.store], .sceneWillConnect: [.store],
        .windowScenePerformAction: [.store, .completionTrue], .scenePhaseActive: [.consumePending],
      ], lifecycle: .swiftUI)
    let cases: [(LifecycleOptions, [String])] = [
      (LifecycleOptions(swiftUIWillConnectSwallowsShortcut: false), [searchType]),
      (LifecycleOptions(swiftUIWillConnectSwallowsShortcut: true), []),
      (
        LifecycleOptions(configurationForConnectingOnRestore: true, swiftUIWillConnectSwallowsShortcut: true),
        [searchType]
      ),
    ]
    for (options, handled) in cases {
      var sim = makeSimulator(capture, lifecycle: .swiftUI, options: options)
      journey(&sim, [.tapIcon, .goHome, .systemTerminate, .quickAction(searchID)])
      XCTAssertEqual(sim.handledTypes, handled, "\(options)")
    }
  }

  // UIKit semantics article, 3 row 4 (observed): the SwiftUI adaptor has been seen to get only didFinishLaunching
  // and applicationWillTerminate. The model sends the adaptor the launch methods and configurationForConnecting
  // only (no state methods; applicationWillTerminate is not modelled).
  func testTheSwiftUIAdaptorGetsOnlyLaunchAndConfigurationCallbacks() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
    journey(&sim, [.quickAction(searchID), .goHome, .systemSuspend, .quickAction(shareID), .goHome, .tapIcon])
    let appLevel = Set(callbacks(of: sim).filter { !$0.isSceneCallback && !$0.selector.hasPrefix("UIApplication.") })
    XCTAssertEqual(appLevel, [.willFinishLaunching, .didFinishLaunching, .configurationForConnecting])
  }

  // UIKit semantics article, 3 row 5 (documented): .onOpenURL gets custom-scheme URLs and universal links, a universal
  // link as a URL; SwiftUI has no onContinueUserActivity road for it. The recorder implements every method, so the
  // warm link reaches onOpenURL under `swiftUICustomDelegateLinks: swiftUIOnly` (by default the custom delegate's
  // scene(_:continue:) would take it, 8f row 1).
  func testOnOpenURLGetsBothKindsOfLinkAsAURL() {
    var sim = simulate(
      CallbackRecorder(), .swiftUI, options: LifecycleOptions(swiftUICustomDelegateLinks: .swiftUIOnly))
    sim.openURL("pariscafe://search")
    sim.send(.goHome)
    sim.universalLink("https://example.com/cafe/PRS103")
    let opened = sim.runner.strategy.calls(.onOpenURL)
    XCTAssertEqual(
      opened.map { sim.catalog.type(of: $0.delivery?.item ?? ItemID(99)) },
      ["pariscafe://search", "https://example.com/cafe/PRS103"])
    XCTAssertEqual(opened.map(\.deliveryKind), [.url, .url])
    XCTAssertEqual(sim.violations.map(\.kind), [.lost, .lost], "the recorder handles nothing")
  }

  // UIKit semantics article, 3 row 6 (observed): a custom scene delegate can starve SwiftUI's own delivery, so
  // apps union the hooks and remove duplicates. For quick actions the model has one warm path only:
  // exactly one callback carries the warm item, so there is nothing to deduplicate.
  func testAWarmQuickActionReachesSwiftUIAppsThroughExactlyOneCallback() {
    var sim = simulate(CallbackRecorder(), .swiftUI)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    let carriers = sim.runner.strategy.log.filter { $0.delivery != nil }
    XCTAssertEqual(carriers.map(\.kind), [.windowScenePerformAction])
  }

  // UIKit semantics article, 3 row 7 (documented): scenePhase read in a View is that scene's phase; in the App
  // it is an aggregate. With the model's single scene, the changes go to that scene and the aggregate
  // equals it: last change .active when foreground-active, .background after going home. The cold launch brings
  // one change (.active: the initial .inactive is not reported, 8f row 5), going home two.
  func testScenePhaseChangesBelongToTheSceneAndMatchItsState() throws {
    var sim = simulate(CallbackRecorder(), .swiftUI)
    sim.tapIcon()
    XCTAssertEqual(sim.runner.strategy.log.last?.kind, .scenePhaseActive)
    sim.send(.goHome)
    XCTAssertEqual(sim.runner.strategy.log.last?.kind, .scenePhaseBackground)
    let scene = try XCTUnwrap(sim.machine.sessions.first?.ref)
    let changes = sim.runner.strategy.log.filter { phaseKinds.contains($0.kind) }
    XCTAssertEqual(changes.count, 3)
    XCTAssertTrue(changes.allSatisfy { $0.scene == scene })
  }

  // UIKit semantics article, 3 row 8 (inferred; default of scenePhaseInactiveOnForeground): returning from the
  // background the phase goes .background → .inactive → .active, and leaving goes .active → .inactive → .background.
  func testScenePhaseRunsThroughInactiveBothWays() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
    journey(&sim, [.tapIcon, .goHome, .systemSuspend, .quickAction(searchID)])
    XCTAssertEqual(phases(sim, step: 1), ["scenePhase(.inactive)", "scenePhase(.background)"])
    XCTAssertEqual(phases(sim, step: 2), [])
    XCTAssertEqual(phases(sim, step: 3), ["scenePhase(.inactive)", "scenePhase(.active)"])
  }

  // UIKit semantics article, 3 row 9 and 8f row 5: onChange(of: scenePhase) does not fire for the initial value,
  // and the root view can appear before the first change. The model emits changes only: on cold launch the
  // scene starts at .inactive (a note, not a callback) and the one change, .active, comes after the scene
  // connected with the item; there is no change for an initial .background either.
  func testColdLaunchEmitsPhaseChangesOnlyAfterTheSceneConnects() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
    sim.quickAction(searchType)
    XCTAssertEqual(phases(sim), ["scenePhase(.active)"])
    let kinds = callbacks(of: sim)
    let connect = try XCTUnwrap(kinds.firstIndex(of: .sceneWillConnect))
    let firstChange = try XCTUnwrap(kinds.firstIndex(where: phaseKinds.contains))
    XCTAssertLessThan(connect, firstChange)
  }

  // UIKit semantics article, 3 row 10 (inferred; default of scenePhaseActiveOrder): scenePhase == .active corresponds
  // to sceneDidBecomeActive: every .active change follows a sceneDidBecomeActive, one for one.
  func testScenePhaseActiveFollowsEverySceneDidBecomeActive() throws {
    var sim = makeSimulator(.swiftUIAdaptor)
    journey(
      &sim,
      [
        .quickAction(searchID), .goHome, .quickAction(shareID), .goHome, .systemDisconnectScene, .tapIcon, .goHome,
        .systemTerminate, .quickAction(searchID),
      ])
    let kinds = callbacks(of: sim)
    let active = kinds.indices.filter { kinds[$0] == .scenePhaseActive }
    XCTAssertEqual(active.count, kinds.filter { $0 == .sceneDidBecomeActive }.count)
    XCTAssertEqual(active.count, 4)
    for index in active {
      XCTAssertEqual(
        kinds[..<index].last { $0 == .sceneDidBecomeActive || $0 == .scenePhaseActive }, .sceneDidBecomeActive)
    }
  }
}
