/// Watches callbacks and app effects and reports every broken invariant (see ``ViolationKind``).
///
/// A delivery is on time when it is handled no later than the end of its first activation: the
/// foreground-active span in which it arrived, or the next one if it arrived while the app was not
/// active. The span ends at `…WillResignActive` or when the process dies.
///
/// The simulator keeps every delivery, since a strategy written in Swift may hold items in memory of
/// its own; lookups search from the newest end, so long runs stay linear. The explorer, whose strategies
/// keep all memory in `AppContext`, calls ``endEvent(referenced:)`` after each event: deliveries no slot
/// holds can never reach the app again and are dropped, and one never handled is `lost` right then.
public struct InvariantMonitor: Hashable, Sendable {
  /// What the monitor knows about one delivery.
  public struct Tracked: Hashable, Sendable {
    /// The delivery.
    public let delivery: Delivery
    /// The step that delivered it.
    public let step: Int
    /// How often it has been handled.
    public var handled: Int
    /// Where it stands relative to its first activation.
    public var activation: Activation
  }

  /// A delivery's position relative to its first activation.
  public enum Activation: Hashable, Sendable {
    /// Delivered while not active; its first activation has not begun.
    case awaitingFirst
    /// Its first activation is under way.
    case inFirst
    /// Its first activation has ended.
    case pastFirst
  }

  /// The deliveries that can still be handled (held in a slot, or from the event under way), in order.
  public private(set) var tracked: [Tracked] = []
  /// The most recent delivery, held or not (``ViolationKind/stale`` compares with it).
  public private(set) var latest: Delivery?
  /// The step that made ``latest``.
  public private(set) var latestStep = 0
  /// Entries before this index are all past their first activation. Activation only moves forward and
  /// deliveries arrive in order, so the others form a suffix and each entry is visited once or twice.
  private var firstNotPast = 0
  /// Violations found so far, in the order found (without `lost`, which ``finish()`` adds).
  public private(set) var violations: [Violation] = []
  /// Whether some scene (or the app) is foreground-active.
  public private(set) var active = false
  /// Whether the UI has become active since the process launched or the scene last connected; before
  /// that, handling an item acts on UI that may not exist yet (``ViolationKind/handledWhileInactive``).
  public private(set) var uiReady = false
  /// The open `performActionFor` call's delivery and its completion count.
  private var openPerformAction: OpenPerformAction?

  private struct OpenPerformAction: Hashable, Sendable {
    let delivery: Delivery
    var completions: Int
  }

  /// A monitor that has seen nothing.
  public init() {}

  /// The callbacks that matter to the monitor even when they carry no delivery (a bit per raw value):
  /// activation starts and ends, launches and connections, `onOpenURL` and `performActionFor`.
  @inlinable static var watchedKinds: UInt32 {
    1 << UInt32(CallbackKind.applicationDidBecomeActive.rawValue)
      | 1 << UInt32(CallbackKind.sceneDidBecomeActive.rawValue)
      | 1 << UInt32(CallbackKind.applicationWillResignActive.rawValue)
      | 1 << UInt32(CallbackKind.sceneWillResignActive.rawValue)
      | 1 << UInt32(CallbackKind.willFinishLaunching.rawValue)
      | 1 << UInt32(CallbackKind.sceneWillConnect.rawValue)
      | 1 << UInt32(CallbackKind.onOpenURL.rawValue)
      | performActionKinds
  }

  /// The `performActionFor` callbacks (a bit per raw value).
  @inlinable static var performActionKinds: UInt32 {
    1 << UInt32(CallbackKind.applicationPerformAction.rawValue)
      | 1 << UInt32(CallbackKind.windowScenePerformAction.rawValue)
  }

  /// Notes a callback before the app reacts to it.
  /// - Parameters:
  ///   - callback: the callback.
  ///   - step: the step that caused it.
  ///   - owesCompletion: for `performActionFor`, whether the app implements it and so must call the
  ///     completion handler.
  public mutating func willDeliver(_ callback: Callback, step: Int, owesCompletion: Bool = true) {
    if let delivery = callback.delivery, delivery != latest {
      // Each event makes at most one delivery, and it is the newest.
      tracked.append(
        Tracked(delivery: delivery, step: step, handled: 0, activation: active ? .inFirst : .awaitingFirst))
      latest = delivery
      latestStep = step
    }
    switch callback.kind {
    case .applicationDidBecomeActive, .sceneDidBecomeActive:
      active = true
      uiReady = true
      for index in firstNotPast..<tracked.count where tracked[index].activation == .awaitingFirst {
        tracked[index].activation = .inFirst
      }
    case .applicationWillResignActive, .sceneWillResignActive:
      endActivation()
    case .applicationPerformAction, .windowScenePerformAction:
      if let delivery = callback.delivery, owesCompletion {
        openPerformAction = OpenPerformAction(delivery: delivery, completions: 0)
      }
    case .willFinishLaunching, .sceneWillConnect:
      uiReady = false
    case .onOpenURL:
      // A view modifier's action: the view that consumes the link is on screen by construction.
      uiReady = true
    case .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
      .applicationWillEnterForeground, .applicationDidEnterBackground, .sceneWillEnterForeground,
      .sceneDidEnterBackground, .sceneDidDisconnect, .willEnterForegroundNotification, .didBecomeActiveNotification,
      .willResignActiveNotification, .didEnterBackgroundNotification, .scenePhaseInactive, .scenePhaseActive,
      .scenePhaseBackground, .applicationOpenURL, .applicationWillContinueUserActivity,
      .applicationContinueUserActivity, .sceneOpenURLContexts, .sceneWillContinueUserActivity,
      .sceneContinueUserActivity, .applicationWillTerminate, .willTerminateNotification:
      // The termination callbacks change nothing the invariants track: a delivery still pending when the
      // process then exits is judged by `processDidExit()` (lost, as at any other death).
      break
    }
  }

