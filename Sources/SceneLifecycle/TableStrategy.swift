/// A strategy described as data: for each callback, the actions the app takes, in order.
///
/// Scenario files declare custom strategies this way, and every built-in strategy is one
/// (``TableStrategy/builtIn(named:)``).
public struct TableStrategy: AppStrategy {
  /// The strategy's name, shown in reports.
  public let name: String
  /// The lifecycle the strategy's code was written for; scenarios default to it.
  public let nativeLifecycle: LifecycleStyle
  /// What the strategy is, in a sentence.
  public let summary: String
  /// Actions per callback, indexed by `CallbackKind.rawValue`.
  private let table: [[StrategyAction]]
  /// A bit per callback with actions, so the common "nothing to do" case costs one test.
  private let reactive: UInt32
  /// A bit per callback the table names, even with no actions: the methods the app implements.
  private let implemented: UInt32

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
    var table = Array(repeating: [StrategyAction](), count: CallbackKind.allCases.count)
    for kind in CallbackKind.allCases {
      guard let list = actions[kind] else { continue }
      for (index, action) in list.enumerated() {
        if let problem = action.problem(in: kind) {
          throw TableStrategyError(callback: kind, index: index, message: problem)
        }
      }
      table[Int(kind.rawValue)] = list
    }
    self.name = name
    self.nativeLifecycle = nativeLifecycle
    self.summary = summary
    self.table = table
    reactive = CallbackKind.allCases.reduce(0) { mask, kind in
      table[Int(kind.rawValue)].isEmpty ? mask : mask | 1 << UInt32(kind.rawValue)
    }
    implemented = actions.keys.reduce(0) { mask, kind in mask | 1 << UInt32(kind.rawValue) }
  }

  /// Whether the table names `callback` (an empty list means "implemented, does nothing").
  public func implements(_ callback: CallbackKind) -> Bool { implemented & (1 << UInt32(callback.rawValue)) != 0 }

  /// The actions taken in `callback`.
  public func actions(for callback: CallbackKind) -> [StrategyAction] { table[Int(callback.rawValue)] }

  /// Every callback with actions, in `CallbackKind` order.
  public var reactions: [(CallbackKind, [StrategyAction])] {
    CallbackKind.allCases.compactMap { kind in
      let list = actions(for: kind)
      return list.isEmpty ? nil : (kind, list)
    }
  }

  /// Runs the callback's actions in order.
  public func respond(to callback: Callback, app: inout AppContext) {
    guard reactive & (1 << UInt32(callback.kind.rawValue)) != 0 else { return }
    for action in table[Int(callback.kind.rawValue)] {
      action.perform(for: callback, app: &app)
    }
  }
}

/// A table strategy that asks for an action where it cannot run.
public struct TableStrategyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The callback whose list holds the action.
  public let callback: CallbackKind
  /// The action's position in that list.
  public let index: Int
  /// What is wrong.
  public let message: String

  /// The message.
  public var description: String { message }
}
