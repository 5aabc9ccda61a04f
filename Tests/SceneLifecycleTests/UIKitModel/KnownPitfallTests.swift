import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 7: the known pitfalls the other files do not already replay, each checked
/// against the model with the broken pattern and the fix the row describes.
final class KnownPitfallTests: XCTestCase {
  // UIKit semantics article, 7 row 4: with willConnectTo swallowed under SwiftUI, an app that keeps the cold item
  // only in the custom delegate's scene(_:willConnectTo:options:) loses it; capturing it in configurationForConnecting,
  // as teams do, keeps it. Without the swallowing (the default) both captures work.
  func testSwallowedWillConnectLosesAnItemKeptOnlyThere() throws {
    let willConnectOnly = try strategy(
      [.sceneWillConnect: [.store], .scenePhaseActive: [.consumePending]], name: "willConnectOnly", lifecycle: .swiftUI)
    let configuration = try strategy(
      [.configurationForConnecting: [.store], .scenePhaseActive: [.consumePending]], name: "configuration",
      lifecycle: .swiftUI)
    let swallowed = LifecycleOptions(swiftUIWillConnectSwallowsShortcut: true)
    let cases: [(TableStrategy, LifecycleOptions, [String], [ViolationKind])] = [
      (willConnectOnly, swallowed, [], [.lost]),
      (configuration, swallowed, [searchType], []),
      (willConnectOnly, .defaults, [searchType], []),
    ]
    for (app, options, handled, violations) in cases {
      var sim = makeSimulator(app, lifecycle: .swiftUI, options: options)
      journey(&sim, [.quickAction(searchID)])
      XCTAssertEqual(sim.handledTypes, handled, "\(app.name) \(options)")
      XCTAssertEqual(sim.violationKinds, violations, "\(app.name) \(options)")
    }
  }

  // UIKit semantics article, 7 row 5: a cross-platform shell that passes the cold item on synchronously from
  // didFinishLaunching acts before any UI is active (the handledWhileInactive warning); the fix keeps the item
  // and hands it over in applicationDidBecomeActive, which the model accepts without a warning.
  func testAColdItemHandedOnBeforeActivationIsAWarningAndKeepingItIsTheFix() throws {
    let synchronous = try strategy(
      [.didFinishLaunching: [.handle, .returnFalseIfItem]], name: "shell", lifecycle: .appDelegate)
    var shell = makeSimulator(synchronous, lifecycle: .appDelegate)
    journey(&shell, [.quickAction(searchID)])
    XCTAssertEqual(shell.handledTypes, [searchType])
    XCTAssertEqual(shell.violationKinds, [.handledWhileInactive])
    let kept = try strategy(
      [.didFinishLaunching: [.store, .returnFalseIfItem], .applicationDidBecomeActive: [.consumePending]],
      name: "fixed", lifecycle: .appDelegate)
    var fixed = makeSimulator(kept, lifecycle: .appDelegate)
    journey(&fixed, [.quickAction(searchID)])
    XCTAssertEqual(fixed.handledTypes, [searchType])
    XCTAssertEqual(fixed.violationKinds, [])
  }

  // UIKit semantics article, 7 row 9: the two roads across versions. The AppDelegate style (before iOS 13) gets
  // the cold item in the launch options and the warm one in application(_:performActionFor:); the scene styles get
  // it in the connection options and windowScene(_:performActionFor:), with nil launch options and never the app
  // delegate's method. (The row's iOS 26 deprecations and iOS 27 SDK requirement belong to the SDK axis that
  // issue 14 builds; see section 8e.)
  func testEachLifecycleReceivesTheItemOnItsOwnRoad() throws {
    var delegateApp = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    journey(&delegateApp, [.quickAction(searchID), .goHome, .quickAction(searchID)])
    XCTAssertTrue(lines(of: delegateApp, step: 0).contains(system(.didFinishLaunching, searchType)))
    XCTAssertEqual(
      lines(of: delegateApp, step: 2).filter { $0.hasSuffix(searchType) },
      [
        system(.applicationPerformAction, searchType)
      ])
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = makeSimulator(try idleApp(), lifecycle: style)
      journey(&sim, [.quickAction(searchID), .goHome, .quickAction(searchID)])
      let cold = lines(of: sim, step: 0)
      XCTAssertTrue(cold.contains(system(.didFinishLaunching)), "\(style): nil launch options")
      XCTAssertTrue(cold.contains(system(.sceneWillConnect, searchType)), "\(style)")
      XCTAssertEqual(
        lines(of: sim, step: 2).filter { $0.hasSuffix(searchType) }, [system(.windowScenePerformAction, searchType)],
        "\(style)")
      XCTAssertFalse(callbacks(of: sim).contains(.applicationPerformAction), "\(style)")
    }
  }
}
