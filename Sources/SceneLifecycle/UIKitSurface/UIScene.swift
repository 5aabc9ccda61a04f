#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// One instance of the app's UI, as UIKit's `UIScene`. Equal only to itself.
  @MainActor
  open class UIScene: UIResponder {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
      /// Not connected to the system's UI yet, or no longer.
      case unattached = -1
      /// On screen and receiving events.
      case foregroundActive = 0
      /// On screen but not receiving events.
      case foregroundInactive = 1
      /// Off screen.
      case background = 2
    }

    /// What a scene was opened with, as `UIScene.ConnectionOptions`: only UIKit (here, the harness) makes one. An
    /// `NSObject`, as UIKit's is, so that `responds(to:)` compiles on a Mac.
    @MainActor
    public final class ConnectionOptions: NSObject {
      /// The quick action the user picked to open the scene, if any.
      public let shortcutItem: UIApplicationShortcutItem?
      /// The URLs the scene was opened to handle.
      public let urlContexts: Set<UIOpenURLContext>
      /// The activities, such as a universal link, the scene was opened to continue.
      public let userActivities: Set<NSUserActivity>
      /// The bundle identifier of the app that opened the scene, if any.
      public let sourceApplication: String?
      /// The type of the activity being handed off, if any.
      public let handoffUserActivityType: String?

      /// The tapped notification's response, typed where UserNotifications is declared (`notificationResponse`).
      let notificationResponseObject: AnyObject?
      /// The accepted CloudKit share's metadata, typed where CloudKit is declared (`cloudKitShareMetadata`).
      let cloudKitShareMetadataObject: AnyObject?

      /// Options holding what the harness delivers.
      package init(
        shortcutItem: UIApplicationShortcutItem? = nil, urlContexts: Set<UIOpenURLContext> = [],
        userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil,
        handoffUserActivityType: String? = nil, notificationResponse: AnyObject? = nil,
        cloudKitShareMetadata: AnyObject? = nil
      ) {
        self.notificationResponseObject = notificationResponse
        self.cloudKitShareMetadataObject = cloudKitShareMetadata
        self.shortcutItem = shortcutItem
        self.urlContexts = urlContexts
        self.userActivities = userActivities
        self.sourceApplication = sourceApplication
        self.handoffUserActivityType = handoffUserActivityType
      }
    }

    /// How a URL is to be opened, as `UIScene.OpenURLOptions`: an `NSObject`, as UIKit's is.
    @MainActor
    public final class OpenURLOptions: NSObject {
      /// The bundle identifier of the app that asked to open the URL, if any.
      public let sourceApplication: String?
      /// The property list the opening app passed, if any.
      public let annotation: Any?
      /// Whether the file at the URL must be opened in place.
      public let openInPlace: Bool

      /// Options as the harness delivers them.
      package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
        self.sourceApplication = sourceApplication
        self.annotation = annotation
        self.openInPlace = openInPlace
      }
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, held strongly as UIKit does.
    public var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title, shown by the app switcher.
    public var title: String?
    /// Which targeted content the scene takes, as `activationConditions`: kept, not used to route content
    /// (UIScene+ActivationConditions.swift).
    public var activationConditions = UISceneActivationConditions()

    /// A scene of `session`; the session's ``UISceneSession/scene`` becomes this scene.
    package init(session: UISceneSession) {
      self.session = session
      super.init()
      session.scene = self
    }
  }

  /// A scene that shows windows, as UIKit's `UIWindowScene`.
  @MainActor
  open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they were attached.
    public internal(set) var windows: [UIWindow] = []

    /// The window that last called ``UIWindow/makeKeyAndVisible()``, if it still is key.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  }
#endif