  /// Notes what the app did in response.
  public mutating func saw(_ effect: AppEffect, step: Int) {
    switch effect {
    case .handle(let delivery):
      noteHandle(delivery, step: step)
    case .completion:
      openPerformAction?.completions += 1
    case .store, .reset, .returnFalse, .skipDuplicate:
      break
    }
  }

  /// Notes that the app finished reacting to `callback`.
  public mutating func didDeliver(_ callback: Callback, step: Int) {
    guard callback.kind.isPerformAction, let open = openPerformAction else { return }
    openPerformAction = nil
    if open.completions == 0 {
      violations.append(Violation(kind: .completionMissing, delivery: open.delivery, step: step, detail: .none))
    } else if open.completions > 1 {
      violations.append(
        Violation(
          kind: .completionRepeated, delivery: open.delivery, step: step,
          detail: .completionCalls(open.completions)))
    }
  }

  /// Notes that the process died: every open activation ends.
  public mutating func processDidExit() { endActivation() }

  /// Notes that an event is over: deliveries no slot holds can never be handled again and are dropped;
  /// those never handled are `lost`.
  /// - Parameter referenced: whether the app still holds a delivery in some slot.
  public mutating func endEvent(referenced: (Delivery) -> Bool) {
    firstNotPast = 0
    tracked.removeAll { entry in
      guard !referenced(entry.delivery) else { return false }
      if entry.handled == 0 {
        violations.append(
          Violation(kind: .lost, delivery: entry.delivery, step: entry.step, detail: .deliveredAt(step: entry.step)))
      }
      return true
    }
    while firstNotPast < tracked.count, tracked[firstNotPast].activation == .pastFirst { firstNotPast += 1 }
  }

  /// The violations of a run that ends here: those found so far, plus `lost` for every delivery still
  /// held but never handled.
  public func finish() -> [Violation] {
    var result = violations
    for entry in tracked where entry.handled == 0 {
      result.append(
        Violation(
          kind: .lost, delivery: entry.delivery, step: entry.step,
          detail: .deliveredAt(step: entry.step)))
    }
    return result
  }

  private mutating func endActivation() {
    active = false
    for index in firstNotPast..<tracked.count where tracked[index].activation == .inFirst {
      tracked[index].activation = .pastFirst
    }
    while firstNotPast < tracked.count, tracked[firstNotPast].activation == .pastFirst { firstNotPast += 1 }
  }

  private mutating func noteHandle(_ delivery: Delivery, step: Int) {
    guard let index = tracked.lastIndex(where: { $0.delivery == delivery }) else { return }
    tracked[index].handled += 1
    let entry = tracked[index]
    if entry.handled >= 2 {
      violations.append(
        Violation(
          kind: .duplicate, delivery: delivery, step: step,
          detail: .handledTimes(entry.handled, deliveredAt: entry.step)))
    }
    if entry.handled == 1, entry.activation == .pastFirst {
      // A repeat is a duplicate, not late: lateness is about when the first handling happened.
      violations.append(Violation(kind: .late, delivery: delivery, step: step, detail: .deliveredAt(step: entry.step)))
    }
    if let latest, latest != delivery {
      violations.append(
        Violation(
          kind: .stale, delivery: delivery, step: step,
          detail: .newerDelivery(item: latest.item, step: latestStep)))
    }
    if !active && !uiReady {
      violations.append(Violation(kind: .handledWhileInactive, delivery: delivery, step: step, detail: .none))
    }
  }
}

extension InvariantMonitor {
  /// Rebuilds a monitor from the deliveries that can still matter (used by the explorer).
  init(tracked: [Tracked], latest: Delivery?, active: Bool, uiReady: Bool) {
    self.init()
    self.tracked = tracked
    self.latest = latest
    self.active = active
    self.uiReady = uiReady
  }
}
