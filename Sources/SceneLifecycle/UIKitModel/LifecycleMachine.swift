import QuickActions

/// UIKit's side of quick-action and link delivery, as a pure state machine.
///
/// ### Overview
/// The machine holds what UIKit knows about the app: whether its process runs, its scene sessions and
/// their activation states, and the Home Screen menu. ``handle(_:)`` takes one
/// ``LifecycleEvent`` and returns, as a ``MachineStep``, every callback UIKit would make for it, in order, following
/// sections 1 to 4 of <doc:UIKitSemantics>. Orderings the article only infers are ``LifecycleOptions``.
///
/// ### Function
/// Inside the package, callbacks go to a receiver (the internal `CallbackReceiver`) one at a time, because UIKit's
/// next step can depend on the app's answer: if either launch method returns `false`,
/// `application(_:performActionFor:…)` is not called. ``Simulator`` runs an app that way; ``handle(_:)`` answers
/// for a fixed app that implements every callback and returns `true`. The receiver is the only way out; the machine
/// does no I/O, reads no clock and prints nothing.
///
/// ### Implementation
/// Each event switches exhaustively over the target session's ``AppPhase``. An event that cannot happen
/// in that phase (going home from the Home Screen, say) changes nothing and comes back as a
/// ``Rejection`` value, so a scenario can never make the machine trap.
///
/// Sessions are kept in an array, most recently active first. An app with one window has at most one; an app with
/// several windows (``windows``, iPad) has one per open declared scene, and UIKit routes each quick action or link
/// to one of them (UIKit semantics article, section 12): the chosen session moves to the front, and the delivery
/// then takes the same roads as in a one-window app.
public struct LifecycleMachine: Hashable, Sendable {
  /// Which lifecycle the app uses.
  public let style: LifecycleStyle
  /// The device the app runs on; it decides whether a quick action can reach the app in front (8a).
  public let device: Device
  /// The SDK the app is built with and its scene manifest: from the iOS 27 SDK, an app that has not adopted the
  /// scene lifecycle crashes at launch (UIKit semantics article, 8e rows 2, 3 and 7).
  public let build: AppBuild
  /// The switches for inferred orderings. Private, and under a name of its own, so that the transition code
  /// (in the other `LifecycleMachine+…` files) can read them only through `read(_:receiver:)`, which reports
  /// every read to the receiver; ``replaceOptions(with:)`` swaps them for the explorer.
  private var inferredOrderings: LifecycleOptions
  // The state below changes only in the machine's own files (Swift's `private` ends at a file, and the
  // transitions span four); the explorer saves and restores it through ``Snapshot``.
  /// Whether the app's process is alive.
  public internal(set) var processRunning: Bool
  /// The scene sessions UIKit keeps for the app (in the AppDelegate style, one record stands for the
  /// app's window while the process runs).
  public internal(set) var sessions: [SceneSession]
  /// Sessions the user discarded while the process was dead; reported by
  /// `application(_:didDiscardSceneSessions:)` at the next launch.
  public internal(set) var discardedSessions: [UInt8]
  /// The Home Screen quick-action menu.
  public internal(set) var menu: HomeScreenMenu<ItemID>
  /// How many quick actions the user has picked so far.
  public internal(set) var deliveriesMade: UInt32
  /// The number the next new session gets.
  var nextSessionNumber: UInt8
  /// The app's declared scenes and how items match them, when it supports several windows on iPad; `nil` for an
  /// app with one window, which takes exactly the roads it always took.
  public internal(set) var windows: WindowSetup?
  /// In the `unattached` phase only (`false` elsewhere): whether the process whose scene the system disconnected
  /// is suspended, because it was when the scene went or `systemSuspend` came since. A process still running
  /// code gets `applicationWillTerminate(_:)` when it ends (UIKit semantics article, 8d rows 1 and 2).
  public internal(set) var unattachedProcessSuspended: Bool

  /// The number of the first session a scene app gets.
  static let firstSessionNumber: UInt8 = 1
  /// The number of the one record that stands for the AppDelegate style's window.
  static let windowRecordNumber: UInt8 = 0

