import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

// Internal: every command's option table (Options.table, ExploreCommand.table, …), to give each option a hostile value.
@testable import qa_sim

/// The one rule for text output (issue 40): whatever a scenario, a log, a URL or a file name holds, every line a
/// command prints is inert: no control character, line or paragraph separator or bidirectional formatting
/// character, no line a CI runner reads as a command (`::` opening it, `##[` anywhere), and no line that a value's
/// own line break started.
///
/// Hostile text is put into every field of the shipped scenarios, one field at a time, and every command's text
/// report of the result is read line by line (by default each field in two commands, every command in turn; every
/// command with the plain run's breadth on). The last check is what makes the test fail when a single field is
/// printed raw: the console's last word (``Escaping/terminalLine(_:keepsPalette:)``) still breaks up the `::error`
/// that followed the value's line feed, but the line it opens shows it (`\u{3A}:error title=INJ`).
final class TextOutputPropertyTests: XCTestCase {
  /// Every C0 and C1 control and DEL, the line and paragraph separators, NEXT LINE, the bidirectional controls,
  /// a percent-encoded line feed and escape, and both workflow command forms, each after a line break, so that a
  /// value printed raw opens a line with `::`. It never starts with `::` itself: a value that does is escaped where
  /// it stands, which is right, and would look like the console's backstop.
  static let hostile: String = {
    var text = "\u{1B}[2J\u{1B}]0;title\u{7}\u{202E}\u{2066}\u{200F}\u{061C}##[error]H%0A%1B%0D"
    text += "\n::error title=INJ::N\r\n::warning::R\r::notice::C\u{85}::group::x\u{2028}::y\u{2029}  ::z\u{0B}::v"
    text += String(String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init)))
    text += "\u{7F}" + String(String.UnicodeScalarView((0x80...0x9F).compactMap(Unicode.Scalar.init)))
    return text + "\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}\u{2069}\u{200E}"
  }()

  /// A file name holding the hostile text, less what no file name can hold (NUL and `/`).
  static let hostileFileName =
    "s" + String(String.UnicodeScalarView(hostile.unicodeScalars.filter { $0 != "\u{0}" && $0 != "/" })) + ".json"

  /// What is wrong with one output line, or `nil`: the rule (``Escaping/terminalLineProblem(_:)``), and no line
  /// opened by the console's backstop, which shows that a value's own line break started it.
  static func problem(_ line: Substring) -> String? {
    if let problem = Escaping.terminalLineProblem(line) { return problem }
    if line.drop(while: \.isWhitespace).hasPrefix(#"\u{3A}:"#) {
      return "was opened by a value's line break (the console's backstop caught it)"
    }
    return nil
  }

  /// The output lines of `output` that break the rule, each with what is wrong and the line before it (where a
  /// value printed raw started).
  static func problems(_ output: String) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.compactMap { index in
      problem(lines[index]).map {
        "\($0): \(lines[index].debugDescription)\n  after \(index > 0 ? lines[index - 1].debugDescription : "nothing")"
      }
    }
  }

  /// The shipped scenarios that together hold every field path the shipped files use.
  static let scenarios = [
    "parisCafeQuickActions", "dynamicItemsAfterFirstLaunch", "reactNativeQuickActionsSkipsFirstEvent",
    "lastGlanceControlOpensNothing", "clevertapColdNotificationForwardedFromScene", "mauiSceneColdActivityForwarded",
    "deferredCompletionNeverCalled", "swiftUICustomDelegateLinksUnionDedupe", "cloudKitShareReadFromConnectionOptions",
    "expoQuickActionsKeptAfterBackgroundLaunch", "liveActivityURLBufferedUntilDartListens",
    "deferredCheckRunsBeforeItemIsStored", "blueAllianceSpotlightContinuedOnceViewHierarchyIsSetUp",
    "dynamicItemsClearedAfterUpdate", "slotClearedOnAttemptLosesItem", "sceneManifestMissingCrashesWithIOS27SDK",
    "reconnectDropsSceneDelegateSlot", "dynamicItemReusesStaticType", "sceneDelegateClearedOnSuccessKeepsItem",
    "swiftUIActsOnInactiveAtColdLaunch", "dockQuickActionOnIPad", "lostInSwiftUIWhenWillConnectIsSwallowed",
    "infoPlistStaticItems", "userDefaultsSurvivesUpdateApp", "defoldNotificationDeduplicated",
  ]

  func testEveryFieldOfEveryScenarioStaysOnItsLineInEveryCommand() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent(Self.hostileFileName).path
    let generated = directory.appendingPathComponent("generated").path
    var seen = Set<JSONMutation>()
    var mutations = 0
    var covered = Set<String>()
    for name in Self.scenarios {
      let source = try Data(contentsOf: scenariosDirectory.appendingPathComponent(name + ".json"))
      let tree = try JSONParser.parse(Array(source))
      for mutation in JSONMutation.all(in: tree) where seen.insert(mutation).inserted {
        let text = JSONSerializer().document(mutation.apply(to: tree, appending: Self.hostile))
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        var runs = [
          [file, "--verbose"], [file, "--matrix", "--verbose"], ["explore", "--scenario", file, "--no-timing"],
          ["migrate", file], ["route", file, "pariscafe://search?q=a%0A::error%1B%5B2J##[x]"],
        ]
        if mutation.path.hasPrefix(".app") || mutation.path == ".lifecycle" {
          runs.append(["generate", "--cover", "transitions", "--scenario", file, "--out", generated])
        }
        // Every command with the plain run's breadth on (`OracleSweep.walksEveryCase`); by default the verbose
        // replay, which prints the most fields, and one more command, turning from field to field.
        let others = Array(runs.dropFirst())
        for arguments in [runs[0]] + OracleSweep.share(others, stride: others.count, offset: mutations) {
          let result = runInProcess(arguments)
          let command = arguments[0] == file ? "replay" : arguments[0]
          let wrong = Self.problems(result.stdout) + Self.problems(result.stderr)
          XCTAssert(wrong.isEmpty, "\(mutation) in \(name), qa-sim \(command):\n" + wrong.joined(separator: "\n"))
          covered.insert(command)
        }
        mutations += 1
      }
    }
    XCTAssertGreaterThan(mutations, 150, "every field path of the shipped scenarios, values and keys")
    XCTAssertEqual(covered, ["replay", "explore", "migrate", "route", "generate"])
  }

  func testEveryOptionValueAndArgumentStaysOnItsLineInEveryCommand() throws {
    let directory = try makeTemporaryDirectory(self)
    // A path inside the temporary directory, so an option that writes (--out, --write, --graph-out) writes there.
    let hostile = directory.appendingPathComponent(Self.hostileFileName).path
    let scenario = directory.appendingPathComponent("s.json").path
    try Data(
      #"{"version": 1, "name": "n", "lifecycle": "scene", "app": {"strategy": "pendingSlot"}, "steps": [{"event": "tapIcon"}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: scenario))
    let log = directory.appendingPathComponent("device.log").path
    try Data("application(_:didFinishLaunchingWithOptions:)\n".utf8).write(to: URL(fileURLWithPath: log))
    let generated = directory.appendingPathComponent("generated").path
    // Each command with the arguments it needs to get as far as reading its options, and its options that take a
    // value, read from its own option table so that a new option is tried without a change here.
    func valued<Parsed>(_ table: OptionTable<Parsed>) -> [String] {
      table.options.filter { $0.value != nil }.map(\.name)
    }
    let commands: [(base: [String], options: [String])] = [
      ([scenario], valued(Options.table)),
      (["explore", "--strategy", "pendingSlot", "--no-timing"], valued(ExploreCommand.table)),
      (["conform", log], valued(ConformCommand.table)),
      (
        ["generate", "--cover", "transitions", "--strategy", "pendingSlot", "--out", generated],
        valued(GenerateCommand.table)
      ),
      (["migrate", scenario], valued(MigrateCommand.table)),
      (["route", scenario, "qasim://x"], valued(RouteCommand.table)),
      (["webclip", "--deeplink", "qasim://x", "--title", "t"], valued(WebClipCommand.table)),
    ]
    var runs = [
      [hostile], ["--" + Self.hostile], ["route", scenario, "qasim://x?q=a%0A::error%1B%5B2J##[x]%E2%80%AE"],
    ]
    for command in commands {
      runs.append(command.base + [hostile])
      runs.append(command.base + ["--" + Self.hostile])
      runs += command.options.map { command.base + [$0, hostile] }
    }
    XCTAssertGreaterThan(runs.count, 90)
    for arguments in runs {
      let result = runInProcess(arguments)
      let wrong = Self.problems(result.stdout) + Self.problems(result.stderr)
      let shown = arguments.map { $0 == hostile ? "<hostile path>" : $0.debugDescription }.joined(separator: " ")
      XCTAssert(wrong.isEmpty, "qa-sim \(shown):\n" + wrong.joined(separator: "\n"))
    }
  }

  func testEveryFieldOfADeviceLogStaysOnItsLineInConform() throws {
    // A log's details and scene names are single words: the hostile text without its blanks and line breaks, which
    // would end the word or the line, and without NUL, which makes a file binary. The file name keeps the rest.
    let word = String(
      String.UnicodeScalarView(Self.hostile.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "\u{0}" }))
    let logs = [
      // Parts from the model at a quick action's detail and a scene name.
      """
      application(_:didFinishLaunchingWithOptions:)
      scene(_:willConnectTo:options:) com.x\(word) @main\(word)
      sceneDidBecomeActive(_:) @main\(word)
      """,
      // Reproduced, with the item the log names in the inferred steps.
      """
      application(_:didFinishLaunchingWithOptions:)
      scene(_:willConnectTo:options:) com.x\(word)
      sceneWillEnterForeground(_:)
      sceneDidBecomeActive(_:)
      """,
      // Refused: an unknown callback and a detail where none is read.
      "application(_:didFinishLaunchingWithOptions:) \(word)\nbogus\(word)(_:)\n",
      "records sceneDidBecomeActive(_:) \(word)\nsceneDidBecomeActive(_:)\n",
    ]
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent(Self.hostileFileName + ".log").path
    for (index, log) in logs.enumerated() {
      try Data(log.utf8).write(to: URL(fileURLWithPath: file))
      for arguments in [
        ["conform", file, "--strategy", "pendingSlot", "--lifecycle", "scene"],
        ["conform", file, "--lifecycle", "scene", "--options", "all"],
      ] {
        let result = runInProcess(arguments)
        let wrong = Self.problems(result.stdout) + Self.problems(result.stderr)
        XCTAssertEqual(!result.stdout.isEmpty, index < 2, "log \(index) is read (0, 1) or refused (2, 3)")
        XCTAssert(wrong.isEmpty, "log \(index), \(arguments.dropFirst(2)):\n" + wrong.joined(separator: "\n"))
      }
    }
  }
}

