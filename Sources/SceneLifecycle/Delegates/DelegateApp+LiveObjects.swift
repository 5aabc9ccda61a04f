#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  extension DelegateApp {
    /// One scene the running process has connected, with the delegate object UIKit made for it.
    public struct LiveScene {
      /// The scene's session number.
      public let session: UInt8
      /// The scene object.
      public let scene: UIWindowScene
      /// Its delegate; `nil` when UIKit made none (SwiftUI without a custom delegate class).
      public let delegate: (any UIWindowSceneDelegate)?
    }

    /// A read-only view of the objects the running process holds, as UIKit made them.
    public struct LiveObjects {
      /// `UIApplication.shared` for this process.
      public let application: UIApplication
      /// The app delegate.
      public let appDelegate: (any UIApplicationDelegate)?
      /// The connected scenes, in session number order.
      public let scenes: [LiveScene]
    }

    /// The objects of the process that runs now, for a test to look at (or to act on as a user would, outside any
    /// callback); `nil` before the app first ran and while no process runs (a process death drops them all). Isolated
    /// to the surface's main actor, as the objects are: a test reads them from code isolated to it
    /// (`@MainActor` with `SurfaceMainActor` imported, or `MainActor.assumeIsolatedUnchecked { … }`).
    @MainActor public var liveObjects: LiveObjects? {
      guard let process = storage?.process else { return nil }
      return LiveObjects(
        application: process.application, appDelegate: process.appDelegate,
        scenes: process.scenes.keys.sorted().compactMap { session in
          process.scenes[session].map { LiveScene(session: session, scene: $0.scene, delegate: $0.delegate) }
        })
    }
  }
#endif
