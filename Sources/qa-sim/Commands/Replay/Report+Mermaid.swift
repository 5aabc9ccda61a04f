import CommandLineKit
import SceneLifecycle

/// The replay command's names for the library's report values.
typealias Report = ReplayReport
/// One input's outcome.
typealias FileOutcome = ReplayReport.Outcome

extension MermaidReport {
  /// The Markdown document for `report` as the replay's options ask: failures only with `--quiet`, each heading
  /// naming its lifecycle with `--matrix` or `--lifecycle`.
  static func document(_ report: Report, options: Options) -> String {
    document(report, quiet: options.quiet, showsLifecycle: options.matrix || options.lifecycle != nil)
  }
}
