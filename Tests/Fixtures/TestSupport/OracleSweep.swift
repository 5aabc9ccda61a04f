import Foundation
import XCTest

/// The oracle sweeps: tests that check a fast road against a plain one (memo tables against direct transitions, the
/// reduced delegate key against the full one, one search against another) over every built-in strategy and every option
/// combination. Each takes from tens of seconds to minutes in a debug build, together most of the default run, so
/// they run only when ``variable`` names their group: `1` (or `all`) runs every sweep, `optimised` or `debug` one
/// group, and a comma joins names. `.ci/run` runs each group in the build its name says (see ``Group``).
public enum OracleSweep {
  /// Where `.ci/run` runs a sweep.
  public enum Group: String, Sendable {
    /// Under its optimised AddressSanitizer build, which also watches the memo tables' unsafe buffers: memo tables,
    /// reductions and one search against another run several times faster there than in a debug build.
    case optimised
    /// In the plain debug run: sweeps that walk every stored value with `Mirror` (a delegate app's full key), which
    /// the sanitizer's allocator makes about as slow optimised, a delegate app's replay reuse against fresh replays,
    /// and `explore` run as sixteen processes across job counts; short enough for the plain run's spare time. It
    /// also makes the tests that walk many cases walk them all (``OracleSweep/walksEveryCase``).
    case debug
  }

  /// The environment variable that turns the sweeps on.
  public static let variable = "QA_SIM_ORACLE_SWEEPS"

  /// Whether the sweeps of `group` run in this process.
  public static func isEnabled(_ group: Group) -> Bool {
    let names = (ProcessInfo.processInfo.environment[variable] ?? "").split(separator: ",")
    return names.contains { $0 == "1" || $0 == "all" || $0 == group.rawValue }
  }

  /// Whether a test that walks many cases of one behaviour (every field, every shipped scenario, every option
  /// combination) walks all of them: with the `debug` group on, as `.ci/run`'s plain run sets it. The default run walks
  /// a share that still reaches every kind of case (each field in one command, each scenario in one variant, each
  /// switch changed), so a newcomer's `swift test` stays short while CI walks the rest.
  public static var walksEveryCase: Bool { isEnabled(.debug) }

  /// `cases` when ``walksEveryCase``, else the ones at positions `offset`, `offset + stride`, …: a share that, with
  /// the offset turned by the caller (a variant's index, say), still reaches every case once across the variants.
  public static func share<Case>(_ cases: [Case], stride: Int, offset: Int = 0) -> [Case] {
    guard !walksEveryCase, stride > 1 else { return cases }
    return cases.enumerated().filter { $0.offset % stride == offset % stride }.map(\.element)
  }

  /// Skips the calling test unless the sweeps of `group` are on, saying how to turn them on.
  public static func require(_ group: Group = .optimised) throws {
    guard isEnabled(group) else {
      throw XCTSkip("an oracle sweep; set \(variable)=1 (or \(group.rawValue)) to run it, as .ci/run does")
    }
  }
}
