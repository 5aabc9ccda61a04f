#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // Only where qa-sim declares CKShare.Metadata (Linux): on a Mac only the system makes share metadata.
  #if !canImport(CloudKit)
    import Foundation
    import SceneLifecycle
    import XCTest

    /// A team's scene delegate for CloudKit shares runs unchanged under ``DelegateApp`` and gets the verdict its
    /// report gives (UIKit semantics article, section 16).
    final class DelegateAppCloudKitShareTests: XCTestCase {
      private let share = "https://www.icloud.com/share/0aXcontacts1"

      private func simulator(_ sceneDelegate: @escaping @MainActor () -> any UIWindowSceneDelegate)
        -> Simulator<DelegateApp>
      {
        Simulator(
          lifecycle: .scene,
          strategy: DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: sceneDelegate, mainStoryboard: nil))
      }

      /// The titles of the screens the first scene's window shows, bottom to top.
      private func stack(_ sim: Simulator<DelegateApp>) -> [String] {
        MainActor.assumeIsolated {
          let scene = sim.runner.strategy.liveObjects?.scenes.first?.delegate as? UIWindowSceneDelegate
          let navigation = scene?.window?.rootViewController as? UINavigationController
          return navigation?.viewControllers.compactMap(\.title) ?? []
        }
      }

      // 16 rows 2 and 6: the sample's readers saw a share link that launches the app save nothing.
      func testTheDelegateMethodAloneLosesTheShareThatLaunchesTheApp() {
        var sim = simulator(ShareMethodOnlySceneDelegate.init)
        XCTAssertNil(sim.cloudKitShare(share))
        XCTAssertEqual(stack(sim), ["contacts"])
        XCTAssertEqual(sim.violationKinds, [.lost], sim.traceLines.joined(separator: "\n"))
      }

      // 16 row 1: with the app opened first, the method accepts the share.
      func testTheDelegateMethodAcceptsAShareWhenTheAppRuns() {
        var sim = simulator(ShareMethodOnlySceneDelegate.init)
        sim.tapIcon()
        sim.send(.goHome)
        XCTAssertNil(sim.cloudKitShare(share))
        XCTAssertEqual(stack(sim), ["contacts", share])
        XCTAssertEqual(sim.handledTypes, [share])
        XCTAssertEqual(sim.violationKinds, [])
      }

      func testBothDoorsAcceptEveryShareOnce() {
        var sim = simulator(ShareAcceptingSceneDelegate.init)
        XCTAssertNil(sim.cloudKitShare(share))
        sim.send(.goHome)
        XCTAssertNil(sim.cloudKitShare("https://www.icloud.com/share/0aXcontacts2"))
        XCTAssertEqual(stack(sim), ["contacts", share, "https://www.icloud.com/share/0aXcontacts2"])
        XCTAssertEqual(sim.violationKinds, [.handledWhileInactive], sim.traceLines.joined(separator: "\n"))
      }
    }
  #endif
#endif
