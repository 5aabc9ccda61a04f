/// A strategy described as data: for each callback, the actions the app takes, in order.
///
/// Scenario files declare custom strategies this way, and every built-in strategy is one
/// (``TableStrategy/builtIn(named:)``). A list can be tied to one kind of delivery
/// (``StrategyTrigger``, `scene(_:willConnectTo:options:)[url]`), as app code reads `connectionOptions.urlContexts`
/// but not `connectionOptions.shortcutItem`; it then runs after the callback's plain list, and only when the
/// callback hands over that kind.
public struct TableStrategy: AppStrategy {
  /// The strategy's name, shown in reports.
  public let name: String
  /// The lifecycle the strategy's code was written for; scenarios default to it.
  public let nativeLifecycle: LifecycleStyle
  /// What the strategy is, in a sentence.
  public let summary: String
  /// Actions per trigger, indexed by ``StrategyTrigger/tableIndex``.
  private let table: [[StrategyAction]]
  /// A bit per callback with actions, so the common "nothing to do" case costs one test.
  private let reactive: UInt64
  /// A bit per callback with a list tied to a kind of delivery, so plain tables never look for one.
  private let kindSpecific: UInt64
  /// A bit per callback the table names, even with no actions: the methods the app implements.
  private var implemented: UInt64
  /// The gates with their `gateOpened` lists, and the flags (`TableStrategy+Declarations.swift`).
  var declarations = Declarations.none
  /// A bit per callback with a ``StrategyAction/deferToMainQueue`` in one of its lists.
  private let deferring: UInt64

  /// Creates a strategy from a callback-to-actions map.
  /// - Parameters:
  ///   - name: shown in reports.
  ///   - nativeLifecycle: the lifecycle the code was written for.
  ///   - summary: one sentence on what it does.
  ///   - actions: for each callback, the actions in order.
  /// - Throws: ``TableStrategyError`` when an action cannot run in its callback (a completion outside
  ///   `performActionFor`, say).
  public init(
    name: String, nativeLifecycle: LifecycleStyle = .scene, summary: String = "",
    actions: [CallbackKind: [StrategyAction]]
  ) throws(TableStrategyError) {
    var triggers: [StrategyTrigger: [StrategyAction]] = [:]
    for (kind, list) in actions { triggers[StrategyTrigger(kind)] = list }
    try self.init(name: name, nativeLifecycle: nativeLifecycle, summary: summary, triggers: triggers)
  }

  /// Creates a strategy from a trigger-to-actions map, where a trigger may single out one kind of delivery.
  /// - Throws: ``TableStrategyError`` when an action cannot run in its callback, the callback never hands
  ///   over the trigger's kind, or a completion call or release outside `performActionFor` has no kept handler
  ///   to act on because no list keeps one.
  public init(
    name: String, nativeLifecycle: LifecycleStyle = .scene, summary: String = "",
    triggers: [StrategyTrigger: [StrategyAction]]
  ) throws(TableStrategyError) {
    var table = Array(repeating: [StrategyAction](), count: StrategyTrigger.tableSize)
    for trigger in triggers.keys.sorted(by: { $0.tableIndex < $1.tableIndex }) {
      if let problem = trigger.problem {
        throw TableStrategyError(callback: trigger.callback, carrying: trigger.carrying, index: nil, message: problem)
      }
    }
    for trigger in StrategyTrigger.all {
      guard let list = triggers[trigger] else { continue }
      for (index, action) in list.enumerated() {
        if let problem = action.problem(in: trigger.callback) {
          throw TableStrategyError(
            callback: trigger.callback, carrying: trigger.carrying, index: index, message: problem)
        }
      }
      table[trigger.tableIndex] = list
    }
    // A later completion call or release needs a handler some performActionFor kept (8g row 1).
    if !table.contains(where: { $0.contains(.keepCompletion) }) {
      for trigger in StrategyTrigger.all {
        for (index, action) in table[trigger.tableIndex].enumerated() {
          if let problem = action.problemWithoutKeptCompletion(in: trigger.callback) {
            throw TableStrategyError(
              callback: trigger.callback, carrying: trigger.carrying, index: index, message: problem)
          }
        }
      }
    }
    try Self.checkDeferrals(in: table)
    self.name = name
    self.nativeLifecycle = nativeLifecycle
    self.summary = summary
    self.table = table
    reactive = StrategyTrigger.all.reduce(0) { mask, trigger in
      table[trigger.tableIndex].isEmpty ? mask : mask | 1 << UInt64(trigger.callback.rawValue)
    }
    kindSpecific = StrategyTrigger.all.reduce(0) { mask, trigger in
      guard trigger.carrying != nil, !table[trigger.tableIndex].isEmpty else { return mask }
      return mask | 1 << UInt64(trigger.callback.rawValue)
    }
    implemented = triggers.keys.reduce(0) { mask, trigger in mask | 1 << UInt64(trigger.callback.rawValue) }
    deferring = StrategyTrigger.all.reduce(0) { mask, trigger in
      guard table[trigger.tableIndex].contains(.deferToMainQueue) else { return mask }
      return mask | 1 << UInt64(trigger.callback.rawValue)
    }
  }

