/// Renaming items of one kind, so that an app-table miss can reuse what the model gave for the same
/// situation with other items.
///
/// Nothing in the model looks at which quick-action item (or which link of one kind) a delivery carries,
/// only at its kind: strategies act per callback and per kind of delivery, the machine delivers whatever
/// the event names, and the monitor follows deliveries, not items. So the app's next memory and the
/// violations for (app part, interaction sequence) follow from those of any renaming of the items in both,
/// renamed back. ``TransitionCache`` keeps a second table keyed by the canonical renaming (items numbered
/// in order of appearance: app slot, scene slot, then the sequence) and runs the model only when that
/// misses too. The memo tables' tests compare the result with the direct, unmemoised search.
struct ItemSymmetry {
  /// Per item id, its class: the kind of event that carries it (and so of delivery), or an id of its own
  /// for ids no event carries.
  private let itemClass: [UInt8]
  /// Per class, its ids in increasing order: the canonical names, given in order of appearance.
  private let members: [[UInt8]]

  /// Classes from the explorer's events: quick-action items, custom-scheme URLs, universal links.
  init(events: [LifecycleEvent]) {
    var itemClass = (0..<16).map { UInt8(3 + $0) }
    for event in events {
      switch event {
      case .quickAction(let id): itemClass[Int(id.index & 0xF)] = 0
      case .openURL(let id): itemClass[Int(id.index & 0xF)] = 1
      case .universalLink(let id): itemClass[Int(id.index & 0xF)] = 2
      case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .updateApp,
        .setDynamicItems:
        break
      }
    }
    var members = Array(repeating: [UInt8](), count: 3 + 16)
    for id in 0..<16 { members[Int(itemClass[id])].append(UInt8(id)) }
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

  /// The app part with its slots' items renamed (bits 11–14 and 21–24, when present), or `nil` when an
  /// item is outside the renaming (`names` says which ids it covers) so the value cannot be carried over.
  static func rename(_ bits: UInt64, map: UInt64, names: UInt16) -> UInt64? {
    var bits = bits
    for (present, shift) in [(UInt64(1) << 10, UInt64(11)), (UInt64(1) << 19, UInt64(21))] where bits & present != 0 {
      let id = (bits >> shift) & 0xF
      guard names & (1 << id) != 0 else { return nil }
      bits = bits & ~(0xF << shift) | ((map >> (4 * id)) & 0xF) << shift
    }
    return bits
  }

  /// The canonical key of an app part and an interaction sequence's codes: the renaming that gives it,
  /// the renamed app part, and the renamed codes.
  func canonical(appPart: UInt64, codes: [UInt16]) -> (renaming: Renaming, appPart: UInt64, codes: [UInt16]) {
    var renaming = Renaming()
    var part = appPart
    for (present, shift) in [(UInt64(1) << 10, UInt64(11)), (UInt64(1) << 19, UInt64(21))] where part & present != 0 {
      let name = renaming.canonical((part >> shift) & 0xF, in: self)
      part = part & ~(0xF << shift) | name << shift
    }
    var renamed = codes
    for index in renamed.indices where renamed[index] < 0x4000 && renamed[index] & 0x20 != 0 {
      let name = renaming.canonical(UInt64(renamed[index] >> 6) & 0xF, in: self)
      renamed[index] = renamed[index] & ~(0xF << 6) | UInt16(name) << 6
    }
    return (renaming, part, renamed)
  }
}
