import Foundation
import XCTest

/// The oracle sweeps: tests that check a fast road against a plain one (memo tables against direct transitions, the
/// reduced delegate key against the full one, one search against another) over every built-in strategy and every option
/// combination. Each takes from tens of seconds to minutes in a debug build, together most of the default run, so
/// they run only when ``variable`` is `1`. `.ci/run` sets it for the optimised AddressSanitizer run, where the whole
/// set takes a few minutes and the sanitizer watches the memo tables' unsafe buffers as they are compared.
public enum OracleSweep {
  /// The environment variable that turns the sweeps on.
  public static let variable = "QA_SIM_ORACLE_SWEEPS"

  /// Whether the sweeps run in this process.
  public static var isEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

  /// Skips the calling test unless the sweeps are on, saying how to turn them on.
  public static func require() throws {
    guard isEnabled else {
      throw XCTSkip("an oracle sweep; set \(variable)=1 to run it (.ci/run does, in its optimised build)")
    }
  }
}
