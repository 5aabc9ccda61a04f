#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if canImport(UserNotifications)
    import UserNotifications
  #endif

  extension UIScene.ConnectionOptions {
    /// The notification the user tapped to open the scene, as `notificationResponse` (UIKit semantics article, 14
    /// row 1); `nil` when the scene connected for anything else.
    public var notificationResponse: UNNotificationResponse? { notificationResponseObject as? UNNotificationResponse }
  }
#endif
