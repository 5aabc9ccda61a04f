/// The direct search's state identity, written once, as bits (``WorldKey``): a ``TableStrategy``'s whole key, and the
/// part of any other strategy's text key (``Simulator/directStateKey(optionsIndex:symmetric:table:keying:)``) that
/// is not the strategy's own objects. Two states under one option combination get equal keys exactly when everything
/// that can change what happens next, and what the invariants judge, is the same once growing counters (delivery
/// serials, session numbers, scene delegate generations, launch numbers) are renumbered:
/// - the machine: with one window its ``LifecycleMachine/Snapshot``, which leaves those counters out; with several,
///   each session by its place (most recently active first), its number's rank (the tie-break `firstConnected` reads
///   it), its scene's state and, unless scenes are interchangeable, its declared scene;
/// - the monitor's judged state: each delivery it still tracks, in order, with its item, how often it was handled
///   (capped at 2: a third handling is a duplicate as the second was), its activation, its launch relative to the
///   current one, whether a cause of loss was noted and where it was routed; the handling scene and the active
///   windows; the latest delivery; whether the app is active and its UI ready; the kept completion handler;
/// - the app's memory: the scene delegate slots, named by their scene's relation to the current one (one window) or
///   by their session's place (several); the session slots by place; the rest as its ``ContextShape``.
///
/// Deliveries are numbered in the order met, the monitor's first, then the slots', then the app memory's. The latest
/// delivery and the kept handler's count by identity alone (their items show only in messages); a delivery first met
/// in the slots or the app memory has its item written at the end. Each field is as wide as the model's limits need,
/// and what has no small bound is a varint or a number from the search's ``WorldKeyInterner``.
///
/// Layout (low bits first; `N` is a delivery's number, 5 bits, and `P` a session's place, most recently active first,
/// 4 bits with 15 for a discarded session; a state where one of them or an item does not fit is written again with
/// the wide widths, 16, 8 and 8 bits, after a set second bit):
/// - 1 bit 0 (an inline key; see ``WorldKey``), 1 bit wide;
/// - the machine: with one window ``LifecycleMachine/Snapshot/bits`` (64); with several, the process running,
///   suspended without a scene and launched (3 bits), discarded sessions awaiting their callback capped at 255 (8),
///   the session count (8, at most 255 numbers), then per session its number's rank and its scene's state (3 bits each: at most ``WindowSetup/maxScenes`` sessions, five states) and, unless symmetric, its
///   declared scene (3: at most eight scenes);
/// - the tracked deliveries: their count (varint), then each one's `N`, item (4: at most
///   ``ExplorerConfiguration/maxItems`` ids), times handled capped at 2 (2), activation (2), launch relative to the
///   current one (varint: a parked item outlives any number of deaths), cause noted (1), routed (1, then `P`);
/// - the handling scene (1, then `P`); the active windows (1, then a place mask of 15 bits and the discarded count, 4);
///   the latest delivery (1, then `N`); active and UI ready (2); the kept completion (1, then `N`, called, reported);
/// - the scene delegate slots: their count (varint), each slot's name (9 bits: with one window the current delegate,
///   an older one of its session, or the session's number; with several `P` and whether it is the session's current
///   delegate) and `N`, sorted by name; the session slots likewise by `P`;
/// - the app memory: its ``ContextShape``'s number (varint), then `N` of each delivery the shape numbered, in order;
/// - the item (4) of every delivery first met in the slots or the app memory, in order (the monitor's own are
///   written with their entries, and the latest and the kept handler's count by identity alone).
extension Simulator {
  /// The exact key of this state without its option combination or the strategy's own value (see the extension's
  /// documentation); after it, `table.numbered` holds the deliveries in the order the key numbered them.
  /// - Parameters:
  ///   - symmetric: whether interchangeable scenes are relabelled (the declared scene of each session is left out).
  ///   - table: the calling thread's table (its numbers are the search's ``WorldKeyInterner``'s).
  func packedWorldKey(symmetric: Bool, table: WorldKeyTable) -> WorldKey {
    packedWorldKey(symmetric: symmetric, table: table, withMachine: true)
  }

