/// Watches callbacks and app effects and reports every broken invariant (see ``ViolationKind``).
///
/// A delivery is on time when it is handled no later than the end of its first activation: the
/// foreground-active span in which it arrived, or the next one if it arrived while the app was not
/// active. The span ends at `…WillResignActive` or when the process dies.
///
/// The simulator keeps every delivery, since a strategy written in Swift may hold items in memory of
/// its own; lookups search from the newest end, so long runs stay linear. The explorer, whose strategies
/// keep all memory in `AppContext`, calls `endEvent(referenced:)` after each event: deliveries no slot
/// holds can never reach the app again and are dropped, and one never handled is `lost` right then. `UserDefaults`
/// is a slot too: an item held there is not lost when the process dies, and one handled at a later launch than the
/// one that delivered it is `stale` with both launch numbers (`launch`; UIKit semantics article, 10c row 4).
///
/// A `performActionFor` completion handler is judged the same way: when it can no longer be called before the
/// app is suspended or its process ends (UIKit semantics article, 8g row 3). That is when its callback returns
/// if the app neither called nor kept it; for a kept handler (`keptCompletion`), when the app releases or
/// replaces it uncalled, or when the process is suspended or ends.
///
/// A team reads a run's monitor through ``Simulator/runner`` (``violations``, ``finish()``); the hooks
/// that feed it are the package's own, called by ``AppRunner``.
public struct InvariantMonitor: Hashable, Sendable {
  /// The deliveries that can still be handled (held in a slot, or from the event under way), in order.
  package private(set) var tracked: [Tracked] = []
  /// The most recent delivery, held or not (``ViolationKind/stale`` compares with it).
  package private(set) var latest: Delivery?
  /// The step that made ``latest``.
  package private(set) var latestStep = 0
  /// Entries before this index are all past their first activation. Activation only moves forward and
  /// deliveries arrive in order, so the others form a suffix and each entry is visited once or twice.
  private var firstNotPast = 0
  /// The process's launch number, counted from 1 per run: one more after every process death. An item handled at a
  /// later launch than the one that delivered it (kept in `UserDefaults`) is ``ViolationKind/stale``, naming both
  /// (UIKit semantics article, 10c row 4).
  package private(set) var launch = 1
  /// Violations found so far, in the order found (without `lost`, which ``finish()`` adds).
  public private(set) var violations: [Violation] = []
  /// Whether some scene (or the app) is foreground-active.
  package private(set) var active = false
  /// Whether the UI has become active since the process launched or the scene last connected; before
  /// that, handling an item acts on UI that may not exist yet (``ViolationKind/handledWhileInactive``).
  package private(set) var uiReady = false
  /// Whether the callback under way is an App Intent's `perform()` with no scene (a background intent, a widget
  /// extension's, or one in an app without scenes): its work needs no UI, so handling there is never
  /// ``ViolationKind/handledWhileInactive`` (UIKit semantics article, 17 rows 1 and 4).
  private var performingWithoutScene = false
  /// The open `performActionFor` call's delivery and its completion count.
  private var openPerformAction: OpenPerformAction?
  /// The completion handler the app keeps to call later (UIKit semantics article, 8g row 1), if any.
  package private(set) var keptCompletion: KeptCompletion?
  /// The serial of the delivery UIKit just routed (``routed(serial:to:)``), whose route is attached to it when
  /// it is tracked.
  var pendingRouteSerial: UInt32?
  /// Where that delivery was routed (`nil`: dropped).
  var pendingRouteTarget: SceneAt?
  /// In an app with several windows, the scene whose callback runs now, or the last one that received a callback
  /// (inside an app-level callback); handling an item routed elsewhere there is ``ViolationKind/wrongScene``.
  package internal(set) var handlingScene: SceneAt?
  /// In an app with several windows, the sessions whose scenes are foreground-active, in number order: the app's
  /// activation (``active``) ends when the last one resigns. `nil` with one window.
  package internal(set) var activeWindows: [UInt8]?

