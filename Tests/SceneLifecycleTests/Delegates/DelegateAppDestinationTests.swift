#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import QuickActions
  import XCTest

  import SceneLifecycle

  /// Declared destinations (UIKit semantics article, 11d row 9): an item lands when its destination holds after the
  /// app's code ran, and the invariants judge that landing as they judge any handling.
  final class DelegateAppDestinationTests: XCTestCase {
    private let cafeURL = "cafe://cafes/42"
    private let orders = ShortcutItem(type: CafeShortcut.orders, localizedTitle: "Orders")

    /// The café app's destinations: the orders list in front, café 42's screen in front.
    private var cafeDestinations: [String: DelegateApp.Destination] {
      [
        CafeShortcut.orders: .topViewController(OrdersListViewController.self),
        cafeURL: .when { live in (live.topViewController as? CafeViewController)?.cafeID == "42" },
      ]
    }

    /// One case: an app, what the user and the app do, and what the invariants say.
    private struct Case {
      let name: String
      let app: DelegateApp
      var items: [ShortcutItem] = []
      let steps: @MainActor (inout Simulator<DelegateApp>) -> Void
      let handled: [String]
      let violations: [ViolationKind]
    }

    func testLandingDecidesLostDuplicateAndLateWhereTheCodeReadsOrNot() {
      let cafeURL = cafeURL
      let newcomerWithoutEvents = DelegateApp(
        appDelegate: CafeAppDelegate.init, sceneDelegate: CafeSceneDelegate.init, destinations: cafeDestinations)
      let search = ShortcutItem(type: searchType, localizedTitle: "Search")
      let cases = [
        Case(
          name: "never lands: the onboarding over the orders is not café 42, whatever the code read",
          app: newcomerWithoutEvents, steps: { $0.openURL(cafeURL) }, handled: [], violations: [.lost]),
        Case(
          name: "lands when the login shows café 42",
          app: .cafe(FixedCafeSceneDelegate.init, destinations: cafeDestinations),
          steps: { sim in
            sim.openURL(cafeURL)
            sim.appReady("login")
          }, handled: [cafeURL], violations: []),
        Case(
          name: "lands at once when the orders are already in front, twice for two picks",
          app: .cafe(FixedCafeSceneDelegate.init, destinations: cafeDestinations), items: [orders],
          steps: { sim in
            sim.tapIcon()
            sim.appReady("login")
            for _ in 0..<2 {
              sim.send(.goHome)
              sim.quickAction(CafeShortcut.orders)
            }
          }, handled: [CafeShortcut.orders, CafeShortcut.orders], violations: []),
        Case(
          name: "lands a launch late: the user logs in after leaving and coming back",
          app: .cafe(FixedCafeSceneDelegate.init, destinations: cafeDestinations),
          steps: { sim in
            sim.openURL(cafeURL)
            sim.send(.goHome)
            sim.tapIcon()
            sim.appReady("login")
          }, handled: [cafeURL], violations: [.late]),
        Case(
          name: "lands twice: Apple's sample shows the alert again at the next activation",
          app: DelegateApp(
            appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init,
            destinations: [searchType: .presented(UIAlertController.self)]),
          items: [search],
          steps: { sim in
            sim.quickAction(searchType)
            sim.userClosesPresentedScreens()
            sim.send(.goHome)
            sim.tapIcon()
          }, handled: [searchType, searchType], violations: [.duplicate]),
      ]
      MainActor.assumeIsolated {
        for test in cases {
          var sim = Simulator(lifecycle: .scene, strategy: test.app, shortcutItems: test.items, links: [cafeURL])
          test.steps(&sim)
          XCTAssertEqual(sim.handledNames, test.handled, "\(test.name)\n\(sim.traceLines.joined(separator: "\n"))")
          XCTAssertEqual(sim.violationKinds, test.violations, test.name)
        }
      }
    }

    /// Exploring with destinations finds what exploring without them finds in the café app: the newcomer's cold URL
    /// never lands, and the fixed app's items all land once, on time. A watched delivery can land as long as it is
    /// the newest in its process, whatever the objects keep, so the search judges it `lost` only once a newer delivery
    /// or the process's end rules that out (UIKit semantics article, 11d row 9).
    func testExploringWithDestinationsFindsTheColdURLAndNothingInTheFixedApp() throws {
      let configuration = ExplorerConfiguration(lifecycle: .scene, staticItems: [orders], links: [cafeURL], depth: 4)
      let destinations = cafeDestinations
      let newcomer = try Explorer(configuration) {
        DelegateApp.cafe(CafeSceneDelegate.init, destinations: destinations)
      }
      let report = newcomer.run()
      XCTAssertEqual(report.violationKinds, [.lost], newcomer.describe(report))
      XCTAssertEqual(report.counterexamples.first?.events.first, .openURL(ItemID(1)), newcomer.describe(report))
      let fixed = try Explorer(configuration) {
        DelegateApp.cafe(FixedCafeSceneDelegate.init, destinations: destinations)
      }
      let fixedReport = fixed.run()
      XCTAssertEqual(fixedReport.violationKinds, [], fixed.describe(fixedReport))
    }

    /// A landing is shown where the screen changed that made it: after the screen line, before the completion.
    func testTheLandingLineFollowsTheScreenThatMadeIt() {
      let app = DelegateApp.cafe(FixedCafeSceneDelegate.init, destinations: cafeDestinations)
      var sim = Simulator(lifecycle: .scene, strategy: app, shortcutItems: [orders], links: [cafeURL])
      sim.tapIcon()
      sim.appReady("login")
      sim.send(.goHome)
      sim.openURL(cafeURL)
      sim.send(.goHome)
      sim.quickAction(CafeShortcut.orders)
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system scene(_:openURLContexts:) \(cafeURL)", "app push CafeViewController", "app handle \(cafeURL)",
            "system windowScene(_:performActionFor:completionHandler:) \(CafeShortcut.orders)",
            "app pop CafeViewController", "app handle \(CafeShortcut.orders)",
            "app completion(true) \(CafeShortcut.orders)",
          ], mode: .subsequence), sim.traceLines.joined(separator: "\n"))
      XCTAssertEqual(
        DelegateApp.Destination.topViewController(CafeViewController.self).description,
        "top view controller is CafeViewController")
    }
  }
#endif
