import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

// Internal: the option table itself: OptionTable, OptionSpec and their parsing and usage errors.
@testable import qa_sim

/// The option tables: one parser, one help writer and one set of error messages for every subcommand.
final class OptionTableTests: XCTestCase {
  /// A table and the arguments that satisfy its required options and arguments, so that one more option
  /// can be tried on its own.
  private struct Subject<Parsed: CommandOptions & Hashable> {
    let table: OptionTable<Parsed>
    let base: [String]
  }

  private let replay = Subject(table: Options.table, base: ["a.json"])
  private let explore = Subject(table: ExploreCommand.table, base: ["--strategy", "pendingSlot"])
  private let generate = Subject(
    table: GenerateCommand.table, base: ["--cover", "transitions", "--out", "d", "--scenario", "s.json"])
  private let route = Subject(table: RouteCommand.table, base: ["s.json", "x://a"])

  /// The subcommand names, each with its table's command, for the end-to-end checks.
  private let subcommandNames = ["explore", "generate", "route", "webclip"]

  // MARK: --opt value and --opt=value

  /// A valid value other than the default, so that every row can be exercised without knowing it.
  private func sample(_ value: OptionValue, default defaultText: String?) -> String {
    switch value {
    case .choice(_, let values): values.first { $0 != defaultText } ?? ""
    case .wholeNumber(_, let range): String(range.upperBound)
    case .seconds: "1.5"
    case .byteCount: "2K"
    case .text: "some/path"
    }
  }

  private func assertBothSpellingsAgree<Parsed>(
    _ subject: Subject<Parsed>, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    var valueOptions = 0
    // The required options are in `base` already (and spelled with `=` in the next test).
    let required = Set(subject.table.required.joined())
    for option in subject.table.options where !required.contains(option.name) {
      guard let value = option.value else { continue }
      valueOptions += 1
      let text = sample(value, default: option.defaultText)
      let separate = try subject.table.parse(subject.base + [option.name, text])
      let joined = try subject.table.parse(subject.base + ["\(option.name)=\(text)"])
      XCTAssertEqual(separate, joined, "\(subject.table.command) \(option.name)", file: file, line: line)
      XCTAssertNotEqual(separate, try subject.table.parse(subject.base), option.name, file: file, line: line)
      if let shortName = option.shortName {
        XCTAssertEqual(try subject.table.parse(subject.base + [shortName, text]), separate, file: file, line: line)
      }
    }
    XCTAssertGreaterThan(valueOptions, 0, file: file, line: line)
  }

  func testEveryValueOptionTakesItsValueAfterASpaceOrAnEqualsSign() throws {
    try assertBothSpellingsAgree(replay)
    try assertBothSpellingsAgree(explore)
    try assertBothSpellingsAgree(generate)
    try assertBothSpellingsAgree(route)
  }

  func testEqualsSignsWorkThroughEverySubcommand() throws {
    let directory = try makeTemporaryDirectory(self)
    let tabs = scenariosDirectory.appendingPathComponent("parisCafeTabsCold.json").path
    XCTAssertEqual(
      runInProcess(["--format=json", "--lifecycle=scene", tabs]).stdout,
      runInProcess(["--format", "json", "--lifecycle", "scene", tabs]).stdout)
    let explored = runInProcess(["explore", "--strategy=performActionOnly", "--depth=3", "--no-timing"])
    XCTAssertEqual(explored.status, 1, explored.stderr)
    XCTAssertEqual(
      explored.stdout,
      runInProcess(["explore", "--strategy", "performActionOnly", "--depth", "3", "--no-timing"]).stdout)
    let out = directory.appendingPathComponent("generated").path
    let generated = runInProcess(["generate", "--cover=transitions", "--out=\(out)", "--strategy=pendingSlot"])
    // pendingSlot loses an item after a reconnect that skips configurationForConnecting: those files assert it.
    XCTAssertEqual(generated.status, 1, generated.stderr)
    XCTAssertTrue(generated.stderr.contains(": the run breaks lost; written with"), generated.stderr)
    XCTAssertTrue(generated.stdout.hasPrefix("pendingSlot (scene): "), generated.stdout)
    let routed = runInProcess(["route", tabs, "pariscafe://PRS103", "--format=json"])
    XCTAssertEqual(routed.status, 0, routed.stderr)
    XCTAssertTrue(routed.stdout.hasPrefix("{"), routed.stdout)
  }

  func testTheLastOccurrenceWinsAndDoubleDashEndsTheOptions() throws {
    XCTAssertEqual(try ExploreOptions.parse(["--strategy", "pendingSlot", "--depth", "3", "--depth=5"]).depth, 5)
    let routed = try RouteCommand.table.parse(["--format", "json", "--", "-a.json", "--format"])
    XCTAssertEqual(routed, RouteCommand.Options(scenario: "-a.json", target: "--format", format: .json))
  }

