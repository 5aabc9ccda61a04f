/// The extension word of a state (``ExplorerState/extensionBits``): 64 more bits of app part, for the app's
/// own timing (issue 12). Every field below is zero in every state of today's strategies: a strategy that never
/// defers work to the main queue never sets the deferred block's bits.
///
/// ```
/// bits 0–7    readiness gates open: a bit per gate, in the order the strategy declares them (8 at most)
/// bits 8–31   items queued behind closed gates: three entries of 8 bits, oldest first;
///             per entry: present (1), item (4), gate index (3)
/// bits 32–46  a deferred main-queue continuation: present (1), the callback whose remaining actions run
///             (a CallbackKind raw value, 5), the index of its first remaining action (4), carries a
///             delivery (1), that delivery's item (4)
/// bit  47     the deferred continuation's callback went to a scene delegate (it acts on the first session's)
/// bits 48–58  the persistent (UserDefaults) slot: present (1), item (4), handled (2), activation (2),
///             launch it was written in relative to this one (2: this launch, the previous, older)
/// bits 59–63  the deferred continuation's delivery as the monitor tracks it: bit 63 set when it is the
///             delivery a slot of the first word holds (bit 59: 0 the app slot, 1 the scene slot), whose slot
///             word has its counts; clear: bit 59 handled at least once, bits 60–61 activation, bit 62 it is
///             the latest delivery
/// ```
///
/// Counters that only grow (launch numbers, delivery serials) are renumbered relative to the present, as in
/// the first word, so equal futures give equal codes. An item id in this word is renamed by ``ItemSymmetry``
/// when it is listed in ``extensionItemFields``; a field whose present flag is clear is left alone.
extension ExplorerState {
  /// The extension word's bits that are app part: all of them.
  static let extensionMask: UInt64 = ~0

  /// Where the open-gates bits start (a bit per declared gate).
  static let gatesOpenShift: UInt64 = 0
  /// The open-gates bits, once shifted down.
  static let gatesOpenMask: UInt64 = 0xFF
  /// The most gates a strategy can declare.
  static let maxGates = gatesOpenMask.nonzeroBitCount

  /// Where the first queued entry starts; entry `n` starts ``queueEntryWidth`` × `n` higher.
  static let queueShift: UInt64 = 8
  /// How many items can wait behind closed gates at once.
  static let queueCapacity = 3
  /// The bits of one queued entry.
  static let queueEntryWidth: UInt64 = 8
  /// In a queued entry: set when the entry holds an item.
  static let queueEntryPresentBit: UInt64 = 1
  /// In a queued entry: where the item id starts (4 bits, ``itemMask``).
  static let queueEntryItemShift: UInt64 = 1
  /// In a queued entry: where the gate's index starts (3 bits).
  static let queueEntryGateShift: UInt64 = 5
  /// A gate index's bits, once shifted down.
  static let gateIndexMask: UInt64 = 0x7

  /// Set when a deferred main-queue continuation is pending.
  static let deferredPresentBit: UInt64 = 1 << 32
  /// Where the deferred continuation's callback kind starts (5 bits, a ``CallbackKind`` raw value).
  static let deferredCallbackShift: UInt64 = 33
  /// A callback kind's bits, once shifted down.
  static let deferredCallbackMask: UInt64 = 0x1F
  /// Where the index of the continuation's first remaining action starts (4 bits).
  static let deferredActionShift: UInt64 = 38
  /// An action index's bits, once shifted down.
  static let deferredActionMask: UInt64 = 0xF
  /// Set when the continuation carries a delivery (its item is at ``deferredItemShift``).
  static let deferredDeliveryBit: UInt64 = 1 << 42
  /// Where the continuation's delivery's item id starts (4 bits).
  static let deferredItemShift: UInt64 = 43
  /// Set when the continuation's callback went to a scene delegate.
  static let deferredSceneBit: UInt64 = 1 << 47
  /// Set when the continuation's delivery is the one a slot of the first word holds.
  static let deferredSharedBit: UInt64 = 1 << 63
  /// With ``deferredSharedBit``: the slot is the scene delegate's; without: the delivery was handled.
  static let deferredSlotOrHandledBit: UInt64 = 1 << 59
  /// Without ``deferredSharedBit``: where the delivery's activation starts (2 bits).
  static let deferredActivationShift: UInt64 = 60
  /// Without ``deferredSharedBit``: set when the delivery is the monitor's latest.
  static let deferredLatestBit: UInt64 = 1 << 62
  /// Every bit of the deferred block (32–47 and 59–63): zero in every state of a strategy that never defers.
  static let deferredBits: UInt64 = 0xFFFF << 32 | 0x1F << 59

  /// Where the persistent slot's word starts: present, item, handled, activation as in a slot word
  /// (``slotPresentBit``, ``slotItemShift``, ``slotHandledShift``, ``slotActivationShift``), then the launch.
  static let persistentSlotShift: UInt64 = 48
  /// In the persistent slot's word: where the launch it was written in starts (2 bits: 0 this launch,
  /// 1 the previous one, 2 an older one).
  static let persistentLaunchShift: UInt64 = 9
  /// The persistent slot's word, once shifted down.
  static let persistentSlotMask: UInt64 = 0x7FF

  /// One place in the extension word that can hold an item id: the flag that says it does and where the id
  /// (``itemMask``) starts.
  struct ItemField: Equatable, Sendable {
    /// Set in the extension word when the field holds an item.
    let presentBit: UInt64
    /// Where the item id starts in the extension word.
    let itemShift: UInt64
  }

  /// Every place in the extension word that holds an item id, in the order ``ItemSymmetry`` names items
  /// (after the two slots of the first word): the queue, oldest first, the deferred continuation's
  /// delivery, the persistent slot. A new field holding an item must be listed here, or the symmetry
  /// would treat two states with different items there as one.
  static let extensionItemFields: [ItemField] =
    (0..<UInt64(queueCapacity)).map { entry in
      let start = queueShift + entry * queueEntryWidth
      return ItemField(presentBit: queueEntryPresentBit << start, itemShift: start + queueEntryItemShift)
    } + [
      ItemField(presentBit: deferredDeliveryBit, itemShift: deferredItemShift),
      ItemField(presentBit: slotPresentBit << persistentSlotShift, itemShift: persistentSlotShift + slotItemShift),
    ]

  /// The extension word's present flags and item ids: the bits item renaming reads and rewrites.
  static let extensionItemBits: UInt64 = extensionItemFields.reduce(0) {
    $0 | $1.presentBit | itemMask << $1.itemShift
  }
}
