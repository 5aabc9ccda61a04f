/// A violation kind and the item or link whose delivery broke it (`nil` for a violation about no delivery, a crash at
/// launch): what the search keeps a first path for beside each kind's (``SearchFindings/foundPerItem``).
struct ItemViolation: Hashable {
  /// The invariant broken.
  let kind: ViolationKind
  /// The item or link delivered.
  let item: ItemID?

  /// The kind and item of `violation`.
  init(_ violation: Violation) {
    kind = violation.kind
    item = violation.delivery == Violation.noDelivery ? nil : violation.delivery.item
  }
}
