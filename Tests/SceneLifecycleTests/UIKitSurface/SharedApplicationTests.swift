#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import SurfaceMainQueue
  import XCTest

  /// `UIApplication.shared` is the app bound on the current task, else one process-wide fallback.
  final class SharedApplicationTests: XCTestCase, @unchecked Sendable {
    func testSharedOutsideAnyBindingIsTheFallbackAndInsideIsTheBoundApp() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        XCTAssertTrue(UIApplication.shared === UIApplication.fallback)
        XCTAssertTrue(UIApplication.shared === UIApplication.shared)
        BoundApplication.$current.withValue(app) {
          XCTAssertTrue(UIApplication.shared === app)
          let inner = UIApplication()
          BoundApplication.$current.withValue(inner) { XCTAssertTrue(UIApplication.shared === inner) }
          XCTAssertTrue(UIApplication.shared === app, "the outer binding comes back")
        }
        XCTAssertTrue(UIApplication.shared === UIApplication.fallback)
      }
    }

    func testTheSeedArticlesCastReachesTheBoundAppsDelegate() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let delegate = AppDelegate()
        app.delegate = delegate
        BoundApplication.$current.withValue(app) {
          XCTAssertTrue(UIApplication.shared.delegate === delegate)
        }
        XCTAssertNil(UIApplication.shared.delegate)
      }
    }

    func testTwoThreadsBoundToDifferentAppsEachSeeTheirOwn() {
      MainActor.assumeIsolated {
        let apps = [UIApplication(), UIApplication()]
        let bothInside = DispatchGroup()
        let seen = SeenApplications()
        let done = DispatchGroup()
        for _ in apps.indices { bothInside.enter() }
        for index in apps.indices {
          done.enter()
          let app = apps[index]
          Thread {
            BoundApplication.$current.withValue(app) {
              bothInside.leave()
              // Both threads are inside their bindings before either looks.
              _ = bothInside.wait(timeout: .now() + 10)
              // Each thread stands for its process's main thread, as the harness's threads do.
              MainActor.assumeIsolatedUnchecked {
                seen.set(index, UIApplication.shared)
                UIWindow().rootViewController = UIViewController()
              }
            }
            done.leave()
          }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertTrue(seen.get(0) === apps[0])
        XCTAssertTrue(seen.get(1) === apps[1])
        for app in apps {
          XCTAssertEqual(app.recorder.drain(), [.screen(ScreenChange(.setRoot, "UIViewController"))])
        }
      }
    }
  }

  /// What each thread saw as `UIApplication.shared`, behind a lock.
  private final class SeenApplications: @unchecked Sendable {
    /// Guards `applications`.
    private let lock = NSLock()
    /// By thread index.
    private var applications: [Int: UIApplication] = [:]

    /// Stores what thread `index` saw.
    func set(_ index: Int, _ app: UIApplication) {
      lock.lock()
      defer { lock.unlock() }
      applications[index] = app
    }

    /// What thread `index` saw.
    func get(_ index: Int) -> UIApplication? {
      lock.lock()
      defer { lock.unlock() }
      return applications[index]
    }
  }
#endif
