import Foundation

/// One search thread's side of the ``WorldKeyInterner``: the memory shapes it has met, with their numbers, and
/// scratch space for building keys. Not shared between threads.
final class WorldKeyTable {
  /// The most shapes remembered; the table starts afresh past it (the interner keeps every one).
  static let capacity = 1 << 16

  /// The search's shared numbering.
  let interner: WorldKeyInterner

  /// The shapes this thread has met, with their numbers (the interner's, remembered here to skip its lock).
  private var shapes: [ContextShape: UInt64] = [:]
  /// The deliveries of the last memory shaped (``number(of:)``), in the shape's order.
  private(set) var contextDeliveries: [Delivery] = []
  /// The deliveries numbered so far in the key being built, in order.
  var numbered: [Delivery] = []
  /// The slots of the key being built, by code, then delivery.
  var slots: [(code: UInt64, delivery: Delivery)] = []

  /// A table asking `interner`.
  init(interner: WorldKeyInterner) {
    self.interner = interner
    numbered.reserveCapacity(32)
    contextDeliveries.reserveCapacity(8)
    slots.reserveCapacity(16)
  }

  /// The number of `context`'s shape; its deliveries, in the shape's order, are left in ``contextDeliveries``.
  /// Shaping a memory is cheaper than hashing it whole (its slot tables are left out), so every memory is shaped and
  /// only the shape is looked up.
  func number(of context: AppContext) -> UInt64 {
    contextDeliveries.removeAll(keepingCapacity: true)
    let shape = ContextShape(context, deliveries: &contextDeliveries)
    if let known = shapes[shape] { return known }
    let number = interner.number(of: shape)
    if shapes.count >= Self.capacity { shapes.removeAll(keepingCapacity: true) }
    shapes[shape] = number
    return number
  }
}
