/// A boolean the app's own code keeps, such as react-native-quick-actions' `static BOOL first` ("skip the first
/// event when this launch carried an initial action") or an "already handled the launch item" property (UIKit
/// semantics article, 10d).
///
/// A strategy declares its flags by name (``TableStrategy/flags``); the model knows a flag by its index in that
/// list. Every flag is clear when the app is installed. The actions ``StrategyAction/setFlag(_:)`` and
/// ``StrategyAction/clearFlag(_:)`` change it; ``StrategyAction/ifFlag(_:)`` and ``StrategyAction/unlessFlag(_:)``
/// test it and skip the rest of their list when the test is false.
public struct StrategyFlag: Hashable, Sendable {
  /// The flag's name in scenario files and traces (letters, digits and `_`).
  public let name: String
  /// Its position in the strategy's list: the model's name for it.
  public let index: UInt8
  /// Where the app keeps it, which decides how long it lives.
  public let storage: FlagStorage

  /// Creates a flag declaration.
  public init(name: String, index: UInt8, storage: FlagStorage = .process) {
    self.name = name
    self.index = index
    self.storage = storage
  }

  /// The most flags a strategy can declare: what the explorer's packed state has room for
  /// (`ExplorerState+Extension.swift`).
  public static let maxCount = 4

  /// Whether `name` can name a flag: letters, digits and `_`, not empty (as a gate's name).
  public static func isValidName(_ name: String) -> Bool { Gate.isValidName(name) }
}

/// Where the app keeps a flag.
public enum FlagStorage: String, Hashable, Sendable, CaseIterable {
  /// A `static` or an instance property: it lives as long as the process and is clear in a new one.
  case process
  /// A key in `UserDefaults`: it survives every process death (UIKit semantics article, 10c row 1).
  case userDefaults
}

/// A table strategy's flags declared wrongly, or an action naming a flag it does not declare, or a test with
/// nothing after it to skip.
public struct FlagDeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public enum Location: Hashable, Sendable {
    /// The flag declaration at this position.
    case flags(Int)
    /// The action at this position in a callback's list.
    case trigger(StrategyTrigger, Int)
    /// The action at this position in a gate's `gateOpened` list (`eachScene`: its `[eachScene]` list).
    case gateOpened(UInt8, eachScene: Bool, Int)
  }

  /// Where the problem is.
  public let place: Location
  /// What is wrong.
  public let message: String

  /// The message.
  public var description: String { message }
}