  /// A freshly installed app: no process, no session, the static items in the menu.
  /// - Parameters:
  ///   - style: the app's lifecycle.
  ///   - device: the device the app runs on (iPhone unless given).
  ///   - options: switches for inferred orderings.
  ///   - staticItems: the Info.plist quick actions, in Info.plist order.
  ///   - dynamicItemsAfterUpdate: what happens to old dynamic items after an update (inferred).
  ///   - build: the SDK the app is built with and its scene manifest (the iOS 26 SDK, configured, unless given).
  ///   - windows: the declared scenes and how items match them, for an app with several windows on iPad (UIKit
  ///     semantics article, section 12); `nil`, the default, for an app with one window.
  public init(
    style: LifecycleStyle, device: Device = .iPhone, options: LifecycleOptions = .defaults,
    staticItems: [ItemID] = [], dynamicItemsAfterUpdate: DynamicItemsAfterUpdate = .keptUntilReplaced,
    build: AppBuild = .standard, windows: WindowSetup? = nil
  ) {
    self.style = style
    self.device = device
    self.build = build
    self.inferredOrderings = options
    self.processRunning = false
    self.sessions = []
    self.discardedSessions = []
    self.menu = HomeScreenMenu(staticItems: staticItems, afterUpdate: dynamicItemsAfterUpdate)
    self.deliveriesMade = 0
    self.nextSessionNumber = Self.firstSessionNumber
    self.unattachedProcessSuspended = false
    self.windows = windows
  }

  /// The same machine under other switches: the direct explorer's memo tables hand a transition learned under one
  /// option combination to every combination that agrees on the switches it read, and run a machine situation's
  /// representative, first met under one combination, under another (`WorldTable`).
  mutating func replaceOptions(with options: LifecycleOptions) { inferredOrderings = options }

  /// The machine's one door to its options: tells `receiver` that `key`'s switch is consulted
  /// (``CallbackReceiver/consulted(_:)``) and returns its value. Every inferred ordering is decided through
  /// it, so the explorer's memo tables, which index a transition by the switches it consulted, cannot miss one.
  @inline(__always)
  func read<Value, Receiver: CallbackReceiver>(_ key: InferredSwitch<Value>, receiver: inout Receiver) -> Value {
    receiver.consulted(key.option)
    return key.value(inferredOrderings)
  }

  /// The phase of the app as a whole: that of its most active scene (UIKit semantics article, 12e row 2), or of the
  /// app when it has no session. With one window, the phase of its session.
  public var phase: AppPhase {
    Self.phase(processRunning: processRunning, sceneState: mostActiveState)
  }

  /// The state of the most active session's scene, `nil` with no session.
  var mostActiveState: SceneState? {
    guard var best = sessions.first?.state else { return nil }
    for session in sessions.dropFirst() where session.state.activity > best.activity { best = session.state }
    return best
  }

  /// The phase of a machine whose process runs or not and whose first session's scene is in `sceneState`
  /// (`nil` when it has no session). A running process with no session is `unattached`: a scene app the system
  /// launched in the background without connecting a scene (UIKit semantics article, 8c row 2).
  static func phase(processRunning: Bool, sceneState: SceneState?) -> AppPhase {
    guard let sceneState else { return processRunning ? .unattached : .notRunning }
    guard processRunning else { return .notRunningWithSavedSession }
    switch sceneState {
    case .unattached: return .unattached
    case .foregroundInactive: return .foregroundInactive
    case .foregroundActive: return .foregroundActive
    case .background: return .background
    case .suspended: return .suspended
    }
  }

