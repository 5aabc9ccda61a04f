#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// `dismiss(animated:completion:)` reaches the presentation from any view controller in the chain, as UIKit
  /// documents (UIKit semantics article, 11f row 6).
  final class DismissalTests: XCTestCase, @unchecked Sendable {
    /// A presentation on screen: a window's navigation controller whose first screen presented a navigation
    /// controller with a compose screen.
    @MainActor private struct PresentedCompose {
      /// The window's navigation controller, which made the presentation.
      let presenter: UIViewController
      /// Its first screen, which asked for the presentation.
      let feed: UIViewController
      /// The presented navigation controller.
      let presented: UIViewController
      /// Its first screen.
      let compose: UIViewController
      /// The window showing them, kept as a scene delegate keeps it.
      let window: UIWindow

      init() {
        feed = UIViewController()
        presenter = UINavigationController(rootViewController: feed)
        window = visibleWindow(showing: presenter)
        compose = SearchViewController()
        presented = UINavigationController(rootViewController: compose)
        feed.present(presented, animated: false)
      }
    }

    func testTheDismissalIsTheSameAskedOfThePresenterThePresentedOrAChildOfEither() {
      MainActor.assumeIsolated {
        let askers: [(String, (PresentedCompose) -> UIViewController)] = [
          ("presenter", { $0.presenter }), ("the presenter's child", { $0.feed }), ("presented", { $0.presented }),
          ("the presented one's child", { $0.compose }),
        ]
        for (name, asker) in askers {
          let app = UIApplication()
          let chain = PresentedCompose()
          var completed = false
          let recorded = events(of: app) {
            asker(chain).dismiss(animated: true) { completed = true }
          }
          XCTAssertEqual(recorded, [.screen(ScreenChange(.dismiss, "UINavigationController"))], name)
          XCTAssertTrue(completed, name)
          XCTAssertNil(chain.presenter.presentedViewController, name)
          XCTAssertNil(chain.compose.presentingViewController, name)
        }
      }
    }

    /// Dismissing from lower in a chain of presentations takes the one above it and everything above that,
    /// recorded from the top down; dismissing from the top one takes only that one.
    func testDismissingLowerInAChainTakesEverythingAboveFromTheTopDown() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let chain = PresentedCompose()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        chain.compose.present(alert, animated: false)
        XCTAssertTrue(alert.presentingViewController === chain.presented)
        let picker = UIViewController()
        alert.present(picker, animated: false)

        let fromTop = events(of: app) { picker.dismiss(animated: true) }
        XCTAssertEqual(fromTop, [.screen(ScreenChange(.dismiss, "UIViewController"))], "the alert stays")
        XCTAssertTrue(chain.presented.presentedViewController === alert)
        XCTAssertNil(alert.presentedViewController)
        alert.present(picker, animated: false)

        let fromBottom = events(of: app) { chain.feed.dismiss(animated: true) }
        XCTAssertEqual(
          fromBottom,
          [
            .screen(ScreenChange(.dismiss, "UIViewController")),
            .screen(ScreenChange(.dismiss, "UIAlertController \"Saved\"")),
            .screen(ScreenChange(.dismiss, "UINavigationController")),
          ])
        for controller in [picker, alert, chain.presented] { XCTAssertNil(controller.presentingViewController) }
      }
    }

    /// With nothing presented and not presented, dismissing records nothing and runs no completion.
    func testWithNothingToDismissNothingHappensAndNoCompletionRuns() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let feed = UIViewController()
        let root = UINavigationController(rootViewController: feed)
        let window = visibleWindow(showing: root)
        var completed = false
        let recorded = events(of: app) { root.dismiss(animated: true) { completed = true } }
        XCTAssertEqual(recorded, [])
        XCTAssertFalse(completed)
        XCTAssertTrue(window.rootViewController === root)
      }
    }

    /// A child presented; the root dismissing takes it away, so the child presents again: before, the child kept
    /// its presentation, the root's dismissal did nothing and UIKit's "already presenting" refusal was recorded.
    func testAfterTheRootDismissesAChildsPresentationTheChildPresentsAgain() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let feed = UIViewController()
        let (_, window) = visibleTabs(firstScreen: feed)
        let recorded = events(of: app) {
          feed.present(SearchViewController(), animated: true)
          window.rootViewController?.dismiss(animated: false)
          feed.present(UIAlertController(title: "Quick Action", message: nil, preferredStyle: .alert), animated: true)
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.present, "SearchViewController")),
            .screen(ScreenChange(.dismiss, "SearchViewController")),
            .screen(ScreenChange(.present, "UIAlertController \"Quick Action\"")),
          ])
      }
    }
  }
#endif
