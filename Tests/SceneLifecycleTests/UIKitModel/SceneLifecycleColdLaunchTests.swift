import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 2a: UIScene lifecycle, cold launch (no process).
final class SceneLifecycleColdLaunchTests: XCTestCase {
  // UIKit semantics article, 2a row 1: willFinishLaunching → didFinishLaunching → configurationForConnecting
  // (new session) → scene(_:willConnectTo:options:) → sceneWillEnterForeground →
  // willEnterForegroundNotification → sceneDidBecomeActive → didBecomeActiveNotification; and no
  // windowScene(_:performActionFor:…). Spelled out literally so that a renamed selector fails too.
  func testSceneColdLaunchCallsLaunchConnectForegroundActiveInOrder() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    sim.quickAction(searchType)
    assertTrace(
      sim,
      [
        "system application(_:willFinishLaunchingWithOptions:)",
        "system application(_:didFinishLaunchingWithOptions:)",
        "system application(_:configurationForConnecting:options:) com.example.search",
        "system scene(_:willConnectTo:options:) com.example.search",
        "system sceneWillEnterForeground(_:)",
        "system UIApplication.willEnterForegroundNotification",
        "system sceneDidBecomeActive(_:)",
        "system UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(sim.phase, .foregroundActive)
  }

  // UIKit semantics article, 2a row 1, the same order for a plain icon tap, with no item anywhere.
  func testSceneColdLaunchFromTheIconHasTheSameOrderWithoutAnItem() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    sim.tapIcon()
    assertTrace(
      sim,
      [
        system(.willFinishLaunching), system(.didFinishLaunching), system(.configurationForConnecting),
        system(.sceneWillConnect), system(.sceneWillEnterForeground), system(.willEnterForegroundNotification),
        system(.sceneDidBecomeActive), system(.didBecomeActiveNotification),
      ])
  }

  // UIKit semantics article, 2a row 2: the item arrives in UIScene.ConnectionOptions.shortcutItem; the
  // property is nil when no quick action was chosen.
  func testConnectionOptionsCarryTheChosenItemAndNilWithoutAQuickAction() {
    for style in [LifecycleStyle.scene, .swiftUI] {
      var picked = simulate(CallbackRecorder(), style)
      picked.quickAction(shareType)
      let connect = picked.runner.strategy.calls(.sceneWillConnect)
      XCTAssertEqual(connect.map { $0.delivery?.item }, [shareID], "\(style)")
      var tapped = simulate(CallbackRecorder(), style)
      tapped.tapIcon()
      XCTAssertEqual(tapped.runner.strategy.calls(.sceneWillConnect).map(\.delivery), [nil], "\(style)")
    }
  }

  // UIKit semantics article, 2a row 3: configurationForConnecting's options are UIScene.ConnectionOptions too,
  // so options.shortcutItem is readable there: same delivery as willConnectTo.
  func testConfigurationForConnectingSeesTheSameItemAsWillConnect() {
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = simulate(CallbackRecorder(), style)
      sim.quickAction(searchType)
      let configure = sim.runner.strategy.calls(.configurationForConnecting)
      let connect = sim.runner.strategy.calls(.sceneWillConnect)
      XCTAssertEqual(configure.count, 1, "\(style)")
      XCTAssertNotNil(configure.first?.delivery, "\(style)")
      XCTAssertEqual(configure.first?.delivery, connect.first?.delivery, "\(style): not the same selection")
    }
  }

  // UIKit semantics article, 2a row 4: windowScene(_:performActionFor:…) is not called on cold launch ("and the
  // window scene is already connected"), under every option setting; an app relying on it loses the item.
  func testColdLaunchNeverCallsWindowScenePerformActionFor() throws {
    // Every setting of the switches the lifecycle reads (every pair of them by default); the others are never read
    // (InferredOptionReadTests).
    for style in [LifecycleStyle.scene, .swiftUI] {
      for options in ExplorerTests.everyOrPairwiseCombination(for: style) {
        var sim = makeSimulator(try idleApp(), lifecycle: style, options: options)
        sim.quickAction(searchType)
        XCTAssertFalse(callbacks(of: sim).contains(.windowScenePerformAction), "\(style) \(options)")
      }
    }
    var sim = makeSimulator(.performActionOnly)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  // UIKit semantics article, 2a row 5: in a scene-based app the app delegate's application(_:performActionFor:)
  // is never called: not cold, warm, while active (on iPad, 8a row 4), on reconnect or on restore, under any
  // option setting.
  func testSceneAppsNeverCallTheAppDelegatesPerformActionFor() throws {
    let events: [LifecycleEvent] = [
      .quickAction(searchID), .goHome, .quickAction(shareID), .quickAction(searchID), .goHome, .systemSuspend,
      .systemDisconnectScene, .quickAction(shareID), .goHome, .systemTerminate, .quickAction(searchID),
    ]
    for style in [LifecycleStyle.scene, .swiftUI] {
      for options in ExplorerTests.everyOrPairwiseCombination(for: style, on: .iPad) {
        var sim = makeSimulator(try idleApp(), lifecycle: style, device: .iPad, options: options)
        journey(&sim, events)
        let kinds = callbacks(of: sim)
        XCTAssertFalse(kinds.contains(.applicationPerformAction), "\(style) \(options)")
        // Not vacuous: the warm and the while-active picks went to the scene delegate.
        XCTAssertEqual(kinds.filter { $0 == .windowScenePerformAction }.count, 2, "\(style) \(options)")
      }
    }
  }

  // UIKit semantics article, 2a row 6: Apple's scene sample keeps the item in scene(_:willConnectTo:) and
  // handles it in sceneDidBecomeActive.
  func testApplesSceneSampleStoresOnConnectAndHandlesOnActivation() {
    var sim = makeSimulator(.appleSceneSample)
    sim.quickAction(searchType)
    assertTrace(
      sim,
      [
        system(.willFinishLaunching), system(.didFinishLaunching), system(.configurationForConnecting, searchType),
        system(.sceneWillConnect, searchType), app("storeOnSceneDelegate", searchType),
        system(.sceneWillEnterForeground), system(.willEnterForegroundNotification),
        system(.sceneDidBecomeActive), app("handle", searchType), system(.didBecomeActiveNotification),
      ])
    XCTAssertEqual(sim.violations, [])
  }

  // UIKit semantics article, 2a row 7: launchOptions is nil in willFinish/didFinish for scene apps, so an app
  // delegate looking there sees nothing: the item is lost.
  func testAnAppDelegateReadingLaunchOptionsInASceneAppSeesNoItem() throws {
    let reader = try strategy([
      .willFinishLaunching: [.handle, .returnFalseIfItem], .didFinishLaunching: [.handle, .returnFalseIfItem],
    ])
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = makeSimulator(reader, lifecycle: style)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [], "\(style)")
      XCTAssertFalse(sim.traceLines.contains(app("return(false)")), "\(style): returnFalseIfItem saw an item")
      XCTAssertEqual(sim.violationKinds, [.lost], "\(style)")
    }
    // The same code works where launch options are filled: not vacuous.
    var legacy = makeSimulator(reader, lifecycle: .appDelegate)
    legacy.quickAction(searchType)
    XCTAssertEqual(legacy.handledTypes, [searchType, searchType])
  }
}
