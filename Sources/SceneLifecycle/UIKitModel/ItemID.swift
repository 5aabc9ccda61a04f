/// A compact handle for one shortcut item type or link: its position in the scenario's ``ItemCatalog``.
///
/// The lifecycle model works on these small values instead of strings, so a step never allocates and a
/// model state stays small enough to hash quickly when exploring.
public struct ItemID: Hashable, Sendable, Comparable {
  /// The position in the catalog.
  public let index: UInt8

  /// Wraps a catalog position.
  public init(_ index: UInt8) { self.index = index }

  /// Orders by catalog position.
  public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.index < rhs.index }
}

/// One selection of a quick action or opening of a link by the user: which item or link, and which
/// selection it was.
///
/// Every callback that hands that selection to the app carries the same delivery, so the invariant
/// checker can tell "handled twice" from "the user picked the same action twice".
public struct Delivery: Hashable, Sendable {
  /// Counts selections from 1 in the order the user made them.
  public let serial: UInt32
  /// The item type the user picked.
  public let item: ItemID

  /// Creates a delivery.
  public init(serial: UInt32, item: ItemID) {
    self.serial = serial
    self.item = item
  }
}

/// Names one scene delegate instance: the scene session and which connection of it.
///
/// A reconnect after a system disconnect can create a new scene delegate object (UIKit semantics article, 2d);
/// the generation tells instances of one session apart.
public struct SceneRef: Hashable, Sendable {
  /// The scene session, numbered from 1 in creation order.
  public let session: UInt8
  /// Which scene delegate instance of that session, from 0.
  public let generation: UInt8

  /// Creates a reference.
  public init(session: UInt8, generation: UInt8) {
    self.session = session
    self.generation = generation
  }
}
