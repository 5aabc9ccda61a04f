/// Packing the readiness gates into the extension word (layout in `ExplorerState+Extension.swift`): the
/// gates open, the items queued behind closed ones with what the monitor knows of them, and which queued
/// entries are the app slot's or the latest delivery.
///
/// What a queued entry does not keep: how often an item was handled before it was queued (taken as never, which
/// is what sending an unhandled item does; a strategy that handles an item and then queues it too would have its
/// second handling missed as a duplicate after the state is packed), and whether it is the same delivery as the
/// scene delegate's slot (only the app delegate's slot is linked). `GateExplorerTests` checks that the packed
/// states agree with the simulator for the strategies the scenarios use.
extension ExplorerWorld {
  /// The extension word's gate bits for this world.
  func encodeGates() -> UInt64 {
    let context = runner.context
    guard context.gatesOpen != 0 || !context.queued.isEmpty else { return 0 }
    var bits = UInt64(context.gatesOpen) << ExplorerState.gatesOpenShift
    let monitor = runner.monitor
    let appDelivery = context.appSlot.item
    var appEntry: UInt64 = 0
    var latestEntry: UInt64 = 0
    var pastCount: UInt64 = 0
    var countingPast = true
    for (index, item) in context.queued.prefix(ExplorerState.queueCapacity).enumerated() {
      let start = ExplorerState.queueShift + UInt64(index) * ExplorerState.queueEntryWidth
      let entry =
        ExplorerState.queueEntryPresentBit
        | (UInt64(item.delivery.item.index) & ExplorerState.itemMask) << ExplorerState.queueEntryItemShift
        | (UInt64(item.gate.index) & ExplorerState.gateIndexMask) << ExplorerState.queueEntryGateShift
      bits |= entry << start
      if item.delivery == appDelivery {
        if appEntry == 0 { appEntry = UInt64(index) + 1 }
        continue
      }
      if latestEntry == 0, item.delivery == monitor.latest { latestEntry = UInt64(index) + 1 }
      let past = monitor.tracked.first { $0.delivery == item.delivery }?.activation ?? .pastFirst
      if countingPast, past == .pastFirst { pastCount += 1 } else { countingPast = false }
    }
    bits |= appEntry << ExplorerState.queueAppSlotEntryShift | latestEntry << ExplorerState.queueLatestEntryShift
    if pastCount & 1 != 0 { bits |= ExplorerState.queuePastLowBit }
    if pastCount & 2 != 0 { bits |= ExplorerState.queuePastHighBit }
    return bits
  }

  /// The queued items `extensionBits` holds, rebuilt with their monitor entries: an entry that holds the app
  /// slot's delivery is `appEntry`; the others are fresh deliveries numbered from `serial`.
  static func decodeQueue(
    _ extensionBits: UInt64, strategy: TableStrategy, appEntry: InvariantMonitor.Tracked?, active: Bool,
    serial: inout UInt32
  ) -> (queued: [QueuedItem], tracked: [InvariantMonitor.Tracked], latest: Delivery?) {
    let appIndex = Int((extensionBits >> ExplorerState.queueAppSlotEntryShift) & ExplorerState.twoBits) - 1
    let latestIndex = Int((extensionBits >> ExplorerState.queueLatestEntryShift) & ExplorerState.twoBits) - 1
    var pastLeft =
      (extensionBits & ExplorerState.queuePastLowBit != 0 ? 1 : 0)
      + (extensionBits & ExplorerState.queuePastHighBit != 0 ? 2 : 0)
    var queued: [QueuedItem] = []
    var tracked: [InvariantMonitor.Tracked] = []
    var latest: Delivery?
    for index in 0..<ExplorerState.queueCapacity {
      let start = ExplorerState.queueShift + UInt64(index) * ExplorerState.queueEntryWidth
      let entry = (extensionBits >> start) & ((1 << ExplorerState.queueEntryWidth) - 1)
      guard entry & ExplorerState.queueEntryPresentBit != 0 else { break }
      let gateIndex = Int((entry >> ExplorerState.queueEntryGateShift) & ExplorerState.gateIndexMask)
      guard gateIndex < strategy.gates.count else { continue }
      let gate = strategy.gates[gateIndex]
      if index == appIndex, let appEntry {
        queued.append(QueuedItem(delivery: appEntry.delivery, gate: gate))
        continue
      }
      serial += 1
      let item = ItemID(UInt8((entry >> ExplorerState.queueEntryItemShift) & ExplorerState.itemMask))
      let delivery = Delivery(serial: serial, item: item)
      let activation: InvariantMonitor.Activation =
        pastLeft > 0 ? .pastFirst : active ? .inFirst : .awaitingFirst
      if pastLeft > 0 { pastLeft -= 1 }
      queued.append(QueuedItem(delivery: delivery, gate: gate))
      tracked.append(InvariantMonitor.Tracked(delivery: delivery, step: 0, handled: 0, activation: activation))
      if index == latestIndex { latest = delivery }
    }
    return (queued, tracked, latest)
  }
}