  private struct OpenPerformAction: Hashable, Sendable {
    let delivery: Delivery
    var completions: Int
  }

  /// A monitor that has seen nothing.
  init() {}

  /// The callbacks that matter to the monitor even when they carry no delivery (a bit per raw value):
  /// activation starts and ends, launches and connections, SwiftUI's link actions, and the callbacks with a completion handler.
  @inlinable static var watchedKinds: UInt64 {
    1 << UInt64(CallbackKind.applicationDidBecomeActive.rawValue)
      | 1 << UInt64(CallbackKind.sceneDidBecomeActive.rawValue)
      | 1 << UInt64(CallbackKind.applicationWillResignActive.rawValue)
      | 1 << UInt64(CallbackKind.sceneWillResignActive.rawValue)
      | 1 << UInt64(CallbackKind.willFinishLaunching.rawValue)
      | 1 << UInt64(CallbackKind.sceneWillConnect.rawValue)
      | 1 << UInt64(CallbackKind.onOpenURL.rawValue)
      | 1 << UInt64(CallbackKind.onContinueUserActivity.rawValue)
      | completionHandlerKinds
  }

  /// The callbacks that hand over a completion handler (``CallbackKind/handsCompletionHandler``): the
  /// `performActionFor` methods and `didReceive` (a bit per raw value).
  @inlinable static var completionHandlerKinds: UInt64 {
    1 << UInt64(CallbackKind.applicationPerformAction.rawValue)
      | 1 << UInt64(CallbackKind.windowScenePerformAction.rawValue)
      | 1 << UInt64(CallbackKind.userNotificationCenterDidReceive.rawValue)
  }

  /// Notes a callback before the app reacts to it.
  /// - Parameters:
  ///   - callback: the callback.
  ///   - step: the step that caused it.
  ///   - owesCompletion: for a callback with a completion handler, whether the app implements it and so must call the
  ///     completion handler.
  mutating func willDeliver(_ callback: Callback, step: Int, owesCompletion: Bool = true) {
    performingWithoutScene = callback.kind == .appIntentPerform && callback.scene == nil
    if let delivery = callback.delivery, delivery != latest {
      // Each event makes at most one delivery, and it is the newest.
      tracked.append(
        Tracked(
          delivery: delivery, step: step, handled: 0, activation: active ? .inFirst : .awaitingFirst, launch: launch,
          routedTo: pendingRouteSerial == delivery.serial ? pendingRouteTarget : nil))
      pendingRouteSerial = nil
      pendingRouteTarget = nil
      latest = delivery
      latestStep = step
    }
    switch callback.kind {
    case .applicationDidBecomeActive, .sceneDidBecomeActive:
      if let windows = activeWindows, let session = callback.scene?.session, !windows.contains(session) {
        activeWindows = (windows + [session]).sorted()
      }
      active = true
      uiReady = true
      for index in firstNotPast..<tracked.count where tracked[index].activation == .awaitingFirst {
        tracked[index].activation = .inFirst
      }
    case .applicationWillResignActive, .sceneWillResignActive:
      if let windows = activeWindows, let session = callback.scene?.session {
        // With several windows the app stays active while another window is (UIKit semantics article, 12e row 1).
        activeWindows = windows.filter { $0 != session }
        if activeWindows?.isEmpty == false { break }
      }
      endActivation()
    case .applicationPerformAction, .windowScenePerformAction, .userNotificationCenterDidReceive:
      if let delivery = callback.delivery, owesCompletion {
        openPerformAction = OpenPerformAction(delivery: delivery, completions: 0)
      }
    case .willFinishLaunching, .sceneWillConnect:
      uiReady = false
    case .onOpenURL, .onContinueUserActivity, .onAppIntentExecution:
      // A view modifier's action: the view that consumes the link is on screen by construction.
      uiReady = true
    case .sceneWillPerformAppIntent, .performNavigation:
      // UIKit semantics article, 17 rows 2 and 3: the system hands the intent to the scene it picked so the app can
      // configure that scene's views before it shows them.
      uiReady = true
    case .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
      .applicationWillEnterForeground, .applicationDidEnterBackground, .sceneWillEnterForeground,
      .sceneDidEnterBackground, .sceneDidDisconnect, .willEnterForegroundNotification, .didBecomeActiveNotification,
      .willResignActiveNotification, .didEnterBackgroundNotification, .scenePhaseInactive, .scenePhaseActive,
      .scenePhaseBackground, .applicationOpenURL, .applicationWillContinueUserActivity,
      .applicationContinueUserActivity, .sceneOpenURLContexts, .sceneWillContinueUserActivity,
      .sceneContinueUserActivity, .applicationWillTerminate, .willTerminateNotification, .appScenePhaseInactive,
      .appScenePhaseActive, .appScenePhaseBackground, .applicationUserDidAcceptCloudKitShare,
      .windowSceneUserDidAcceptCloudKitShare, .appIntentPerform:
      // The termination callbacks change nothing the invariants track: a delivery still pending when the
      // process then exits is judged by `processDidExit()` (lost, as at any other death).
      break
    }
  }