  func testAFlagGivenAValueIsAUsageErrorInASubcommandToo() {
    XCTAssertEqual(
      usageMessage(explore, ["--coverage=yes"]), "The flag '--coverage' does not take a value")
  }

  // MARK: Unknown options

  func testAnOptionASubcommandDoesNotTakeExitsSixtyFour() {
    for name in subcommandNames {
      let result = runInProcess([name, "--bogus"])
      XCTAssertEqual(result.status, 64, name)
      XCTAssertTrue(result.stderr.hasPrefix("Error: Unknown option '--bogus'\nUsage: qa-sim \(name) "), result.stderr)
      XCTAssertTrue(result.stderr.hasSuffix("  See 'qa-sim \(name) --help' for more information.\n"), result.stderr)
    }
    XCTAssertEqual(runInProcess(["--bogus", "a.json"]).status, 64)
  }

  func testAnUnknownLongOptionSuggestsTheClosestOneInEverySubcommand() {
    XCTAssertEqual(usageMessage(explore, ["--stratgy", "x"]), "Unknown option '--stratgy'; did you mean '--strategy'?")
    XCTAssertEqual(usageMessage(generate, ["--scenaro=x"]), "Unknown option '--scenaro=x'; did you mean '--scenario'?")
    XCTAssertEqual(usageMessage(route, ["--frmat", "json"]), "Unknown option '--frmat'; did you mean '--format'?")
    XCTAssertEqual(usageMessage(explore, ["--dept", "3"]), "Unknown option '--dept'; did you mean '--depth'?")
    XCTAssertEqual(usageMessage(explore, ["-x"]), "Unknown option '-x'")
  }

  // `generate` used to accept these and ignore them.
  func testGenerateRejectsTheExploreOptionsItWouldIgnore() {
    for extra in [["--depth", "3"], ["--format", "json"], ["--coverage"], ["--timeout", "5"], ["--no-timing"]] {
      XCTAssertEqual(usageMessage(generate, extra), "Unknown option '\(extra[0])'", extra.joined(separator: " "))
    }
    XCTAssertEqual(try GenerateOptions.parse(generate.base + ["-j", "3"]).explore.jobs, 3)
  }

