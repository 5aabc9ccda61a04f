/// Renaming items of one kind, so that an app-table miss can reuse what the model gave for the same
/// situation with other items.
///
/// Nothing in the model looks at which quick-action item (or which link of one kind) a delivery carries,
/// only at its kind: strategies act per callback and per kind of delivery, the machine delivers whatever
/// the event names, and the monitor follows deliveries, not items. So the app's next memory and the
/// violations for (app part, interaction sequence) follow from those of any renaming of the items in both,
/// renamed back. ``TransitionCache`` keeps a second table keyed by the canonical renaming (items numbered
/// in order of appearance: app slot, scene slot, the item fields of the extension word
/// (``ExplorerState/extensionItemFields``), then the sequence) and runs the model only when that
/// misses too. The memo tables' tests compare the result with the direct, unmemoised search.
struct ItemSymmetry {
  /// Per item id, its class: the kind of event that carries it (and so of delivery), or an id of its own
  /// for ids no event carries.
  private let itemClass: [UInt8]
  /// Per class, its ids in increasing order: the canonical names, given in order of appearance.
  private let members: [[UInt8]]

  /// Classes from the explorer's events: quick-action items, custom-scheme URLs (opened or from a web clip),
  /// universal links.
  init(events: [LifecycleEvent]) {
    let ids = ExplorerState.maxItems
    var itemClass = (0..<ids).map { UInt8(3 + $0) }
    for event in events {
      switch event {
      case .quickAction(let id): itemClass[Int(id.index) % ids] = 0
      // A web clip's URL arrives as a custom-scheme URL does, so it shares their class.
      case .openURL(let id), .webClip(let id): itemClass[Int(id.index) % ids] = 1
      case .universalLink(let id): itemClass[Int(id.index) % ids] = 2
      // Packed states hold no notification tap (``ExplorerError/notificationTaps``).
      // Nor a user activity (``ExplorerError/userActivities``).
      case .notificationTap, .userActivity, .handoff, .cloudKitShare, .appIntent: break
      case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .backgroundLaunch,
        .updateApp, .setDynamicItems, .interruption, .appReady, .mainQueueTurn, .openWindow, .closeWindow, .focus:
        break
      }
    }
    var members = Array(repeating: [UInt8](), count: 3 + ids)
    for id in 0..<ids { members[Int(itemClass[id])].append(UInt8(id)) }
    self.itemClass = itemClass
    self.members = members
  }

  /// A renaming being built: real id → canonical id and back, as nibbles, with a bit per id mapped.
  struct Renaming {
    var forward: UInt64 = 0
    var backward: UInt64 = 0
    var mapped: UInt16 = 0
    var canonicalMapped: UInt16 = 0
    /// Per class, how many ids it has named so far (classes 0–2 in 4-bit fields; others are singletons).
    var used: UInt16 = 0

    /// The canonical id of `id`, naming it now if it is new.
    mutating func canonical(_ id: UInt64, in symmetry: ItemSymmetry) -> UInt64 {
      let id = Int(id & 0xF)
      if mapped & (1 << id) != 0 { return (forward >> (4 * id)) & 0xF }
      let itemClass = Int(symmetry.itemClass[id])
      var name = UInt64(id)
      if itemClass < 3 {
        let rank = Int((used >> (4 * itemClass)) & 0xF)
        name = UInt64(symmetry.members[itemClass][rank])
        used += 1 << (4 * itemClass)
      }
      forward |= name << (4 * id)
      backward |= UInt64(id) << (4 * name)
      mapped |= 1 << id
      canonicalMapped |= 1 << name
      return name
    }
  }

  /// Each slot's present flag and where its item id sits in a state's first word.
  private static let slots = [
    (present: ExplorerState.appSlotPresentBit, itemShift: ExplorerState.appItemShift),
    (present: ExplorerState.sceneSlotPresentBit, itemShift: ExplorerState.sceneItemShift),
  ]

  /// The places in the extension word that hold item ids (``ExplorerState/extensionItemFields``).
  private static let extensionSlots = ExplorerState.extensionItemFields.map {
    (present: $0.presentBit, itemShift: $0.itemShift)
  }

  /// The app part with its slots' items renamed (when present), or `nil` when an item is outside the
  /// renaming (`names` says which ids it covers) so the value cannot be carried over.
  static func rename(_ bits: UInt64, map: UInt64, names: UInt16) -> UInt64? {
    rename(bits, fields: slots, map: map, names: names)
  }

  /// ``rename(_:map:names:)`` for an extension word: its item fields' ids renamed.
  static func renameExtension(_ bits: UInt64, map: UInt64, names: UInt16) -> UInt64? {
    bits & ExplorerState.extensionItemBits == 0 ? bits : rename(bits, fields: extensionSlots, map: map, names: names)
  }

  private static func rename(
    _ bits: UInt64, fields: [(present: UInt64, itemShift: UInt64)], map: UInt64, names: UInt16
  ) -> UInt64? {
    let item = ExplorerState.itemMask
    var bits = bits
    for (present, shift) in fields where bits & present != 0 {
      let id = (bits >> shift) & item
      guard names & (1 << id) != 0 else { return nil }
      bits = bits & ~(item << shift) | ((map >> (4 * id)) & item) << shift
    }
    return bits
  }

  /// The canonical key of an app part (its first word's bits and its extension word) and an interaction
  /// sequence's codes: the renaming that gives it, the renamed parts, and the renamed codes. Items are named
  /// in order of appearance: app slot, scene slot, the extension word's fields, the sequence.
  func canonical(appPart: UInt64, extensionBits: UInt64 = 0, codes: [UInt16]) -> (
    renaming: Renaming, appPart: UInt64, extensionBits: UInt64, codes: [UInt16]
  ) {
    var renaming = Renaming()
    let item = ExplorerState.itemMask
    var part = appPart
    for (present, shift) in Self.slots where part & present != 0 {
      let name = renaming.canonical((part >> shift) & item, in: self)
      part = part & ~(item << shift) | name << shift
    }
    var extensionPart = extensionBits
    for (present, shift) in Self.extensionSlots where extensionPart & present != 0 {
      let name = renaming.canonical((extensionPart >> shift) & item, in: self)
      extensionPart = extensionPart & ~(item << shift) | name << shift
    }
    var renamed = codes
    let itemShift = InteractionRecorder.itemShift
    for index in renamed.indices
    where InteractionRecorder.isCallback(renamed[index]) && renamed[index] & InteractionRecorder.deliveryBit != 0 {
      let name = renaming.canonical(UInt64(renamed[index] >> itemShift) & item, in: self)
      renamed[index] = renamed[index] & ~(UInt16(item) << itemShift) | UInt16(name) << itemShift
    }
    return (renaming, part, extensionPart, renamed)
  }
}
