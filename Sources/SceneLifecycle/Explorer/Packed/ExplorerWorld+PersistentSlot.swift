/// Packing the persistent (UserDefaults) slot into the extension word (bits 48–61, `ExplorerState+Extension.swift`).
extension ExplorerWorld {
  /// The extension word's persistent-slot bits: zero when the app keeps nothing in `UserDefaults`, so strategies
  /// without its actions keep a zero extension word. `appDelivery` and `sceneDelivery` are what the first word's
  /// slots hold.
  func persistentSlotBits(appDelivery: Delivery?, sceneDelivery: Delivery?) -> UInt64 {
    guard let delivery = runner.context.persistentSlot.item else { return 0 }
    let monitor = runner.monitor
    var word = Self.slotWord(delivery, monitor)
    if let entry = monitor.tracked.first(where: { $0.delivery == delivery }), entry.launch < monitor.launch {
      word |= 1 << ExplorerState.persistentLaunchShift
    }
    var bits = word << ExplorerState.persistentSlotShift
    if delivery == appDelivery {
      bits |= ExplorerState.persistentSameAsApp << ExplorerState.persistentSameShift
    } else if delivery == sceneDelivery {
      bits |= ExplorerState.persistentSameAsScene << ExplorerState.persistentSameShift
    } else if monitor.latest == delivery {
      bits |= ExplorerState.persistentLatestBit
    }
    return bits
  }
}
