/// One step of a strategy described as data: what the app does inside a callback.
///
/// Actions that take "the delivered item" do nothing when the callback carries none, as the usual
/// `if let shortcutItem = …` code does.
///
/// The actions on a readiness gate (``send(_:)``, ``sendPending(_:)``, ``consumePendingVia(_:)``, their scene
/// delegate and scene session forms, and ``ready(_:)``) carry the gate's index in the strategy's
/// ``TableStrategy/gates``, and the actions on a flag (``setFlag(_:)``, ``clearFlag(_:)``, ``ifFlag(_:)``,
/// ``unlessFlag(_:)``) the flag's index in ``TableStrategy/flags``; scenario files write them with its name,
/// `send(jsBridge)`, `set(first)` (``name(gates:flags:)``, ``init(name:gates:flags:)``).
public enum StrategyAction: Hashable, Sendable {
  /// Park the delivered item in the app delegate's slot.
  case store
  /// Park the delivered item on the scene delegate (lost when a reconnect makes a new delegate).
  case storeOnSceneDelegate
  /// Handle the delivered item now.
  case handle
  /// Handle the delivered item now, unless the app already handled this same delivery during the current event
  /// (the union-and-dedupe of UIKit semantics article, 3 row 6: a link that reaches both `onOpenURL(_:)` and the
  /// custom scene delegate is acted on once). A skip shows in the trace as `app skipDuplicate …`.
  case handleUnlessHandled
  /// Handle the item in the app delegate's slot, leaving it there.
  case handlePending
  /// Handle the item on the scene delegate, leaving it there.
  case handlePendingOnSceneDelegate
  /// Handle the item in the app delegate's slot and reset the slot.
  case consumePending
  /// Handle the item on the scene delegate and reset it.
  case consumePendingOnSceneDelegate
  /// Empty the app delegate's slot.
  case reset
  /// Empty the scene delegate's slot.
  case resetOnSceneDelegate
  /// Call the `performActionFor` completion handler with `true`: in `performActionFor` the one passed to it,
  /// elsewhere the one kept by ``keepCompletion`` (nothing when none is kept).
  case completionTrue
  /// Call the `performActionFor` completion handler with `false` (which one: as ``completionTrue``).
  case completionFalse
  /// Keep the `performActionFor` completion handler in a property to call it later (UIKit semantics article,
  /// 8g row 1); a handler kept before is dropped uncalled.
  case keepCompletion
  /// Set the kept completion handler's property to `nil`, called or not.
  case releaseCompletion
  /// Return `false` from the launch method.
  case returnFalse
  /// Return `false` from the launch method when it received a shortcut item (Apple's samples).
  case returnFalseIfItem
  /// Send the delivered item to the consumer behind the gate: handled now when the gate is open, else as the
  /// gate's policy says (queued, or dropped: the handling failed).
  case send(UInt8)
  /// Send the item in the app delegate's slot to the gate, leaving it in the slot.
  case sendPending(UInt8)
  /// Send the item in the app delegate's slot to the gate and reset the slot only when the gate took it (open,
  /// or queued): "clear on success". "Clear on attempt" is ``sendPending(_:)`` followed by ``reset``.
  case consumePendingVia(UInt8)
  /// Send the item on the scene delegate to the gate, leaving it there. "Clear on attempt", as a scene delegate
  /// that hands its `savedShortCutItem` to a router and sets it to `nil` whether or not the router took it, is this
  /// followed by ``resetOnSceneDelegate``.
  case sendPendingOnSceneDelegate(UInt8)
  /// Send the item on the scene delegate to the gate and reset it only when the gate took it: "clear on success".
  case consumePendingOnSceneDelegateVia(UInt8)
  /// Send the item parked in the callback's scene session to the gate, leaving it there.
  case sendPendingOnSession(UInt8)
  /// Send the item parked in the callback's scene session to the gate and remove it only when the gate took it.
  case consumePendingOnSessionVia(UInt8)
  /// Open the gate from inside a callback (the app set its root view controller, say); the gate's queued items
  /// and its `gateOpened` list then run.
  case ready(UInt8)
  /// Park the delivered item in `UserDefaults`, where it survives every process death (UIKit semantics article,
  /// 10c row 1).
  case storeInUserDefaults
  /// Handle the item parked in `UserDefaults`, leaving it there.
  case handlePendingInUserDefaults
  /// Handle the item parked in `UserDefaults` and remove it.
  case consumePendingInUserDefaults
  /// Remove the item parked in `UserDefaults`.
  case resetInUserDefaults
  /// Run the rest of the callback's actions (its plain list, then the list for the kind of delivery it carries)
  /// later, on a turn of the main run loop (`DispatchQueue.main.async { … }`); the callback returns at once
  /// (UIKit semantics article, 10b). ``TableStrategy`` runs it: it is the list's business, not one action's.
  case deferToMainQueue
  /// Park the delivered item in the `userInfo` of the callback's scene session, where it survives a reconnect
  /// and the process's death and goes when UIKit discards the session (UIKit semantics article, 12f row 2).
  case storeOnSession
  /// Handle the item parked in the callback's scene session, leaving it there.
  case handlePendingOnSession
  /// Handle the item parked in the callback's scene session and remove it: only that scene consumes it
  /// (12f row 1).
  case consumePendingOnSession
  /// Remove the item parked in the callback's scene session.
  case resetOnSession
  /// Set the flag at this index of the strategy's ``TableStrategy/flags`` (UIKit semantics article, 10d).
  case setFlag(UInt8)
  /// Clear the flag at this index.
  case clearFlag(UInt8)
  /// Go on with the list only when the flag is set; otherwise skip the rest of the list (`guard flag else {
  /// return }`).
  case ifFlag(UInt8)
  /// Go on with the list only when the flag is clear; otherwise skip the rest of the list (`if flag { return }`).
  case unlessFlag(UInt8)