  /// Notes what the app did in response.
  mutating func saw(_ effect: AppEffect, step: Int) {
    switch effect {
    case .handle(let delivery):
      noteHandle(delivery, step: step)
    case .completion:
      openPerformAction?.completions += 1
    case .keepCompletion(let delivery):
      if let kept = keptCompletion, kept.delivery != delivery {
        judgeUncalled(kept, before: .replaced(by: delivery.item), step: step)
      }
      keptCompletion = KeptCompletion(delivery: delivery, calls: 0, reportedMissing: false)
    case .callKeptCompletion(_, let delivery):
      guard var kept = keptCompletion, kept.delivery == delivery else { break }
      kept.calls += 1
      keptCompletion = kept
      if kept.calls > 1 {
        violations.append(
          Violation(kind: .completionRepeated, delivery: delivery, step: step, detail: .completionCalls(kept.calls)))
      }
    case .releaseCompletion(let delivery):
      guard let kept = keptCompletion, kept.delivery == delivery else { break }
      keptCompletion = nil
      // Released inside its own performActionFor: judged when that returns, as a handler never kept.
      if openPerformAction?.delivery != delivery { judgeUncalled(kept, before: .released, step: step) }
    case .drop(let delivery, let gate, let cause):
      markLost(delivery, .dropped(gate: gate.name, cause: cause))
    case .resetAfterFailedHandling(let delivery):
      markLost(delivery, .clearedWhileHandlingFailed(step: step))
    case .notCalled(_, let delivery):
      // UIKit never handed the handler out: nothing is owed for it.
      if keptCompletion?.delivery == delivery { keptCompletion = nil }
    case .store, .reset, .returnFalse, .returnTrue, .screen, .skipDuplicate, .send, .queue, .ready, .gateClosed,
      .gateOpened, .gateOpenedInScene, .deferToMainQueue, .runDeferred, .setFlag, .clearFlag, .skipRest:
      break
    }
  }

  /// Notes how `delivery` was lost, should it never be handled.
  private mutating func markLost(_ delivery: Delivery, _ cause: LostCause) {
    guard let index = tracked.lastIndex(where: { $0.delivery == delivery }) else { return }
    tracked[index].lostCause = cause
  }

  /// The `lost` violation for a delivery never handled.
  private static func lost(_ entry: Tracked) -> Violation {
    let detail: Violation.Detail
    switch entry.lostCause {
    case nil: detail = .deliveredAt(step: entry.step)
    case .dropped(let gate, let cause)?: detail = .dropped(gate: gate, cause: cause, deliveredAt: entry.step)
    case .clearedWhileHandlingFailed(let step)?:
      detail = .clearedWhileHandlingFailed(clearedAt: step, deliveredAt: entry.step)
    }
    return Violation(kind: .lost, delivery: entry.delivery, step: entry.step, detail: detail)
  }

