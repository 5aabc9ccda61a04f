import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// `qa-sim explore --graph dot` (issue 17): the explored state graph in Graphviz DOT, its labels escaped so hostile
/// item types and URLs stay text, rendered by the real `dot`, and refused above `--graph-max-nodes` before anything
/// is written.
final class StateGraphDOTTests: XCTestCase {
  /// An item type that tries every way out of a DOT quoted string and into SVG.
  static let hostileType = "com.evil\"quote\\back\nline<script>alert(1)</script>-->&amp;\\N\\l"
  /// A custom-scheme URL (no space, no control character: a valid link) as hostile as a URL can be.
  static let hostileURL = "qasim://x/\"q\\<b>-->&lt;"

  /// The tiny configuration's command line: pendingSlot, one item, depth 3.
  static let tiny = ["explore", "--strategy", "pendingSlot", "--items", "1", "--depth", "3"]

  func testQuotedTextEscapesQuotesBackslashesLineBreaksAndEntities() {
    XCTAssertEqual(Escaping.dotString("plain"), "\"plain\"")
    XCTAssertEqual(Escaping.dotString("a\"b"), #""a\"b""#)
    XCTAssertEqual(Escaping.dotString(#"a\b\N"#), #""a\\b\\N""#)
    XCTAssertEqual(Escaping.dotString("one\ntwo\r\nthree"), #""one\ntwo\nthree""#)
    XCTAssertEqual(Escaping.dotString("<b>&amp;-->"), "\"<b>&amp;amp;-->\"")
    XCTAssertEqual(Escaping.dotString("bell\u{7}"), "\"bell\u{FFFD}\"")
  }

  func testTheGraphGoesToStandardOutputInsteadOfTheReport() {
    let result = runInProcess(Self.tiny + ["--graph", "dot"])
    XCTAssertEqual(result.status, 1, "pendingSlot loses an item at depth 3: " + result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(result.stdout.hasPrefix("digraph \"qa-sim state graph\" {\n"), result.stdout)
    XCTAssertFalse(result.stdout.contains("qa-sim explore:"), "no report with the graph")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.hasPrefix("  s") && !$0.contains("->") }.count, 21, "one node per state")
    XCTAssertTrue(
      lines.contains("  s0 -> s3 [label=\"backgroundLaunch\", style=bold, penwidth=2.5];"), result.stdout)
    XCTAssertTrue(
      lines.contains { $0.contains("broke: lost\"") && $0.contains("color=red") && $0.contains("peripheries=2") },
      result.stdout)
    XCTAssertEqual(lines.filter { $0.contains("style=bold") }.count, 3, "the 3-step counterexample is bold")
  }

  func testGraphOutWritesTheFileAndTheReportStillPrints() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-graph-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("graph.dot").path
    let result = runInProcess(Self.tiny + ["--graph-out", path, "--no-timing"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("qa-sim explore: pendingSlot"), result.stdout)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(written, runInProcess(Self.tiny + ["--graph", "dot"]).stdout)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["graph.dot"])
  }

  func testAGraphFileThatCannotBeWrittenIsOneLineNamingTheFlagAndExit66() {
    let path = "/nonexistent-qa-sim-directory/graph.dot"
    let result = runInProcess(Self.tiny + ["--graph-out", path, "--no-timing"])
    XCTAssertEqual(result.status, 66, result.stderr)
    XCTAssertTrue(result.stderr.hasPrefix("Error: --graph-out \(path): "), result.stderr)
    XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("qa-sim explore: pendingSlot"), "the report still prints")
  }

  func testAboveTheNodeLimitItRefusesWithOneLineBeforeWritingAnything() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-graph-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("graph.dot").path
    for extra in [["--graph", "dot"], ["--graph-out", path]] {
      let result = runInProcess(Self.tiny + extra + ["--graph-max-nodes", "20"])
      XCTAssertEqual(result.status, 64, result.stderr)
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(
        result.stderr,
        "Error: the state graph passed --graph-max-nodes 20: 21 states by depth 3 (scene); lower --depth or --items, "
          + "or raise --graph-max-nodes\n")
      XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
    let zero = runInProcess(Self.tiny + ["--graph", "dot", "--graph-max-nodes", "0"])
    XCTAssertEqual(zero.status, 64)
    XCTAssertTrue(zero.stderr.hasPrefix("Error: ") && zero.stderr.contains("--graph-max-nodes"), zero.stderr)
  }

  /// The hostile graph: one item of ``hostileType`` and one web clip of ``hostileURL``, drawn.
  private func hostileDOT() throws -> String {
    var configuration = ExplorerConfiguration(
      lifecycle: .scene, strategy: .pendingSlot,
      staticItems: [ShortcutItem(type: Self.hostileType, localizedTitle: "Evil")], links: [Self.hostileURL], depth: 2)
    configuration.webClips = [Self.hostileURL]
    let graph = try Explorer(configuration).stateGraph(maxNodes: 200).get()
    return StateGraphDOT(parts: [.init(title: "hostile \"title\"\n<script>", graph: graph)]).text
  }

  func testHostileItemTypesAndURLsStayInsideTheirQuotedLabels() throws {
    let dot = try hostileDOT()
    XCTAssertTrue(
      dot.contains(
        #"label="quickAction com.evil\"quote\\back\nline<script>alert(1)</script>-->&amp;amp;\\N\\l"#), dot)
    XCTAssertTrue(dot.contains(#"webClip qasim://x/\"q\\<b>-->&amp;lt;"#), dot)
    // Every statement is one line: no raw line break escaped a label.
    for line in dot.split(separator: "\n").dropFirst().dropLast() {
      XCTAssertTrue(line.hasSuffix(";") || line.hasSuffix("{") || line == "  }", String(line))
    }
  }

  func testGraphvizDrawsTheGraphWithItsLabels() throws {
    let dot = try Graphviz.required()
    let result = runInProcess(Self.tiny + ["--graph", "dot"])
    let svg = String(decoding: try dot.render(result.stdout), as: UTF8.self)
    XCTAssertTrue(svg.contains("<svg"), svg)
    for label in [
      "notRunning", "fresh install", "foregroundActive", "broke: lost", "quickAction com.example.item1",
      "backgroundLaunch", "systemDisconnectScene",
    ] {
      XCTAssertTrue(svg.contains(">\(label)</text>"), "\(label) in\n\(svg)")
    }
    XCTAssertEqual(svg.components(separatedBy: "class=\"node\"").count - 1, 21)
  }

  func testGraphvizShowsHostileLabelsAsText() throws {
    let dot = try Graphviz.required()
    let svg = String(decoding: try dot.render(try hostileDOT()), as: UTF8.self)
    XCTAssertFalse(svg.lowercased().contains("<script"), svg)
    XCTAssertTrue(
      svg.contains(">quickAction com.evil&quot;quote\\back</text>")
        || svg.contains(">quickAction com.evil\"quote\\back</text>"), svg)
    XCTAssertTrue(svg.contains("line&lt;script&gt;alert(1)&lt;/script&gt;&#45;&#45;&gt;&amp;amp;\\N\\l</text>"), svg)
    XCTAssertTrue(svg.contains("webClip qasim://x/&quot;q\\&lt;b&gt;&#45;&#45;&gt;&amp;lt;</text>"), svg)
  }

  func testEveryLifecycleIsAClusterWithNodeNamesOfItsOwn() throws {
    let result = runInProcess(Self.tiny + ["--lifecycle", "all", "--depth", "2", "--graph", "dot"])
    XCTAssertEqual(result.stderr, "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { $0.hasPrefix("  subgraph \"cluster_") }.count, 3)
    for lifecycle in ["appDelegate", "scene", "swiftUI"] {
      XCTAssertTrue(lines.contains { $0.hasPrefix("    label=\"pendingSlot, \(lifecycle), depth 2: ") }, lifecycle)
    }
    let nodes = lines.filter { $0.hasPrefix("    s") && !$0.contains("->") }
    let names: [String] = nodes.map { String($0.dropFirst(4).prefix { $0 != " " }) }
    let expected: [String] = (0..<names.count).map { "s\($0)" }
    XCTAssertEqual(names, expected, "numbered on across the clusters")
    let svg = String(decoding: try Graphviz.required().render(result.stdout), as: UTF8.self)
    XCTAssertEqual(svg.components(separatedBy: "class=\"cluster\"").count - 1, 3)
  }
}