  /// Every action that names no gate, in declaration order.
  public static let gatelessCases: [StrategyAction] = [
    .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
    .consumePending, .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .completionTrue,
    .completionFalse, .keepCompletion, .releaseCompletion, .returnFalse, .returnFalseIfItem, .storeInUserDefaults,
    .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults, .deferToMainQueue,
    .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession,
  ]

  /// The actions that take a gate, each with the gate at `index`, in declaration order.
  public static func gateCases(_ index: UInt8) -> [StrategyAction] {
    [
      .send(index), .sendPending(index), .consumePendingVia(index), .sendPendingOnSceneDelegate(index),
      .consumePendingOnSceneDelegateVia(index), .sendPendingOnSession(index), .consumePendingOnSessionVia(index),
      .ready(index),
    ]
  }

  /// The names of the actions that take a gate, written `<name>(<gate>)`.
  public static let gateActionNames = gateCases(0).map { String($0.name.prefix { $0 != "(" }) }

  /// The actions that take a flag, each with the flag at `index`, in declaration order.
  public static func flagCases(_ index: UInt8) -> [StrategyAction] {
    [.setFlag(index), .clearFlag(index), .ifFlag(index), .unlessFlag(index)]
  }

  /// The names of the actions that take a flag, written `<name>(<flag>)`.
  public static let flagActionNames = ["set", "clear", "if", "unless"]

  /// Every action a strategy with these gates and flags can use: the plain ones, then each gate's actions, then
  /// each flag's.
  public static func allCases(gates: [Gate], flags: [StrategyFlag] = []) -> [StrategyAction] {
    gatelessCases + gates.flatMap { gateCases($0.index) } + flags.flatMap { flagCases($0.index) }
  }

  /// Every action name a strategy with these gates and flags can use, gate and flag actions spelled with each name.
  public static func names(gates: [Gate], flags: [StrategyFlag] = []) -> [String] {
    allCases(gates: gates, flags: flags).map { $0.name(gates: gates, flags: flags) }
  }

