import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 13 rows 4 and 5: a Home Screen web clip whose standalone page redirects to the
/// app's custom-scheme URL. The URL takes the roads of any opened URL (section 4); an app in front first goes to the
/// background, because the web clip's web app takes the screen.
final class WebClipLifecycleTests: XCTestCase {
  private let redirected = note(.webClipRedirects)

  /// The same app sent `before`, then the URL opened by `openURL`: what a web clip must match once its own lines
  /// are taken out.
  private func opened(_ lifecycle: LifecycleStyle, device: Device = .iPhone, after before: [LifecycleEvent])
    throws -> [String]
  {
    var sim = simulate(try idleApp(), lifecycle, device: device)
    journey(&sim, before)
    XCTAssertNil(sim.openURL(searchURL))
    return lastStepLines(of: sim)
  }

  /// The app sent `before`, then the web clip tapped.
  private func clipped(_ lifecycle: LifecycleStyle, device: Device = .iPhone, after before: [LifecycleEvent])
    throws -> Simulator<TableStrategy>
  {
    var sim = simulate(try idleApp(), lifecycle, device: device)
    journey(&sim, before)
    if let rejection = sim.webClip(searchURL) {
      XCTFail("web clip refused: \(rejection.message(itemName: sim.catalog.type(of:)))")
    }
    return sim
  }

  // UIKit semantics article, 13 row 5: an app that is not running launches with the URL in its launch or connection
  // options, exactly as for a URL another app opens; the trace first says a web clip redirected.
  func testAWebClipLaunchesAnAppThatIsNotRunningWithTheURL() throws {
    for lifecycle in LifecycleStyle.allCases {
      let sim = try clipped(lifecycle, after: [])
      XCTAssertEqual(lastStepLines(of: sim), [redirected] + (try opened(lifecycle, after: [])), "\(lifecycle)")
      XCTAssertEqual(sim.violationKinds, [.lost], "\(lifecycle): the idle app handles nothing")
    }
  }

  // UIKit semantics article, 13 row 5 and 4 rows 1, 4 and 5: a background or suspended app gets the URL warm, in
  // application(_:open:options:), scene(_:openURLContexts:) or onOpenURL, as for any opened URL.
  func testAWebClipReachesABackgroundOrSuspendedAppAsAnOpenedURLDoes() throws {
    for lifecycle in LifecycleStyle.allCases {
      for before in [[LifecycleEvent.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend]] {
        let sim = try clipped(lifecycle, after: before)
        XCTAssertEqual(
          lastStepLines(of: sim), [redirected] + (try opened(lifecycle, after: before)),
          "\(lifecycle) after \(before.map(\.name))")
      }
    }
  }

  // UIKit semantics article, 13 row 4: the web clip is on the Home Screen, so an app in front resigns active and enters
  // the background before the redirect, on iPhone and on iPad alike, and only then comes back with the URL.
  func testAWebClipSendsTheAppInFrontToTheBackgroundFirst() throws {
    for lifecycle in LifecycleStyle.allCases {
      for device in Device.allCases {
        var home = simulate(try idleApp(), lifecycle, device: device)
        journey(&home, [.tapIcon, .goHome])
        let goingHome = lastStepLines(of: home)
        let sim = try clipped(lifecycle, device: device, after: [.tapIcon])
        XCTAssertEqual(
          lastStepLines(of: sim),
          goingHome + [redirected] + (try opened(lifecycle, device: device, after: [.tapIcon, .goHome])),
          "\(lifecycle) on \(device)")
        XCTAssertEqual(sim.phase, .foregroundActive)
      }
    }
  }

  // UIKit semantics article, 13 row 5: the step takes only a custom-scheme URL (the redirect the page makes); an https
  // URL is refused with a reason, and nothing reaches the app.
  func testAWebClipRefusesAnHTTPSURL() throws {
    var sim = simulate(try idleApp(), .scene)
    let rejection = try XCTUnwrap(sim.webClip(cafeLink))
    XCTAssertEqual(
      rejection.message(itemName: sim.catalog.type(of:)),
      "webClip \(cafeLink) cannot happen: webClip needs a custom-scheme URL (not http or https)")
    XCTAssertEqual(callbacks(of: sim), [])
  }

  // UIKit semantics article, 13 rows 4 and 5 with 12c: on iPad with several windows every window goes to the
  // background, and the URL is then routed like any URL, here to a new scene of the only declared window kind.
  func testAWebClipSendsEveryWindowToTheBackgroundThenRoutesTheURL() throws {
    var app = WindowsApp(matches: [[.can, .can]])
    app.play([.tapIcon, .openWindow(scene: 1)])
    XCTAssertEqual(app.machine.phase, .foregroundActive)
    let heard = app.play([.webClip(ItemID(0))])
    let backgrounded = heard.lines.filter { $0.hasPrefix("sceneDidEnterBackground") }
    XCTAssertEqual(backgrounded.count, 2, "\(heard.lines)")
    let firstBackground = try XCTUnwrap(heard.lines.firstIndex { $0.hasPrefix("sceneDidEnterBackground") })
    let delivered = try XCTUnwrap(heard.lines.firstIndex { $0.contains("[url]") })
    XCTAssertLessThan(firstBackground, delivered)
    XCTAssertEqual(heard.routes.count, 1)
  }
}
