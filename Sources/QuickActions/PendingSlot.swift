/// The slot on the app object where apps park a quick action until the scene becomes active.
///
/// The seed pattern (`shortcutItemToProcess` on the app delegate) stores the item when UIKit delivers
/// it and consumes it in `sceneDidBecomeActive(_:)`. ``consume()`` returns the item and empties the slot
/// in one step, so the same item can never be taken twice.
public struct PendingSlot<Item: Hashable & Sendable>: Hashable, Sendable {
  /// The parked item, if any.
  public private(set) var item: Item?

  /// Creates an empty slot.
  public init() { item = nil }

  /// Parks `item`, replacing whatever was parked before. Storing `nil` leaves the slot unchanged,
  /// as `if let item = options.shortcutItem { slot = item }` does.
  public mutating func store(_ item: Item?) {
    if let item { self.item = item }
  }

  /// Returns the parked item and empties the slot.
  /// - Returns: the item, or `nil` when nothing was parked.
  public mutating func consume() -> Item? {
    defer { item = nil }
    return item
  }

  /// Empties the slot without handling the item.
  public mutating func reset() { item = nil }
}
