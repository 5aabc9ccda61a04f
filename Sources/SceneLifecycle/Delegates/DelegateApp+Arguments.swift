#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  @MainActor
  extension DelegateApp {
    /// The quick action `delivery` stands for, as the `UIApplicationShortcutItem` UIKit hands over: all of the
    /// catalog item's properties, carrying the delivery so that reading it is recorded (11c, 11d row 1).
    func shortcutItem(_ delivery: Delivery, run: DelegateRun) -> UIApplicationShortcutItem? {
      guard let item = run.catalog.item(delivery.item) else { return nil }
      return UIApplicationShortcutItem(item, delivery: delivery)
    }

    /// The URL of the link `delivery` stands for.
    func url(_ delivery: Delivery, run: DelegateRun) -> URL? {
      run.catalog.link(delivery.item).flatMap(URL.init(string:))
    }

    /// The `UIOpenURLContext` for a custom-scheme link (11c row 3).
    func urlContext(_ delivery: Delivery, run: DelegateRun) -> UIOpenURLContext? {
      guard let url = url(delivery, run: run) else { return nil }
      return UIOpenURLContext(url: url, delivery: delivery)
    }

    /// The `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb` for a universal link (11c row 4), or of its own
    /// type for any other activity, its identifier under ``UserActivityReference/userInfoKey`` (15 row 1): the same
    /// harness class on every platform, so reading it is recorded on macOS as on Linux (11d row 1).
    func userActivity(_ delivery: Delivery, run: DelegateRun) -> NSUserActivity? {
      if let reference = activityReference(delivery, run: run) {
        return HarnessUserActivity(reference, delivery: delivery)
      }
      guard let url = url(delivery, run: run) else { return nil }
      return HarnessUserActivity(webpageURL: url, delivery: delivery)
    }

    /// The activity `delivery` stands for, when it is not a URL (section 15).
    func activityReference(_ delivery: Delivery, run: DelegateRun) -> UserActivityReference? {
      run.catalog.link(delivery.item).flatMap { LinkURL($0) == nil ? UserActivityReference($0) : nil }
    }

    /// The type `willContinueUserActivityWithType` names: the announced activity's, or a universal link's
    /// `NSUserActivityTypeBrowsingWeb` when the callback names none (15 row 3).
    func announcedActivityType(_ callback: Callback, run: DelegateRun) -> String {
      callback.delivery.flatMap { activityReference($0, run: run)?.activityType } ?? NSUserActivityTypeBrowsingWeb
    }

    /// A launch method's options: `nil` without a delivery, else the one key its kind goes under (11c row 1).
    func launchOptions(_ callback: Callback, run: DelegateRun) -> [UIApplication.LaunchOptionsKey: Any]? {
      guard let delivery = callback.delivery, let kind = callback.deliveryKind else { return nil }
      switch kind {
      case .appIntent:
        // No launch-options key names an App Intent (17 row 2); the simulator refuses one for an app's own classes.
        return nil
      case .shortcutItem:
        return shortcutItem(delivery, run: run).map { [.shortcutItem: $0] }
      case .url:
        return url(delivery, run: run).map { [.url: $0] }
      case .userActivity:
        guard let activity = userActivity(delivery, run: run) else { return nil }
        let dictionary: [String: Any] = [
          UIApplication.LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
          "UIApplicationLaunchOptionsUserActivityKey": activity,
        ]
        return [.userActivityDictionary: dictionary]
      case .activityType:
        // 15 rows 3 and 4: a Handoff's dictionary names its type; the activity comes later, through `continue`.
        guard let reference = activityReference(delivery, run: run) else { return nil }
        let dictionary: [String: Any] = [
          UIApplication.LaunchOptionsKey.userActivityType.rawValue: reference.activityType
        ]
        return [.userActivityDictionary: dictionary]
      case .notificationResponse:
        // 14 row 3: the push payload, the dictionary whose `"url"` the tapped notification carries.
        guard let url = run.catalog.link(delivery.item) else { return nil }
        return [.remoteNotification: ["url": url] as [AnyHashable: Any]]
      case .cloudKitShareMetadata:
        // 16 row 3: the key's value is the share's metadata.
        return shareMetadata(delivery, run: run).map { [.cloudKitShareMetadata: $0] }
      }
    }

    /// The response to the tapped notification of `delivery` (14 rows 1 and 9), where the surface declares
    /// UserNotifications; `nil` where Apple's framework is imported, which only the system can make a response with.
    func notificationResponse(_ delivery: Delivery, run: DelegateRun) -> AnyObject? {
      #if canImport(UserNotifications)
        return nil
      #else
        guard let url = run.catalog.link(delivery.item) else { return nil }
        return UNNotificationResponse.harnessTap(url: url, delivery: delivery)
      #endif
    }

    /// The metadata of the CloudKit share `delivery` stands for (16 rows 1 to 3), where the surface declares
    /// `CKShare.Metadata`; `nil` where Apple's CloudKit is imported, whose metadata only the system makes.
    func shareMetadata(_ delivery: Delivery, run: DelegateRun) -> AnyObject? {
      #if canImport(CloudKit)
        return nil
      #else
        guard let url = url(delivery, run: run) else { return nil }
        return CKShare.Metadata(url: url, delivery: delivery)
      #endif
    }

    #if !canImport(CloudKit)
      /// The metadata of the share `callback` hands over, typed, for a delegate's `userDidAcceptCloudKitShareWith`
      /// (16 rows 1 and 3).
      func acceptedShare(_ callback: Callback, run: DelegateRun) -> CKShare.Metadata? {
        callback.delivery.flatMap { shareMetadata($0, run: run) as? CKShare.Metadata }
      }
    #endif

    /// The connection options for `callback`, with its delivery under the property its kind goes in (11c row 2).
    func connectionOptions(_ callback: Callback, run: DelegateRun) -> UIScene.ConnectionOptions {
      var item: UIApplicationShortcutItem?
      var contexts: Set<UIOpenURLContext> = []
      var activities: Set<NSUserActivity> = []
      var response: AnyObject?
      var handoffType: String?
      var metadata: AnyObject?
      if let delivery = callback.delivery, let kind = callback.deliveryKind {
        switch kind {
        case .shortcutItem: item = shortcutItem(delivery, run: run)
        case .url: if let context = urlContext(delivery, run: run) { contexts.insert(context) }
        case .userActivity: if let activity = userActivity(delivery, run: run) { activities.insert(activity) }
        case .notificationResponse: response = notificationResponse(delivery, run: run)
        case .activityType: handoffType = activityReference(delivery, run: run)?.activityType
        case .cloudKitShareMetadata: metadata = shareMetadata(delivery, run: run)
        // The simulator refuses an App Intent for an app's own classes (``takesAppIntents``).
        case .appIntent: break
        }
      }
      return UIScene.ConnectionOptions(
        shortcutItem: item, urlContexts: contexts, userActivities: activities, handoffUserActivityType: handoffType,
        notificationResponse: response, cloudKitShareMetadata: metadata)
    }

    /// A new process's `UIApplication`, with its own recorder.
    func makeApplicationObject() -> UIApplication {
      UIApplication(recorder: SurfaceRecorder())
    }

    /// The session object for session `number`: the identifier is the same in every process.
    func makeSession(number: UInt8) -> UISceneSession {
      UISceneSession(persistentIdentifier: "session-\(number)", role: .windowApplication)
    }

    /// A scene object for `session`.
    func makeScene(session: UISceneSession, application: UIApplication) -> UIWindowScene {
      UIWindowScene(session: session)
    }
  }
#endif
