import QuickActions
import SceneLifecycle
import XCTest

/// A counterexample's narrative tells what the search saw on its own path: its own violation at its last step, and no
/// violation whose shortest counterexample is longer than the step that names it: an item the app still holds after
/// the last step is not `lost`, as it is at a replayed scenario's end. Its text keeps every event clear of the changes
/// beside it.
final class CounterexampleNarrativeTests: XCTestCase {
  /// Every counterexample of `report`, narrated by `explorer`, checked against the report's other counterexamples.
  private func checkNarratives(_ report: ExplorationReport, explorer: Explorer, label: String) {
    let shortest = Dictionary(report.counterexamples.map { ($0.kind, $0.events.count) }, uniquingKeysWith: min)
    for counterexample in report.counterexamples {
      let name = "\(label) \(counterexample.kind)"
      let steps = explorer.narrate(counterexample)
      XCTAssertEqual(steps.map(\.step), Array(counterexample.events.indices), name)
      XCTAssertTrue(
        steps.last?.changes.contains { $0.hasPrefix("\(counterexample.kind.rawValue): ") } == true,
        "\(name): \(steps)")
      for step in steps {
        for change in step.changes {
          guard let kind = ViolationKind.allCases.first(where: { change.hasPrefix("\($0.rawValue): ") }) else {
            continue
          }
          XCTAssertLessThanOrEqual(shortest[kind] ?? .max, step.step + 1, "\(name) names \(change)")
        }
      }
    }
  }

  func testACompletionMissingCounterexampleNamesNoLossItsPathDoesNotHave() throws {
    // seedArticle on iPad parks a warm item in the app delegate's slot without completing: completionMissing in
    // two steps; losing that item takes a third.
    var configuration = ExplorerConfiguration(
      lifecycle: .scene, device: .iPad, strategy: .seedArticle, itemCount: 2, depth: 4)
    configuration.jobs = 1
    let explorer = try Explorer(configuration)
    let report = explorer.run()
    let missing = try XCTUnwrap(report.counterexamples.first { $0.kind == .completionMissing })
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(missing.events.count, 2)
    XCTAssertEqual(lost.events.count, 3)
    let changes = explorer.narrate(missing).flatMap(\.changes)
    XCTAssertFalse(changes.contains { $0.hasPrefix("lost: ") }, "\(changes)")
    XCTAssertTrue(changes.contains("app delegate slot empty → com.example.item1"), "\(changes)")
    checkNarratives(report, explorer: explorer, label: "seedArticle iPad")
  }

  func testEveryBuiltInStrategysNarrativesAgreeWithItsCounterexamples() throws {
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      for lifecycle in LifecycleStyle.allCases {
        for device in Device.allCases {
          for (items, links) in [(2, []), (1, ["qasim://link1"])] {
            let configuration = ExplorerConfiguration(
              lifecycle: lifecycle, device: device, strategy: strategy, itemCount: items, links: links, depth: 4)
            let explorer = try Explorer(configuration)
            checkNarratives(explorer.run(), explorer: explorer, label: "\(name) \(lifecycle) \(device) \(links)")
          }
        }
      }
    }
  }

}
