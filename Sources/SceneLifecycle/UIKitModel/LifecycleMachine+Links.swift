// MARK: - Links: custom-scheme URLs and universal links (UIKit semantics article, section 4)

/// What an event brings into the app, and so which roads it takes.
enum Arrival: Hashable, Sendable {
  /// A quick action (sections 1–3).
  case quickAction(Delivery)
  /// A custom-scheme URL (`openURL`).
  case url(Delivery)
  /// A universal link (`universalLink`): an `https` URL wrapped in an `NSUserActivity` for UIKit.
  case universalLink(Delivery)
  /// A tapped notification (`notificationTap`): a `UNNotificationResponse` (section 14).
  case notificationResponse(Delivery)
  /// Any other activity carried whole (`userActivity`): a Spotlight result, a Siri suggestion, a widget without a
  /// URL (15 rows 1, 2, 6 and 10).
  case userActivity(Delivery)
  /// A Handoff (`handoff`): its type at connection, its data later (15 row 3).
  case handoff(Delivery)
  /// An accepted CloudKit share invitation (`cloudKitShare`): a `CKShare.Metadata` (section 16).
  case cloudKitShare(Delivery)
  /// An App Intent run in the app's process with a foreground mode (section 17): `performsFirst` for
  /// `foreground(.deferred)`, whose `perform()` starts before the app comes forward.
  case appIntent(Delivery, performsFirst: Bool)

  /// The delivery it makes.
  var delivery: Delivery {
    switch self {
    case .quickAction(let delivery), .url(let delivery), .universalLink(let delivery),
      .notificationResponse(let delivery), .userActivity(let delivery), .handoff(let delivery),
      .cloudKitShare(let delivery), .appIntent(let delivery, _):
      delivery
    }
  }

  /// Whether it is a link or an activity rather than a quick action or a notification response: whether it takes
  /// the link roads of section 4.
  var isLink: Bool {
    switch self {
    case .quickAction, .notificationResponse, .cloudKitShare, .appIntent: false
    case .url, .universalLink, .userActivity, .handoff: true
    }
  }

  /// Whether UIKit hands it over as an `NSUserActivity`, through the `willContinue`/`continue` pair.
  var continuesActivity: Bool {
    switch self {
    case .quickAction, .notificationResponse, .url, .cloudKitShare, .appIntent: false
    case .universalLink, .userActivity, .handoff: true
    }
  }

  /// The delivery `willContinueUserActivityWithType` names by its type: none for a universal link, whose type is
  /// always `NSUserActivityTypeBrowsingWeb`, this activity's for any other.
  var announcedType: Delivery? {
    switch self {
    case .userActivity(let delivery), .handoff(let delivery): delivery
    case .quickAction, .notificationResponse, .url, .universalLink, .cloudKitShare, .appIntent: nil
    }
  }

  /// Whether it is a Handoff, whose activity comes after the scene connects (15 row 3).
  var isHandoff: Bool {
    switch self {
    case .handoff: true
    case .quickAction, .notificationResponse, .url, .universalLink, .userActivity, .cloudKitShare, .appIntent: false
    }
  }

  /// Whether it is an accepted CloudKit share invitation.
  var isCloudKitShare: Bool {
    switch self {
    case .cloudKitShare: true
    case .quickAction, .notificationResponse, .url, .universalLink, .userActivity, .handoff, .appIntent: false
    }
  }

  /// Whether it is a tapped notification.
  var isNotificationResponse: Bool {
    switch self {
    case .notificationResponse: true
    case .quickAction, .url, .universalLink, .userActivity, .handoff, .cloudKitShare, .appIntent: false
    }
  }

  /// For a foreground App Intent, whether its `perform()` starts before the app comes forward; `nil` for any other
  /// arrival.
  var intentPerformsFirst: Bool? {
    switch self {
    case .appIntent(_, let performsFirst): performsFirst
    case .quickAction, .notificationResponse, .url, .universalLink, .userActivity, .handoff, .cloudKitShare: nil
    }
  }

