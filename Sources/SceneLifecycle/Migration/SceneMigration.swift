/// The scene-lifecycle app an AppDelegate-era app becomes: its table mapped callback by callback, explored, and
/// written as a scenario file (`qa-sim migrate --write`).
///
/// The mapping moves code, it does not fix it: each list runs where UIKit hands the same thing to a scene app,
/// so an app that was broken before is just as broken after, and the exploration says so.
public enum SceneMigration {
  /// TN3187, the technote on moving to the scene lifecycle, cited in written files.
  public static let technoteURL =
    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  /// The scene-lifecycle table the AppDelegate-era table maps to:
  ///
  /// - a launch method's actions on the delivered item (`store`, `handle`, `send`, …) move to
  ///   `scene(_:willConnectTo:options:)` under the same kind of delivery: `launchOptions[.shortcutItem]` is `nil`
  ///   in a scene app and the item rides in `connectionOptions.shortcutItem`, which UIKit hands over on a cold
  ///   launch, a restored session and a reconnect alike (UIKit semantics article, 2a rows 2 and 7, 2d row 2, 8e
  ///   row 4);
  /// - `returnFalse` and `returnFalseIfItem` are dropped: they only stop the app delegate's `performActionFor`,
  ///   which a scene app never gets (1a row 3, 2a row 5); the launch method's other actions stay where they
  ///   were, as the app delegate keeps both launch methods (2c row 4);
  /// - each deprecated app-delegate callback's list moves to its ``CallbackKind/sceneReplacement``
  ///   (`application(_:performActionFor:completionHandler:)` → `windowScene(_:performActionFor:completionHandler:)`,
  ///   `applicationDidBecomeActive(_:)` → `sceneDidBecomeActive(_:)`, …), in the same order (2a row 5, 2c row 1);
  /// - every other list stays in place, gates and their `gateOpened` lists included;
  /// - where the table already has its own list for the scene counterpart and the same delivery (or a plain
  ///   list that takes every delivery), that list is kept and the app-delegate one is dropped (UIKit calls only
  ///   the scene one in a scene app, 2c row 1);
  /// - `application(_:configurationForConnecting:options:)` is implemented (with no actions) when the table does
  ///   not name it, the method TN3187 asks a scene app to have.
  ///
  /// A moved action that cannot stand in its new list (a second main-queue deferral for one callback, say) is
  /// left out, so every table maps to a valid one.
  public static func migrated(_ strategy: TableStrategy) -> TableStrategy {
    var own: [StrategyTrigger: [StrategyAction]] = [:]
    var moved: [StrategyTrigger: [StrategyAction]] = [:]
    for trigger in StrategyTrigger.all {
      let list = strategy.actions(for: trigger)
      let named = trigger.carrying == nil && strategy.implements(trigger.callback)
      guard !list.isEmpty || named else { continue }
      if trigger.callback.isLaunchMethod {
        let (item, rest) = split(list.filter { $0 != .returnFalse && $0 != .returnFalseIfItem })
        if !item.isEmpty { moved[StrategyTrigger(.sceneWillConnect, carrying: trigger.carrying), default: []] += item }
        if !rest.isEmpty { own[trigger, default: []] += rest }
      } else if let replacement = trigger.callback.sceneReplacement {
        moved[StrategyTrigger(replacement, carrying: trigger.carrying), default: []] += list
      } else {
        own[trigger] = list
      }
    }
    var triggers = own
    for (trigger, list) in moved {
      // The table's own list for the same delivery in the scene callback wins: UIKit calls only that one in a
      // scene app (2c row 1), and running both would act on one delivery twice.
      let covered = own.keys.contains { mine in
        mine.callback == trigger.callback
          && (mine.carrying == nil || trigger.carrying == nil || mine.carrying == trigger.carrying)
      }
      if !covered { triggers[trigger] = list }
    }
    if !triggers.keys.contains(where: { $0.callback == .configurationForConnecting }) {
      triggers[StrategyTrigger(.configurationForConnecting)] = []
    }
    let name = strategy.name + "Migrated"
    let summary =
      (strategy.summary.isEmpty ? strategy.name : strategy.summary)
      + ", moved to the scene lifecycle (qa-sim migrate; TN3187)"
    var table = validTable(name: name, summary: summary, triggers: triggers)
    if !strategy.flags.isEmpty {
      // A test the move left last in its list has nothing to skip: the table without the flags is still an answer.
      table = (try? table.withFlags(strategy.flags)) ?? table
    }
    guard !strategy.gates.isEmpty else { return table }
    var gateOpened: [UInt8: [StrategyAction]] = [:]
    var gateOpenedEachScene: [UInt8: [StrategyAction]] = [:]
    for gate in strategy.gates {
      gateOpened[gate.index] = strategy.actions(whenOpened: gate.index)
      gateOpenedEachScene[gate.index] = strategy.actions(whenOpenedForEachScene: gate.index)
    }
    do {
      return try table.withGates(strategy.gates, gateOpened: gateOpened, gateOpenedEachScene: gateOpenedEachScene)
    } catch {
      // The gates and every action naming them come from a table that declared them: unreachable, and the
      // table without them is still a valid answer.
      return table
    }
  }

  /// A launch method's list cut in two: the actions on the delivered item (they move to
  /// `scene(_:willConnectTo:options:)`) and the rest (they stay). A main-queue deferral goes with whichever part
  /// has actions after it, in front of the first of them.
  static func split(_ list: [StrategyAction]) -> (item: [StrategyAction], rest: [StrategyAction]) {
    var item: [StrategyAction] = []
    var rest: [StrategyAction] = []
    var deferred = false
    var itemDeferred = false
    var restDeferred = false
    for action in list {
      if action == .deferToMainQueue {
        deferred = true
        continue
      }
      if action.readsDeliveredItem {
        if deferred && !itemDeferred {
          item.append(.deferToMainQueue)
          itemDeferred = true
        }
        item.append(action)
      } else {
        if deferred && !restDeferred {
          rest.append(.deferToMainQueue)
          restDeferred = true
        }
        rest.append(action)
      }
    }
    return (item, rest)
  }

  /// The table for `triggers`, leaving out each action the table refuses (the error names it) until it accepts.
  static func validTable(
    name: String, summary: String, triggers: [StrategyTrigger: [StrategyAction]]
  ) -> TableStrategy {
    var triggers = triggers
    while true {
      do {
        return try TableStrategy(name: name, nativeLifecycle: .scene, summary: summary, triggers: triggers)
      } catch {
        let trigger = error.trigger
        if let index = error.index, var list = triggers[trigger], index < list.count {
          list.remove(at: index)
          triggers[trigger] = list
        } else {
          triggers[trigger] = nil
        }
      }
    }
  }
}
