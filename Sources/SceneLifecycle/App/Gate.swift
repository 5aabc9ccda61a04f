/// A readiness gate the app's own code opens: the consumer behind it (a React Native event listener, a
/// Flutter channel handler, an onboarding screen) starts listening only when the app says so.
///
/// A strategy declares its gates by name (``TableStrategy/gates``); the model knows a gate by its index in
/// that list (0–7). A gate is closed when the process starts, opens with an `appReady` step or the
/// ``StrategyAction/ready(_:)`` action, and closes again when the process dies, or, for a consumer that belongs to
/// the scene's UI (``GateLifetime/scene``), when a scene disconnects (UIKit semantics article, 10a rows 1 to 3 and
/// 14).
public struct Gate: Hashable, Sendable {
  /// The gate's name in scenario files and traces (letters, digits and `_`).
  public let name: String
  /// Its position in the strategy's list: the model's name for it.
  public let index: UInt8
  /// What sending an item to the gate does while it is closed.
  public let whenClosed: GatePolicy
  /// When the consumer behind the gate can become ready (``Readiness/prompt`` unless declared): the explorers'
  /// assumption about its `appReady` steps, and the moments replay accepts one.
  public let readiness: Readiness
  /// How long the open gate stays open: until the process dies (``GateLifetime/process``, unless declared), or only
  /// until a scene disconnects.
  public let lifetime: GateLifetime

  /// Creates a gate declaration.
  public init(
    name: String, index: UInt8, whenClosed: GatePolicy = .drop, readiness: Readiness = .prompt,
    lifetime: GateLifetime = .process
  ) {
    self.name = name
    self.index = index
    self.whenClosed = whenClosed
    self.readiness = readiness
    self.lifetime = lifetime
  }

  /// The same gate with its consumer ready as `readiness` says.
  public func withReadiness(_ readiness: Readiness) -> Gate {
    Gate(name: name, index: index, whenClosed: whenClosed, readiness: readiness, lifetime: lifetime)
  }

  /// The most gates a strategy can declare.
  public static let maxCount = 4
  /// The most items that can wait behind closed `queue` gates at once, for the whole app; a third drops the
  /// oldest. Both limits are what the explorer's packed state has room for (`ExplorerState+Extension.swift`).
  public static let queueCapacity = 2

  /// Whether `name` can name a gate: letters, digits and `_`, not empty.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_"
      }
  }
}

/// What a closed gate does with an item sent to it.
public enum GatePolicy: String, Hashable, Sendable, CaseIterable {
  /// The item is gone and its handling failed: an event emitted while no listener is registered
  /// (UIKit semantics article, 10a row 2).
  case drop
  /// The item waits in the consumer's buffer and is handled, oldest first, when the gate opens (a message
  /// sent to a Flutter channel before its handler is set, 10a row 1).
  case queue
}

/// How long an open gate stays open: what the consumer behind it lives as long as (UIKit semantics article, 10a
/// row 14).
public enum GateLifetime: String, Hashable, Sendable, CaseIterable {
  /// The consumer lives as long as the process (a Flutter engine's channel handler, a flag the app's code keeps): the
  /// gate closes only when the process dies.
  case process
  /// The consumer belongs to the scene's UI (a listener a React Native root component adds when it mounts, an
  /// onboarding screen the scene's window shows): the gate also closes when a scene disconnects, and opens again
  /// only with a new `appReady` step once the scene reconnects. With several windows, any scene's disconnection
  /// closes it: a consumer per window is not modelled.
  case scene
}

/// An item waiting behind a closed gate.
public struct QueuedItem: Hashable, Sendable {
  /// The item.
  public let delivery: Delivery
  /// The gate it waits for.
  public let gate: Gate

  /// An item waiting for `gate`.
  public init(delivery: Delivery, gate: Gate) {
    self.delivery = delivery
    self.gate = gate
  }
}
