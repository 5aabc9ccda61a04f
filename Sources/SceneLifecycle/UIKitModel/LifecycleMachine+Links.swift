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

  /// The delivery it makes.
  var delivery: Delivery {
    switch self {
    case .quickAction(let delivery), .url(let delivery), .universalLink(let delivery),
      .notificationResponse(let delivery):
      delivery
    }
  }

  /// Whether it is a link rather than a quick action or a notification response.
  var isLink: Bool {
    switch self {
    case .quickAction, .notificationResponse: false
    case .url, .universalLink: true
    }
  }

  /// Whether it is a tapped notification.
  var isNotificationResponse: Bool {
    switch self {
    case .notificationResponse: true
    case .quickAction, .url, .universalLink: false
    }
  }

  /// How launch options and connection options carry it: `shortcutItem`, `url` / `urlContexts`,
  /// `userActivityDictionary` / `userActivities`, or `remoteNotification` / `notificationResponse`.
  var optionsKind: DeliveryKind {
    switch self {
    case .quickAction: .shortcutItem
    case .url: .url
    case .universalLink: .userActivity
    case .notificationResponse: .notificationResponse
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
      // 4 rows 1–3: application(_:open:options:), or the willContinue/continue pair for a universal link.
      if case .universalLink = arrival {
        _ = call(Callback(.applicationWillContinueUserActivity), receiver: &receiver)
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
    if case .universalLink = arrival {
      if !announced { _ = call(Callback(.sceneWillContinueUserActivity, scene: ref), receiver: &receiver) }
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
    let delegateCallback: CallbackKind
    switch arrival {
    case .universalLink: delegateCallback = .sceneContinueUserActivity
    case .url, .quickAction, .notificationResponse: delegateCallback = .sceneOpenURLContexts
    }
    var route = CustomDelegateLinkDelivery.swiftUIOnly
    if warm && receiver.implements(delegateCallback) {
      route = read(.swiftUICustomDelegateLinks, receiver: &receiver)
    }
    switch route {
    case .swiftUIOnly:
      if case .universalLink = arrival, !announced {
        _ = call(Callback(.sceneWillContinueUserActivity, scene: sessions[0].ref), receiver: &receiver)
      }
      onOpenURL(arrival, sessionAt: 0, receiver: &receiver)
    case .delegateOnly:
      sceneDelegateLink(arrival, announced: announced, receiver: &receiver)
      // An app run as its own delegate classes learns only by calling whether the delegate implements the method
      // (``AppContext/declinedCallback``); when it did not, the call left no trace and SwiftUI's action takes the
      // link, as it would have from the start. A universal link's `scene(_:willContinueUserActivityWithType:)`
      // has been made already.
      if !receiver.implements(delegateCallback) { onOpenURL(arrival, sessionAt: 0, receiver: &receiver) }
    case .both:
      // The order between the two hooks is not known; the model calls the delegate first.
      sceneDelegateLink(arrival, announced: announced, receiver: &receiver)
      onOpenURL(arrival, sessionAt: 0, receiver: &receiver)
    }
  }

  /// SwiftUI's `onOpenURL` action: both kinds of link, as a `URL` (3 row 5).
  mutating func onOpenURL<Receiver: CallbackReceiver>(
    _ arrival: Arrival, sessionAt index: Int, receiver: inout Receiver
  ) {
    _ = call(
      Callback(.onOpenURL, scene: sessions[index].ref, delivery: arrival.delivery, carrying: .url), receiver: &receiver)
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
