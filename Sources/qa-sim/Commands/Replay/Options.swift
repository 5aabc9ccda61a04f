import CommandLineKit
import SceneLifecycle

/// The replay report's format.
enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  /// PASS/FAIL lines, traces and diffs for people.
  case text
  /// One JSON document.
  case json
  /// JUnit XML for CI systems.
  case junit
  /// One self-contained HTML page with a sequence diagram per run.
  case html
  /// Markdown with a Mermaid sequence diagram per run, for pull request comments.
  case mermaid
  /// GitHub Actions workflow commands (annotations on the scenario files' lines), and a job summary when
  /// `GITHUB_STEP_SUMMARY` is set.
  case github
}

/// The replay command line, parsed. Knows nothing about running.
struct Options: CommandOptions, Hashable {
  /// Files and directories to replay, in order.
  var inputs: [String] = []
  /// The report's format.
  var format = OutputFormat.text
  /// A lifecycle that overrides every file's.
  var lifecycle: LifecycleStyle?
  /// A device that overrides every file's (with `--matrix`, the device the matrix runs on).
  var device: Device?
  /// An SDK that overrides every file's (`--sdk`; with `--matrix`, every column's).
  var sdk: SDK?
  /// Whether to replay each scenario under all three lifecycles.
  var matrix = false
  /// Whether to write the actual outcome into each file's `expect`.
  var record = false
  /// How many files to replay at once.
  var jobs = 1
  /// Whether to print every trace.
  var verbose = false
  /// Whether to print only failures and the summary.
  var quiet = false
  /// Whether `--help` was given (everything else is then ignored).
  var showHelp = false
  /// Whether `--version` was given.
  var showVersion = false
  /// The file size, step count and nesting depth allowed (`--max-file-size`, `--max-steps`, `--max-depth`).
  var limits = InputLimits.defaults

  /// Whether only `--version` or `--help` was asked for: no inputs are needed then.
  var asksOnlyForInformation: Bool { showHelp || showVersion }

  /// Parses the arguments that follow `qa-sim` with ``table``.
  /// - Throws: ``UsageError`` for an unknown option, a missing or invalid value, no inputs, or options that
  ///   cannot be combined.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options { try table.parse(arguments) }

  /// Checks the options that cannot be combined.
  func validate() throws(UsageError) {
    if verbose, quiet { throw UsageError(message: "--verbose and --quiet cannot be used together") }
    if matrix, lifecycle != nil {
      throw UsageError(message: "--matrix replays every lifecycle, so it cannot be combined with --lifecycle")
    }
    if record, matrix { throw UsageError(message: "--record cannot be combined with --matrix") }
    if record, device != nil {
      throw UsageError(
        message: "--record cannot be combined with --device: the recorded trace would not match the file's device")
    }
    if record, sdk != nil {
      throw UsageError(
        message: "--record cannot be combined with --sdk: the recorded trace would not match the file's SDK")
    }
    if record, lifecycle != nil {
      throw UsageError(
        message: "--record cannot be combined with --lifecycle: the recorded trace would not match the file's lifecycle"
      )
    }
  }
}

extension Options {
  /// What the text report shows, from `--verbose`, `--quiet`, `--matrix`, `--lifecycle`, `--device` and `--sdk`.
  var textStyle: ReplayTextReport.Style {
    var style = ReplayTextReport.Style()
    style.verbose = verbose
    style.quiet = quiet
    style.matrix = matrix
    style.namesLifecycle = lifecycle != nil
    style.namesDevice = device != nil
    style.namesSDK = sdk != nil
    return style
  }

  /// The batch replay the options ask for, its hints and limit errors in the command line's words (its flags).
  var batch: ReplayBatch {
    var batch = ReplayBatch()
    batch.lifecycle = lifecycle
    batch.device = device
    batch.sdk = sdk
    batch.matrix = matrix
    batch.record = record
    batch.limits = limits
    batch.jobs = jobs
    batch.wording = .commandLine
    batch.limitHint = { $0.flagHint }
    return batch
  }
}
