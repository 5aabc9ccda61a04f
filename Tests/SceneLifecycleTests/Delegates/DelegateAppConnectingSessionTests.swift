#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// What the delegates saw: per connection, the session configured and the session connected.
  final class SessionLog {
    var configured: [UISceneSession] = []
    var connected: [UISceneSession] = []
  }

  /// Notes each session it configures, and names ``ConnectingSceneDelegate`` as the scene delegate class.
  final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    let log: SessionLog
    init(log: SessionLog) { self.log = log }

    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      log.configured.append(connectingSceneSession)
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = ConnectingSceneDelegate.self
      return configuration
    }
  }

  /// A scene delegate with a window and nothing else.
  final class ConnectingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
  }

  /// The session an app delegate configures is the one its scene then connects to (UIKit semantics article, 12f
  /// row 2: `configurationForConnecting` names the connecting session), on every road a scene connects by: a cold
  /// launch, a relaunch after the user swiped the app away (its session discarded, a new one made), a relaunch that
  /// restores the session, a reconnect after the system disconnected the scene, and a second window.
  final class DelegateAppConnectingSessionTests: XCTestCase, @unchecked Sendable {
    @MainActor private func simulator(log: SessionLog, windows: WindowSetup? = nil) -> Simulator<DelegateApp> {
      Simulator(
        lifecycle: .scene, device: windows == nil ? .iPhone : .iPad,
        options: LifecycleOptions(configurationForConnectingOnRestore: true),
        strategy: DelegateApp(
          appDelegate: { ConfiguringAppDelegate(log: log) },
          sceneDelegate: ConnectingSceneDelegate.init),
        shortcutItems: standardItems, windows: windows)
    }

    func testEveryConfiguredSessionIsTheOneItsSceneConnectsTo() {
      MainActor.assumeIsolated {
        let roads: [(String, [LifecycleEvent], WindowSetup?)] = [
          ("cold launch", [.tapIcon], nil),
          ("relaunch after a swipe away", [.tapIcon, .forceQuit, .tapIcon], nil),
          ("relaunch after the system ended the process", [.tapIcon, .goHome, .systemTerminate, .tapIcon], nil),
          ("reconnect", [.tapIcon, .goHome, .systemDisconnectScene(scene: 0), .tapIcon], nil),
          ("second window", [.tapIcon, .openWindow(scene: 1)], WindowSetup(sceneIDs: ["left", "right"], matches: [])),
        ]
        for (road, events, windows) in roads {
          let log = SessionLog()
          var sim = simulator(log: log, windows: windows)
          for event in events { sim.send(event) }
          let connected = sim.runner.strategy.liveObjects?.scenes.map(\.scene.session) ?? []
          XCTAssertFalse(log.configured.isEmpty, "\(road): nothing was configured")
          XCTAssertTrue(
            log.configured.last.map { last in connected.contains { $0 === last } } ?? false,
            "\(road): the last session configured (\(log.configured.map(\.persistentIdentifier))) is not a connected "
              + "scene's (\(connected.map(\.persistentIdentifier))); trace:\n\(sim.traceLines.joined(separator: "\n"))")
        }
      }
    }
  }
#endif
