#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if canImport(UserNotifications)
    import UserNotifications
  #endif

  extension UIScene.ConnectionOptions {
    /// The notification the user tapped to open the scene, as `notificationResponse`: always `nil`, since the
    /// model delivers no notification.
    public var notificationResponse: UNNotificationResponse? { nil }
  }
#endif