  /// Notes that the app finished reacting to `callback`.
  ///
  /// A `performActionFor` that returns having called its handler more than once is `completionRepeated`. One that
  /// returns without calling it is `completionMissing` right then unless the app kept the handler: nothing can
  /// call it any more. A kept handler is judged later (UIKit semantics article, 8g row 3).
  mutating func didDeliver(_ callback: Callback, step: Int) {
    guard callback.kind.handsCompletionHandler, let open = openPerformAction else { return }
    openPerformAction = nil
    if open.completions > 1 {
      violations.append(
        Violation(
          kind: .completionRepeated, delivery: open.delivery, step: step,
          detail: .completionCalls(open.completions)))
    }
    if var kept = keptCompletion, kept.delivery == open.delivery {
      kept.calls = open.completions
      keptCompletion = kept
    } else if open.completions == 0 {
      violations.append(Violation(kind: .completionMissing, delivery: open.delivery, step: step, detail: .none))
    }
  }

  /// The app turned out not to implement the `performActionFor` under way (``AppContext/declinedCallback``): UIKit
  /// would not have called it, so no completion handler is owed.
  mutating func withdrawCompletionDebt() {
    openPerformAction = nil
  }

  /// Notes that the app crashed at launch, before any of its code ran (``ViolationKind/launchCrash``; UIKit
  /// semantics article, 8e rows 2 and 7).
  mutating func launchDidCrash(step: Int = 0) {
    violations.append(Violation(kind: .launchCrash, delivery: Violation.noDelivery, step: step, detail: .none))
  }

  /// Notes that the process was suspended: a kept handler not called yet is `completionMissing` (once; the app
  /// keeps it, and may still call it when it runs again).
  mutating func processDidSuspend(step: Int = 0) {
    guard var kept = keptCompletion, kept.calls == 0, !kept.reportedMissing else { return }
    violations.append(
      Violation(kind: .completionMissing, delivery: kept.delivery, step: step, detail: .completionNotCalled(.suspended))
    )
    kept.reportedMissing = true
    keptCompletion = kept
  }

  /// Notes that the process died: every open activation ends, and a kept handler goes with the app's memory
  /// (`completionMissing` if it was never called and not reported at a suspension).
  mutating func processDidExit(step: Int = 0) {
    if activeWindows != nil { activeWindows = [] }
    endActivation()
    if let kept = keptCompletion { judgeUncalled(kept, before: .processEnded, step: step) }
    keptCompletion = nil
    launch += 1
  }

  /// A kept handler can no longer be called: `completionMissing` if it never was and was not reported yet.
  private mutating func judgeUncalled(_ kept: KeptCompletion, before end: Violation.CompletionEnd, step: Int) {
    guard kept.calls == 0, !kept.reportedMissing else { return }
    violations.append(
      Violation(kind: .completionMissing, delivery: kept.delivery, step: step, detail: .completionNotCalled(end)))
  }

  /// Notes that an event is over: deliveries no slot holds can never be handled again and are dropped;
  /// those never handled are `lost`.
  /// - Parameter referenced: whether the app still holds a delivery in some slot.
  mutating func endEvent(referenced: (Delivery) -> Bool) {
    firstNotPast = 0
    performingWithoutScene = false
    tracked.removeAll { entry in
      guard !referenced(entry.delivery) else { return false }
      if entry.handled == 0 { violations.append(Self.lost(entry)) }
      return true
    }
    while firstNotPast < tracked.count, tracked[firstNotPast].activation == .pastFirst { firstNotPast += 1 }
  }

  /// The violations of a run that ends here: those found so far, plus `lost` for every delivery still
  /// held but never handled.
  public func finish() -> [Violation] {
    violations + lostIfTheRunEnds { _ in true }
  }

