/// What the app's side of a simulator received during one event, written so that it does not depend on the machine's
/// counters: the memoised search (``WorldTable``) keys what an event does to the app's memory by the memory and this
/// sequence, so one run of the model serves every machine situation that makes the same calls.
///
/// A session is named by its place before the event (most recently active first) or, when the event created it, by
/// its order among the new ones; a scene delegate by whether it is its session's current one before the event and
/// after it, which is all a key tells of it (a slot's delegate is current or older); a delivery made during the event
/// by its order among the event's (the machine holds none across events; one made earlier would be named by its item
/// alone, and should two such meet, the tables' checks stop the search rather than merge them). The sequence ends with the
/// arrangement the event left: each session by that name, whether its current delegate changed, and its declared
/// scene, so the places the next key writes follow from the sequence alone.
struct InteractionTap<Inner: CallbackReceiver>: CallbackReceiver {
  /// The app's side, run as the simulator runs it, or what answers the machine in its place
  /// (``StrategyAnswers``).
  var inner: Inner
  /// What it was told, in order.
  private(set) var entries: [Interaction.Entry]
  /// The sessions before the event, most recently active first.
  private let sessionsBefore: [SceneSession]
  private let nextSessionBefore: UInt8
  private let deliveriesBefore: UInt32

  /// A tap on `inner` for `event` sent to `machine`.
  init(_ inner: Inner, machine: LifecycleMachine, event: LifecycleEvent) {
    self.inner = inner
    var opens: UInt8?
    if case .openWindow(let scene) = event { opens = scene }
    entries = [.event(opens: opens)]
    sessionsBefore = machine.sessions
    nextSessionBefore = machine.nextSessionNumber
    deliveriesBefore = machine.deliveriesMade
  }

  /// Appends the arrangement `machine` is in after the event, and names each scene delegate told of by its
  /// relation to its session's current one before and after. A process exit wipes the app's memory, so a delegate
  /// told of before the last exit is named by its relation before only, one told of after it by its relation after
  /// only (a termination resets generations, so before and after say nothing of each other across it), and the
  /// arrangement after an exit does not say whether current delegates changed.
  mutating func arrangement(after machine: LifecycleMachine) {
    let lastExit = entries.lastIndex(of: .processExit)
    func relation(_ scene: Interaction.SceneName?, at index: Int) -> Interaction.SceneName? {
      guard var scene else { return nil }
      let number: UInt8
      switch scene.session {
      case .place(let place): number = sessionsBefore[place].number
      case .created(let order): number = nextSessionBefore &+ UInt8(truncatingIfNeeded: order)
      case .gone: return Interaction.SceneName(session: .gone, generation: 0)
      }
      let before = sessionsBefore.first { $0.number == number }?.generation
      let after = machine.sessions.first { $0.number == number }?.generation
      let beforeExit = lastExit.map { index < $0 } ?? true
      let afterExit = lastExit.map { index > $0 } ?? true
      scene.generation =
        (beforeExit && scene.generation == before ? 1 : 0) | (afterExit && scene.generation == after ? 2 : 0)
      return scene
    }
    for index in entries.indices {
      switch entries[index] {
      case .callback(let kind, let scene, let delivery, let deliveryKind):
        entries[index] = .callback(kind, scene: relation(scene, at: index), delivery: delivery, kind: deliveryKind)
      case .callbackInExtension(let kind, let scene, let delivery, let deliveryKind, let opens):
        entries[index] = .callbackInExtension(
          kind, scene: relation(scene, at: index), delivery: delivery, kind: deliveryKind, opens: opens)
      case .event, .processExit, .processSuspend, .note, .appWork, .deferredBlock, .mainRunLoopTurn, .route,
        .sessionDiscarded, .session:
        break
      }
    }
    for session in machine.sessions {
      let before = sessionsBefore.first { $0.number == session.number }?.generation
      entries.append(
        .session(
          name(ofSession: session.number), currentKept: lastExit != nil || session.generation == before))
    }
  }

  private func name(ofSession number: UInt8) -> Interaction.SessionName {
    if let place = sessionsBefore.firstIndex(where: { $0.number == number }) { return .place(place) }
    if number >= nextSessionBefore { return .created(Int(number &- nextSessionBefore)) }
    return .gone
  }

  private func name(of scene: SceneRef?) -> Interaction.SceneName? {
    scene.map { Interaction.SceneName(session: name(ofSession: $0.session), generation: $0.generation) }
  }

  private func name(of delivery: Delivery?) -> Interaction.DeliveryName? {
    guard let delivery else { return nil }
    if delivery.serial > deliveriesBefore { return .made(delivery.serial - deliveriesBefore, delivery.item) }
    return .earlier(delivery.item)
  }

  mutating func receive(_ callback: Callback) -> Bool {
    entries.append(
      .callback(
        callback.kind, scene: name(of: callback.scene), delivery: name(of: callback.delivery),
        kind: callback.deliveryKind))
    return inner.receive(callback)
  }

  mutating func receiveInExtension(_ callback: Callback, opensApp: Bool) {
    entries.append(
      .callbackInExtension(
        callback.kind, scene: name(of: callback.scene), delivery: name(of: callback.delivery),
        kind: callback.deliveryKind, opens: opensApp))
    inner.receiveInExtension(callback, opensApp: opensApp)
  }

  mutating func processDidExit() {
    entries.append(.processExit)
    inner.processDidExit()
  }

  mutating func processDidSuspend() {
    entries.append(.processSuspend)
    inner.processDidSuspend()
  }

  mutating func consulted(_ option: InferredOption) { inner.consulted(option) }

  mutating func noted(_ note: LifecycleNote) {
    entries.append(.note(note))
    inner.noted(note)
  }

  func implements(_ callback: CallbackKind) -> Bool { inner.implements(callback) }

  mutating func runAppWork(_ work: AppWork) {
    entries.append(.appWork(work))
    inner.runAppWork(work)
  }

  var hasDeferredBlock: Bool { inner.hasDeferredBlock }

  mutating func runDeferredBlock() {
    entries.append(.deferredBlock)
    inner.runDeferredBlock()
  }

  mutating func turnMainRunLoop() {
    entries.append(.mainRunLoopTurn)
    inner.turnMainRunLoop()
  }

  mutating func routed(_ route: SceneRoute) {
    let name =
      route.serial > deliveriesBefore
      ? Interaction.DeliveryName.made(route.serial - deliveriesBefore, ItemID(0)) : .earlier(ItemID(0))
    entries.append(
      .route(delivery: name, session: route.session.map(name(ofSession:)), scene: route.scene, reason: route.reason))
    inner.routed(route)
  }

  mutating func sessionDiscarded(_ session: UInt8) {
    entries.append(.sessionDiscarded(name(ofSession: session)))
    inner.sessionDiscarded(session)
  }
}
