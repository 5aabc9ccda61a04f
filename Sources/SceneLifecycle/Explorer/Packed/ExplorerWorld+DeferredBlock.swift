/// Packing a deferred main-queue block into the extension word (bits 32–47 and 59–63, layout in
/// `ExplorerState+Extension.swift`): its callback, where it resumes, its delivery and how the monitor tracks that
/// delivery.
extension ExplorerWorld {
  /// A pending deferred block's bits of the extension word: its callback, where it resumes, its delivery and how
  /// the monitor tracks that delivery.
  static func deferredWord(
    _ block: DeferredBlock, appDelivery: Delivery?, sceneDelivery: Delivery?, _ monitor: InvariantMonitor
  ) -> UInt64 {
    var word =
      ExplorerState.deferredPresentBit | UInt64(block.callback.kind.rawValue) << ExplorerState.deferredCallbackShift
      | UInt64(block.resumeAt) << ExplorerState.deferredActionShift
    if block.callback.scene != nil { word |= ExplorerState.deferredSceneBit }
    guard let delivery = block.callback.delivery else { return word }
    word |= ExplorerState.deferredDeliveryBit
    word |= (UInt64(delivery.item.index) & ExplorerState.itemMask) << ExplorerState.deferredItemShift
    if delivery == appDelivery { return word | ExplorerState.deferredSharedBit }
    if delivery == sceneDelivery {
      return word | ExplorerState.deferredSharedBit | ExplorerState.deferredSlotOrHandledBit
    }
    // A delivery the monitor no longer tracks can cause no violation: packed as handled, past its activation.
    let entry = monitor.tracked.first { $0.delivery == delivery }
    if (entry?.handled ?? 1) > 0 { word |= ExplorerState.deferredSlotOrHandledBit }
    let activation: UInt64
    switch entry?.activation ?? .pastFirst {
    case .awaitingFirst: activation = 0
    case .inFirst: activation = 1
    case .pastFirst: activation = 2
    }
    word |= activation << ExplorerState.deferredActivationShift
    if monitor.latest == delivery { word |= ExplorerState.deferredLatestBit }
    return word
  }

  /// The deferred block packed in `extensionBits`, its delivery already decoded.
  static func deferredBlock(
    _ extensionBits: UInt64, delivery: Delivery?, scene: SceneRef?, strategy: TableStrategy,
    optionsKinds: [DeliveryKind]
  ) -> DeferredBlock? {
    let raw = UInt8((extensionBits >> ExplorerState.deferredCallbackShift) & ExplorerState.deferredCallbackMask)
    guard let kind = CallbackKind(rawValue: raw) else { return nil }
    let resumeAt = Int((extensionBits >> ExplorerState.deferredActionShift) & ExplorerState.deferredActionMask)
    // A callback that hands over one kind of delivery hands it that way; launch and connection options by
    // the item's kind.
    let carrying =
      kind.carries.count == 1
      ? kind.carries[0]
      : delivery.flatMap { optionsKinds.indices.contains(Int($0.item.index)) ? optionsKinds[Int($0.item.index)] : nil }
        ?? .shortcutItem
    let callback = Callback(
      kind, scene: extensionBits & ExplorerState.deferredSceneBit != 0 ? scene : nil, delivery: delivery,
      carrying: carrying)
    let rest = strategy.actions(continuing: callback).dropFirst(resumeAt)
    let captures = kind.handsCompletionHandler && delivery != nil && DeferredBlock.capturesCompletion(rest)
    return DeferredBlock(callback: callback, resumeAt: resumeAt, capturesCompletion: captures)
  }
}
