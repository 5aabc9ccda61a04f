import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// Every action behaves inside a block queued with ``StrategyAction/deferToMainQueue`` as it does when the same list
/// runs undeferred at the main-queue turn (UIKit semantics article, 10b row 5): the block changes when the actions run,
/// never what they do. One walk over every action, alone and in pairs, in every callback that can hold it, from app
/// memories that give each action something to act on, so an action that silently did nothing in a block (as the
/// gate actions once did) cannot slip through.
final class DeferredBlockEquivalenceTests: XCTestCase {
  /// A gate that drops, and one that queues: each gate action has a closed-gate and an open-gate outcome of both
  /// kinds.
  private let gates = [
    Gate(name: "drops", index: 0, whenClosed: .drop), Gate(name: "queues", index: 1, whenClosed: .queue),
  ]
  /// A flag the app keeps in memory and one it keeps in `UserDefaults`: each flag action has a set and a clear
  /// outcome.
  private let flags = [
    StrategyFlag(name: "inMemory", index: 0), StrategyFlag(name: "stored", index: 1, storage: .userDefaults),
  ]
  private let scene = SceneRef(session: 1, generation: 0)
  private let delivered = Delivery(serial: 10, item: ItemID(0))

  /// App memories at the moment the callback runs: fresh, and one holding an item in every place an action reads
  /// (both delegate slots, the session, `UserDefaults`, a kept completion handler, the gates' queue), each with
  /// every combination of open gates, with no flag set and with every flag set.
  private var memories: [(name: String, app: AppContext)] {
    var loaded = AppContext(
      appSlot: Delivery(serial: 1, item: ItemID(1)), sceneSlot: (scene, Delivery(serial: 2, item: ItemID(2))),
      keptCompletion: Delivery(serial: 3, item: ItemID(3)))
    loaded.store(Delivery(serial: 4, item: ItemID(1)), in: .sceneSession(scene.session))
    loaded.store(Delivery(serial: 5, item: ItemID(2)), in: .userDefaults)
    loaded.queued = [QueuedItem(delivery: Delivery(serial: 6, item: ItemID(3)), gate: gates[1])]
    loaded.effects = []
    return [(false, "fresh"), (true, "loaded")].flatMap { isLoaded, name in
      (0..<UInt8(1 << gates.count)).flatMap { open in
        [UInt8(0), UInt8(1 << flags.count) - 1].map { set in
          var app = isLoaded ? loaded : AppContext()
          app.gatesOpen = open
          app.flags = set
          return ("\(name), gates open \(open), flags \(set)", app)
        }
      }
    }
  }

  /// The callback `kind` as UIKit makes it: with the scene when it is a scene callback, and an item when it can
  /// hand one over.
  private func callback(_ kind: CallbackKind) -> Callback {
    Callback(
      kind, scene: kind.isSceneCallback ? scene : nil, delivery: kind.carries.isEmpty ? nil : delivered,
      carrying: kind.carries.first ?? .shortcutItem)
  }

  /// What `list` does in `callback` when a deferral stands before it: the callback queues it, the event ends, and
  /// a main-queue turn runs it. The deferral's own lines (`defer`, `mainQueueTurn`) are left out.
  private func deferred(
    _ table: TableStrategy, _ callback: Callback, from memory: AppContext
  ) throws -> AppContext {
    var app = memory
    app.currentCompletion = callback.kind.isPerformAction ? callback.delivery : nil
    table.respond(to: callback, app: &app)
    app.currentCompletion = nil
    app.forgetHandledInEvent()
    XCTAssertNotNil(app.deferredBlock, "\(callback.kind.selector) queued no block")
    let block = try XCTUnwrap(app.takeDeferredBlock())
    table.runDeferred(block, app: &app)
    app.effects.removeAll {
      switch $0 {
      case .deferToMainQueue, .runDeferred: true
      default: false
      }
    }
    return app
  }

