#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// Real delegate classes and the table strategies that describe them agree, step for step (issue 13). The
  /// classes show an alert where a table says `handle`, and a table has no alert that stays up: so the user closes
  /// each alert before the next step here, else UIKit would refuse the next one (UIKit semantics article, 11e rows 1
  /// and 4) and the item would be lost to the classes alone.
  final class DelegateAppTableAgreementTests: XCTestCase, @unchecked Sendable {
    private var seed: DelegateApp { DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init) }
    private var appleSample: DelegateApp {
      DelegateApp(appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init)
    }

    private func run(_ app: DelegateApp) -> Simulator<DelegateApp> {
      Simulator(lifecycle: .scene, strategy: app, shortcutItems: standardItems)
    }

    /// The same violation kinds as the `seedArticle` table on the same steps (11a row 1, 11c row 2).
    func testSeedDelegatesMatchTheSeedArticleTable() {
      MainActor.assumeIsolated {
        let sequences: [[ScenarioStep]] = [
          [.quickAction(searchType)],
          [.tapIcon, .goHome, .quickAction(searchType)],
          [.backgroundLaunch, .systemDisconnectScene, .quickAction(searchType)],
          [.quickAction(searchType), .goHome, .quickAction(shareType), .goHome, .quickAction(searchType)],
          [.tapIcon, .goHome, .systemTerminate, .quickAction(shareType)],
          [.quickAction(searchType), .goHome, .systemDisconnectScene, .tapIcon, .goHome, .quickAction(shareType)],
          [.backgroundLaunch, .quickAction(searchType), .goHome, .forceQuit, .quickAction(shareType)],
        ]
        for steps in sequences {
          var delegates = run(seed)
          var table = simulate(TableStrategy.seedArticle, .scene)
          for step in steps {
            delegates.send(step: step)
            delegates.userClosesPresentedScreens()
            table.send(step: step)
          }
          XCTAssertEqual(delegates.violationKinds, table.violationKinds, "\(steps)")
          XCTAssertEqual(delegates.handledTypes, table.handledTypes, "\(steps)")
        }
      }
    }

    /// Every sequence of up to three of these steps: the seed's classes and the `seedArticle` table agree on the
    /// violation kinds and the handled items.
    func testSeedDelegatesMatchTheTableOnEveryShortSequence() {
      MainActor.assumeIsolated {
        let events: [ScenarioStep] = [
          .tapIcon, .goHome, .quickAction(searchType), .quickAction(shareType), .systemDisconnectScene,
          .systemTerminate, .forceQuit, .backgroundLaunch, .interruption,
        ]
        var sequences: [[ScenarioStep]] = [[]]
        for _ in 1...3 { sequences = sequences.flatMap { prefix in events.map { prefix + [$0] } } }
        for steps in sequences {
          var delegates = run(seed)
          var table = simulate(TableStrategy.seedArticle, .scene)
          for step in steps {
            XCTAssertEqual(delegates.send(step: step) == nil, table.send(step: step) == nil, "\(steps)")
            delegates.userClosesPresentedScreens()
          }
          XCTAssertEqual(delegates.violationKinds, table.violationKinds, "\(steps)")
          XCTAssertEqual(delegates.handledTypes, table.handledTypes, "\(steps)")
        }
      }
    }

    /// Apple's pattern as classes agrees with the `appleSceneSample` table on the same short sequences, except
    /// where a warm quick action reaches it with the launch item still saved: `performActionFor` shows the new
    /// item's alert and `sceneDidBecomeActive` then presents the saved item's alert in the same step, which UIKit
    /// refuses (UIKit semantics article, 11e rows 1 and 4). The user sees the new item only; the table, which has
    /// no alert to refuse, handles the saved one again (`duplicate`, `stale`).
    func testAppleSampleMatchesItsTableOnEveryShortSequence() {
      MainActor.assumeIsolated {
        let events: [ScenarioStep] = [
          .tapIcon, .goHome, .quickAction(searchType), .quickAction(shareType), .systemDisconnectScene, .forceQuit,
          .backgroundLaunch, .interruption,
        ]
        var sequences: [[ScenarioStep]] = [[]]
        for _ in 1...3 { sequences = sequences.flatMap { prefix in events.map { prefix + [$0] } } }
        var refused: [[ScenarioStep]] = []
        for steps in sequences {
          var delegates = run(appleSample)
          var table = simulate(TableStrategy.appleSceneSample, .scene)
          for step in steps {
            delegates.send(step: step)
            delegates.userClosesPresentedScreens()
            table.send(step: step)
          }
          let refusals = delegates.traceLines.filter { $0.hasPrefix("app present refused: ") }.count
          if refusals > 0 { refused.append(steps) }
          XCTAssertEqual(delegates.handledTypes, Array(table.handledTypes.dropLast(refusals)), "\(steps)")
          XCTAssertEqual(
            delegates.violationKinds, refusals > 0 ? [] : table.violationKinds, "\(steps): \(delegates.traceLines)")
        }
        let warm: [ScenarioStep] = [.quickAction(searchType), .quickAction(shareType)]
        XCTAssertEqual(refused, warm.flatMap { cold in warm.map { [cold, .goHome, $0] } })
      }
    }
  }
#endif
