/// Readiness gates: what the app does when it sends an item to a consumer that may not be listening yet
/// (UIKit semantics article, 10a).
extension AppContext {
  /// Whether `gate` is open.
  public func isOpen(_ gate: Gate) -> Bool { gatesOpen & (1 << gate.index) != 0 }

  /// Sends `delivery` to the consumer behind `gate`: handled now when it is open, else queued or dropped by
  /// its policy. Does nothing when `delivery` is `nil`.
  /// - Returns: whether the consumer took the item (handled or queued); `false` when it was dropped.
  @discardableResult
  public mutating func send(_ delivery: Delivery?, to gate: Gate) -> Bool {
    guard let delivery else { return false }
    if isOpen(gate) {
      effects.append(.send(delivery, gate))
      handle(delivery)
      return true
    }
    switch gate.whenClosed {
    case .drop:
      effects.append(.drop(delivery, gate, .notReady))
      return false
    case .queue:
      if queued.count >= Gate.queueCapacity {
        let oldest = queued.removeFirst()
        effects.append(.drop(oldest.delivery, oldest.gate, .queueFull))
      }
      queued.append(QueuedItem(delivery: delivery, gate: gate))
      effects.append(.queue(delivery, gate))
      return true
    }
  }

  /// Sends the app delegate slot's item to `gate`, leaving it in the slot, or, with `clearOnSuccess`,
  /// resetting the slot when the gate took it. A drop marks the slot's handling as failed
  /// (``appSlotHandlingFailed``).
  public mutating func sendPending(to gate: Gate, clearOnSuccess: Bool) {
    sendPending(in: .appDelegate, to: gate, clearOnSuccess: clearOnSuccess)
  }

  /// Sends the item parked in `slot` to `gate`, leaving it there, or, with `clearOnSuccess`, emptying the slot when
  /// the gate took it. A drop leaves the item in the slot, marked lost by the drop unless it is handled later; for
  /// the app delegate's slot it also marks the slot's handling as failed (``appSlotHandlingFailed``).
  public mutating func sendPending(in slot: SlotLocation, to gate: Gate, clearOnSuccess: Bool) {
    guard let delivery = pending(in: slot) else { return }
    let taken = send(delivery, to: gate)
    if slot == .appDelegate { appSlotHandlingFailed = !taken }
    if taken && clearOnSuccess { reset(slot) }
  }

  /// Opens `gate` and handles, oldest first, the items queued behind it.
  /// - Returns: whether the gate was closed (its `gateOpened` list should run).
  public mutating func open(_ gate: Gate) -> Bool {
    guard !isOpen(gate) else {
      effects.append(.ready(gate, wasOpen: true))
      return false
    }
    gatesOpen |= 1 << gate.index
    effects.append(.ready(gate, wasOpen: false))
    let waiting = queued.filter { $0.gate.index == gate.index }
    queued.removeAll { $0.gate.index == gate.index }
    for item in waiting {
      effects.append(.send(item.delivery, gate))
      handle(item.delivery)
    }
    return true
  }

  /// Whether the app still holds `delivery` anywhere it can reach it again: a slot (`UserDefaults` and sessions'
  /// `userInfo` included), the gates' buffer, or a block queued on the main queue.
  public func holds(_ delivery: Delivery) -> Bool {
    appSlot.item == delivery || persistentSlot.item == delivery || sceneDelegateSlots.values.contains(delivery)
      || sessionSlots.values.contains(delivery)
      || queued.contains { $0.delivery == delivery } || deferredBlock?.callback.delivery == delivery
  }
}

extension AppContext {
  /// A scene disconnected: closes each open gate among `gates` whose consumer belongs to the scene's UI
  /// (``GateLifetime/scene``), recording it. Items queued behind a gate stay in the consumer's buffer.
  mutating func sceneDidDisconnect(closing gates: [Gate]) {
    for gate in gates where gate.lifetime == .scene && isOpen(gate) {
      gatesOpen &= ~(1 << gate.index)
      effects.append(.gateClosed(gate))
    }
  }
}
