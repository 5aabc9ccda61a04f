import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 8e: from the iOS 27 SDK an app that has not adopted the scene lifecycle crashes
/// at launch (TN3187).
final class SceneLifecycleRequirementTests: XCTestCase {
  private let sdk27 = AppBuild(sdk: SDK(major: 27)!)
  private let crash = note(.sceneLifecycleRequired)

  /// The events that start a process that is not running.
  private let launchingEvents: [LifecycleEvent] = [
    .tapIcon, .quickAction(searchID), .openURL(ItemID(2)), .universalLink(ItemID(3)), .backgroundLaunch,
  ]

  func sim<S: AppStrategy>(
    _ strategy: S, _ style: LifecycleStyle, build: AppBuild, options: LifecycleOptions = .defaults
  ) -> Simulator<S> {
    Simulator(
      lifecycle: style, options: options, strategy: strategy, shortcutItems: standardItems,
      links: ["myapp://item/1", "https://example.com/item/1"], build: build)
  }

  // UIKit semantics article, 8e rows 2 and 7: an AppDelegate-only app built with the iOS 27 SDK makes no app
  // callback on any launch road (cold tap, quick action, custom-scheme link, universal link, background launch,
  // and a relaunch over a saved window record): the trace shows one line, the assert, the process stays not
  // running, and the monitor reports launchCrash, the item carried with it lost.
  func testAnAppDelegateAppCrashesAtEveryLaunchFromTheIOS27SDK() throws {
    for event in launchingEvents {
      var app = sim(TableStrategy.appleLegacySample, .appDelegate, build: sdk27)
      XCTAssertNil(app.send(event), event.name)
      assertStep(app, 0, [crash])
      XCTAssertEqual(app.phase, .notRunning, event.name)
      XCTAssertEqual(app.violationKinds, [.launchCrash], event.name)
      XCTAssertEqual(app.handledTypes, [], event.name)
      XCTAssertTrue(app.traceLines[0].contains("__UIApplicationEvaluateRuntimeIssueForNoSceneLifecycleAdoption"))
    }
  }

  // UIKit semantics article, 8e row 6: at the default SDK (26) the same app launches as before, with no violation.
  func testAtTheDefaultSDKTheAppDelegateAppStillLaunches() throws {
    for build in [AppBuild.standard, AppBuild(sdk: SDK(major: 26)!), AppBuild(sdk: SDK(major: 18)!)] {
      var app = sim(TableStrategy.appleLegacySample, .appDelegate, build: build)
      app.send(.quickAction(searchID))
      XCTAssertEqual(app.phase, .foregroundActive)
      XCTAssertEqual(app.violationKinds, [])
      XCTAssertEqual(app.handledTypes, [searchType])
      XCTAssertFalse(app.traceLines.contains(crash))
    }
  }

  // UIKit semantics article, 8e row 7: a process that already runs is not launched, so nothing crashes; the
  // relaunch after the process died (a saved session) is a launch and crashes again.
  func testOnlyLaunchesCrash() throws {
    var app = sim(TableStrategy.appleLegacySample, .appDelegate, build: sdk27)
    app.send(.tapIcon)
    app.send(.tapIcon)
    XCTAssertEqual(app.phase, .notRunning)
    XCTAssertEqual(app.violations.map(\.kind), [.launchCrash, .launchCrash])
    XCTAssertEqual(app.violations.map(\.step), [0, 1])
  }

  // UIKit semantics article, 8e row 7 (inferred): SwiftUI's own app delegate answers configurationForConnecting, so
  // a SwiftUI app counts as adopted whatever its manifest says.
  func testASwiftUIAppAlwaysLaunches() throws {
    for manifest in SceneManifest.allCases {
      var app = sim(
        TableStrategy.swiftUIAdaptor, .swiftUI, build: AppBuild(sdk: SDK(major: 27)!, sceneManifest: manifest))
      app.send(.quickAction(searchID))
      XCTAssertEqual(app.phase, .foregroundActive, "\(manifest)")
      XCTAssertFalse(app.traceLines.contains(crash), "\(manifest)")
    }
  }

  // UIKit semantics article, 8e rows 3 and 8: a scene app with a configured manifest, or implementing
  // configurationForConnecting, launches; with neither it crashes under both values of sceneAdoptionCheck; with
  // one of the two, the switch decides: manifestOrMethod (the default) launches, manifestAndMethod crashes.
  func testASceneAppLaunchesBySceneAdoptionCheck() throws {
    let withMethod = try strategy([.configurationForConnecting: [], .sceneWillConnect: [.handle]], name: "method")
    let withoutMethod = try strategy([.sceneWillConnect: [.handle]], name: "noMethod")
    for check in SceneAdoptionCheck.allCases {
      let options = LifecycleOptions(sceneAdoptionCheck: check)
      for manifest in SceneManifest.allCases {
        for app in [withMethod, withoutMethod] {
          var run = sim(app, .scene, build: AppBuild(sdk: SDK(major: 27)!, sceneManifest: manifest), options: options)
          run.send(.quickAction(searchID))
          let hasManifest = manifest == .configured
          let hasMethod = app.implements(.configurationForConnecting)
          let adopted: Bool
          switch check {
          case .manifestOrMethod: adopted = hasManifest || hasMethod
          case .manifestAndMethod: adopted = hasManifest && hasMethod
          }
          let label = "\(check) \(manifest) \(app.name)"
          XCTAssertEqual(run.phase, adopted ? .foregroundActive : .notRunning, label)
          XCTAssertEqual(run.violationKinds.filter { !$0.isWarning }, adopted ? [] : [.launchCrash], label)
          XCTAssertEqual(run.traceLines == [crash], !adopted, label)
        }
      }
    }
  }
}