/// One field of a scenario's JSON to make hostile, named by its path with every array element alike
/// (`.steps[].event`): its string values, or the keys of the members at that path.
struct JSONMutation: Hashable, CustomStringConvertible {
  /// Whether the values or the keys change.
  enum Part: Hashable {
    /// The string values at the path.
    case value
    /// The member keys at the path.
    case key
  }

  /// The path, from `.` (the document) down.
  let path: String
  /// What changes.
  let part: Part

  var description: String { "\(part == .key ? "the key" : "the value") at \(path)" }

  /// Every field of `tree`, values and keys, in document order, each once.
  static func all(in tree: JSONValue) -> [JSONMutation] {
    var found: [JSONMutation] = []
    var seen = Set<JSONMutation>()
    func walk(_ value: JSONValue, _ path: String) {
      switch value {
      case .string:
        if seen.insert(JSONMutation(path: path, part: .value)).inserted {
          found.append(JSONMutation(path: path, part: .value))
        }
      case .array(let items): items.forEach { walk($0, path + "[]") }
      case .object(let object):
        for member in object.members {
          let child = path + "." + member.key
          if seen.insert(JSONMutation(path: child, part: .key)).inserted {
            found.append(JSONMutation(path: child, part: .key))
          }
          walk(member.value, child)
        }
      case .null, .bool, .number: break
      }
    }
    walk(tree, "")
    return found
  }

  /// `tree` with `text` appended to every value or key this mutation names.
  func apply(to tree: JSONValue, appending text: String, at current: String = "") -> JSONValue {
    switch tree {
    case .string(let value): return part == .value && current == path ? .string(value + text) : tree
    case .array(let items): return .array(items.map { apply(to: $0, appending: text, at: current + "[]") })
    case .object(var object):
      for index in object.members.indices {
        let child = current + "." + object.members[index].key
        object.members[index].value = apply(to: object.members[index].value, appending: text, at: child)
        if part == .key, child == path { object.members[index].key += text }
      }
      return .object(object)
    case .null, .bool, .number: return tree
    }
  }
}
