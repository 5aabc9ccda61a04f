import QuickActions

extension ExplorationSubject {
  /// The subject with the quick-action types and links a device log names and the app lacks: the detail of each
  /// `performActionFor` line becomes a static item of that type, the detail of each link callback (a custom-scheme
  /// URL or an `https` universal link) a link the user can open, and a launch or connection callback's detail either,
  /// in log order. So a log from a real app checks against
  /// its own item types and URLs without a scenario; a scenario's app keeps its own items and gains only what it
  /// lacks.
  public func adding(namesIn log: DeviceLog) -> ExplorationSubject {
    var subject = self
    // An App Intent's connection options are written as its other lines are (`<IntentType> <target>`, UIKit semantics
    // article, section 17); those lines tell it from an activity.
    let intents = Set(
      log.callbacks.filter { $0.callback.carries == [.appIntent] }.compactMap(\.detail).filter {
        AppIntentReference($0) != nil && LinkURL($0) == nil
      })
    for kind in [CallbackKind.sceneWillPerformAppIntent, .onAppIntentExecution]
    where log.callbacks.contains(where: { $0.callback == kind }) && !subject.strategy.implements(kind) {
      // The log records the method, so the app implements it (17 rows 2, 3 and 7).
      subject.strategy = subject.strategy.implementing(kind)
    }
    for observed in log.callbacks {
      guard let detail = observed.detail else { continue }
      let link = LinkURL(detail).map { $0.isCustomScheme || $0.isUniversalLink } ?? false
      switch observed.callback {
      case .applicationPerformAction, .windowScenePerformAction:
        subject.addItem(detail)
      case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .sceneWillConnect:
        // Launch and connection options carry a quick action's type, a link or an App Intent.
        if link {
          subject.addLink(detail)
        } else if intents.contains(detail) {
          subject.addAppIntent(detail)
        } else {
          subject.addItem(detail)
        }
      case .applicationOpenURL, .sceneOpenURLContexts, .onOpenURL:
        if link { subject.addLink(detail) }
      case .applicationContinueUserActivity, .sceneContinueUserActivity, .onContinueUserActivity:
        // A universal link, or any other activity written `<activityType> <identifier>` (section 15).
        if link || UserActivityReference(detail) != nil { subject.addLink(detail) }
      case .applicationUserDidAcceptCloudKitShare, .windowSceneUserDidAcceptCloudKitShare:
        // The share's URL: a link the user reaches by accepting a CloudKit share.
        if link { subject.addCloudKitShare(detail) }
      case .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution, .appIntentPerform:
        // An intent written `<IntentType> <target>`: the log does not say its mode or process, so each is explored.
        if !link, AppIntentReference(detail) != nil { subject.addAppIntent(detail) }
      case .userNotificationCenterDidReceive:
        // The URL the tapped notification carries: a link the user reaches by tapping a notification.
        if link { subject.addNotification(detail) }
      case .didDiscardSceneSessions, .applicationWillEnterForeground, .applicationDidBecomeActive,
        .applicationWillResignActive, .applicationDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
        .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect, .willEnterForegroundNotification,
        .didBecomeActiveNotification, .willResignActiveNotification, .didEnterBackgroundNotification,
        .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground, .applicationWillContinueUserActivity,
        .sceneWillContinueUserActivity, .applicationWillTerminate, .willTerminateNotification,
        .appScenePhaseInactive, .appScenePhaseActive, .appScenePhaseBackground:
        continue
      }
    }
    return subject
  }

  /// Adds a static item of `type` unless the app has one or the Home Screen shows no more.
  private mutating func addItem(_ type: String) {
    guard !items.contains(where: { $0.type == type }), items.count < HomeScreenMenu<ItemID>.displayLimit else { return }
    items.append(ShortcutItem(type: type, localizedTitle: type))
  }

  /// Adds a link the user can open unless the app has it or has as many as an exploration opens.
  private mutating func addLink(_ url: String) {
    guard !links.contains(url), links.count < 2 * Scenario.maximumExploredLinks else { return }
    links.append(url)
  }

  /// Adds a link the user reaches by tapping a notification, unless the app has it or has as many links as an
  /// exploration opens; a link the app opens otherwise is tapped in a notification too.
  private mutating func addNotification(_ url: String) {
    addLink(url)
    if links.contains(url) { notifications.insert(url) }
  }

  /// Adds a link the user reaches by accepting a CloudKit share, unless the app has it or has as many links as an
  /// exploration opens.
  private mutating func addCloudKitShare(_ url: String) {
    addLink(url)
    if links.contains(url) { cloudKitShares.insert(url) }
  }

  /// Adds an App Intent the system runs in every mode and process, unless the app has it or has as many links as an
  /// exploration opens.
  private mutating func addAppIntent(_ intent: String) {
    addLink(intent)
    if links.contains(intent), appIntents[intent] == nil { appIntents[intent] = AppIntentRun.all }
  }
}