  /// The gate the action names, if any.
  public var gate: UInt8? {
    switch self {
    case .send(let gate), .sendPending(let gate), .consumePendingVia(let gate), .sendPendingOnSceneDelegate(let gate),
      .consumePendingOnSceneDelegateVia(let gate), .sendPendingOnSession(let gate),
      .consumePendingOnSessionVia(let gate),
      .ready(let gate):
      gate
    case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
      .consumePending, .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .completionTrue,
      .completionFalse, .keepCompletion, .releaseCompletion, .returnFalse, .returnFalseIfItem, .storeInUserDefaults,
      .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults, .deferToMainQueue,
      .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .setFlag, .clearFlag,
      .ifFlag,
      .unlessFlag:
      nil
    }
  }

  /// The flag the action names, if any.
  public var flag: UInt8? {
    switch self {
    case .setFlag(let flag), .clearFlag(let flag), .ifFlag(let flag), .unlessFlag(let flag): flag
    case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
      .consumePending, .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .completionTrue,
      .completionFalse, .keepCompletion, .releaseCompletion, .returnFalse, .returnFalseIfItem, .storeInUserDefaults,
      .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults, .deferToMainQueue,
      .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .send, .sendPending,
      .consumePendingVia, .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia, .sendPendingOnSession,
      .consumePendingOnSessionVia, .ready:
      nil
    }
  }

  /// Whether the action tests a flag (and may skip the rest of its list).
  public var isFlagTest: Bool {
    if case .ifFlag = self { return true }
    if case .unlessFlag = self { return true }
    return false
  }

  /// The action as scenario files write it, a gate by its name in `gates` (`gate<index>` when out of range) and a
  /// flag by its name in `flags` (`flag<index>`).
  public func name(gates: [Gate], flags: [StrategyFlag] = []) -> String {
    func named(_ base: String, _ index: UInt8) -> String {
      let gate = gates.first { $0.index == index }?.name ?? "gate\(index)"
      return "\(base)(\(gate))"
    }
    func flagged(_ base: String, _ index: UInt8) -> String {
      "\(base)(\(flags.first { $0.index == index }?.name ?? "flag\(index)"))"
    }
    switch self {
    case .store: return "store"
    case .storeOnSceneDelegate: return "storeOnSceneDelegate"
    case .handle: return "handle"
    case .handleUnlessHandled: return "handleUnlessHandled"
    case .handlePending: return "handlePending"
    case .handlePendingOnSceneDelegate: return "handlePendingOnSceneDelegate"
    case .consumePending: return "consumePending"
    case .consumePendingOnSceneDelegate: return "consumePendingOnSceneDelegate"
    case .reset: return "reset"
    case .resetOnSceneDelegate: return "resetOnSceneDelegate"
    case .completionTrue: return "completion(true)"
    case .completionFalse: return "completion(false)"
    case .keepCompletion: return "keepCompletion"
    case .releaseCompletion: return "releaseCompletion"
    case .returnFalse: return "returnFalse"
    case .returnFalseIfItem: return "returnFalseIfItem"
    case .storeInUserDefaults: return "storeInUserDefaults"
    case .handlePendingInUserDefaults: return "handlePendingInUserDefaults"
    case .consumePendingInUserDefaults: return "consumePendingInUserDefaults"
    case .resetInUserDefaults: return "resetInUserDefaults"
    case .deferToMainQueue: return "deferToMainQueue"
    case .storeOnSession: return "storeOnSession"
    case .handlePendingOnSession: return "handlePendingOnSession"
    case .consumePendingOnSession: return "consumePendingOnSession"
    case .resetOnSession: return "resetOnSession"
    case .send(let gate): return named("send", gate)
    case .sendPending(let gate): return named("sendPending", gate)
    case .consumePendingVia(let gate): return named("consumePendingVia", gate)
    case .sendPendingOnSceneDelegate(let gate): return named("sendPendingOnSceneDelegate", gate)
    case .consumePendingOnSceneDelegateVia(let gate): return named("consumePendingOnSceneDelegateVia", gate)
    case .sendPendingOnSession(let gate): return named("sendPendingOnSession", gate)
    case .consumePendingOnSessionVia(let gate): return named("consumePendingOnSessionVia", gate)
    case .ready(let gate): return named("ready", gate)
    case .setFlag(let flag): return flagged("set", flag)
    case .clearFlag(let flag): return flagged("clear", flag)
    case .ifFlag(let flag): return flagged("if", flag)
    case .unlessFlag(let flag): return flagged("unless", flag)
    }
  }

