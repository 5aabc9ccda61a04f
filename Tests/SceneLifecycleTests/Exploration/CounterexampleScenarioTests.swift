import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// A path the explorer found becomes a scenario with its ids named through the catalog the search used, so a
/// duplicate item type (only a warning) does not shift the items after it; and the typed scenario replays as the
/// document written for it does, once decoded.
final class CounterexampleScenarioTests: XCTestCase {
  private let items = [
    ShortcutItem(type: "A", localizedTitle: "First A"), ShortcutItem(type: "A", localizedTitle: "Second A"),
    ShortcutItem(type: "B", localizedTitle: "B"),
  ]

  func testPickingTheItemAfterADuplicateTypeWritesThatItem() throws {
    let configuration = ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, staticItems: items)
    let catalog = configuration.catalog
    let pickB = LifecycleEvent.quickAction(try XCTUnwrap(catalog.id(of: "B")))
    XCTAssertTrue(configuration.events.contains(pickB), "the explorer never picks B")
    var subject = ExplorationSubject(builtIn: .pendingSlot, label: "pendingSlot")
    subject.items = items
    let scenario = subject.scenario(
      name: "n", description: "d", events: [pickB], catalog: catalog, options: .defaults, lifecycle: .scene)
    XCTAssertEqual(scenario.steps, [.quickAction("B")])
    XCTAssertEqual(subject.replay(scenario, file: "b.json").handled, ["B"])
    let document = subject.document(of: scenario)
    let text = JSONSerializer().document(document)
    let decoded = try ScenarioReplay.run(json: text, file: "b.json")
    XCTAssertEqual(decoded.handled, ["B"], text)
  }

  /// Every counterexample of every shipped scenario's app, explored as `qa-sim explore --scenario` explores it (and
  /// with several generated scenes, and under a readiness override): the typed scenario's replay is the replay of the
  /// document written for it, and breaks the counterexample's invariant.
  func testTheTypedCounterexampleReplaysAsItsWrittenDocument() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".json") && $0 != "scenario.schema.json"
    }.sorted()
    XCTAssertGreaterThan(files.count, 20)
    var checked = 0
    for (index, file) in files.enumerated() {
      let loaded = try ScenarioLoader.load(file: directory.appendingPathComponent(file).path)
      let variants = [
        ExplorationSubject(scenario: loaded, label: file),
        ExplorationSubject(scenario: loaded, label: file, generated: .init(scenes: 2)),
        ExplorationSubject(scenario: loaded, label: file, readiness: .anytime),
      ]
      // Each file in one variant by default, the variant turning from file to file; all three with the plain run's
      // breadth on (`OracleSweep.walksEveryCase`).
      for subject in OracleSweep.share(variants, stride: variants.count, offset: index) {
        let lifecycle = subject.sceneIDs.isEmpty ? subject.lifecycle : .scene
        let configuration = subject.configuration(lifecycle: lifecycle, allOptions: false, depth: 4)
        guard let explorer = try? Explorer(configuration) else { continue }
        for counterexample in explorer.run().counterexamples {
          let name = "\(file) \(counterexample.kind) \(subject.sceneIDs)"
          let typed = subject.replay(subject.scenario(for: counterexample, lifecycle: lifecycle), file: "c.json")
          let text = JSONSerializer().document(
            subject.document(of: subject.scenario(for: counterexample, lifecycle: lifecycle)))
          let decoded = try ScenarioReplay.run(json: text, file: "c.json")
          XCTAssertEqual(typed, decoded, name)
          // With several windows a link's `lost` found by the search is not always lost in the replay (which ends the
          // run rather than each event); `qa-sim explore` refuses to write such a file, as before.
          if subject.sceneIDs.isEmpty { XCTAssertTrue(typed.violationKinds.contains(counterexample.kind), name) }
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 50)
  }
}
