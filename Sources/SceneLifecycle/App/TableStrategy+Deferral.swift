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
  public func runDeferred(_ block: DeferredBlock, app: inout AppContext) {
    run(actions(continuing: block.callback), from: block.resumeAt, for: block.callback, app: &app)
    if block.capturesCompletion { app.releaseCompletion() }
  }

  /// Runs `list` from `start`; at a ``StrategyAction/deferToMainQueue`` queues the rest instead (a block still
  /// pending runs first: the main queue is first in, first out, and the app keeps one block).
  func run(_ list: [StrategyAction], from start: Int, for callback: Callback, app: inout AppContext) {
    var index = start
    while index < list.count {
      let action = list[index]
      index += 1
      guard action == .deferToMainQueue else {
        action.perform(for: callback, app: &app)
        continue
      }
      if let pending = app.takeDeferredBlock() { runDeferred(pending, app: &app) }
      let rest = list[index...]
      app.deferToMainQueue(
        callback, resumeAt: index,
        capturesCompletion: rest.contains(.completionTrue) || rest.contains(.completionFalse))
      return
    }
  }

  /// Throws when a deferral stands where it cannot run: last in its list with nothing after it to defer, a second
  /// one among a callback's lists (the first already defers everything after it), or past
  /// ``maxDeferredResume`` actions.
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
    }
  }
}
