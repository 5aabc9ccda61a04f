/// One step of a narrated run: the event and only what it changed.
public struct NarratedStep: Hashable, Sendable {
  /// The 0-based step.
  public let step: Int
  /// The event as a scenario spells it (`quickAction com.example.search`).
  public let event: String
  /// What changed, one phrase each (`phase background → foregroundActive`, `handled com.example.search`).
  public let changes: [String]
}

extension Simulator {
  /// What a reader needs to follow a run: the phase, the two kinds of slot, and what was handled.
  struct Snapshot: Equatable {
    var phase: AppPhase
    var appSlot: String
    var sceneSlot: String
    var handledCount: Int
    var violationCount: Int
  }

  var snapshot: Snapshot {
    let scene = machine.sessions.first?.ref
    let sceneDelivery = scene.flatMap { runner.context.sceneDelegateSlots[$0] }
    return Snapshot(
      phase: phase,
      appSlot: runner.context.appSlot.item.map { catalog.name(of: $0.item) } ?? "empty",
      sceneSlot: sceneDelivery.map { catalog.name(of: $0.item) } ?? "empty",
      handledCount: runner.handled.count, violationCount: runner.monitor.violations.count)
  }

  /// Sends `events` one by one, ending each as the explorers do (`AppRunner.eventDidEnd()`), and says, for each,
  /// only what changed: the violations are those the search saw at that step, so a counterexample's narrative names
  /// its own violation at its last step and no other that needs more steps. A delivery the app drops is `lost` at
  /// the step that drops it. One the app still keeps after the last step in a place of its memory the model
  /// consumes (a slot, a gate's queue) is not (the sequence could go on and handle it), unlike a replayed
  /// scenario's end, which calls it `lost`; one only the app's own objects hold is `lost` at the last step, as the
  /// direct search judges it (`AppRunner.lostIfTheRunEnds()`) and a replayed scenario's end does.
  public mutating func narrate(_ events: [LifecycleEvent]) -> [NarratedStep] {
    narrate(events) { _ in true }
  }

  /// ``narrate(_:)``, the last step judged as a run's end only when `runCanEnd` says a run may end in its state
  /// (the direct explorer's rule, `DirectExplorer.runCanEnd(at:)`, which waits for a due gate).
  mutating func narrate(_ events: [LifecycleEvent], runCanEnd: (Self) -> Bool) -> [NarratedStep] {
    var steps: [NarratedStep] = []
    for (position, event) in events.enumerated() {
      let before = snapshot
      let stepIndex = stepCount
      let rejection = send(event)
      endEventAsExplorer()
      let after = snapshot
      var changes: [String] = []
      if let rejection { changes.append("refused: " + rejection.message(itemName: catalog.name(of:))) }
      if before.phase != after.phase { changes.append("phase \(before.phase.rawValue) → \(after.phase.rawValue)") }
      if before.appSlot != after.appSlot { changes.append("app delegate slot \(before.appSlot) → \(after.appSlot)") }
      if before.sceneSlot != after.sceneSlot {
        changes.append("scene delegate slot \(before.sceneSlot) → \(after.sceneSlot)")
      }
      for delivery in runner.handled.dropFirst(before.handledCount) {
        changes.append("handled \(catalog.name(of: delivery.item))")
      }
      let atRunEnd = position == events.count - 1 && runCanEnd(self) ? runner.lostIfTheRunEnds() : []
      for violation in runner.monitor.violations.dropFirst(before.violationCount) + atRunEnd {
        let ids = runner.sceneIDs
        let message = violation.message(itemName: catalog.name(of:), sceneName: { WindowSetup.sceneName($0, in: ids) })
        changes.append("\(violation.kind.rawValue): \(message)")
      }
      if changes.isEmpty { changes.append("no visible change") }
      steps.append(
        NarratedStep(step: stepIndex, event: catalog.summary(of: event, gates: runner.strategy.gates), changes: changes)
      )
    }
    return steps
  }
}
