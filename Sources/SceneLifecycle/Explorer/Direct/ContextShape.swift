import Foundation

/// What the direct search's key (``WorldKey``, and the text key built on it) keeps of an ``AppContext`` besides the
/// scene delegate and session slots: every stored property but the transient ones (``transientFields``), each
/// delivery replaced by its position among the deliveries met in the order below (from 0), and a scene delegate by its
/// session alone (only the newest scene delegate of a session lives). A test holds ``fields`` and ``transientFields``
/// to every stored property `Mirror` sees, so a property added to ``AppContext`` must be placed in one of them.
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

  /// The ``AppContext`` properties that never outlive a callback or an event, left out of the key: effects are
  /// drained after every callback, the launch result, declined flag and current completion are set before each one,
  /// and what was handled during an event is forgotten when it ends. The connected scenes are left out too: they
  /// follow from the machine's sessions, which the key holds.
  static let transientFields: Set<String> = [
    "effects", "launchMethodResult", "currentCompletion", "handledInEvent", "declinedCallback", "connectedScenes",
  ]

  /// The ``AppContext`` properties a shape holds, by name: with ``transientFields`` and the two slot tables, every
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
