/// The process exit statuses, from `sysexits.h` where one fits.
///
/// When several files end differently, the highest status wins (``merged(with:)``); the other files are
/// still replayed and reported.
package enum ExitStatus: Int32, Hashable, Sendable, Comparable, CaseIterable {
  /// Every scenario passed.
  case success = 0
  /// At least one scenario failed its expectations.
  case failure = 1
  /// `conform`: the model reproduces the log only with switch values other than the defaults.
  case reproducedWithOtherValues = 2
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// A scenario file is invalid: syntax, structure or an unknown name (`EX_DATAERR`).
  case dataError = 65
  /// An input cannot be read, or a recorded file cannot be written (`EX_NOINPUT`).
  case noInput = 66
  /// A service cannot start: `webclip --serve`'s port is in use or not permitted (`EX_UNAVAILABLE`).
  case unavailable = 69

  /// Orders by severity, which is the numeric order.
  package static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The more severe of the two statuses.
  package func merged(with other: ExitStatus) -> ExitStatus { Swift.max(self, other) }

  /// The most severe status in `statuses`, or ``success`` when there are none.
  package static func merging<S: Sequence>(_ statuses: S) -> ExitStatus where S.Element == ExitStatus {
    statuses.reduce(.success) { $0.merged(with: $1) }
  }

  /// A short name for reports (`invalid scenario`).
  package var label: String {
    switch self {
    case .success: "passed"
    case .failure: "failed"
    case .reproducedWithOtherValues: "reproduced with other switch values"
    case .usage: "usage error"
    case .dataError: "invalid scenario"
    case .noInput: "unreadable input"
    case .unavailable: "service unavailable"
    }
  }
}
