#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// The app the harness is running code for on this task: a task-local value kept outside ``UIApplication``,
  /// because a task-local declaration cannot be isolated to the main actor as that class is.
  package enum BoundApplication {
    /// The bound app, if any.
    @TaskLocal package static var current: UIApplication?
  }

  /// The running app, as UIKit's `UIApplication`: `UIApplication.shared` is the app the harness is running right now.
  ///
  /// The harness binds one instance per simulated process with `BoundApplication.$current.withValue(app) { … }` around
  /// every call into the app's code; outside any binding `shared` is one process-wide fallback instance, so code run
  /// outside the harness works and records nothing. Like every UIKit class it is isolated to the main actor (the
  /// surface's, `SurfaceMainActor.MainActor`), which makes it `Sendable`, so it can travel in a task-local value.
  @MainActor
  public final class UIApplication: UIResponder {
    /// Whether the app is in the foreground and receiving events, as `UIApplication.State`.
    public enum State: Int, Sendable {
      /// In the foreground and receiving events.
      case active = 0
      /// In the foreground but not receiving events (launching, or interrupted).
      case inactive = 1
      /// In the background.
      case background = 2
    }

    /// The app the harness is running on this task, if any (``BoundApplication``).
    nonisolated static var bound: UIApplication? { BoundApplication.current }

    /// The instance `shared` returns when no app is bound.
    package static let fallback = UIApplication()

    /// The app object: the bound app while the harness runs the app's code, else a process-wide fallback.
    public static var shared: UIApplication { bound ?? fallback }

    /// Where this app's code records what it did.
    package nonisolated let recorder: SurfaceRecorder

    /// The app delegate; the harness sets it when it creates the delegate at the process's first callback.
    public var delegate: (any UIApplicationDelegate)?

    /// The dynamic quick actions the app has set (`nil` until it sets some).
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// The scenes connected now.
    public package(set) var connectedScenes: Set<UIScene> = []

    /// The sessions the app has, connected or not.
    public internal(set) var openSessions: Set<UISceneSession> = []

    /// Whether the app is active, inactive or in the background.
    public internal(set) var applicationState: State = .inactive

    /// Whether the app may show several scenes at once: the simulator models a single-scene app.
    public var supportsMultipleScenes: Bool { false }

    /// The number on the app's icon, behind ``applicationIconBadgeNumber``.
    var badgeNumber = 0

    /// The last background task identifier handed out, behind ``beginBackgroundTask(expirationHandler:)``.
    var lastBackgroundTask = 0

    /// Whether the app's code left animations on, behind `UIView.setAnimationsEnabled(_:)`.
    package var animationsEnabled = true

    #if !canImport(UserNotifications)
      /// The notification centre of this app process, behind `UNUserNotificationCenter.current()`; not isolated,
      /// as the framework's centre is not.
      nonisolated let notificationCenter = UNUserNotificationCenter()
    #endif

    /// A new app object recording into `recorder`.
    package init(recorder: SurfaceRecorder = SurfaceRecorder()) {
      self.recorder = recorder
      super.init()
    }
  }
#endif
