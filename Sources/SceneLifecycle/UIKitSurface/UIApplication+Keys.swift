#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIApplication {
    /// A key of the launch options dictionary `application(_:didFinishLaunchingWithOptions:)` receives, as
    /// `UIApplication.LaunchOptionsKey`, with the raw values iOS uses.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string, as on iOS (for example `UIApplicationLaunchOptionsShortcutItemKey`).
      public let rawValue: String

      /// Wraps a key string.
      /// - Parameter rawValue: the key's string.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Wraps a key string.
      /// - Parameter rawValue: the key's string.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The quick action that launched the app (a `UIApplicationShortcutItem`).
      public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
      /// The URL the app was launched to open (a `URL`).
      public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
      /// The bundle identifier of the app that asked to open the URL (a `String`).
      public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
      /// The property list the opening app passed with the URL.
      public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
      /// The user activity the app was launched to continue (a dictionary holding the activity and its type).
      public static let userActivityDictionary = LaunchOptionsKey(
        "UIApplicationLaunchOptionsUserActivityDictionaryKey")
      /// The type of the user activity the app was launched to continue (a `String`).
      public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
      /// The remote notification the app was launched for (a dictionary).
      public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
      /// The metadata of the CloudKit share invitation that launched the app (UIKit semantics article, 16 row 3).
      public static let cloudKitShareMetadata = LaunchOptionsKey("UIApplicationLaunchOptionsCloudKitShareMetadataKey")
      /// Present when a location event launched the app (a `Bool`).
      public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")

      /// The key under which the `userActivityDictionary` value holds the `NSUserActivity` itself, as on iOS.
      package static let userActivityInDictionary = "UIApplicationLaunchOptionsUserActivityKey"
    }

    /// A key of the options dictionary `application(_:open:options:)` receives, as
    /// `UIApplication.OpenURLOptionsKey`, with the raw values iOS uses.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string, as on iOS (for example `UIApplicationOpenURLOptionsSourceApplicationKey`).
      public let rawValue: String

      /// Wraps a key string.
      /// - Parameter rawValue: the key's string.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Wraps a key string.
      /// - Parameter rawValue: the key's string.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The bundle identifier of the app that asked to open the URL (a `String`).
      public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
      /// The property list the opening app passed with the URL.
      public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
      /// Whether the file at the URL must be opened in place (a `Bool`).
      public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
  }
#endif
