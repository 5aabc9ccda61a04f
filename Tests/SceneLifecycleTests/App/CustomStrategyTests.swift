import QuickActions
import SceneLifecycle
import XCTest

/// Strategies written by users: table validation, where app memory lives, and Swift strategies.
final class CustomStrategyTests: XCTestCase {
  private func validationError(_ actions: [CallbackKind: [StrategyAction]]) -> TableStrategyError? {
    do {
      _ = try strategy(actions)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - TableStrategy validation

  // UIKit semantics article, 8g row 1: outside performActionFor a completion call needs a handler the app kept
  // there, so a table where no performActionFor list keeps one can never make the call and is refused.
  func testACompletionOutsidePerformActionForWithNothingKeptIsRefused() throws {
    let error = try XCTUnwrap(validationError([.sceneDidBecomeActive: [.consumePending, .completionTrue]]))
    XCTAssertEqual(error.callback, .sceneDidBecomeActive)
    XCTAssertEqual(error.index, 1)
    XCTAssertEqual(
      error.description,
      "completion(true) in sceneDidBecomeActive(_:) calls a completion handler kept from an earlier performActionFor, "
        + "but no performActionFor list keeps one: add keepCompletion there, or call the handler inside "
        + "performActionFor")
    let release = try XCTUnwrap(validationError([.windowScenePerformAction: [.completionTrue, .releaseCompletion]]))
    XCTAssertEqual(release.index, 1)
    XCTAssertEqual(
      release.description,
      "releaseCompletion in windowScene(_:performActionFor:completionHandler:) releases a kept completion handler, but "
        + "no performActionFor list keeps one (keepCompletion)")
    XCTAssertNil(
      validationError([.windowScenePerformAction: [.keepCompletion], .sceneDidBecomeActive: [.completionTrue]]))
  }

  // 8g row 1 and 14 row 7: only performActionFor and didReceive hand over a handler to keep.
  func testKeepingACompletionOutsidePerformActionForIsRefused() throws {
    let error = try XCTUnwrap(validationError([.sceneDidBecomeActive: [.keepCompletion]]))
    XCTAssertEqual(
      error.description,
      "keepCompletion in sceneDidBecomeActive(_:) needs a completion handler to keep, which only performActionFor "
        + "and userNotificationCenter(_:didReceive:withCompletionHandler:) have")
  }

  func testReturnFalseOutsideTheLaunchMethodsIsRefused() throws {
    for action in [StrategyAction.returnFalse, .returnFalseIfItem] {
      let error = try XCTUnwrap(validationError([.configurationForConnecting: [action]]))
      XCTAssertEqual(error.callback, .configurationForConnecting)
      XCTAssertEqual(error.index, 0)
      XCTAssertEqual(
        error.message,
        "\(action.name) in application(_:configurationForConnecting:options:) needs a launch method: "
          + "application(_:willFinishLaunchingWithOptions:) or application(_:didFinishLaunchingWithOptions:)")
    }
  }

  func testSceneDelegateActionsInAppLevelCallbacksAreRefused() throws {
    let error = try XCTUnwrap(validationError([.didFinishLaunching: [.store, .storeOnSceneDelegate]]))
    XCTAssertEqual(error.callback, .didFinishLaunching)
    XCTAssertEqual(error.index, 1)
    XCTAssertEqual(
      error.message,
      "storeOnSceneDelegate in application(_:didFinishLaunchingWithOptions:) needs a scene delegate, "
        + "which that callback does not have")
    XCTAssertNotNil(validationError([.didBecomeActiveNotification: [.resetOnSceneDelegate]]))
  }

  // The whole rule table: which action may run in which callback, and the table refuses exactly those.
  func testEveryActionIsAcceptedExactlyInTheCallbacksThatCanRunIt() {
    let sceneActions: Set<StrategyAction> = [
      .storeOnSceneDelegate, .handlePendingOnSceneDelegate, .consumePendingOnSceneDelegate, .resetOnSceneDelegate,
    ]
    // A scene session is reachable wherever a scene delegate is, and in configurationForConnecting, which is handed
    // the connecting session (UIKit semantics article, 12f row 2).
    let sessionActions: Set<StrategyAction> = [
      .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession,
    ]
    for kind in CallbackKind.allCases {
      for action in StrategyAction.gatelessCases {
        let allowed: Bool
        switch action {
        // Alone in a table nothing keeps a handler, so a completion call or release outside performActionFor
        // has nothing to act on (8g row 1), and a release has nothing anywhere.
        case .completionTrue, .completionFalse, .keepCompletion: allowed = kind.handsCompletionHandler
        case .releaseCompletion: allowed = false
        case .returnFalse, .returnFalseIfItem: allowed = kind.isLaunchMethod
        case .deferToMainQueue:
          // It runs in any callback, but alone in a list it has nothing after it to defer (10b row 1).
          XCTAssertNil(action.problem(in: kind), "\(kind)")
          XCTAssertNotNil(validationError([kind: [action]]), "\(kind)")
          XCTAssertNil(validationError([kind: [action, .reset]]), "\(kind)")
          continue
        case .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession:
          allowed = kind.isSceneCallback || kind == .configurationForConnecting
          XCTAssertTrue(sessionActions.contains(action))
        default: allowed = !sceneActions.contains(action) || kind.isSceneCallback
        }
        let actionAlone = action.problem(in: kind) == nil && action.problemWithoutKeptCompletion(in: kind) == nil
        XCTAssertEqual(actionAlone, allowed, "\(action) in \(kind)")
        XCTAssertEqual(validationError([kind: [action]]) == nil, allowed, "\(action) in \(kind)")
      }
    }
  }

  func testAValidTableKeepsItsActionsInOrder() throws {
    let table = try strategy([
      .windowScenePerformAction: [.store, .completionTrue], .sceneDidBecomeActive: [.consumePending],
    ])
    XCTAssertEqual(table.actions(for: .windowScenePerformAction), [.store, .completionTrue])
    XCTAssertEqual(table.actions(for: .sceneWillConnect), [])
    XCTAssertEqual(table.reactions.map(\.0), [.sceneDidBecomeActive, .windowScenePerformAction])
  }

  func testEveryBuiltInNameResolvesToAStrategyOfThatName() {
    for name in TableStrategy.builtInNames {
      XCTAssertEqual(TableStrategy.builtIn(named: name)?.name, name)
    }
    XCTAssertNil(TableStrategy.builtIn(named: "noSuchStrategy"))
  }

  // MARK: - Where the app's memory lives

  /// Apple's scene sample shape: the cold item saved on the scene delegate in willConnectTo and handled
  /// on activation (never cleared).
  private func savedOnSceneDelegate(newDelegate: Bool) throws -> Simulator<TableStrategy> {
    let app = try strategy([
      .sceneWillConnect: [.storeOnSceneDelegate], .sceneDidBecomeActive: [.handlePendingOnSceneDelegate],
    ])
    var sim = makeSimulator(app, lifecycle: .scene, options: LifecycleOptions(newSceneDelegateOnReconnect: newDelegate))
    journey(&sim, [.quickAction(searchID), .goHome, .systemDisconnectScene, .tapIcon])
    return sim
  }

  func testASceneDelegateSlotIsLostWhenReconnectMakesANewDelegate() throws {
    let sim = try savedOnSceneDelegate(newDelegate: true)
    XCTAssertEqual(sim.runner.context.sceneDelegateSlots, [:])
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violations, [])
  }

  func testASceneDelegateSlotIsKeptWhenTheSameDelegateReconnects() throws {
    let sim = try savedOnSceneDelegate(newDelegate: false)
    XCTAssertEqual(
      sim.runner.context.sceneDelegateSlots, [SceneRef(session: 1, generation: 0): Delivery(serial: 1, item: searchID)])
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertEqual(sim.violationKinds, [.duplicate])
  }

  /// A scene app that parks the cold item on both the app delegate and the scene delegate and never
  /// handles it, brought home.
  private func parkedAtHome() throws -> Simulator<TableStrategy> {
    let app = try strategy([.configurationForConnecting: [.store], .sceneWillConnect: [.storeOnSceneDelegate]])
    var sim = makeSimulator(app, lifecycle: .scene)
    journey(&sim, [.quickAction(searchID), .goHome])
    return sim
  }

  func testAppMemorySurvivesGoingHomeSuspensionAndDisconnection() throws {
    var sim = try parkedAtHome()
    journey(&sim, [.systemSuspend, .systemDisconnectScene])
    XCTAssertEqual(sim.runner.context.appSlot.item?.item, searchID)
    XCTAssertEqual(sim.runner.context.sceneDelegateSlots.count, 1)
  }

  func testAppMemoryIsWipedWhenTheProcessDies() throws {
    for death in [LifecycleEvent.systemTerminate, .forceQuit] {
      var sim = try parkedAtHome()
      XCTAssertNotNil(sim.runner.context.appSlot.item, "\(death)")
      journey(&sim, [death])
      XCTAssertEqual(sim.runner.context, AppContext(), "\(death)")
      sim.tapIcon()
      XCTAssertNil(sim.runner.context.appSlot.item, "\(death): the old item came back")
    }
    var legacy = makeSimulator(
      try strategy([.didFinishLaunching: [.store]], lifecycle: .appDelegate), lifecycle: .appDelegate)
    journey(&legacy, [.quickAction(searchID), .goHome, .systemTerminate])
    XCTAssertNil(legacy.runner.context.appSlot.item)
  }

  // MARK: - A strategy written in Swift

  /// Swift code, not a table: keeps the latest item in its own property (so it must forget it in
  /// processDidExit), completes performActionFor, and handles the item on activation.
  private struct LatestItemApp: AppStrategy {
    var latest: Delivery?
    var exits = 0

    mutating func respond(to callback: Callback, app: inout AppContext) {
      switch callback.kind {
      case .sceneWillConnect:
        latest = callback.delivery ?? latest
      case .windowScenePerformAction:
        latest = callback.delivery
        app.complete(true)
      case .sceneDidBecomeActive:
        app.handle(latest)
        latest = nil
      default:
        break
      }
    }

    mutating func processDidExit() {
      latest = nil
      exits += 1
    }
  }

  func testASwiftStrategyRunsInTheSimulatorColdWarmAndAcrossProcessDeath() {
    var sim = simulate(LatestItemApp(), .scene)
    journey(
      &sim,
      [
        .quickAction(searchID), .goHome, .quickAction(shareID), .goHome, .systemDisconnectScene,
        .quickAction(searchID), .goHome, .systemTerminate, .quickAction(shareID),
      ])
    XCTAssertEqual(sim.handledTypes, [searchType, shareType, searchType, shareType])
    XCTAssertEqual(sim.violations, [])
    XCTAssertEqual(sim.runner.strategy.exits, 1)
    XCTAssertTrue(sim.traceLines.contains(app("completion(true)", shareType)))
  }
}
