import Foundation
import SceneLifecycle
import XCTest

/// The issue's "done when" for the SDK axis (UIKit semantics article, 8e rows 2, 6 and 7): with the iOS 27 SDK
/// every shipped AppDelegate scenario fails at launch with the TN3187 message; with the default SDK every shipped
/// scenario behaves as before.
final class SDKSweepTests: XCTestCase {
  /// Every shipped scenario file, subfolders included, in path order.
  /// The first step whose event starts a process that is not running (the run begins with none).
  private func firstLaunchStep(_ steps: [ScenarioStep]) -> Int? {
    steps.firstIndex { step in
      switch step.kind {
      case .tapIcon, .quickAction, .openURL, .universalLink, .webClip, .notificationTap, .userActivity, .handoff,
        .cloudKitShare, .backgroundLaunch, .openWindow, .focus:
        true
      case .appIntent:
        // A widget extension's intent runs outside the app (UIKit semantics article, 17 row 5).
        step.appIntentRun?.process == .app
      case .closeWindow, .goHome, .interruption, .mainQueueTurn, .systemSuspend, .systemDisconnectScene,
        .systemTerminate,
        .forceQuit, .setDynamicItems, .updateApp, .appReady:
        false
      }
    }
  }

  // 8e rows 2 and 7: replayed with the iOS 27 SDK, each shipped AppDelegate scenario fails; its first violation is
  // launchCrash at its first launch step, whose only trace line is the assert, with the message citing TN3187 and
  // qa-sim migrate. No app callback happens in the whole run.
  func testEveryShippedAppDelegateScenarioCrashesAtLaunchWithTheIOS27SDK() throws {
    let appDelegateScenarios = try loadShippedScenarios().filter { $0.scenario.fileLifecycle == .appDelegate }
    XCTAssertGreaterThanOrEqual(appDelegateScenarios.count, 5)
    for loaded in appDelegateScenarios {
      let run = Replay.run(loaded, sdk: .requiringSceneLifecycle)
      guard let launch = firstLaunchStep(loaded.scenario.steps) else {
        // No step launches the app (a widget extension's intent, UIKit semantics article, 17 row 5): nothing crashes.
        XCTAssertFalse(run.violations.contains { $0.kind == .launchCrash }, loaded.file)
        continue
      }
      XCTAssertFalse(run.passed, loaded.file)
      XCTAssertEqual(run.violations.first?.kind, .launchCrash, loaded.file)
      XCTAssertEqual(run.violations.first?.step, launch, loaded.file)
      XCTAssertEqual(run.violations.first?.message, Violation.launchCrashMessage, loaded.file)
      XCTAssertTrue(
        run.failures.contains { $0.message.contains(Violation.tn3187URL) && $0.message.contains("qa-sim migrate") },
        loaded.file)
      XCTAssertEqual(
        run.trace.filter { $0.step == launch }.map(\.line), ["note " + LifecycleNote.sceneLifecycleRequired.text],
        loaded.file)
      // A widget extension's intent runs in the extension's process, which the app's crash does not stop (17 row 5).
      let extensionSteps = Set(
        loaded.scenario.steps.indices.filter { loaded.scenario.steps[$0].appIntentRun?.process == .widgetExtension })
      XCTAssertFalse(
        run.trace.contains { $0.actor == .system && !extensionSteps.contains($0.step) },
        "\(loaded.file): an app callback was made")
    }
  }

  // 8e row 6: at the file's SDK every shipped scenario passes, and none that names no SDK (so is built with 26)
  // crashes. 8e rows 3 and 7: the one that names the iOS 27 SDK and no manifest shows the crash of a scene app.
  func testEveryShippedScenarioStillPassesAtTheDefaultSDK() throws {
    let all = try loadShippedScenarios()
    XCTAssertGreaterThanOrEqual(all.count, 60)
    for loaded in all {
      let run = Replay.run(loaded)
      XCTAssertTrue(run.passed, "\(loaded.file): \(run.mismatch ?? "")")
      if loaded.scenario.sdk == nil {
        XCTAssertFalse(run.violations.contains { $0.kind == .launchCrash }, loaded.file)
      }
    }
    let crashing = try XCTUnwrap(all.first { $0.file.hasSuffix("/sceneManifestMissingCrashesWithIOS27SDK.json") })
    XCTAssertEqual(crashing.scenario.fileLifecycle, .scene)
    XCTAssertEqual(crashing.scenario.fileBuild, AppBuild(sdk: .requiringSceneLifecycle, sceneManifest: .none))
    XCTAssertEqual(Replay.run(crashing).violationKinds, [.launchCrash])
    XCTAssertEqual(Replay.run(crashing, sdk: .standard).violationKinds, [.lost], "built with 26 it launches")
  }
}
