#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// Nothing animates in the model: every block animation runs its changes at once and then its completion with
  /// `true`, so a splash window that hands over to the real UI inside `UIView.transition` records the root change
  /// there, in order.
  final class ViewAnimationTests: XCTestCase, @unchecked Sendable {
    func testEveryBlockAnimationRunsItsChangesThenItsCompletionAtOnce() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let window = UIWindow(windowScene: makeWindowScene())
        window.rootViewController = UIViewController()
        var steps: [String] = []
        let recorded = events(of: app) {
          UIView.transition(
            with: window, duration: 0.3, options: .transitionCrossDissolve,
            animations: {
              steps.append("transition")
              window.rootViewController = SearchViewController()
            },
            completion: { steps.append("transition done \($0)") })
          UIView.animate(withDuration: 1) { steps.append("animate") }
          UIView.animate(withDuration: 1, animations: { window.alpha = 0 }, completion: { steps.append("faded \($0)") })
          UIView.animate(
            withDuration: 1, delay: 5, options: [.curveEaseOut, .allowUserInteraction],
            animations: { steps.append("delayed") }, completion: { steps.append("delayed done \($0)") })
          UIView.performWithoutAnimation { steps.append("without") }
          steps.append("after")
        }
        XCTAssertEqual(
          steps,
          [
            "transition", "transition done true", "animate", "faded true", "delayed", "delayed done true", "without",
            "after",
          ])
        XCTAssertEqual(recorded, [.screen(ScreenChange(.replaceRoot, "SearchViewController"))])
        XCTAssertEqual(window.alpha, 0)
      }
    }

    func testTheAnimationSwitchBelongsToTheBoundApp() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let other = UIApplication()
        BoundApplication.$current.withValue(app) {
          UIView.setAnimationsEnabled(false)
          XCTAssertFalse(UIView.areAnimationsEnabled)
        }
        BoundApplication.$current.withValue(other) { XCTAssertTrue(UIView.areAnimationsEnabled) }
        XCTAssertFalse(app.animationsEnabled)
      }
    }
  }
#endif
