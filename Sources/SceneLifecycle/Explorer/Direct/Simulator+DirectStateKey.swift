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
///   slots by their declared scene; then the strategy: under ``DirectKeying/reduced`` what it writes of itself
///   (``DirectKeyDescribable``: a `DelegateApp`'s delegate objects and what it learned, without the counters that
///   only grow), under ``DirectKeying/full`` every stored value, walked; never a ``TableStrategy``, whose value never
///   changes during a run (all its memory is in ``AppContext``).
///
/// The latest delivery and the kept handler's, when not tracked, count by identity alone (their items show only in
/// messages, as in the packed states); deliveries met first in the app's memory are numbered after them and their
/// items are written at the end. A key that separates more than it must only costs states; one that merged states
/// with other futures would lose counterexamples, so anything not known to be irrelevant is kept.
extension Simulator {
  /// The state key (see the extension's documentation).
  /// - Parameter symmetric: with several windows, whether interchangeable scenes are relabelled in the order of
  ///   their sessions (``SceneSymmetry/identicalScenes``: the key leaves out which declared scene each session is).
  ///   - cache: fingerprints of app memories already walked (a search's own, one per thread); `nil` walks afresh.
  ///   - keying: how much of a strategy that is not a table is written (``DirectKeying``).
  func directStateKey(
    optionsIndex: Int, symmetric: Bool = false, cache: DirectContextCache? = nil, keying: DirectKeying = .reduced
  ) -> String {
    var key = StateFingerprint()
    key.append("options\(optionsIndex)")
    if machine.windows == nil {
      key.append("machine\(machine.snapshot.bits)")
    } else {
      key.append(windowsMachineKey(symmetric: symmetric))
    }
    let monitor = runner.monitor
    for entry in monitor.tracked {
      key.note(entry.delivery)
      key.append(
        "item\(entry.delivery.item.index),handled\(min(entry.handled, 2)),\(Self.code(entry.activation)),"
          + "launch\(monitor.launch - entry.launch),cause\(entry.lostCause != nil)")
      if let routed = entry.routedTo { key.append("routed" + windowName(routed.session)) }
    }
    if let handling = monitor.handlingScene { key.append("handling" + windowName(handling.session)) }
    if let windows = monitor.activeWindows {
      key.append("activeWindows" + windows.map(windowName).sorted().joined(separator: ","))
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
    appendContext(to: &key, cache: cache)
    if !(runner.strategy is TableStrategy) {
      key.append("strategy")
      switch keying {
      case .full:
        key.visit(runner.strategy)
      case .reduced:
        if let described = runner.strategy as? any DirectKeyDescribable {
          described.describeForKey(into: &key, naming: keyNaming)
        } else {
          key.visit(runner.strategy)
        }
      }
    }
    for delivery in key.deliveries.dropFirst(judged) { key.append("item\(delivery.item.index)") }
    return key.text
  }

  /// How the strategy's description names sessions and asks about deliveries (``DirectKeyNaming``).
  private var keyNaming: DirectKeyNaming {
    DirectKeyNaming(
      sessions: machine.sessions.map(\.ref), nextSession: machine.nextSessionNumber,
      tracked: runner.monitor.tracked.map(\.delivery))
  }

  /// The ``AppContext`` properties that never outlive a callback or an event, left out of the key: effects are
  /// drained after every callback, the launch result, declined flag and current completion are set before each
  /// one, and what was handled during an event is forgotten when it ends. The connected scenes are left out too:
  /// they follow from the machine's sessions, which the key holds.
  static var transientContextFields: Set<String> {
    ["effects", "launchMethodResult", "currentCompletion", "handledInEvent", "declinedCallback", "connectedScenes"]
  }

  /// A delivery's activation as one letter (an enum's own description goes through reflection, which is slow).
  private static func code(_ activation: InvariantMonitor.Activation) -> String {
    switch activation {
    case .awaitingFirst: "a"
    case .inFirst: "i"
    case .pastFirst: "p"
    }
  }

  /// The machine with several windows: the process, whether it is suspended without a scene, whether the version
  /// has launched, how many discarded sessions await their callback, then every session, most recently active
  /// first, with its number's rank among the sessions (the tie-break `firstConnected` reads it), its scene's state
  /// and, unless `symmetric`, which declared scene it is. Session numbers and generations themselves grow, and are
  /// left out as ``LifecycleMachine/Snapshot`` leaves them out. Packed into 64-bit words, 10 bits a session (scene,
  /// rank and state, 3 bits each, and a presence bit), written as numbers.
  private func windowsMachineKey(symmetric: Bool) -> String {
    var header: UInt64 = machine.processRunning ? 1 : 0
    if machine.unattachedProcessSuspended { header |= 2 }
    if machine.menu.installedVersionHasLaunched { header |= 4 }
    header |= UInt64(min(machine.discardedSessions.count, 255)) << 3
    var words: [UInt64] = [header]
    var word: UInt64 = 0
    var used: UInt64 = 0
    for session in machine.sessions {
      let rank = machine.sessions.reduce(0) { $0 + ($1.number < session.number ? 1 : 0) }
      let state = LifecycleMachine.Snapshot.sceneStateCode(session.state)
      let scene = symmetric ? 0 : UInt64(session.scene & 0x7)
      word |= (1 << 9 | scene << 6 | UInt64(rank & 0x7) << 3 | state) << used
      used += 10
      if used + 10 > 64 {
        words.append(word)
        word = 0
        used = 0
      }
    }
    if used > 0 { words.append(word) }
    return "windows" + words.map { String($0, radix: 36) }.joined(separator: ",")
  }

  /// How the key names the scene delegate `scene`: with one window, by its relation to the current scene (the
  /// current scene delegate, an older delegate of the current session, or another session by number); with several,
  /// by its session's place among the sessions (most recently active first) and whether it is that session's
  /// current delegate.
  private func slotName(_ scene: SceneRef, current: SceneRef?) -> String {
    guard machine.windows != nil else {
      return scene == current
        ? "current" : scene.session == current?.session ? "older" : "session\(scene.session)"
    }
    guard let place = machine.sessions.firstIndex(where: { $0.number == scene.session }) else { return "gone" }
    return "window\(place)" + (machine.sessions[place].generation == scene.generation ? "current" : "older")
  }

  /// A session named without its number, which only grows: its place among the sessions (most recently active
  /// first), or `gone` once UIKit discarded it. The machine's part of the key says which declared scene each place
  /// is (unless scenes are interchangeable), so the name holds under the symmetry reduction.
  private func windowName(_ session: UInt8) -> String {
    guard let place = machine.sessions.firstIndex(where: { $0.number == session }) else { return "gone" }
    return "window\(place)"
  }

  /// Appends the app's memory: every stored property of ``AppContext`` but the transient ones, the scene delegate
  /// slots by their scene's relation to the current one (the current scene delegate, an older delegate of the
  /// current session, or another session by number).
  ///
  /// The rest of ``AppContext`` is walked on its own (``contextFingerprint(_:)``, its deliveries numbered in the
  /// walk's order), written as the 128-bit digest of that walk (``DirectKeyDigest``), and its deliveries then noted
  /// in the key's numbering, which ties the two numberings together; the walk of a memory already met comes from
  /// `cache`.
  private func appendContext(to key: inout StateFingerprint, cache: DirectContextCache?) {
    let current = machine.sessions.first?.ref
    key.append("sceneDelegateSlots")
    let slots = runner.context.sceneDelegateSlots.map { scene, delivery -> (String, Delivery) in
      (slotName(scene, current: current), delivery)
    }
    for (name, delivery) in slots.sorted(by: { $0.0 < $1.0 }) {
      key.append(name)
      key.note(delivery)
    }
    // Session slots (`session.userInfo`) by their session's place, numbers left out as everywhere in the key.
    key.append("sessionSlots")
    let sessionSlots = runner.context.sessionSlots.map { session, delivery in (windowName(session), delivery) }
    for (name, delivery) in sessionSlots.sorted(by: { $0.0 < $1.0 }) {
      key.append(name)
      key.note(delivery)
    }
    let context = cache?.summary(of: runner.context) ?? DirectContextCache.Summary(runner.context)
    key.append(context.digest)
    for delivery in context.deliveries { key.note(delivery) }
  }

  /// Every stored property of `context` but the transient ones and the scene delegate and session slots, its deliveries numbered
  /// from `#0` in the order met.
  static func contextFingerprint(_ context: AppContext) -> StateFingerprint {
    var key = StateFingerprint()
    let skipped = transientContextFields.union(["sceneDelegateSlots", "sessionSlots"])
    for child in Mirror(reflecting: context).children {
      guard let label = child.label, !skipped.contains(label) else { continue }
      key.append(label)
      key.visit(child.value)
    }
    return key
  }
}