  /// The same bits without the machine's (``LifecycleMachine/packedSituation(symmetric:table:)``): the app's side,
  /// which names sessions only by place. The memoised search (``WorldTable``) numbers the two parts apart.
  func packedAppKey(table: WorldKeyTable) -> WorldKey {
    packedWorldKey(symmetric: false, table: table, withMachine: false)
  }

  private func packedWorldKey(symmetric: Bool, table: WorldKeyTable, withMachine: Bool) -> WorldKey {
    if machine.sessions.count < 15 {
      let narrow = packedWorldKey(symmetric: symmetric, table: table, wide: false, withMachine: withMachine)
      if narrow.fits { return narrow.key }
    }
    return packedWorldKey(symmetric: symmetric, table: table, wide: true, withMachine: withMachine).key
  }

  /// The key with narrow or wide fields, and whether every value fit (the wide widths hold any state of the model:
  /// at most 255 sessions, items numbered in 8 bits, and fewer than 65,536 deliveries held).
  private func packedWorldKey(
    symmetric: Bool, table: WorldKeyTable, wide: Bool, withMachine: Bool
  ) -> (key: WorldKey, fits: Bool) {
    let numberWidth = wide ? 16 : 5
    let placeWidth = wide ? 8 : 4
    let itemWidth = wide ? 8 : 4
    let gone: UInt64 = wide ? 255 : 15
    var fits = true
    var bits = WorldKeyWriter()
    table.numbered.removeAll(keepingCapacity: true)
    let sessions = machine.sessions

    func note(_ delivery: Delivery) {
      let index = table.numbered.firstIndex(of: delivery) ?? table.numbered.endIndex
      if index == table.numbered.endIndex { table.numbered.append(delivery) }
      if index >> numberWidth != 0 { fits = false }
      bits.write(UInt64(index) & (1 << numberWidth - 1), width: numberWidth)
    }
    func item(_ delivery: Delivery) {
      if delivery.item.index >> itemWidth != 0 { fits = false }
      bits.write(UInt64(delivery.item.index) & (1 << itemWidth - 1), width: itemWidth)
    }
    // `table.slots` sorted by code (then serial, for a stable order), count first; then empties it.
    func writeSlots(codeWidth: Int) {
      if table.slots.count > 1 {
        table.slots.sort { ($0.code, $0.delivery.serial) < ($1.code, $1.delivery.serial) }
      }
      bits.writeVarint(UInt64(table.slots.count))
      for slot in table.slots {
        bits.write(slot.code, width: codeWidth)
        note(slot.delivery)
      }
      table.slots.removeAll(keepingCapacity: true)
    }
    func place(_ session: UInt8) -> UInt64 {
      guard let place = sessions.firstIndex(where: { $0.number == session }) else { return gone }
      return UInt64(place)
    }

    bits.write(false)
    bits.write(wide)
    if withMachine { machine.writeSituation(into: &bits, symmetric: symmetric) }

    let monitor = runner.monitor
    bits.writeVarint(UInt64(monitor.tracked.count))
    for entry in monitor.tracked {
      note(entry.delivery)
      item(entry.delivery)
      bits.write(UInt64(min(entry.handled, 2)), width: 2)
      bits.write(Self.packedCode(entry.activation), width: 2)
      bits.writeVarint(UInt64(truncatingIfNeeded: monitor.launch - entry.launch))
      bits.write(entry.lostCause != nil)
      bits.write(entry.routedTo != nil)
      if let routed = entry.routedTo { bits.write(place(routed.session), width: placeWidth) }
    }
    bits.write(monitor.handlingScene != nil)
    if let handling = monitor.handlingScene { bits.write(place(handling.session), width: placeWidth) }
    bits.write(monitor.activeWindows != nil)
    if let windows = monitor.activeWindows {
      // A set of places (a session is active once) and how many discarded sessions are: 15 bits and 4 narrow,
      // 256 and 8 wide.
      var masks: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      var discarded: UInt64 = 0
      for session in windows {
        let at = place(session)
        if at == gone {
          discarded += 1
        } else {
          switch at >> 6 {
          case 0: masks.0 |= 1 << (at & 63)
          case 1: masks.1 |= 1 << (at & 63)
          case 2: masks.2 |= 1 << (at & 63)
          default: masks.3 |= 1 << (at & 63)
          }
        }
      }
      if wide {
        for mask in [masks.0, masks.1, masks.2, masks.3] { bits.write(mask, width: 64) }
        bits.write(discarded & 0xff, width: 8)
      } else {
        if discarded >> 4 != 0 { fits = false }
        bits.write(masks.0, width: 15)
        bits.write(discarded & 0xf, width: 4)
      }
    }
    bits.write(monitor.latest != nil)
    if let latest = monitor.latest { note(latest) }
    bits.write(monitor.active)
    bits.write(monitor.uiReady)
    bits.write(monitor.keptCompletion != nil)
    if let kept = monitor.keptCompletion {
      note(kept.delivery)
      bits.write(kept.calls > 0)
      bits.write(kept.reportedMissing)
    }
    let judged = table.numbered.count

    // Scene delegate slots by name (one window: the current delegate, an older one of its session, or another session
    // by number; several: the session's place and whether it is its current delegate), then session slots by place.
    let context = runner.context
    let current = sessions.first?.ref
    table.slots.removeAll(keepingCapacity: true)
    for (scene, delivery) in context.sceneDelegateSlots {
      let code: UInt64
      if machine.windows == nil {
        code = scene == current ? 0 : scene.session == current?.session ? 1 : 2 + UInt64(scene.session)
      } else if let at = sessions.firstIndex(where: { $0.number == scene.session }) {
        code = 2 * UInt64(at) + (sessions[at].generation == scene.generation ? 1 : 2)
      } else {
        code = 0
      }
      table.slots.append((code, delivery))
    }
    writeSlots(codeWidth: 9)
    for (session, delivery) in context.sessionSlots { table.slots.append((place(session), delivery)) }
    writeSlots(codeWidth: placeWidth)

    bits.writeVarint(table.number(of: context))
    for delivery in table.contextDeliveries { note(delivery) }
    for delivery in table.numbered.dropFirst(judged) { item(delivery) }

    guard fits else { return (bits.key, false) }
    return (bits.finished(table: table), true)
  }

