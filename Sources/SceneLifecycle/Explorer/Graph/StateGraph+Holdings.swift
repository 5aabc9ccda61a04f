extension Simulator {
  /// What the app holds now, as a state graph's node shows it (``StateGraph/Node/holdings``), one phrase each, in a
  /// fixed order: the app delegate's slot, each scene delegate's and scene session's slot, `UserDefaults`, items
  /// queued behind a gate, the open gates, a queued main-queue block, a kept completion handler, and the deliveries
  /// not handled yet (`pending`). Empty when the app holds nothing.
  var graphHoldings: [String] {
    let context = runner.context
    let name = { (delivery: Delivery) in self.catalog.name(of: delivery.item) }
    let windows = machine.windows != nil
    var lines: [String] = []
    if let held = context.appSlot.item { lines.append("app slot: \(name(held))") }
    for (scene, held) in context.sceneDelegateSlots.sorted(by: { $0.key.session < $1.key.session }) {
      lines.append(windows ? "scene slot (\(sessionName(scene.session))): \(name(held))" : "scene slot: \(name(held))")
    }
    for (session, held) in context.sessionSlots.sorted(by: { $0.key < $1.key }) {
      lines.append("session userInfo (\(sessionName(session))): \(name(held))")
    }
    if let held = context.persistentSlot.item { lines.append("UserDefaults: \(name(held))") }
    for queued in context.queued { lines.append("queued for \(queued.gate.name): \(name(queued.delivery))") }
    let open = runner.strategy.gates.filter { context.gatesOpen & (1 << $0.index) != 0 }.map(\.name)
    if !open.isEmpty { lines.append("open: " + open.joined(separator: ", ")) }
    if context.deferredBlock != nil { lines.append("main-queue block queued") }
    if let kept = context.keptCompletion { lines.append("kept completion: \(name(kept))") }
    let pending = runner.monitor.tracked.filter { $0.handled == 0 }.map { name($0.delivery) }
    if !pending.isEmpty { lines.append("pending: " + pending.joined(separator: ", ")) }
    return lines
  }

  /// What the phase does not say of UIKit's side and of the invariant monitor's, one phrase each, for one window:
  /// the installed version not launched yet, a discarded session UIKit has not told the app about, a process
  /// suspended without a scene, a UI not active since the process started or the scene connected, and the most
  /// recent delivery (which a later one is compared with). Empty with several windows.
  var graphMachineNotes: [String] {
    guard machine.windows == nil else { return [] }
    let snapshot = machine.snapshot
    var lines: [String] = []
    if !snapshot.hasLaunched { lines.append("not launched yet") }
    if snapshot.hasDiscardedSession { lines.append("discarded session not told") }
    if snapshot.unattachedProcessSuspended { lines.append("process suspended") }
    if snapshot.processRunning, !runner.monitor.uiReady { lines.append("UI not active yet") }
    if let latest = runner.monitor.latest { lines.append("last delivery: \(catalog.name(of: latest.item))") }
    return lines
  }

  /// A session named by its declared scene's id, as trace lines name it (`s1`), else by its number (`#2`).
  private func sessionName(_ session: UInt8) -> String {
    guard let scene = runner.sessionScenes[session] else { return "#\(session)" }
    return WindowSetup.sceneName(scene, in: runner.sceneIDs)
  }
}
