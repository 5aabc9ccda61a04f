import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 4, rows 1–3: links in the AppDelegate-only lifecycle.
final class DeepLinkAppDelegateTests: XCTestCase {
  /// An AppDelegate app with `actions`, launched cold by `url`.
  private func coldLaunch(
    _ actions: [CallbackKind: [StrategyAction]] = [:], by url: String = searchURL,
    options: LifecycleOptions = .defaults
  ) throws -> Simulator<TableStrategy> {
    simulateLink(try strategy(actions, lifecycle: .appDelegate), .appDelegate, options: options, open: url)
  }

  // MARK: - Row 1: cold custom-scheme URL

  // UIKit semantics article, 4 row 1: willFinish → didFinish (both with launchOptions[.url]) →
  // application(_:open:options:) → applicationDidBecomeActive.
  func testAColdURLRidesInLaunchOptionsThenOpenURLComesBeforeDidBecomeActive() throws {
    assertTrace(
      try coldLaunch(),
      [
        system(.willFinishLaunching, searchURL), system(.didFinishLaunching, searchURL),
        system(.applicationOpenURL, searchURL),
      ] + Transition.appDelegateActive)
  }

  // UIKit semantics article, 4 row 1 with 1a row 6: by default ("either"), one launch method returning false is enough
  // to suppress application(_:open:options:), whichever it is.
  func testEitherLaunchMethodReturningFalseSuppressesOpenURLByDefault() throws {
    for (will, did, opens) in [(true, true, true), (false, true, false), (true, false, false), (false, false, false)] {
      let sim = try coldLaunch([
        .willFinishLaunching: will ? [] : [.returnFalse], .didFinishLaunching: did ? [] : [.returnFalse],
      ])
      XCTAssertEqual(callbacks(of: sim).contains(.applicationOpenURL), opens, "willFinish \(will), didFinish \(did)")
    }
  }

  // UIKit semantics article, 1a row 6 (documented, contradictory): the application(_:open:options:) page says the URL
  // is skipped only if both return false, and when only one is implemented its value decides. The switch
  // `launchLinkSuppression: bothReturnFalse` models that page.
  func testTheBothRuleSuppressesOpenURLOnlyWhenEveryImplementedLaunchMethodReturnsFalse() throws {
    let both = LifecycleOptions(launchLinkSuppression: .bothReturnFalse)
    let cases: [([CallbackKind: [StrategyAction]], Bool, String)] = [
      ([.willFinishLaunching: [], .didFinishLaunching: []], true, "both true"),
      ([.willFinishLaunching: [.returnFalse], .didFinishLaunching: []], true, "one false of two"),
      ([.willFinishLaunching: [.returnFalse], .didFinishLaunching: [.returnFalse]], false, "both false"),
      ([.didFinishLaunching: [.returnFalse]], false, "only didFinish implemented, false"),
      ([.willFinishLaunching: [.returnFalse]], false, "only willFinish implemented, false"),
      ([:], true, "neither implemented"),
    ]
    for (actions, opens, label) in cases {
      let sim = try coldLaunch(actions, options: both)
      XCTAssertEqual(callbacks(of: sim).contains(.applicationOpenURL), opens, label)
      let either = try coldLaunch(actions)
      XCTAssertEqual(
        callbacks(of: either).contains(.applicationOpenURL), !actions.values.contains([.returnFalse]),
        "either: \(label)")
    }
  }

  // UIKit semantics article, 4 row 1 and 7 row 6: Apple's pattern (store the launch item and return false) also
  // swallows application(_:open:options:), so the app must act on what it stored: pendingSlot does, once.
  func testReturningFalseAfterStoringTheLaunchURLHandlesItOnceOnActivation() {
    let sim = simulateLink(TableStrategy.pendingSlot, .appDelegate, open: searchURL)
    assertTrace(
      sim,
      [
        system(.willFinishLaunching, searchURL), system(.didFinishLaunching, searchURL), app("store", searchURL),
        app("return(false)"), system(.applicationDidBecomeActive), app("handle", searchURL), app("reset", searchURL),
        system(.didBecomeActiveNotification),
      ])
    XCTAssertEqual(sim.violationKinds, [])
  }

  // MARK: - Row 2: warm custom-scheme URL

  // UIKit semantics article, 4 row 2 (documented + observed): applicationWillEnterForeground →
  // application(_:open:options:) → applicationDidBecomeActive.
  func testAWarmURLComesBetweenWillEnterForegroundAndDidBecomeActive() throws {
    for background in [[LifecycleEvent.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend]] {
      let sim = simulateLink(try idleApp(), .appDelegate, after: background, open: searchURL)
      XCTAssertEqual(
        lastStepLines(of: sim),
        Transition.appDelegateForeground + [system(.applicationOpenURL, searchURL)] + Transition.appDelegateActive)
    }
  }

  // MARK: - Row 3: universal links

  // UIKit semantics article, 4 row 3 (observed): cold, willContinueUserActivityWithType then
  // continue(_:restorationHandler:), both before didBecomeActive, the activity riding in
  // launchOptions[.userActivityDictionary].
  func testAColdUniversalLinkContinuesBeforeDidBecomeActive() throws {
    assertTrace(
      try coldLaunch(by: cafeLink),
      [
        system(.willFinishLaunching, cafeLink), system(.didFinishLaunching, cafeLink),
        system(.applicationWillContinueUserActivity), system(.applicationContinueUserActivity, cafeLink),
      ] + Transition.appDelegateActive)
  }

  // UIKit semantics article, 4 row 3: the continue pair comes "only if the launch methods returned true".
  func testAColdUniversalLinkDoesNotContinueWhenALaunchMethodReturnsFalse() throws {
    let sim = try coldLaunch([.didFinishLaunching: [.returnFalse]], by: cafeLink)
    XCTAssertFalse(callbacks(of: sim).contains(.applicationWillContinueUserActivity))
    XCTAssertFalse(callbacks(of: sim).contains(.applicationContinueUserActivity))
  }

  // UIKit semantics article, 4 row 3 (observed): warm, willEnterForeground → willContinue… → continue… →
  // didBecomeActive.
  func testAWarmUniversalLinkContinuesBetweenWillEnterForegroundAndDidBecomeActive() throws {
    let sim = simulateLink(try idleApp(), .appDelegate, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(
      lastStepLines(of: sim),
      Transition.appDelegateForeground + [
        system(.applicationWillContinueUserActivity), system(.applicationContinueUserActivity, cafeLink),
      ] + Transition.appDelegateActive)
  }

  // A link opened while the app is in front (its own link) makes no transition: the callback alone.
  func testALinkToAnActiveAppComesWithoutATransition() throws {
    let sim = simulateLink(try idleApp(), .appDelegate, after: [.tapIcon], open: searchURL)
    XCTAssertEqual(lastStepLines(of: sim), [system(.applicationOpenURL, searchURL)])
    XCTAssertEqual(sim.phase, .foregroundActive)
  }
}
