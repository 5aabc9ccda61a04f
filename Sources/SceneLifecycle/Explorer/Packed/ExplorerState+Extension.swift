/// The extension word of a state (``ExplorerState/extensionBits``): 64 more bits of app part, for the app's
/// own timing (issue 12): readiness gates and the items queued behind them, a deferred main-queue block, and the
/// persistent (UserDefaults) slot. Every field is zero in every state of a strategy that uses none of them, so
/// such explorations keep one word a state.
///
/// ```
/// bits 0–3    readiness gates open: a bit per gate, in the order the strategy declares them (4 at most)
/// bits 4–17   items queued behind closed gates: two entries of 7 bits, oldest first;
///             per entry: present (1), item (4), gate index (2)
/// bits 18–19  the queue's past count: how many leading queued entries (in queue order, not counting the one
///             the app slot holds) are past their first activation; the others are in it when the app is
///             active, else awaiting it
/// bits 20–21  which queued entry holds the app delegate slot's delivery (0 none, else entry + 1)
/// bits 22–23  which queued entry holds the latest delivery when no slot does (0 none, else entry + 1)
/// bit  24     the latest delivery is the persistent slot's (and neither slot of the first word holds it)
/// bits 25–26  the persistent slot holds the same delivery as: 0 no other slot, 1 the app slot, 2 the scene slot
/// bits 27–30  the strategy's flags: a bit per flag set, in the order the strategy declares them (4 at most,
///             ``StrategyFlag/maxCount``); those kept in UserDefaults survive a process death with the bit set
/// bit  31     free
/// bits 32–46  a deferred main-queue block: present (1), the callback whose remaining actions run
///             (a CallbackKind raw value, 5), the index of its first remaining action (4), carries a
///             delivery (1), that delivery's item (4)
/// bit  47     the deferred continuation's callback went to a scene delegate (it acts on the first session's)
/// bits 48–58  the persistent (UserDefaults) slot: present (1), item (4), handled (2), activation (2),
///             launch it was written in relative to this one (2: 0 this launch, 1 an earlier one)
/// bits 59–63  the deferred continuation's delivery as the monitor tracks it: bit 63 set when it is the
///             delivery a slot of the first word holds (bit 59: 0 the app slot, 1 the scene slot), whose slot
///             word has its counts; clear: bit 59 handled at least once, bits 60–61 activation, bit 62 it is
///             the latest delivery
/// ```
///
/// The budget is why a strategy declares at most four gates and two items wait behind closed gates at once:
/// every field of the three features must fit together, since one strategy may use them all.
///
/// A failed handling of the app slot's item (``AppContext/appSlotHandlingFailed``) is the app slot word's
/// handled field set to 3 (never handled, the last attempt failed), a value today's strategies never write.
///
/// Counters that only grow (launch numbers, delivery serials) are renumbered relative to the present, as in
/// the first word, so equal futures give equal codes. An item id in this word is renamed by ``ItemSymmetry``
/// when it is listed in ``extensionItemFields``; a field whose present flag is clear is left alone.
extension ExplorerState {
  /// The extension word's bits that are app part: all of them.
  static let extensionMask: UInt64 = ~0

  /// Where the flag bits start (a bit per declared flag, ``StrategyFlag``).
  static let flagsShift: UInt64 = 27
  /// The flag bits, once shifted down.
  static let flagsMask: UInt64 = 0xF
  /// The most flags a strategy can declare.
  static let maxFlags = flagsMask.nonzeroBitCount

  /// Where the open-gates bits start (a bit per declared gate).
  static let gatesOpenShift: UInt64 = 0
  /// The open-gates bits, once shifted down.
  static let gatesOpenMask: UInt64 = 0xF
  /// The most gates a strategy can declare.
  static let maxGates = gatesOpenMask.nonzeroBitCount

  /// Where the first queued entry starts; entry `n` starts ``queueEntryWidth`` × `n` higher.
  static let queueShift: UInt64 = 4
  /// How many items can wait behind closed gates at once.
  static let queueCapacity = 2
  /// The bits of one queued entry.
  static let queueEntryWidth: UInt64 = 7
  /// In a queued entry: set when the entry holds an item.
  static let queueEntryPresentBit: UInt64 = 1
  /// In a queued entry: where the item id starts (4 bits, ``itemMask``).
  static let queueEntryItemShift: UInt64 = 1
  /// In a queued entry: where the gate's index starts (2 bits).
  static let queueEntryGateShift: UInt64 = 5
  /// A gate index's bits, once shifted down.
  static let gateIndexMask: UInt64 = 0x3

  /// Where the number of the queued entry that holds the app slot's delivery starts (2 bits, entry + 1).
  static let queueAppSlotEntryShift: UInt64 = 20
  /// Where the number of the queued entry that holds the latest delivery starts (2 bits, entry + 1).
  static let queueLatestEntryShift: UInt64 = 22
  /// The low bit of the queue's past count.
  static let queuePastLowBit: UInt64 = 1 << 18
  /// The high bit of the queue's past count.
  static let queuePastHighBit: UInt64 = 1 << 19
  /// In a slot word's handled field: never handled, and the last handling attempt failed.
  static let handledFailedCode: UInt64 = 3

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
  /// Set when the latest delivery is the one the persistent slot holds and neither slot of the first word holds
  /// it (the first word's latest code then says "elsewhere").
  static let persistentLatestBit: UInt64 = 1 << 24
  /// Where the persistent slot's identity code starts (2 bits: ``persistentDistinct``, ``persistentSameAsApp``,
  /// ``persistentSameAsScene``): a delivery parked in two places is one delivery, handled once.
  static let persistentSameShift: UInt64 = 25
  /// The persistent slot's delivery is in no other slot.
  static let persistentDistinct: UInt64 = 0
  /// The persistent slot holds the delivery the app slot holds.
  static let persistentSameAsApp: UInt64 = 1
  /// The persistent slot holds the delivery the scene delegate slot holds (and the app slot does not).
  static let persistentSameAsScene: UInt64 = 2

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