  /// The action without gate names (a gate action shows its index): for messages about gateless actions.
  public var name: String { name(gates: []) }

  /// Reads ``name(gates:flags:)``: a gateless action by its name, a gate action as `<name>(<gate>)` with a gate of
  /// `gates`, a flag action as `<name>(<flag>)` with a flag of `flags`. `nil` when the name is unknown or names an
  /// undeclared gate or flag.
  public init?(name: String, gates: [Gate], flags: [StrategyFlag] = []) {
    if let plain = Self.gatelessCases.first(where: { $0.name == name }) {
      self = plain
      return
    }
    if let parsed = Self.splitFlagName(name) {
      guard let flag = flags.first(where: { $0.name == parsed.flag }),
        let action = Self.flagCases(flag.index).first(where: { $0.name(gates: gates, flags: flags) == name })
      else { return nil }
      self = action
      return
    }
    guard let parsed = Self.splitGateName(name),
      let gate = gates.first(where: { $0.name == parsed.gate }),
      let action = Self.gateCases(gate.index).first(where: { $0.name(gates: gates) == name })
    else { return nil }
    self = action
  }

  /// `send(jsBridge)` → (`send`, `jsBridge`) when the base is a gate action; `nil` otherwise.
  static func splitGateName(_ name: String) -> (base: String, gate: String)? {
    guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return nil }
    let base = String(name[..<open])
    guard gateActionNames.contains(base) else { return nil }
    return (base, String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
  }

  /// `set(launchedWithItem)` → (`set`, `launchedWithItem`) when the base is a flag action; `nil` otherwise.
  static func splitFlagName(_ name: String) -> (base: String, flag: String)? {
    guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return nil }
    let base = String(name[..<open])
    guard flagActionNames.contains(base) else { return nil }
    return (base, String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
  }

  /// Runs the action for `callback` on `app`; a gate action finds its gate in `gates` and a flag action its flag in
  /// `flags`, the strategy's declarations (``TableStrategy/withGates(_:gateOpened:gateOpenedEachScene:)`` and
  /// ``TableStrategy/withFlags(_:)`` refuse an action naming one they do not declare).
  /// - Returns: what the list that holds the action does next.
  @discardableResult
  public func perform(
    for callback: Callback, app: inout AppContext, gates: [Gate], flags: [StrategyFlag]
  ) -> ActionOutcome {
    perform(delivery: callback.actionableDelivery, scene: callback.scene, app: &app, gates: gates, flags: flags)
  }

