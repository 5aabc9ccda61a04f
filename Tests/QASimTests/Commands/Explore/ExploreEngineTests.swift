import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// `explore` explores whatever replay runs: it picks the packed or the direct explorer itself, never asks the user to,
/// and its header says which ran and, for the direct one, why; `generate` picks the same way.
final class ExploreEngineTests: XCTestCase {
  /// A strategy that keeps one item in its scene delegate's slot and behind a `queue` gate, which packed states do
  /// not link, with a long item type.
  private static let twoPlaces = """
    {
      "version": 1,
      "name": "Two places",
      "app": {
        "strategy": {
          "name": "sceneSlotAndQueue",
          "gates": [{ "name": "dartHandler", "whenClosed": "queue" }],
          "on": {
            "scene(_:willConnectTo:options:)": ["storeOnSceneDelegate", "send(dartHandler)"],
            "sceneDidBecomeActive(_:)": ["handlePendingOnSceneDelegate"]
          }
        },
        "shortcutItems": [{ "type": "com.example.quickComposeWithAVeryLongTypeName", "title": "Compose" }]
      },
      "steps": [{ "event": "quickAction", "type": "com.example.quickComposeWithAVeryLongTypeName" }]
    }
    """

  func testEveryBuiltInStrategyIsExploredInEveryLifecycle() {
    // `--lifecycle all` explores every style, and replay runs every built-in strategy in each.
    for name in TableStrategy.builtInNames {
      for lifecycle in LifecycleStyle.allCases {
        let result = runInProcess([
          "explore", "--strategy", name, "--lifecycle", lifecycle.rawValue, "--depth", "4", "--no-timing",
        ])
        let label = "\(name) \(lifecycle.rawValue)"
        XCTAssertTrue([0, 1].contains(result.status), "\(label): \(result.status) \(result.stderr)")
        XCTAssertEqual(result.stderr, "", label)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.count > 2 && lines[1].hasPrefix("  engine: "), "\(label): \(result.stdout)")
      }
    }
  }

  func testTheHeaderSaysWhichEngineRanAndWhy() throws {
    let directory = try makeTemporaryDirectory(self)
    let twoPlaces = try write(Self.twoPlaces, to: "twoPlaces.json", in: directory)
    let cases: [(arguments: [String], engine: String, reason: String?)] = [
      (["--strategy", "pendingSlot"], "packed", nil),
      (["--strategy", "perSceneSlot"], "direct", "scene sessions' userInfo"),
      (["--strategy", "pendingSlot", "--scenes", "2"], "direct", "several windows"),
      (["--strategy", "pendingSlot", "--visited", "hashcompact"], "direct", "visited set hashcompact"),
      (["--scenario", twoPlaces], "direct", "one delivery in both its sceneDelegateSlot and its gateQueue"),
    ]
    for (index, (arguments, engine, reason)) in cases.enumerated() {
      let summary = reason.map { "\(engine) (\($0))" } ?? engine
      let text = runInProcess(["explore"] + arguments + ["--depth", "4", "--no-timing"])
      XCTAssertTrue([0, 1].contains(text.status), "\(arguments): \(text.stderr)")
      XCTAssertEqual(text.stdout.split(separator: "\n").dropFirst().first, "  engine: \(summary)"[...], text.stdout)

      let json = runInProcess(["explore"] + arguments + ["--depth", "4", "--format", "json"])
      let document = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stderr)
      let exploration = try XCTUnwrap((document["explorations"] as? [[String: Any]])?.first)
      XCTAssertEqual(exploration["engine"] as? String, engine, "\(arguments)")
      XCTAssertEqual(exploration["engineReason"] as? String, reason, "\(arguments)")

      // The Engine row of the HTML summary: the summary table alone, not the whole page with its style sheet.
      let html = runInProcess(["explore"] + arguments + ["--depth", "4", "--format", "html", "--no-timing"]).stdout
      let start = try XCTUnwrap(html.range(of: "<div class=\"table\">"), html)
      let end = try XCTUnwrap(html.range(of: "</table></div>", range: start.upperBound..<html.endIndex), html)
      assertGolden(
        String(html[start.lowerBound..<end.upperBound]) + "\n",
        named: "explore/engine/\(index + 1)-\(engine)-summary.html", temporaryDirectories: [directory])
    }
  }

  func testALongItemTypeNeverRunsIntoTheNextColumn() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(Self.twoPlaces, to: "twoPlaces.json", in: directory)
    let result = runInProcess(["explore", "--scenario", file, "--depth", "4", "--no-timing"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let event = "quickAction com.example.quickComposeWithAVeryLongTypeName"
    let rows = result.stdout.split(separator: "\n").filter { $0.contains(". \(event)") }
    XCTAssertFalse(rows.isEmpty, result.stdout)
    for row in rows {
      // The event, then at least two spaces, then the step's first change.
      let rest = try XCTUnwrap(row.range(of: event).map { row[$0.upperBound...] })
      XCTAssertTrue(rest.hasPrefix("  "), String(row))
      XCTAssertFalse(rest.trimmingCharacters(in: .whitespaces).isEmpty, String(row))
    }
  }

  func testGenerateCoversAStrategyThatOnlyTheDirectExplorerTakes() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "generate", "--cover", "transitions", "--out", directory.path, "--strategy", "perSceneSlot",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("perSceneSlot (scene): "), result.stdout)
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertFalse(written.isEmpty)
    for file in written {
      let replayed = runInProcess([directory.appendingPathComponent(file).path])
      XCTAssertEqual(replayed.status, 0, "\(file): \(replayed.stdout)")
    }
  }

  // A --jobs the search cannot use is said on the clock line, never dropped in silence: every road walked, the one
  // that runs on one thread (several windows of a table strategy, exactly remembered) and those that split.
  func testTheClockLineSaysWhenTheSearchDidNotSplitAcrossJobs() throws {
    let note = "on one thread: this search does not split across --jobs"
    let cases: [(arguments: [String], saysOneThread: Bool)] = [
      (["--scenes", "2", "--jobs", "2"], true),
      (["--scenes", "2", "--jobs", "1"], false),
      (["--scenes", "2", "--jobs", "2", "--visited", "hashcompact"], false),
      (["--jobs", "2"], false),
    ]
    for (arguments, saysOneThread) in cases {
      let result = runInProcess(["explore", "--strategy", "pendingSlot", "--depth", "4"] + arguments)
      let label = arguments.joined(separator: " ")
      XCTAssertTrue([0, 1].contains(result.status), "\(label): \(result.stderr)")
      let clock = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains(" states/s, ") }, label)
      XCTAssertEqual(clock.hasSuffix(note), saysOneThread, "\(label): \(clock)")
      let json = runInProcess(["explore", "--strategy", "pendingSlot", "--depth", "4", "--format", "json"] + arguments)
      let document = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(label): \(json.stderr)")
      let exploration = try XCTUnwrap((document["explorations"] as? [[String: Any]])?.first, label)
      let jobs = try XCTUnwrap(arguments.firstIndex(of: "--jobs").flatMap { Int(arguments[$0 + 1]) }, label)
      XCTAssertEqual(exploration["threads"] as? Int, saysOneThread ? 1 : jobs, label)
    }
  }
}