  /// Applies one event, making UIKit's callbacks on `receiver` in order.
  /// - Parameters:
  ///   - event: what the user or the system did.
  ///   - receiver: the app; it answers each callback (launch methods return a `Bool`).
  /// - Returns: `nil` when the event happened, or why it cannot happen in the current phase.
  @discardableResult
  mutating func handle<Receiver: CallbackReceiver>(
    _ event: LifecycleEvent, receiver: inout Receiver
  ) -> Rejection? {
    let phase = self.phase
    // The flag describes an unattached process only; cleared when the event leaves that phase, so that machines
    // in the same state compare equal.
    defer { if self.phase != .unattached { unattachedProcessSuspended = false } }
    // A block the app queued on the main queue runs once UIKit's callbacks for the event are done (10b row 2).
    defer { endEventOnMainQueue(receiver: &receiver) }
    switch event {
    case .tapIcon:
      // The icon brings back the most recently active window (with one window, the app's phase).
      return open(delivering: nil, from: frontPhase, receiver: &receiver)
    case .quickAction(let item):
      guard menu.isShown(item) else { return Rejection(event: event, phase: phase, reason: .notInMenu(item)) }
      // UIKit semantics article, 8a row 2: on iPhone every surface that shows the app's icon replaces the app in
      // front, so the menu can never open over a foreground-active app. On iPad the Dock can (8a rows 3 and 4).
      guard phase != .foregroundActive || device.deliversQuickActionToActiveApp else {
        return Rejection(event: event, phase: phase, reason: .appInFront(device))
      }
      deliveriesMade &+= 1
      return deliver(.quickAction(Delivery(serial: deliveriesMade, item: item)), from: phase, receiver: &receiver)
    case .openURL(let link):
      // Section 4: a link can reach the app in any phase; only the road differs.
      deliveriesMade &+= 1
      return deliver(.url(Delivery(serial: deliveriesMade, item: link)), from: phase, receiver: &receiver)
    case .universalLink(let link):
      deliveriesMade &+= 1
      return deliver(.universalLink(Delivery(serial: deliveriesMade, item: link)), from: phase, receiver: &receiver)
    case .userActivity(let link):
      // Section 15: an activity takes the link roads of section 4, in any phase.
      deliveriesMade &+= 1
      return deliver(.userActivity(Delivery(serial: deliveriesMade, item: link)), from: phase, receiver: &receiver)
    case .handoff(let link):
      deliveriesMade &+= 1
      return deliver(.handoff(Delivery(serial: deliveriesMade, item: link)), from: phase, receiver: &receiver)
    case .cloudKitShare(let link):
      // Section 16: an invitation can be accepted in any phase; only the road differs.
      deliveriesMade &+= 1
      return deliver(.cloudKitShare(Delivery(serial: deliveriesMade, item: link)), from: phase, receiver: &receiver)
    case .appIntent(let intent, let run):
      // Section 17: an intent can run in any phase; its mode and process pick the road.
      deliveriesMade &+= 1
      return runAppIntent(Delivery(serial: deliveriesMade, item: intent), run, from: phase, receiver: &receiver)
    case .webClip(let link):
      return openFromWebClip(link, from: phase, receiver: &receiver)
    case .notificationTap(let link):
      // Section 14: a tap can reach the app in any phase; only the road differs.
      deliveriesMade &+= 1
      return deliver(
        .notificationResponse(Delivery(serial: deliveriesMade, item: link)), from: phase, receiver: &receiver)
    case .goHome:
      return goHome(from: phase, receiver: &receiver)
    case .interruption:
      return interrupt(from: phase, receiver: &receiver)
    case .mainQueueTurn:
      return turnMainQueue(from: phase, receiver: &receiver)
    case .systemSuspend:
      return suspend(from: phase, receiver: &receiver)
    case .systemDisconnectScene(let scene):
      return disconnect(scene: scene, from: phase, receiver: &receiver)
    case .systemTerminate:
      return terminate(from: phase, receiver: &receiver)
    case .forceQuit:
      return forceQuit(from: phase, receiver: &receiver)
    case .setDynamicItems(let items):
      guard processRunning else { return Rejection(event: event, phase: phase, reason: .processNotRunning) }
      menu.setDynamicItems(items)
      return nil
    case .backgroundLaunch:
      return backgroundLaunch(from: phase, receiver: &receiver)
    case .updateApp:
      if processRunning { killProcess(keepingCard: false, receiver: &receiver) }
      menu.update()
      return nil
    case .appReady(let gate):
      return appReady(gate, from: phase, receiver: &receiver)
    case .openWindow(let scene):
      return openWindow(scene: scene, from: phase, receiver: &receiver)
    case .closeWindow(let scene):
      return closeWindow(scene: scene, from: phase, receiver: &receiver)
    case .focus(let scene):
      return focus(scene: scene, from: phase, receiver: &receiver)
    }
  }
}

/// One scene session as UIKit tracks it.
public struct SceneSession: Hashable, Sendable {
  /// The session's number, from 1 in creation order.
  public let number: UInt8
  /// The activation state of its scene.
  public internal(set) var state: SceneState
  /// Which scene delegate instance is (or will next be) connected.
  public internal(set) var generation: UInt8
  /// The declared scene this session is a window of (its index in ``WindowSetup/sceneIDs``); 0 in an app with one
  /// window.
  public internal(set) var scene: UInt8 = 0

  /// The scene delegate instance currently attached.
  public var ref: SceneRef { SceneRef(session: number, generation: generation) }
}

/// `UIScene.ActivationState`, plus suspension, which UIKit reports as background.
public enum SceneState: String, Hashable, Sendable, CaseIterable {
  /// No scene object is connected to the session (never connected yet, or disconnected).
  case unattached
  /// On screen, not receiving events.
  case foregroundInactive
  /// On screen and receiving events.
  case foregroundActive
  /// Off screen, running code.
  case background
  /// Off screen, not running code.
  case suspended