  func testGenerateWritesTheSameFilesWhateverTheJobs() throws {
    let directory = try makeTemporaryDirectory(self)
    var listings: [[String: Data]] = []
    for jobs in ["1", "4"] {
      let out = directory.appendingPathComponent("jobs\(jobs)")
      let result = runInProcess([
        "generate", "--cover", "transitions", "--out", out.path, "--strategy", "appleSceneSample", "--jobs", jobs,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
      let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
      listings.append(
        Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) }))
    }
    XCTAssertFalse(listings[0].isEmpty)
    XCTAssertEqual(listings[0], listings[1])
  }

  // MARK: Ranges

  private func assertRangesAreChecked<Parsed>(
    _ subject: Subject<Parsed>, file: StaticString = #filePath, line: UInt = #line
  ) {
    for option in subject.table.options {
      guard case .wholeNumber(let placeholder, let range) = option.value else { continue }
      for outside in [range.lowerBound - 1, range.upperBound + 1] {
        XCTAssertEqual(
          usageMessage(subject, [option.name, String(outside)], file: file, line: line),
          "The value '\(outside)' is invalid for '\(option.name) \(placeholder)'; expected a whole number from "
            + "\(range.lowerBound) to \(range.upperBound)", file: file, line: line)
      }
    }
  }

  func testNumbersOutsideTheTablesRangeAreUsageErrors() {
    assertRangesAreChecked(replay)
    assertRangesAreChecked(explore)
    assertRangesAreChecked(generate)
    XCTAssertEqual(
      usageMessage(explore, ["--items", "5"]),
      "The value '5' is invalid for '--items <n>'; expected a whole number from 0 to 4")
  }

  func testJobsHasOneCapEverywhere() {
    let jobsRows: [OptionValue?] = [
      Options.table.option(named: "--jobs")?.value, ExploreCommand.table.option(named: "-j")?.value,
      GenerateCommand.table.option(named: "--jobs")?.value,
    ]
    for value in jobsRows {
      XCTAssertEqual(value, .wholeNumber(placeholder: "<n>", range: OptionValue.jobsRange))
    }
    XCTAssertEqual(OptionValue.jobsRange, 1...1024)
    XCTAssertEqual(try ExploreOptions.parse(explore.base + ["--jobs", "1024"]).jobs, 1024)
    XCTAssertNotNil(usageMessage(explore, ["--jobs", "1025"]))
    XCTAssertNotNil(usageMessage(replay, ["--jobs", "1025"]))
  }

  // MARK: Help from the code

  func testHelpListsEveryBuiltInStrategyLifecycleEventInvariantAndFormat() {
    let exploreHelp = ExploreCommand.table.help.replacingOccurrences(of: "\n", with: " ")
    let generateHelp = GenerateCommand.table.help.replacingOccurrences(of: "\n", with: " ")
    for name in TableStrategy.builtInNames {
      XCTAssertTrue(exploreHelp.contains(" \(name),") || exploreHelp.contains(" \(name))"), name)
      XCTAssertTrue(generateHelp.contains(" \(name),") || generateHelp.contains(" \(name))"), name)
    }
    for style in LifecycleStyle.allCases {
      XCTAssertTrue(Help.text.contains(style.rawValue), style.rawValue)
      XCTAssertTrue(exploreHelp.contains(style.rawValue), style.rawValue)
    }
    let replayHelp = Help.text.replacingOccurrences(of: "\n", with: " ")
    for event in LifecycleEventKind.allCases { XCTAssertTrue(replayHelp.contains(" \(event.rawValue)"), "\(event)") }
    for kind in ViolationKind.allCases { XCTAssertTrue(replayHelp.contains(kind.rawValue), "\(kind)") }
    for format in OutputFormat.allCases { XCTAssertTrue(Help.text.contains(" \(format.rawValue)"), format.rawValue) }
  }

  func testAValueAddedToAChoiceAppearsInTheHelpAndIsAccepted() throws {
    let names = TableStrategy.builtInNames + ["aStrategyAddedByThisTest"]
    let table = OptionTable<ExploreOptions>(
      command: "qa-sim test", overview: ["A table made by a test."],
      options: [
        .choice("--strategy", placeholder: "<name>", values: names, help: "A strategy.") { options, name in
          options.depth = names.firstIndex(of: name) ?? 0
        }
      ])
    XCTAssertTrue(table.help.contains("aStrategyAddedByThisTest)"), table.help)
    XCTAssertEqual(try table.parse(["--strategy=aStrategyAddedByThisTest"]).depth, names.count - 1)
    XCTAssertThrowsError(try table.parse(["--strategy", "another"]))
  }

  func testEveryHelpIsTheTablesAndFitsEightyColumns() {
    let helps = [
      Help.text, ExploreCommand.table.help, GenerateCommand.table.help, RouteCommand.table.help,
      WebClipCommand.table.help,
    ]
    for (name, help) in zip(["qa-sim"] + subcommandNames, helps) {
      let result = runInProcess(name == "qa-sim" ? ["--help"] : [name, "--help"])
      XCTAssertEqual(result.status, 0, name)
      XCTAssertEqual(result.stdout, help, name)
      for line in help.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
        XCTAssertLessThanOrEqual(line.count, 80, "\(name): \(line)")
      }
    }
  }

  func testTheUsageLineIsWrittenFromTheTable() {
    XCTAssertEqual(
      ExploreCommand.table.usage, "Usage: qa-sim explore (--strategy <name> | --scenario <file>) [<options>]")
    XCTAssertEqual(
      GenerateCommand.table.usage,
      "Usage: qa-sim generate --cover transitions --out <dir> (--strategy <name> | --scenario <file>) [<options>]")
    XCTAssertEqual(
      RouteCommand.table.usage,
      "Usage: qa-sim route <scenario> <url-or-item-type> [--format text|json] [--payload-key <key>]")
    XCTAssertEqual(Options.table.usage, "Usage: qa-sim [<options>] <file-or-directory> ...")
  }

  func testRequiredOptionsAreCheckedFromTheTable() {
    XCTAssertEqual(usageMessage(explore, [], replacingBase: true), "Missing '--strategy <name>' or '--scenario <file>'")
    XCTAssertEqual(
      usageMessage(explore, ["--scenario", "x.json"]), "Give either --strategy or --scenario, not both")
    XCTAssertEqual(
      usageMessage(generate, ["--strategy", "pendingSlot", "--out", "d"], replacingBase: true),
      "Missing '--cover transitions'")
    XCTAssertEqual(
      usageMessage(generate, ["--strategy", "pendingSlot", "--cover", "transitions"], replacingBase: true),
      "Missing '--out <dir>'")
  }

  // MARK: Helpers

  private func usageMessage<Parsed>(
    _ subject: Subject<Parsed>, _ arguments: [String], replacingBase: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
  ) -> String? {
    do {
      let parsed = try subject.table.parse((replacingBase ? [] : subject.base) + arguments)
      XCTFail("parsed \(parsed), expected a usage error", file: file, line: line)
      return nil
    } catch {
      return error.message
    }
  }
}