  /// How launch options and connection options carry it: `shortcutItem`, `url` / `urlContexts`,
  /// `userActivityDictionary` / `userActivities`, `remoteNotification` / `notificationResponse`, a Handoff's type
  /// alone (`userActivityDictionary` / `handoffUserActivityType`), `cloudKitShareMetadata`, or (connection options
  /// only) `appIntent`.
  var optionsKind: DeliveryKind {
    switch self {
    case .quickAction: .shortcutItem
    case .url: .url
    case .universalLink, .userActivity: .userActivity
    case .notificationResponse: .notificationResponse
    case .handoff: .activityType
    case .cloudKitShare: .cloudKitShareMetadata
    case .appIntent: .appIntent
    }
  }
}

extension Arrival? {
  /// A callback whose options carry the arrival (or nothing).
  func callback(_ kind: CallbackKind, _ scene: SceneRef? = nil) -> Callback {
    Callback(kind, scene: scene, delivery: self?.delivery, carrying: self?.optionsKind ?? .shortcutItem)
  }
}

extension LifecycleMachine {
  /// 1a row 6 and 4 row 1: whether the launch methods' results keep UIKit from handing the launching link on.
  /// The pages disagree, so ``LifecycleOptions/launchLinkSuppression`` picks the rule; under "both", a launch
  /// method the app does not implement has no say.
  mutating func launchSuppressesLink<Receiver: CallbackReceiver>(
    willFinish: Bool, didFinish: Bool, receiver: inout Receiver
  ) -> Bool {
    switch read(.launchLinkSuppression, receiver: &receiver) {
    case .eitherReturnsFalse:
      return !willFinish || !didFinish
    case .bothReturnFalse:
      var results: [Bool] = []
      if receiver.implements(.willFinishLaunching) { results.append(willFinish) }
      if receiver.implements(.didFinishLaunching) { results.append(didFinish) }
      return !results.isEmpty && !results.contains(true)
    }
  }

  /// The callbacks that hand a link to an app whose UI is already connected (or, in the AppDelegate style,
  /// to the launching app after its launch methods).
  /// - Parameters:
  ///   - warm: whether the app was already running; SwiftUI's custom delegate took links (8f row 1) only then.
  ///   - announced: whether `scene(_:willContinueUserActivityWithType:)` was already called for this link, ahead of
  ///     the foreground transition (4 row 10), so it is not called again here.
  mutating func deliverLink<Receiver: CallbackReceiver>(
    _ arrival: Arrival, warm: Bool, announced: Bool = false, receiver: inout Receiver
  ) {
    let delivery = arrival.delivery
    guard style.usesScenes else {
      // 4 rows 1–3: application(_:open:options:), or the willContinue/continue pair for a universal link (and,
      // 15 row 4, any other activity).
      if arrival.continuesActivity {
        _ = call(willContinue(.applicationWillContinueUserActivity, arrival), receiver: &receiver)
        _ = call(
          Callback(.applicationContinueUserActivity, delivery: delivery, carrying: .userActivity), receiver: &receiver)
      } else {
        _ = call(Callback(.applicationOpenURL, delivery: delivery, carrying: .url), receiver: &receiver)
      }
      return
    }
    if style == .swiftUI {
      deliverSwiftUILink(arrival, warm: warm, announced: announced, receiver: &receiver)
      return
    }
    sceneDelegateLink(arrival, announced: announced, receiver: &receiver)
  }

  /// 4 rows 4, 5 and 7: `scene(_:openURLContexts:)`, or the willContinue/continue pair, on the scene delegate
  /// (`announced`: the willContinue half was made already, 4 row 10).
  private mutating func sceneDelegateLink<Receiver: CallbackReceiver>(
    _ arrival: Arrival, announced: Bool, receiver: inout Receiver
  ) {
    let delivery = arrival.delivery
    let ref = sessions[0].ref
    if arrival.continuesActivity {
      if !announced { _ = call(willContinue(.sceneWillContinueUserActivity, arrival, ref), receiver: &receiver) }
      _ = call(
        Callback(.sceneContinueUserActivity, scene: ref, delivery: delivery, carrying: .userActivity),
        receiver: &receiver)
    } else {
      _ = call(Callback(.sceneOpenURLContexts, scene: ref, delivery: delivery, carrying: .url), receiver: &receiver)
    }
  }

