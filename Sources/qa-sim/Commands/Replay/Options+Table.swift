import CommandLineKit
import SceneLifecycle

extension Options {
  /// The replay command line (the default command), declared once: parsing, ``Help/text`` and every usage
  /// error come from it.
  static let table = OptionTable<Options>(
    command: "qa-sim", overview: Help.overview, extraUsageLines: ["qa-sim <subcommand> [<arguments>]"],
    arguments: [
      .value(
        "<file-or-directory>", arity: .oneOrMore,
        help: "A scenario file (format version 1), or a directory: every *.json below it in sorted order, skipping "
          + "*.schema.json and hidden files."
      ) { $0.inputs.append($1) }
    ],
    options: [
      .choice(
        "--format", placeholder: "<format>", of: OutputFormat.self, default: .text,
        help: "The report format; github prints GitHub Actions annotations at the scenario files' lines and appends "
          + "a job summary to the file GITHUB_STEP_SUMMARY names."
      ) {
        $0.format = $1
      },
      .choice(
        "--lifecycle", placeholder: "<style>", of: LifecycleStyle.self,
        help: "Replay under this lifecycle instead of the file's."
      ) { $0.lifecycle = $1 },
      .choice(
        "--device", placeholder: "<device>", of: Device.self,
        help: "Replay on this device instead of the file's (iPhone unless the file says iPad); with --matrix, the "
          + "device every lifecycle runs on. On iPhone a quick action cannot reach the app in front."
      ) { $0.device = $1 },
      .sdk(
        help: "Replay as if the app were built with this SDK instead of the file's (26 unless the file says \"sdk\"); "
          + "with --matrix, every lifecycle. From 26 the deprecated app-delegate APIs the strategy relies on are "
          + "warned about; from 27 an app that has not adopted the scene lifecycle crashes at launch (launchCrash)."
      ) { $0.sdk = $1 },
      .flag(
        "--matrix",
        help: "Replay each scenario under all three lifecycles and print a table of outcomes; for an app with routes, "
          + "also whether every road (quick action, URL, universal link, web clip, notification tap; cold and warm) "
          + "reaches each destination "
          + "exactly once."
      ) { $0.matrix = true },
      .flag(
        "--record",
        help: "Write the actual trace, handled items and violations into each file's \"expect\", keeping every other "
          + "field. Refused when CI is set."
      ) { $0.record = true },
      .wholeNumber(
        "--jobs", short: "-j", in: OptionValue.jobsRange, default: "1",
        help: "Replay up to <n> files at once; the report's order stays the same."
      ) { $0.jobs = $1 },
      .flag("--verbose", short: "-v", help: "Print every scenario's trace, not only failing ones.") {
        $0.verbose = true
      },
      .flag("--quiet", short: "-q", help: "Only failures and the summary; no progress line.") { $0.quiet = true },
      .byteCount(
        "--max-file-size", default: "\(InputLimits.defaults.maximumFileSize >> 20)M",
        help: "Refuse scenario files and Info.plists larger than this; K, M and G suffixes allowed."
      ) { $0.limits.maximumFileSize = $1 },
      .wholeNumber(
        "--max-steps", in: 1...InputLimits.stepsCeiling, default: "\(InputLimits.defaults.maximumSteps)",
        help: "Refuse scenarios with more steps than this."
      ) { $0.limits.maximumSteps = $1 },
      .wholeNumber(
        "--max-depth", in: 1...InputLimits.depthCeiling, default: "\(InputLimits.defaults.maximumDepth)",
        help: "Refuse JSON nested deeper than this, up to \(InputLimits.depthCeiling)."
      ) { $0.limits.maximumDepth = $1 },
      .flag("--version", help: "Show the version.") { $0.showVersion = true },
    ], footer: Help.footer)
}
