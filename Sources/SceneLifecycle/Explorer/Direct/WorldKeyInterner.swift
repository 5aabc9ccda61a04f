import Foundation

/// The numbers a ``WorldKey`` gives values too varied to pack (an app memory's ``ContextShape``, a bit string that
/// outgrew the inline words): one table for a whole search, shared by its threads behind a lock, so a number means
/// the same value on every thread and two keys made on two threads compare exactly. Numbers are given in the order
/// values are first met, which can differ from run to run with several threads; a key's number is compared only with
/// other keys of the same search, so the states and reports do not depend on it.
///
/// Each thread asks through its own ``WorldKeyTable``, which remembers the answers, so the lock is taken once per
/// app memory a thread meets, not once per state.
final class WorldKeyInterner: @unchecked Sendable {
  private let lock = NSLock()
  private var shapes: [ContextShape: UInt64] = [:]
  private var spills: [[UInt64]: UInt64] = [:]

  /// An empty table.
  init() {}

  /// The number of `shape`, given the next one when it is new.
  func number(of shape: ContextShape) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    if let known = shapes[shape] { return known }
    let number = UInt64(shapes.count)
    shapes[shape] = number
    return number
  }

  /// The number of the bit string `words`, given the next one when it is new.
  func number(ofSpilled words: [UInt64]) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    if let known = spills[words] { return known }
    let number = UInt64(spills.count)
    spills[words] = number
    return number
  }
}

/// What a ``WorldKey`` keeps of an ``AppContext`` besides the scene delegate and session slots: every stored property
/// but the transient ones (``Simulator/transientContextFields``), each delivery replaced by its position among the
/// deliveries met in the walk's order (``StateFingerprint`` numbers them so, from 0), and a scene delegate by its
/// session alone, as ``StateFingerprint`` writes a ``SceneRef``. Two memories have equal shapes exactly when their
/// walks (``Simulator/contextFingerprint(_:)``) are equal.
struct ContextShape: Hashable, Sendable {
  /// A delivery as its position plus one, 0 for none.
  typealias Local = UInt8

  var appSlot: Local = 0
  var navigation = NavigationState()
  var keptCompletion: Local = 0
  var gatesOpen: UInt8 = 0
  /// Each waiting item's delivery and gate, oldest first (at most ``Gate/queueCapacity``).
  var queued: [(Local, Gate)] = []
  var appSlotHandlingFailed = false
  var persistentSlot: Local = 0
  var deferredBlock: DeferredShape?
  var flags: UInt8 = 0

  /// A pending main-queue block: its callback's kind, scene (by session, as the walk writes it), delivery and how it
  /// hands it over, where it resumes and whether it captured the completion handler.
  struct DeferredShape: Hashable, Sendable {
    let kind: CallbackKind
    let session: UInt8?
    let delivery: Local
    let deliveryKind: DeliveryKind?
    let resumeAt: Int
    let capturesCompletion: Bool
  }

  /// The shape of `context`, and its deliveries in the order their positions were given.
  init(_ context: AppContext, deliveries: inout [Delivery]) {
    func local(_ delivery: Delivery?) -> Local {
      guard let delivery else { return 0 }
      if let index = deliveries.firstIndex(of: delivery) { return Local(index + 1) }
      deliveries.append(delivery)
      return Local(truncatingIfNeeded: deliveries.count)
    }
    appSlot = local(context.appSlot.item)
    navigation = context.navigation
    keptCompletion = local(context.keptCompletion)
    gatesOpen = context.gatesOpen
    queued = context.queued.map { (local($0.delivery), $0.gate) }
    appSlotHandlingFailed = context.appSlotHandlingFailed
    persistentSlot = local(context.persistentSlot.item)
    deferredBlock = context.deferredBlock.map { block in
      let callback = block.callback
      return DeferredShape(
        kind: callback.kind, session: callback.scene?.session, delivery: local(callback.delivery),
        deliveryKind: callback.deliveryKind, resumeAt: block.resumeAt, capturesCompletion: block.capturesCompletion)
    }
    flags = context.flags
  }

  /// The ``AppContext`` properties a shape holds, by name: with the transient ones and the two slot tables, every
  /// stored property (a test checks it against `Mirror`).
  static let fields: Set<String> = [
    "appSlot", "navigation", "keptCompletion", "gatesOpen", "queued", "appSlotHandlingFailed", "persistentSlot",
    "deferredBlock", "flags",
  ]

  static func == (lhs: ContextShape, rhs: ContextShape) -> Bool {
    lhs.appSlot == rhs.appSlot && lhs.navigation == rhs.navigation && lhs.keptCompletion == rhs.keptCompletion
      && lhs.gatesOpen == rhs.gatesOpen && lhs.queued.elementsEqual(rhs.queued, by: { $0 == $1 })
      && lhs.appSlotHandlingFailed == rhs.appSlotHandlingFailed && lhs.persistentSlot == rhs.persistentSlot
      && lhs.deferredBlock == rhs.deferredBlock && lhs.flags == rhs.flags
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(appSlot)
    hasher.combine(navigation)
    hasher.combine(keptCompletion)
    hasher.combine(gatesOpen)
    hasher.combine(queued.count)
    for (delivery, gate) in queued {
      hasher.combine(delivery)
      hasher.combine(gate)
    }
    hasher.combine(appSlotHandlingFailed)
    hasher.combine(persistentSlot)
    hasher.combine(deferredBlock)
    hasher.combine(flags)
  }
}

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