  /// A delivery's activation in two bits.
  private static func packedCode(_ activation: InvariantMonitor.Activation) -> UInt64 {
    switch activation {
    case .awaitingFirst: 0
    case .inFirst: 1
    case .pastFirst: 2
    }
  }
}

extension LifecycleMachine {
  /// The machine's part of ``Simulator/packedWorldKey(symmetric:table:)`` on its own, after a clear inline bit and
  /// a clear wide bit (its fields have one width): the key ``WorldTable`` numbers machine situations by.
  func packedSituation(symmetric: Bool, table: WorldKeyTable) -> WorldKey {
    var bits = WorldKeyWriter()
    bits.write(false)
    bits.write(false)
    writeSituation(into: &bits, symmetric: symmetric)
    return bits.finished(table: table)
  }

  /// Writes the machine's part of the key (see ``Simulator/packedWorldKey(symmetric:table:)``).
  func writeSituation(into bits: inout WorldKeyWriter, symmetric: Bool) {
    guard windows != nil else {
      bits.write(snapshot.bits, width: 64)
      return
    }
    bits.write(processRunning)
    bits.write(unattachedProcessSuspended)
    bits.write(menu.installedVersionHasLaunched)
    bits.write(UInt64(min(discardedSessions.count, 255)), width: 8)
    bits.write(UInt64(sessions.count), width: 8)
    for session in sessions {
      let rank = sessions.reduce(0) { $0 + ($1.number < session.number ? 1 : 0) }
      bits.write(UInt64(rank & 0x7), width: 3)
      bits.write(LifecycleMachine.Snapshot.sceneStateCode(session.state), width: 3)
      if !symmetric { bits.write(UInt64(session.scene & 0x7), width: 3) }
    }
  }
}
