/// The direct explorer's state key: two simulators get the same key exactly when everything that can change what
/// happens next, and what the invariants judge, is the same once growing counters are renumbered.
///
/// In order:
/// - the option combination and the machine's ``LifecycleMachine/Snapshot`` (which leaves out session numbers,
///   scene delegate generations and delivery serials, as the packed explorer's states do);
/// - the monitor's judged state without steps: each delivery it still tracks, in order, numbered `#0`, `#1`, … (a
///   ``StateFingerprint`` numbering, so serials drop out) with its item, how often it was handled (capped at 2: a
///   third handling is a duplicate as the second was), its activation, its launch relative to the current one and
///   whether a cause of loss was noted; the latest delivery; whether the app is active and its UI ready; the kept
///   completion handler (its delivery, whether called, whether reported missing);
/// - the app's memory: ``AppContext`` walked by ``StateFingerprint`` without what lasts one callback or one event
///   (``transientContextFields``), its scene delegate slots named relative to the current scene and its session
///   slots by their declared scene; then the strategy's
///   stored values (a `DelegateApp`'s delegate objects), except for a ``TableStrategy``, whose value never changes
///   during a run (all its memory is in ``AppContext``).
///
/// The latest delivery and the kept handler's, when not tracked, count by identity alone (their items show only in
/// messages, as in the packed states); deliveries met first in the app's memory are numbered after them and their
/// items are written at the end. A key that separates more than it must only costs states; one that merged states
/// with other futures would lose counterexamples, so anything not known to be irrelevant is kept.
extension Simulator {
  /// The state key (see the extension's documentation).
  func directStateKey(optionsIndex: Int) -> String {
    var key = StateFingerprint()
    key.append("options\(optionsIndex)")
    key.append("machine\(machine.snapshot.bits)")
    if machine.windows != nil { key.append(windowsKey) }
    let monitor = runner.monitor
    for entry in monitor.tracked {
      key.note(entry.delivery)
      key.append(
        "item\(entry.delivery.item.index),handled\(min(entry.handled, 2)),\(entry.activation),"
          + "launch\(monitor.launch - entry.launch),cause\(entry.lostCause != nil)")
      if let routed = entry.routedTo { key.append("routed" + sceneRelation(routed)) }
    }
    if let handling = monitor.handlingScene { key.append("handling" + sceneRelation(handling)) }
    if let windows = monitor.activeWindows {
      key.append(
        "activeWindows" + windows.map { "\(runner.sessionScenes[$0].map(String.init) ?? "?")" }.sorted().joined())
    }
    key.append("latest")
    if let latest = monitor.latest { key.note(latest) } else { key.append("nil") }
    key.append("active\(monitor.active),ui\(monitor.uiReady)")
    if let kept = monitor.keptCompletion {
      key.append("kept")
      key.note(kept.delivery)
      key.append("called\(kept.calls > 0),reported\(kept.reportedMissing)")
    } else {
      key.append("nokept")
    }
    // The latest delivery and the kept handler's are compared by identity alone (their items show only in
    // messages), as in the packed states; a delivery first met in the app's memory writes its item below.
    let judged = key.deliveries.count
    appendContext(to: &key)
    if !(runner.strategy is TableStrategy) {
      key.append("strategy")
      key.visit(runner.strategy)
    }
    for delivery in key.deliveries.dropFirst(judged) { key.append("item\(delivery.item.index)") }
    return key.text
  }

  /// The ``AppContext`` properties that never outlive a callback or an event, left out of the key: effects are
  /// drained after every callback, the launch result, declined flag and current completion are set before each
  /// one, and what was handled during an event is forgotten when it ends.
  static var transientContextFields: Set<String> {
    ["effects", "launchMethodResult", "currentCompletion", "handledInEvent", "declinedCallback"]
  }

  /// A session named without its number, which only grows: its declared scene, and whether it is still the
  /// scene's window (a declared scene has at most one session at a time, so the two tell live sessions apart).
  private func sceneRelation(_ at: InvariantMonitor.SceneAt) -> String {
    let live = machine.sessions.contains { $0.number == at.session }
    return "scene\(at.scene)" + (live ? "" : "gone")
  }

  /// Appends the app's memory: every stored property of ``AppContext`` but the transient ones, the scene delegate
  /// slots by their scene's relation to the current one (the current scene delegate, an older delegate of the
  /// current session, or another session by number).
  private func appendContext(to key: inout StateFingerprint) {
    let current = machine.sessions.first?.ref
    let skipped = Self.transientContextFields
    for child in Mirror(reflecting: runner.context).children {
      guard let label = child.label, !skipped.contains(label) else { continue }
      key.append(label)
      if label == "sessionSlots" {
        let slots = runner.context.sessionSlots.map { session, delivery -> (String, Delivery) in
          let scene = runner.sessionScenes[session]
          return (scene.map { sceneRelation(InvariantMonitor.SceneAt(session: session, scene: $0)) } ?? "?", delivery)
        }
        for (name, delivery) in slots.sorted(by: { $0.0 < $1.0 }) {
          key.append(name)
          key.note(delivery)
        }
        continue
      }
      guard label == "sceneDelegateSlots" else {
        key.visit(child.value)
        continue
      }
      let slots = runner.context.sceneDelegateSlots.map { scene, delivery -> (String, Delivery) in
        let name =
          scene == current
          ? "current" : scene.session == current?.session ? "older" : "session\(scene.session)"
        return (name, delivery)
      }
      for (name, delivery) in slots.sorted(by: { $0.0 < $1.0 }) {
        key.append(name)
        key.note(delivery)
      }
    }
  }
}