  /// Runs the action with `delivery` as the delivered item and `scene` as the scene delegate, if any (a
  /// `gateOpened` list runs with neither).
  /// - Returns: as ``perform(for:app:gates:flags:)``.
  @discardableResult
  func perform(
    delivery: Delivery?, scene: SceneRef?, app: inout AppContext, gates: [Gate], flags: [StrategyFlag]
  ) -> ActionOutcome {
    let sceneSlot = scene.map(SlotLocation.sceneDelegate)
    let sessionSlot = scene.map { SlotLocation.sceneSession($0.session) }
    func gate(_ index: UInt8) -> Gate? { Int(index) < gates.count ? gates[Int(index)] : nil }
    func flag(_ index: UInt8) -> StrategyFlag? { Int(index) < flags.count ? flags[Int(index)] : nil }
    switch self {
    case .store: app.store(delivery, in: .appDelegate)
    case .storeOnSceneDelegate: if let sceneSlot { app.store(delivery, in: sceneSlot) }
    case .handle: app.handle(delivery)
    case .handleUnlessHandled: app.handleUnlessHandled(delivery)
    case .handlePending: app.handlePending(in: .appDelegate)
    case .handlePendingOnSceneDelegate: if let sceneSlot { app.handlePending(in: sceneSlot) }
    case .consumePending: app.consumePending(in: .appDelegate)
    case .consumePendingOnSceneDelegate: if let sceneSlot { app.consumePending(in: sceneSlot) }
    case .reset: app.reset(.appDelegate)
    case .resetOnSceneDelegate: if let sceneSlot { app.reset(sceneSlot) }
    case .completionTrue: app.complete(true)
    case .completionFalse: app.complete(false)
    case .keepCompletion: app.keepCompletion()
    case .releaseCompletion: app.releaseCompletion()
    case .returnFalse: app.returnFalseFromLaunchMethod()
    case .returnFalseIfItem: if delivery != nil { app.returnFalseFromLaunchMethod() }
    case .send(let index): if let gate = gate(index) { app.send(delivery, to: gate) }
    case .sendPending(let index): if let gate = gate(index) { app.sendPending(to: gate, clearOnSuccess: false) }
    case .consumePendingVia(let index): if let gate = gate(index) { app.sendPending(to: gate, clearOnSuccess: true) }
    case .sendPendingOnSceneDelegate(let index):
      if let gate = gate(index), let sceneSlot { app.sendPending(in: sceneSlot, to: gate, clearOnSuccess: false) }
    case .consumePendingOnSceneDelegateVia(let index):
      if let gate = gate(index), let sceneSlot { app.sendPending(in: sceneSlot, to: gate, clearOnSuccess: true) }
    case .sendPendingOnSession(let index):
      if let gate = gate(index), let sessionSlot { app.sendPending(in: sessionSlot, to: gate, clearOnSuccess: false) }
    case .consumePendingOnSessionVia(let index):
      if let gate = gate(index), let sessionSlot { app.sendPending(in: sessionSlot, to: gate, clearOnSuccess: true) }
    case .ready(let index): if let gate = gate(index), app.open(gate) { return .opened(gate) }
    case .setFlag(let index): if let flag = flag(index) { app.set(flag, to: true) }
    case .clearFlag(let index): if let flag = flag(index) { app.set(flag, to: false) }
    case .ifFlag(let index): if let flag = flag(index), !app.test(flag, isSet: true) { return .skipRest }
    case .unlessFlag(let index): if let flag = flag(index), !app.test(flag, isSet: false) { return .skipRest }
    case .storeInUserDefaults: app.store(delivery, in: .userDefaults)
    case .handlePendingInUserDefaults: app.handlePending(in: .userDefaults)
    case .consumePendingInUserDefaults: app.consumePending(in: .userDefaults)
    case .resetInUserDefaults: app.reset(.userDefaults)
    case .storeOnSession: if let sessionSlot { app.store(delivery, in: sessionSlot) }
    case .handlePendingOnSession: if let sessionSlot { app.handlePending(in: sessionSlot) }
    case .consumePendingOnSession: if let sessionSlot { app.consumePending(in: sessionSlot) }
    case .resetOnSession: if let sessionSlot { app.reset(sessionSlot) }
    case .deferToMainQueue:
      // Alone it has nothing to defer: ``TableStrategy/respond(to:app:)`` queues the rest of the list instead of
      // calling this.
      break
    }
    return .next
  }
}

extension StrategyAction {
  /// Whether the action reads the item the callback hands over: in a launch method, a launch-option key, so the
  /// iOS 26 SDK's deprecation applies (UIKit semantics article, 8e row 4) and a move to the scene lifecycle takes the
  /// action to `scene(_:willConnectTo:options:)` (8h).
  var readsDeliveredItem: Bool {
    switch self {
    case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .returnFalseIfItem, .send, .storeInUserDefaults,
      .storeOnSession:
      true
    case .handlePending, .handlePendingOnSceneDelegate, .consumePending, .consumePendingOnSceneDelegate, .reset,
      .resetOnSceneDelegate, .completionTrue, .completionFalse, .keepCompletion, .releaseCompletion, .returnFalse,
      .sendPending, .consumePendingVia, .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia,
      .sendPendingOnSession, .consumePendingOnSessionVia, .ready, .handlePendingInUserDefaults,
      .consumePendingInUserDefaults, .resetInUserDefaults, .deferToMainQueue, .handlePendingOnSession,
      .consumePendingOnSession, .resetOnSession, .setFlag, .clearFlag, .ifFlag, .unlessFlag:
      false
    }
  }
}
