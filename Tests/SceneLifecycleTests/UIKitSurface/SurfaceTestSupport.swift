#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  // Tests internals: the shared fixture makes UIKit's objects and a SurfaceRecorder, as only UIKit can.
  @testable import SceneLifecycle

  /// An app delegate that implements none of the optional methods.
  final class BareAppDelegate: UIResponder, UIApplicationDelegate {}

  /// A scene delegate that implements none of the optional methods.
  final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {}

  /// A view controller of the app's own, with a stored property of its own.
  final class SearchViewController: UIViewController {
    /// What the screen searches for.
    var query = ""
  }

  /// Runs `body` with `app` bound as `UIApplication.shared`, and returns its result with what the app's recorder
  /// took down meanwhile.
  @MainActor func whileBound<T>(_ app: UIApplication, _ body: () -> T) -> (T, [SurfaceRecorder.Event]) {
    let result = BoundApplication.$current.withValue(app) { body() }
    return (result, app.recorder.drain())
  }

  /// Runs `body` with `app` bound and returns what its recorder took down.
  @MainActor func events(of app: UIApplication, _ body: () -> Void) -> [SurfaceRecorder.Event] {
    whileBound(app, body).1
  }

  /// A scene of a fresh session, as the harness makes one.
  @MainActor func makeWindowScene(_ identifier: String = "A") -> UIWindowScene {
    UIWindowScene(session: UISceneSession(persistentIdentifier: identifier))
  }
#endif