  /// What `list` does when it runs undeferred at the turn, in the same callback's place (its item and scene): the
  /// app holds the completion handler the closure would have captured, and lets it go after, as the block does.
  private func undeferred(
    _ table: TableStrategy, _ list: [StrategyAction], _ callback: Callback, from memory: AppContext
  ) -> AppContext {
    var app = memory
    // The closure captures the handler when it calls it or keeps it; it stays kept only when the closure keeps it.
    let usesHandler = list.contains { [.completionTrue, .completionFalse, .keepCompletion].contains($0) }
    let captures = callback.kind.isPerformAction && callback.delivery != nil && usesHandler
    if captures {
      app.currentCompletion = callback.delivery
      app.keepCompletion()
      app.currentCompletion = nil
    }
    table.respond(to: callback, app: &app)
    if captures, !list.contains(.keepCompletion) { app.releaseCompletion() }
    return app
  }

  func testEveryActionDoesInADeferredBlockWhatItDoesUndeferredAtTheTurn() throws {
    try OracleSweep.require()
    let actions = StrategyAction.allCases(gates: gates, flags: flags).filter { $0 != .deferToMainQueue }
    XCTAssertEqual(Set(actions).count, actions.count)
    let lists = actions.map { [$0] } + actions.flatMap { first in actions.map { [first, $0] } }
    // Per action: whether some list holding it did something, and whether some block refused it.
    var acted = Set<StrategyAction>()
    var refused = Set<StrategyAction>()
    var compared = 0
    for kind in CallbackKind.allCases {
      let callback = callback(kind)
      for list in lists {
        let trigger = StrategyTrigger(kind)
        guard let plain = try? TableStrategy(name: "t", triggers: [trigger: list]).withGates(gates).withFlags(flags)
        else { continue }
        let table: TableStrategy
        do {
          table = try TableStrategy(name: "t", triggers: [trigger: [.deferToMainQueue] + list]).withGates(gates)
            .withFlags(flags)
        } catch {
          // A block may refuse only an action that cannot run after the callback returned, and says which.
          let culprit = try XCTUnwrap(
            list.first { $0.problemInDeferredBlock(of: trigger) != nil },
            "\(list.map(\.name)) refused in a block of \(kind.selector) without a reason: \(error)")
          refused.insert(culprit)
          continue
        }
        for memory in memories {
          let later = try deferred(table, callback, from: memory.app)
          let now = undeferred(plain, list, callback, from: memory.app)
          compared += 1
          XCTAssertEqual(
            later, now,
            "\(list.map { $0.name(gates: gates, flags: flags) }) in \(kind.selector), \(memory.name): deferred \(later.effects) "
              + "but undeferred \(now.effects)")
          // An action acts when the list does something else without it (alone: anything at all).
          for (position, action) in list.enumerated() where !acted.contains(action) {
            var rest = list
            rest.remove(at: position)
            guard
              let without = try? TableStrategy(name: "t", triggers: [trigger: rest]).withGates(gates).withFlags(flags)
            else {
              continue
            }
            if undeferred(without, rest, callback, from: memory.app) != now { acted.insert(action) }
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 10_000)
    // Not a vacuous walk: every action acts somewhere, or is refused in a block with its reason.
    for action in actions {
      XCTAssertTrue(
        acted.contains(action) || refused.contains(action),
        "\(action.name(gates: gates, flags: flags)) neither acted in any callback nor was refused in a block")
    }
    XCTAssertEqual(refused, [.returnFalse, .returnFalseIfItem])
  }

  // The reproduction: a deferred hand-over to a gate the block itself opens handles the item once.
  func testADeferredReadyAndSendHandlesTheItem() throws {
    let table = try TableStrategy(
      name: "t", triggers: [StrategyTrigger(.sceneWillConnect): [.deferToMainQueue, .ready(0), .send(0)]]
    )
    .withGates([Gate(name: "g", index: 0)])
    let app = try deferred(table, callback(.sceneWillConnect), from: AppContext())
    XCTAssertEqual(
      app.effects,
      [
        .ready(Gate(name: "g", index: 0), wasOpen: false), .send(delivered, Gate(name: "g", index: 0)),
        .handle(delivered),
      ])
  }
}
