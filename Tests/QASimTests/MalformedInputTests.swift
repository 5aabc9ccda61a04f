import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// Malformed inputs, each run through the built binary: every one gets exactly one clear line on standard
/// error and its exit status, and none crashes.
final class MalformedInputTests: XCTestCase {
  /// One malformed input.
  private struct Case {
    /// The file's name.
    let name: String
    /// The file's bytes.
    let bytes: Data
    /// The exit status.
    let status: Int32
    /// The error line after `<path>` (`: …` or `:line:column: …`); a trailing `…` means "starts with".
    let message: String

    init(_ name: String, _ text: String, _ status: Int32, _ message: String) {
      self.init(name, Data(text.utf8), status, message)
    }

    init(_ name: String, _ bytes: Data, _ status: Int32, _ message: String) {
      self.name = name
      self.bytes = bytes
      self.status = status
      self.message = message
    }
  }

  private static let validApp = #""app": {"strategy": "pendingSlot", "shortcutItems": [{"type": "a", "title": "A"}]}"#

  private static func scenario(_ body: String) -> String {
    #"{"version": 1, "name": "n", "# + body + "}"
  }

  /// How deeply JSON may nest by default.
  private static let depth = JSONParser.defaultMaximumDepth

  private static let cases: [Case] = [
    Case("empty.json", "", 65, ":1:1: the file is empty (expected a JSON value)"),
    Case("whitespace.json", " \n\t\n", 65, ":3:1: the file is empty (expected a JSON value)"),
    Case("truncated.json", #"{"version": 1, "name": "x","#, 65, ":1:28: unexpected end of file; expected a key"),
    Case(
      "truncated-array.json", #"{"version": 1, "steps": [{"event": "tapIcon"}"#, 65,
      ":1:46: unexpected end of file; expected ',' or ']'"),
    Case(
      "unterminated-string.json", "{\"version\": 1, \"name\": \"abc", 65,
      ":1:24: unterminated string (no closing '\"' before the end of the file)"),
    Case("trailing-comma.json", "{\"version\": 1,\n}", 65, ":1:14: trailing comma before '}'; JSON does not allow it"),
    Case("comment.json", "// scenario\n{}", 65, ":1:1: comments are not allowed in JSON"),
    Case(
      "single-quotes.json", "{'version': 1}", 65,
      ":1:2: expected an object key in double quotes, not single quotes, found '''"),
    Case(
      "duplicate-key.json", "{\"version\": 1,\n \"version\": 1}", 65,
      ":2:2: duplicate key \"version\" in the same object"),
    Case(
      "nan.json", scenario(#""x": NaN"#), 65,
      ":1:34: invalid literal `NaN` (expected a string, number, object, array, true, false or null)"),
    Case("top-level-array.json", "[]", 65, ": expected a scenario object at the top level, found an array"),
    Case("version-string.json", #"{"version": "1"}"#, 65, ": version: expected the integer 1, found a string"),
    Case(
      "future-version.json", #"{"version": 3, "steps": "whatever"}"#, 65,
      ": version: unsupported format version 3; this qa-sim reads version 1 (a newer qa-sim may read this file)"),
    Case("no-version.json", #"{"name": "x"}"#, 65, ": version: required key is missing"),
    Case("name-number.json", scenario(#""name2": 1"#), 65, ": name2: unknown key; did you mean \"name\"? …"),
    Case(
      "steps-object.json", scenario(validApp + #", "steps": {}"#), 65,
      ": steps: expected an array of steps, found an object"),
    Case("missing-app.json", scenario(#""steps": []"#), 65, ": app: required key is missing"),
    Case(
      "unknown-event.json", scenario(validApp + #", "steps": [{"event": "tapIcon"}, {"event": "gohome"}]"#), 65,
      ": steps[1].event: unknown event \"gohome\"; did you mean \"goHome\"? (expected one of: tapIcon, quickAction, …"),
    Case(
      "event-number.json", scenario(validApp + #", "steps": [{"event": 7}]"#), 65,
      ": steps[0].event: expected event name (a string), found an integer"),
    Case(
      "unknown-strategy.json", scenario(#""app": {"strategy": "slot"}, "steps": []"#), 65,
      ": app.strategy: unknown strategy \"slot\" (expected one of: pendingSlot, …"),
    Case(
      "unknown-lifecycle.json", scenario(#""lifecycle": "scenes", "# + validApp + #", "steps": []"#), 65,
      ": lifecycle: unknown lifecycle \"scenes\"; did you mean \"scene\"? (expected one of: appDelegate, scene, swiftUI)"
    ),
    Case(
      "unknown-option.json", scenario(#""options": {"warmOrder": "x"}, "# + validApp + #", "steps": []"#), 65,
      ": options.warmOrder: unknown key (valid keys: warmPerformActionFor, …"),
    Case(
      "bad-action.json",
      scenario(
        #""app": {"strategy": {"on": {"sceneDidBecomeActive(_:)": ["store", "completion(true)"]}}}, "steps": []"#),
      65,
      ": app.strategy.on[\"sceneDidBecomeActive(_:)\"][1]: "
        + (StrategyAction.completionTrue.problemWithoutKeptCompletion(in: .sceneDidBecomeActive) ?? "a problem")
    ),
    Case(
      "missing-type.json", scenario(validApp + #", "steps": [{"event": "quickAction"}]"#), 65,
      ": steps[0].type: required key is missing"),
    Case(
      "item-without-title.json",
      scenario(#""app": {"strategy": "pendingSlot", "shortcutItems": [{"type": "a"}]}, "steps": []"#),
      65, ": app.shortcutItems[0].title: required key is missing"),
    Case(
      "bad-icon.json",
      scenario(
        #""app": {"strategy": "pendingSlot", "shortcutItems": [{"type": "a", "title": "A", "iconType": "Search"}]}, "steps": []"#
      ),
      65, ": app.shortcutItems[0].iconType: unknown icon type `Search`; did you mean `search`?"),
    Case(
      "bad-expect.json", scenario(validApp + #", "steps": [], "expect": {"violations": ["lots"]}"#), 65,
      ": expect.violations[0]: unknown violation kind \"lots\"; did you mean \"lost\"? …"),
    Case(
      "invalid-utf8.json", Data([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D]), 65,
      ":1:3: invalid UTF-8 (byte 0xC3); scenario files must be UTF-8 text"),
    Case(
      "utf16.json", Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]), 65,
      ":1:1: the file is UTF-16 text (it starts with a byte order mark); save it as UTF-8"),
    Case(
      "binary.json", Data([0x00, 0x01, 0x02, 0xFF]), 65,
      ":1:4: invalid UTF-8 (byte 0xFF); scenario files must be UTF-8 text"),
    Case(
      "nul.json", Data([0x00, 0x7B]), 65,
      ":1:1: unexpected NUL byte; is the file UTF-16 or binary? Scenario files are UTF-8 JSON"),
    Case(
      "deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), 65,
      ": " + String(repeating: "[0]", count: depth) + ": arrays and objects are nested more than \(depth) levels "
        + "deep, at line 1, column \(depth + 1); raise the limit with --max-depth"),
    Case(
      // Each `{"a": ` is six characters.
      "deep-objects.json", String(repeating: #"{"a": "#, count: 100_000), 65,
      ": " + Array(repeating: "a", count: depth).joined(separator: ".") + ": arrays and objects are nested more than "
        + "\(depth) levels deep, at line 1, column \(depth * 6 + 1); raise the limit with --max-depth"),
    Case(
      "huge-string.json",
      scenario(validApp + #", "steps": [{"event": ""# + String(repeating: "a", count: 5_000_000) + #""}]"#),
      65, ": steps[0].event: unknown event \"" + String(repeating: "a", count: 60) + "…\" (expected one of: …"),
    Case(
      "lone-surrogate.json", #"{"version": 1, "name": "\udc00"}"#, 65,
      ":1:25: unpaired surrogate \\uDC00 (a low surrogate without a high one)"),
    Case(
      "missing-plist.json", scenario(#""app": {"strategy": "pendingSlot", "infoPlist": "Nope.plist"}, "steps": []"#),
      66,
      ": app.infoPlist: cannot read \"{dir}/Nope.plist\": no such file or directory"),
  ]

  func testEachMalformedInputGetsOneClearLineAndItsStatus() throws {
    XCTAssertGreaterThanOrEqual(Self.cases.count, 25)
    let directory = try makeTemporaryDirectory(self)
    for (index, testCase) in Self.cases.enumerated() {
      let path = try write(testCase.bytes, to: testCase.name, in: directory)
      // The built binary for the first case, and for every case with the plain run's breadth on
      // (`OracleSweep.walksEveryCase`); the others run in-process, through the same `main`, several times faster.
      let result =
        index == 0 || OracleSweep.walksEveryCase
        ? try BinaryRunner.run([path]) : ProcessResult(runInProcess([path]))
      XCTAssertEqual(result.status, testCase.status, "\(testCase.name): \(result.stderr)")
      XCTAssertEqual(result.stderrLines.count, 1, "\(testCase.name): \(result.stderr)")
      let expected = path + testCase.message.replacingOccurrences(of: "{dir}", with: directory.path)
      let line = result.stderrLines.first ?? ""
      if expected.hasSuffix("…") {
        XCTAssertTrue(line.hasPrefix(String(expected.dropLast())), "\(testCase.name): \(line)")
      } else {
        XCTAssertEqual(line, expected, testCase.name)
      }
      XCTAssertLessThan(line.count, 1000, "\(testCase.name): the line stays readable")
      XCTAssertTrue(result.stdout.hasSuffix("0 passed, 0 failed\n1 file could not be replayed\n"), testCase.name)
    }
  }

  func testHugeKeysAndValuesStillGiveShortLines() throws {
    let directory = try makeTemporaryDirectory(self)
    let huge = String(repeating: "k", count: 5_000_000)
    let unknownKey = try write(#"{"version": 1, ""# + huge + #"": 1}"#, to: "key.json", in: directory)
    let result = try BinaryRunner.run([unknownKey])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(result.stderrLines.count, 1)
    XCTAssertTrue(
      result.stderrLines[0].hasPrefix(unknownKey + #": [""# + String(repeating: "k", count: 60) + #"…"]: unknown key"#),
      result.stderr)
    XCTAssertLessThan(result.stderr.count, 1000)
    let ignoredKey = try write(
      Self.scenario(
        #""app": {"strategy": "appleSceneSample", "shortcutItems": [{"type": "a", "title": "A", ""# + huge
          + #"": 1}]}, "steps": []"#),
      to: "item.json", in: directory)
    let warned = try BinaryRunner.run([ignoredKey])
    XCTAssertEqual(warned.status, 0)
    XCTAssertEqual(warned.stderrLines.count, 1)
    XCTAssertTrue(warned.stderrLines[0].hasPrefix("warning: \(ignoredKey): app.shortcutItems[0].kkk"), warned.stderr)
    XCTAssertLessThan(warned.stderr.count, 1000)
  }

  func testADirectoryNamedLikeAScenarioFileIsAnInputError() throws {
    let directory = try makeTemporaryDirectory(self)
    let folder = directory.appendingPathComponent("x.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try BinaryRunner.run([folder.path])
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(
      result.stderrLines,
      ["\(folder.path): is a directory, not a scenario file (directories are searched only when not named *.json)"])
  }

  func testAFIFOIsRefusedWithoutBlocking() throws {
    let directory = try makeTemporaryDirectory(self)
    let fifo = directory.appendingPathComponent("pipe.json").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let result = try BinaryRunner.run([fifo])
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(result.stderrLines, ["\(fifo): is not a regular file"])
  }

  func testAnUnreadableFileIsAnInputError() throws {
    try XCTSkipIf(geteuid() == 0, "root reads files whatever their permissions; the FIFO test covers status 66")
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "locked.json", in: directory)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(result.stderrLines, ["\(path): permission denied"])
  }

  func testAnInvalidInfoPlistIsAnInvalidScenario() throws {
    let directory = try makeTemporaryDirectory(self)
    try write("not a plist <<<", to: "Info.plist", in: directory)
    let path = try write(
      Self.scenario(#""app": {"strategy": "pendingSlot", "infoPlist": "Info.plist"}, "steps": []"#), to: "p.json",
      in: directory)
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(
      result.stderrLines,
      [
        "\(path): app.infoPlist: \(directory.path)/Info.plist: not a readable property list (expected the XML, binary or OpenStep format)"
      ])
  }

  func testStaticItemWarningsArePrintedButDoNotFail() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(
      Self.scenario(
        #""app": {"strategy": "appleSceneSample", "shortcutItems": [{"type": "a", "title": "A"}, {"type": "a", "title": "B", "color": "red"}]}, "steps": []"#
      ),
      to: "w.json", in: directory)
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderrLines,
      [
        "warning: \(path): app.shortcutItems[1].color: key is not read by the simulator and is ignored",
        "warning: \(path): app.shortcutItems[1].type: type `a` is already used by app.shortcutItems[0]; types should be unique per action",
      ])
  }
}
