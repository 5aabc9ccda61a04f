import Foundation

/// Phase timings on standard error when `AVAILABILITY_CHECK_TIMING` is set, to see where a run's seconds go.
final class Timing {
  private let enabled = ProcessInfo.processInfo.environment["AVAILABILITY_CHECK_TIMING"] != nil
  private var last = Date()

  /// Notes the end of a phase.
  func mark(_ phase: String) {
    guard enabled else { return }
    let now = Date()
    FileHandle.standardError.write(Data(String(format: "%@: %.2f s\n", phase, now.timeIntervalSince(last)).utf8))
    last = now
  }
}