  /// The `lost` violations a run ending here adds for the deliveries still tracked and never handled that `counts`
  /// selects (``finish()`` counts them all).
  func lostIfTheRunEnds(counting counts: (Delivery) -> Bool) -> [Violation] {
    tracked.compactMap { entry in entry.handled == 0 && counts(entry.delivery) ? Self.lost(entry) : nil }
  }

  /// A foreground App Intent ran in a widget extension, which does not open the app (UIKit semantics article, 17 row
  /// 5): when the app is not active, the activation the user asked for now has passed, so handling the delivery at a
  /// later one is ``ViolationKind/late`` (the user opened the app another way).
  mutating func firstActivationMissed(_ delivery: Delivery) {
    guard !active, let index = tracked.lastIndex(where: { $0.delivery == delivery }),
      tracked[index].activation == .awaitingFirst
    else { return }
    tracked[index].activation = .pastFirst
  }

  private mutating func endActivation() {
    active = false
    for index in firstNotPast..<tracked.count where tracked[index].activation == .inFirst {
      tracked[index].activation = .pastFirst
    }
    while firstNotPast < tracked.count, tracked[firstNotPast].activation == .pastFirst { firstNotPast += 1 }
  }

  private mutating func noteHandle(_ delivery: Delivery, step: Int) {
    guard let index = tracked.lastIndex(where: { $0.delivery == delivery }) else {
      // UIKit never handed the app this item with this selection: the app handled another item than the one
      // delivered, such as the static item of the type when the user picked a dynamic item that reuses that type
      // with another `userInfo` (UIKit semantics article, 5a row 2). The delivered item stays unhandled.
      if let delivered = tracked.last(where: { $0.delivery.serial == delivery.serial }) {
        violations.append(
          Violation(
            kind: .stale, delivery: delivery, step: step,
            detail: .otherThanDelivered(item: delivered.delivery.item, step: delivered.step)))
      }
      return
    }
    tracked[index].handled += 1
    let entry = tracked[index]
    if entry.handled >= 2 {
      violations.append(
        Violation(
          kind: .duplicate, delivery: delivery, step: step,
          detail: .handledTimes(entry.handled, deliveredAt: entry.step)))
    }
    // From an earlier launch (only `UserDefaults` keeps an item that long): `stale` with both launch numbers, in
    // place of `late` and of the newer-delivery `stale`, one verdict for one cause (10c row 4).
    let earlierLaunch = entry.launch < launch
    if earlierLaunch {
      violations.append(
        Violation(
          kind: .stale, delivery: delivery, step: step, detail: .launches(delivered: entry.launch, handled: launch)))
    }
    if entry.handled == 1, entry.activation == .pastFirst, !earlierLaunch {
      // A repeat is a duplicate, not late: lateness is about when the first handling happened.
      violations.append(Violation(kind: .late, delivery: delivery, step: step, detail: .deliveredAt(step: entry.step)))
    }
    if let latest, latest != delivery, !earlierLaunch {
      violations.append(
        Violation(
          kind: .stale, delivery: delivery, step: step,
          detail: .newerDelivery(item: latest.item, step: latestStep)))
    }
    if !active && !uiReady && !performingWithoutScene {
      violations.append(Violation(kind: .handledWhileInactive, delivery: delivery, step: step, detail: .none))
    }
    if let routed = entry.routedTo, let handler = handlingScene, handler.session != routed.session {
      violations.append(
        Violation(
          kind: .wrongScene, delivery: delivery, step: step,
          detail: .wrongScene(routed: routed.scene, handled: handler.scene)))
    }
  }
}

extension InvariantMonitor {
  /// Rebuilds a monitor from the deliveries that can still matter (used by the explorer).
  init(tracked: [Tracked], latest: Delivery?, active: Bool, uiReady: Bool, keptCompletion: KeptCompletion?) {
    self.init()
    self.tracked = tracked
    self.latest = latest
    self.active = active
    self.uiReady = uiReady
    self.keptCompletion = keptCompletion
  }
}