  /// SwiftUI with a custom scene delegate class (UIKit semantics article, 8f rows 1 and 4): a warm link goes
  /// where ``LifecycleOptions/swiftUICustomDelegateLinks`` says, but only when the delegate implements the link's
  /// callback (`scene(_:continue:)` for a universal link, `scene(_:openURLContexts:)` for a URL); otherwise, and
  /// for a link that reaches a scene that was not yet running, SwiftUI hands it to `onOpenURL(_:)` (3 row 5).
  /// Under `swiftUIOnly`, a universal link still passes through `scene(_:willContinueUserActivityWithType:)`,
  /// which was seen to fire when `scene(_:continue:)` did not (4 row 9).
  private mutating func deliverSwiftUILink<Receiver: CallbackReceiver>(
    _ arrival: Arrival, warm: Bool, announced: Bool, receiver: inout Receiver
  ) {
    let delegateCallback: CallbackKind = arrival.continuesActivity ? .sceneContinueUserActivity : .sceneOpenURLContexts
    var route = CustomDelegateLinkDelivery.swiftUIOnly
    if warm && receiver.implements(delegateCallback) {
      route = read(.swiftUICustomDelegateLinks, receiver: &receiver)
    }
    switch route {
    case .swiftUIOnly:
      if arrival.continuesActivity, !announced {
        _ = call(willContinue(.sceneWillContinueUserActivity, arrival, sessions[0].ref), receiver: &receiver)
      }
      swiftUIAction(arrival, sessionAt: 0, receiver: &receiver)
    case .delegateOnly:
      sceneDelegateLink(arrival, announced: announced, receiver: &receiver)
      // An app run as its own delegate classes learns only by calling whether the delegate implements the method
      // (``AppContext/declinedCallback``); when it did not, the call left no trace and SwiftUI's action takes the
      // link, as it would have from the start. A universal link's `scene(_:willContinueUserActivityWithType:)`
      // has been made already.
      if !receiver.implements(delegateCallback) { swiftUIAction(arrival, sessionAt: 0, receiver: &receiver) }
    case .both:
      // The order between the two hooks is not known; the model calls the delegate first.
      sceneDelegateLink(arrival, announced: announced, receiver: &receiver)
      swiftUIAction(arrival, sessionAt: 0, receiver: &receiver)
    }
  }

  /// SwiftUI's action for a link: `onOpenURL` for both kinds of link, as a `URL` (3 row 5);
  /// `onContinueUserActivity` for any other activity, as the `NSUserActivity` (15 row 5).
  mutating func swiftUIAction<Receiver: CallbackReceiver>(
    _ arrival: Arrival, sessionAt index: Int, receiver: inout Receiver
  ) {
    let ref = sessions[index].ref
    let callback =
      arrival.announcedType == nil
      ? Callback(.onOpenURL, scene: ref, delivery: arrival.delivery, carrying: .url)
      : Callback(.onContinueUserActivity, scene: ref, delivery: arrival.delivery, carrying: .userActivity)
    _ = call(callback, receiver: &receiver)
  }

  /// `willContinueUserActivityWithType`, naming the activity's type: a universal link's is always
  /// `NSUserActivityTypeBrowsingWeb`, so its callback names no delivery; any other names its own
  /// (``DeliveryKind/activityType``).
  func willContinue(_ kind: CallbackKind, _ arrival: Arrival, _ scene: SceneRef? = nil) -> Callback {
    Callback(kind, scene: scene, delivery: arrival.announcedType, carrying: .activityType)
  }

  /// Runs `deliver` before or after the session becomes active, as ``LifecycleOptions/sceneLinkOrder`` says
  /// (4 row 7, inferred).
  mutating func linkAroundActivation<Receiver: CallbackReceiver>(
    sessionAt index: Int, receiver: inout Receiver, _ deliver: (inout LifecycleMachine, inout Receiver) -> Void
  ) {
    let order = read(.sceneLinkOrder, receiver: &receiver)
    if order == .beforeDidBecomeActive { deliver(&self, &receiver) }
    becomeActive(sessionAt: index, receiver: &receiver)
    if order == .afterDidBecomeActive { deliver(&self, &receiver) }
  }
}
