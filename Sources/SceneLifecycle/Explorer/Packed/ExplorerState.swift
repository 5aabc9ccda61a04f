import QuickActions

/// One state of the exploration, packed into a 64-bit word plus a 64-bit extension word of app state.
///
/// It holds everything that can change what happens next: the machine's phase, whether a discarded
/// session awaits `didDiscardSceneSessions`, whether the app has launched, the app's two slots and, for
/// each delivery still held there, how often it was handled and where it stands relative to its first
/// activation, plus which delivery is the latest, and whether the app keeps a completion handler to call later
/// and whether it was called or reported. Counters that only grow (delivery serials, session
/// numbers, scene delegate generations) are renumbered, so equal futures give equal codes.
///
/// ```
/// bits 0–6    the machine: a packed LifecycleMachine.Snapshot (process, session, scene state, discarded, launched)
/// bit  7      some scene foreground-active
/// bits 8–9    latest delivery: none, app slot, scene slot, other
/// bits 10–18  app slot: present, item (4), handled (2), activation (2)
/// bits 19–28  scene slot: present, same-as-app, item (4), handled (2), activation (2)
/// bit  29     the UI has been active since launch or connection
/// bits 30–31  kept completion handler: none, kept uncalled, called, uncalled and reported missing
/// bits 32–47  index of the LifecycleOptions combination
/// ```
///
/// Bits 48–62 of ``bits`` are free; bit 63 stays clear (``VisitedSet`` and ``PackedMap`` mark occupied slots
/// with it). The extension word, ``extensionBits``, is app state only: together with bits 7–31 it is the
/// "app part" the memo cache keys on and ``ItemSymmetry`` renames. Its layout, and where item ids sit in it
/// (``extensionItemFields``), is in `ExplorerState+Extension.swift`. Every state of today's strategies has a
/// zero extension word, and the stores keep such states in 8 bytes: ``VisitedSet`` and ``StateList`` allocate
/// the extension words only once a state with a non-zero one arrives, and the memo cache's tables
/// (``AppValueTable``) keep the narrow path they had.
///
/// The named constants below (``machineMask``, ``appSlotShift``, …) are the one definition of this layout.
struct ExplorerState: Hashable, Sendable {
  /// The packed bits.
  let bits: UInt64
  /// The extension word: more of the app part (``extensionMask``); zero for today's strategies.
  let extensionBits: UInt64

  /// Wraps packed bits.
  init(bits: UInt64, extensionBits: UInt64 = 0) {
    self.bits = bits
    self.extensionBits = extensionBits
  }

  /// The index of the state's `LifecycleOptions` combination.
  var optionsIndex: Int { Int((bits >> Self.optionsShift) & Self.optionsMask) }

  /// The same state under the option combination at `index`.
  func withOptionsIndex(_ index: Int) -> ExplorerState {
    ExplorerState(
      bits: bits & ~(Self.optionsMask << Self.optionsShift) | UInt64(index) << Self.optionsShift,
      extensionBits: extensionBits)
  }
}

// MARK: - Layout

extension ExplorerState {
  /// The machine part: a packed ``LifecycleMachine/Snapshot`` (bits 0–6).
  static let machineMask = LifecycleMachine.Snapshot.mask
  /// Set when some scene (or the app) is foreground-active.
  static let activeBit: UInt64 = 1 << LifecycleMachine.Snapshot.bitWidth
  /// Where the latest delivery's code starts (2 bits: ``latestNone``, ``latestInAppSlot``, …).
  static let latestShift: UInt64 = 8
  /// The latest delivery's bits, once shifted down.
  static let latestMask: UInt64 = 0x3
  /// No delivery was made yet.
  static let latestNone: UInt64 = 0
  /// The latest delivery is the one the app slot holds.
  static let latestInAppSlot: UInt64 = 1
  /// The latest delivery is the one the scene delegate slot holds.
  static let latestInSceneSlot: UInt64 = 2
  /// The latest delivery is held nowhere.
  static let latestElsewhere: UInt64 = 3
  /// Where the app slot's word (``slotPresentBit``, item, handled, activation) starts: bits 10–18.
  static let appSlotShift: UInt64 = 10
  /// Where the scene delegate slot's word starts (bits 20–28); its bit 0 is replaced by ``sceneSameAsAppBit``
  /// and its present flag moves to ``sceneSlotPresentBit``.
  static let sceneSlotShift: UInt64 = 20
  /// Set when the scene delegate slot holds a delivery.
  static let sceneSlotPresentBit: UInt64 = 1 << 19
  /// Set when the scene delegate slot holds the delivery the app slot holds.
  static let sceneSameAsAppBit: UInt64 = 1 << sceneSlotShift
  /// Set when the UI has been active since launch or connection.
  static let uiReadyBit: UInt64 = 1 << 29
  /// Set when the app keeps a completion handler it has not called (UIKit semantics article, 8g row 1). Which
  /// item's handler it is changes only messages, never a verdict, so no item is packed and item renaming
  /// (``ItemSymmetry``) leaves these bits alone.
  static let keptUncalledBit: UInt64 = 1 << 30
  /// Set when the app keeps a completion handler it has called; with ``keptUncalledBit``, an uncalled one whose
  /// `completionMissing` was reported at a suspension already.
  static let keptCalledBit: UInt64 = 1 << 31
  /// Both kept-completion bits.
  static let keptCompletionBits: UInt64 = keptUncalledBit | keptCalledBit
  /// Where the app part ends: the memo cache keys an app part with a 32-bit sequence id above this bit
  /// (`TransitionCache`).
  static let appPartWidth: UInt64 = 32
  /// Where the option combination's index starts (16 bits, room for every combination the styles read).
  static let optionsShift: UInt64 = appPartWidth
  /// The option combination's index, once shifted down.
  static let optionsMask: UInt64 = 0xFFFF
  /// The app part: the monitor's flags, the latest delivery, both slots, UI ready and the kept completion
  /// handler (bits 7–31).
  static let appMask: UInt64 = (1 << appPartWidth - 1) & ~machineMask

  /// In a slot word: set when the slot holds a delivery.
  static let slotPresentBit: UInt64 = 1
  /// In a slot word: where the item id starts.
  static let slotItemShift: UInt64 = 1
  /// An item id's bits (ids are packed in 4 bits).
  static let itemMask: UInt64 = 0xF
  /// In a slot word: where how often the delivery was handled starts (2 bits, capped at 2).
  static let slotHandledShift: UInt64 = 5
  /// In a slot word: where the delivery's activation starts (2 bits).
  static let slotActivationShift: UInt64 = 7
  /// A slot word's bits.
  static let slotMask: UInt64 = 0x1FF
  /// A 2-bit field's bits (handled, activation).
  static let twoBits: UInt64 = 0x3

  /// Where the app slot's item id sits in a state.
  static let appItemShift = appSlotShift + slotItemShift
  /// Where the scene delegate slot's item id sits in a state.
  static let sceneItemShift = sceneSlotShift + slotItemShift
  /// The app slot's present flag in a state.
  static let appSlotPresentBit = slotPresentBit << appSlotShift
  /// Both slots' present flags and items: the bits item renaming (``ItemSymmetry``) reads and rewrites.
  static let slotItemBits =
    appSlotPresentBit | itemMask << appItemShift | sceneSlotPresentBit | itemMask << sceneItemShift

  /// The most distinct quick-action types and links, together, a packed state can tell apart.
  static let maxItems = Int(itemMask) + 1
  /// The most option combinations a packed state can tell apart.
  static let maxOptionCombinations = Int(optionsMask) + 1
}