  /// Whether some list defers work to the main queue (the explorer then tries ``Event/mainQueueTurn``).
  public var defersToMainQueue: Bool { deferring != 0 }
  /// The same as ``defersToMainQueue``: what the explorer asks of every strategy.
  public var queuesMainQueueWork: Bool { defersToMainQueue }

  /// The same table, implementing `callback` too, with the list it has (none: implemented, doing nothing). A device
  /// log that records a method the app need not implement (`scene(_:willPerformAppIntent:)`) shows the app has it.
  public func implementing(_ callback: CallbackKind) -> TableStrategy {
    var copy = self
    copy.implemented |= 1 << UInt64(callback.rawValue)
    return copy
  }

  /// Whether the table names `callback` (an empty list means "implemented, does nothing").
  public func implements(_ callback: CallbackKind) -> Bool { implemented & (1 << UInt64(callback.rawValue)) != 0 }

  /// The actions taken in `callback`, whatever it carries (its plain list).
  public func actions(for callback: CallbackKind) -> [StrategyAction] { table[StrategyTrigger(callback).tableIndex] }

  /// The actions listed under `trigger`.
  public func actions(for trigger: StrategyTrigger) -> [StrategyAction] { table[trigger.tableIndex] }

  /// Every callback with a plain list of actions, in `CallbackKind` order.
  public var reactions: [(CallbackKind, [StrategyAction])] {
    CallbackKind.allCases.compactMap { kind in
      let list = actions(for: kind)
      return list.isEmpty ? nil : (kind, list)
    }
  }

  /// Every trigger with actions, in ``StrategyTrigger/all`` order.
  public var triggerReactions: [(StrategyTrigger, [StrategyAction])] {
    StrategyTrigger.all.compactMap { trigger in
      let list = actions(for: trigger)
      return list.isEmpty ? nil : (trigger, list)
    }
  }

  /// Runs the callback's plain actions, then those for the kind of delivery it carries, in order; at a
  /// ``StrategyAction/deferToMainQueue`` the rest is queued as the app's ``DeferredBlock`` instead.
  public func respond(to callback: Callback, app: inout AppContext) {
    let bit: UInt64 = 1 << UInt64(callback.kind.rawValue)
    guard reactive & bit != 0 else { return }
    if deferring & bit != 0 {
      run(actions(continuing: callback), from: 0, for: callback, app: &app)
      return
    }
    let base = Int(callback.kind.rawValue) * StrategyTrigger.stride
    let delivery = callback.actionableDelivery
    for action in table[base] where !run(action, delivery: delivery, scene: callback.scene, app: &app) {
      break
    }
    guard kindSpecific & bit != 0, let kind = callback.deliveryKind else { return }
    for action in table[base + 1 + Int(kind.rawValue)]
    where !run(action, delivery: delivery, scene: callback.scene, app: &app) {
      break
    }
  }

  /// Runs one action with the strategy's gates and flags, and the `gateOpened` lists of a gate it opens: the one
  /// door every list the table runs goes through (a callback's, a deferred block's, a `gateOpened` list), so an
  /// action does the same wherever it stands.
  /// - Returns: whether the list goes on (`false` after a flag test that was false).
  @discardableResult
  func run(_ action: StrategyAction, delivery: Delivery?, scene: SceneRef?, app: inout AppContext) -> Bool {
    switch action.perform(delivery: delivery, scene: scene, app: &app, gates: gates, flags: flags) {
    case .next: return true
    case .opened(let gate):
      gateDidOpen(gate, app: &app)
      return true
    case .skipRest: return false
    }
  }
}

/// A table strategy that asks for an action where it cannot run, or ties a list to a kind of delivery its
/// callback never hands over.
public struct TableStrategyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The callback whose list holds the action.
  public let callback: CallbackKind
  /// The trigger's kind of delivery, if it names one.
  public let carrying: DeliveryKind?
  /// The action's position in that list; `nil` when the trigger itself is wrong.
  public let index: Int?
  /// What is wrong.
  public let message: String

  /// The trigger whose list is wrong.
  public var trigger: StrategyTrigger { StrategyTrigger(callback, carrying: carrying) }

  /// The message.
  public var description: String { message }
}
