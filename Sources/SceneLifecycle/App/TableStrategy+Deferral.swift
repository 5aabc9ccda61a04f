/// How a table strategy defers the rest of a callback's actions to the main queue (``StrategyAction/deferToMainQueue``,
/// UIKit semantics article, 10b) and runs them at a later turn.
extension TableStrategy {
  /// The most actions before a block's first one: the explorer packs the position in 4 bits
  /// (`ExplorerState.deferredActionMask`).
  public static let maxDeferredResume = 15

  /// Everything `callback` runs, in order: its plain list, then the list for the kind of delivery it carries. A
  /// ``DeferredBlock/resumeAt`` counts positions in this list.
  public func actions(continuing callback: Callback) -> [StrategyAction] {
    let plain = actions(for: callback.kind)
    guard let kind = callback.deliveryKind else { return plain }
    return plain + actions(for: StrategyTrigger(callback.kind, carrying: kind))
  }

  /// Runs the block the app queued: its actions from ``DeferredBlock/resumeAt``, for the callback that queued it,
  /// then, when it captured the completion handler, sets the property that keeps it to `nil` (as
  /// `self.completionHandler = nil` at the end of the block: whichever handler the property holds then).
  ///
  /// A block that keeps the handler itself (``StrategyAction/keepCompletion``, `self.completionHandler =
  /// completionHandler` inside the closure) leaves it kept: the capture already put it in the property.
  public func runDeferred(_ block: DeferredBlock, app: inout AppContext) {
    let list = actions(continuing: block.callback)
    run(list, from: block.resumeAt, for: block.callback, app: &app)
    if block.capturesCompletion, !DeferredBlock.keepsCompletion(list[block.resumeAt...]) { app.releaseCompletion() }
  }

  /// Runs `list` from `start`; at a ``StrategyAction/deferToMainQueue`` queues the rest instead (a block still
  /// pending runs first: the main queue is first in, first out, and the app keeps one block). `list` is the
  /// callback's plain list followed by its list for the kind of delivery (``actions(continuing:)``): a flag test that
  /// is false skips the rest of its own list, so in the plain list it goes on with the kind's list.
  func run(_ list: [StrategyAction], from start: Int, for callback: Callback, app: inout AppContext) {
    let plainCount = actions(for: callback.kind).count
    let delivery = callback.actionableDelivery
    var index = start
    while index < list.count {
      let action = list[index]
      index += 1
      guard action == .deferToMainQueue else {
        if !run(action, delivery: delivery, scene: callback.scene, app: &app) {
          index = index <= plainCount ? plainCount : list.count
        }
        continue
      }
      if let pending = app.takeDeferredBlock() { runDeferred(pending, app: &app) }
      app.deferToMainQueue(
        callback, resumeAt: index, capturesCompletion: DeferredBlock.capturesCompletion(list[index...]))
      return
    }
  }

  /// Throws when a deferral stands where it cannot run: last in its list with nothing after it to defer, a second
  /// one among a callback's lists (the first already defers everything after it), past
  /// ``maxDeferredResume`` actions, or before an action that cannot run in a block (``problemInDeferredBlock``).
  static func checkDeferrals(in table: [[StrategyAction]]) throws(TableStrategyError) {
    for callback in CallbackKind.allCases {
      let triggers = [StrategyTrigger(callback)] + callback.carries.map { StrategyTrigger(callback, carrying: $0) }
      let plainCount = table[StrategyTrigger(callback).tableIndex].count
      let hasKindLists = triggers.dropFirst().contains { !table[$0.tableIndex].isEmpty }
      var deferredIn: StrategyTrigger?
      for trigger in triggers {
        let list = table[trigger.tableIndex]
        for (index, action) in list.enumerated() where action == .deferToMainQueue {
          let fail = { (message: String) in
            TableStrategyError(callback: callback, carrying: trigger.carrying, index: index, message: message)
          }
          if let first = deferredIn, first == trigger || first.carrying == nil {
            throw fail(
              "deferToMainQueue in \(trigger.name) comes after another in \(first.name), which already defers the "
                + "rest of the callback's actions: one deferral per callback")
          }
          let isLast = index == list.count - 1 && (trigger.carrying != nil || !hasKindLists)
          if isLast {
            throw fail("deferToMainQueue in \(trigger.name) is the last action: there is nothing after it to defer")
          }
          let resume = (trigger.carrying == nil ? 0 : plainCount) + index + 1
          if resume > maxDeferredResume {
            throw fail(
              "deferToMainQueue in \(trigger.name) comes after \(resume - 1) actions; a deferral must be among the "
                + "first \(maxDeferredResume) actions of its callback")
          }
          deferredIn = trigger
        }
      }
      guard let deferredIn else { continue }
      // Everything after the deferral runs in the block: the rest of its list and, for a plain list, the lists for
      // the kinds of delivery.
      for trigger in triggers where trigger == deferredIn || deferredIn.carrying == nil {
        let list = table[trigger.tableIndex]
        let start = trigger == deferredIn ? (list.firstIndex(of: .deferToMainQueue) ?? list.count) + 1 : 0
        for index in list.indices where index >= start {
          if let problem = list[index].problemInDeferredBlock(of: trigger) {
            throw TableStrategyError(callback: callback, carrying: trigger.carrying, index: index, message: problem)
          }
        }
      }
    }
  }
}

extension StrategyAction {
  /// Why this action cannot run in a block that `trigger`'s callback queued with ``deferToMainQueue``, or `nil`
  /// when it does there what it does in the callback, later: the block runs after the callback returned, so
  /// nothing in it can choose what the launch method returns.
  public func problemInDeferredBlock(of trigger: StrategyTrigger) -> String? {
    switch self {
    case .returnFalse, .returnFalseIfItem:
      return "\(name) in \(trigger.name) comes after deferToMainQueue: the block runs after the launch method has "
        + "returned, so it cannot choose the return value; return false before the deferral"
    case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
      .consumePending, .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .completionTrue,
      .completionFalse, .keepCompletion, .releaseCompletion, .send, .sendPending, .consumePendingVia,
      .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia, .sendPendingOnSession,
      .consumePendingOnSessionVia, .ready, .setFlag, .clearFlag, .ifFlag, .unlessFlag,
      .storeInUserDefaults, .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults,
      .deferToMainQueue, .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession:
      return nil
    }
  }
}