  /// Whether the scene is on screen (foreground, active or not).
  var isForeground: Bool {
    switch self {
    case .foregroundInactive, .foregroundActive: true
    case .unattached, .background, .suspended: false
    }
  }

  /// How active the state is, for the app's aggregate state (12e row 2): foreground-active is the most active,
  /// unattached the least.
  var activity: Int {
    switch self {
    case .unattached: 0
    case .suspended: 1
    case .background: 2
    case .foregroundInactive: 3
    case .foregroundActive: 4
    }
  }
}

/// The app side of the machine's one funnel: it receives every callback in order. The module's own plumbing:
/// ``AppRunner`` runs a strategy through it for ``Simulator`` and the explorers, and ``LifecycleMachine/handle(_:)``
/// records a fixed app's side as a ``MachineStep`` for everyone else.
protocol CallbackReceiver {
  /// Handles one callback.
  /// - Returns: the value a launch method returns (`true` lets UIKit go on to `performActionFor`);
  ///   ignored for every other callback.
  mutating func receive(_ callback: Callback) -> Bool
  /// Handles a callback a widget extension's process receives (an App Intent's `perform()`, UIKit semantics article,
  /// 17 row 5): the app's code there cannot change the app's screens. `opensApp` says the intent's mode asked for the
  /// app in front now, which the extension does not bring.
  mutating func receiveInExtension(_ callback: Callback, opensApp: Bool)
  /// The process was killed: everything the app held in memory is gone.
  mutating func processDidExit()
  /// The process was suspended: it keeps its memory but runs no code until it is brought back (UIKit makes no
  /// callback for this; the invariant monitor judges a kept completion handler here, 8g row 3).
  mutating func processDidSuspend()
  /// The machine is about to decide something by an inferred switch (see ``InferredOption``).
  mutating func consulted(_ option: InferredOption)
  /// The machine states something that is not a callback (see ``LifecycleNote``): no app code runs for it.
  mutating func noted(_ note: LifecycleNote)
  /// Whether the app implements `callback`. UIKit reads it for one decision: under
  /// ``LaunchLinkSuppression/bothReturnFalse`` an unimplemented launch method has no say.
  func implements(_ callback: CallbackKind) -> Bool
  /// The app's own code runs outside any UIKit callback (``AppWork``): the machine has checked that the
  /// process runs code.
  mutating func runAppWork(_ work: AppWork)
  /// Whether the app has queued a block on the main queue that has not run yet; the machine asks after each
  /// callback and at the end of each event (``LifecycleOptions/deferredBlockRuns``).
  var hasDeferredBlock: Bool { get }
  /// A turn of the main run loop: the app runs its pending block, if any.
  mutating func runDeferredBlock()
  /// An explicit ``Event/mainQueueTurn``: as ``runDeferredBlock()``, and work the app delayed
  /// (`asyncAfter`) runs when nothing is due sooner.
  mutating func turnMainRunLoop()
  /// Several windows: UIKit chose the scene for a delivery (or dropped it), before the delivery's first callback
  /// (UIKit semantics article, 12a).
  mutating func routed(_ route: SceneRoute)
  /// Several windows: UIKit discarded the session with this number (its window was closed, or the app swiped away);
  /// what the app stored on it (`session.userInfo`) is gone.
  mutating func sessionDiscarded(_ session: UInt8)
}

extension CallbackReceiver {
  /// Most receivers take an extension's callback as any other.
  mutating func receiveInExtension(_ callback: Callback, opensApp: Bool) { _ = receive(callback) }
  /// Most receivers do not care that the process was suspended.
  mutating func processDidSuspend() {}
  /// Most receivers do not care which switches were read.
  mutating func consulted(_ option: InferredOption) {}
  /// Most receivers ignore notes: they are for readers of a trace, not app state.
  mutating func noted(_ note: LifecycleNote) {}
  /// By default the app implements every callback.
  func implements(_ callback: CallbackKind) -> Bool { true }
  /// Receivers without app work of their own (no gates) do nothing.
  mutating func runAppWork(_ work: AppWork) {}
  /// Most receivers queue nothing on the main queue.
  var hasDeferredBlock: Bool { false }
  /// With nothing queued a turn does nothing.
  mutating func runDeferredBlock() {}
  /// Most receivers delay nothing: an explicit turn is a plain one.
  mutating func turnMainRunLoop() { runDeferredBlock() }
  /// Most receivers do not care where a delivery was routed.
  mutating func routed(_ route: SceneRoute) {}
  /// Most receivers keep nothing per session.
  mutating func sessionDiscarded(_ session: UInt8) {}
}
