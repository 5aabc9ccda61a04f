import CommandLineKit
import SceneLifecycle

/// What `qa-sim generate` makes its scenario set cover.
enum GenerateCoverage: String, Hashable, Sendable, CaseIterable {
  /// Every reachable (phase, event, phase) transition.
  case transitions
}

/// The `qa-sim generate` command line, parsed. Knows nothing about running.
struct GenerateOptions: CommandOptions, Hashable {
  /// What the set must cover.
  var cover: GenerateCoverage?
  /// The directory the files are written to.
  var output: String?
  /// What is explored (`--strategy` or `--scenario`, `--lifecycle`, `--device`, items, links, `--options`,
  /// `--readiness`) and on how
  /// many threads; the rows are `explore`'s own.
  var explore = ExploreOptions()
  /// `--accept-violations`: record the error kinds a file's run breaks as expected (`expect.violations`) instead of
  /// in `expect.fixed`.
  var acceptViolations = false
  /// Whether `--help` was given.
  var showHelp = false

  /// Parses the arguments after `generate` with ``GenerateCommand/table``.
  /// - Throws: ``UsageError`` for anything unknown, missing or out of range.
  static func parse(_ arguments: [String]) throws(UsageError) -> GenerateOptions {
    try GenerateCommand.table.parse(arguments)
  }
}

extension GenerateCommand {
  /// The `qa-sim generate` command line, declared once. It takes what `explore` takes to choose what is
  /// explored, and `--jobs`; the search always goes as deep as states are reachable and prints no report,
  /// so `explore`'s `--depth`, `--format` and report options are not accepted.
  static let table = OptionTable<GenerateOptions>(
    command: "qa-sim generate",
    overview: [
      "Write scenario files that together take every reachable transition.",
      "The files' steps together take every reachable (phase, event, phase) transition at least once. Each file is a shortest path from a fresh install and records its current "
        + "trace, handled items and warnings as its expectation, so the set is a regression suite.",
      "A file whose run breaks an invariant (an error kind such as lost) asserts it: the kind goes into "
        + "expect.fixed, a warning line names the file and the kind, and the file fails until the app is fixed. "
        + "--accept-violations records such kinds as expected instead.",
    ],
    options: [
      .choice("--cover", placeholder: "<coverage>", of: GenerateCoverage.self, help: "What the set must cover.") {
        $0.cover = $1
      },
      .text("--out", placeholder: "<dir>", help: "Where to write the files (created if missing).") { $0.output = $1 },
      .flag(
        "--accept-violations",
        help: "Record the invariants a file's run breaks as expected (expect.violations), on purpose, instead of in "
          + "expect.fixed; each is still named in a warning line."
      ) { $0.acceptViolations = true },
    ]
      + [
        ExploreOptions.strategySpec, ExploreOptions.scenarioSpec, ExploreOptions.lifecycleSpec,
        ExploreOptions.deviceSpec, ExploreOptions.sdkSpec, ExploreOptions.itemsSpec, ExploreOptions.urlsSpec,
        ExploreOptions.universalLinksSpec, ExploreOptions.webClipsSpec, ExploreOptions.notificationsSpec,
        ExploreOptions.activitiesSpec, ExploreOptions.handoffsSpec, ExploreOptions.cloudKitSharesSpec,
        ExploreOptions.intentsSpec, ExploreOptions.optionsSpec,
        ExploreOptions.readinessSpec,
        ExploreOptions.jobsSpec,
      ].map { $0.lifted(\GenerateOptions.explore) },
    required: [["--cover"], ["--out"], [ExploreOptions.strategySpec.name, ExploreOptions.scenarioSpec.name]],
    footer: """
      EXIT STATUS:
        0   The files were written, and each passes as written (with
            --accept-violations, also one that records a broken invariant as
            expected).
        1   The files were written, but at least one run breaks an invariant:
            its file names it in expect.fixed and fails until the app is fixed
            (a warning line names each file and invariant).
        64  The command line is wrong.
        65  The scenario file is invalid.
        66  The scenario file cannot be read, or a file cannot be written.

      """)
}
