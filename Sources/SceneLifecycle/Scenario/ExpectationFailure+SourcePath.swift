extension ExpectationFailure {
  /// The JSON path in the scenario file that the failure is about, for an annotation at its line
  /// (`JSONSourceMap`): the step for a rejected step, an unexpected violation or a fixed kind that still occurs (its
  /// first); for a trace mismatch, the
  /// step that produced the first trace line departing from `expect.trace` (or, when the trace stops early or
  /// `expect.trace` is a subsequence the trace lacks, the first expected line not found); `expect.handled`,
  /// `expect.navigation`; for a missing violation, the element of `expect.violations` naming it.
  /// - Parameters:
  ///   - trace: the run's trace, whose records name the step that produced each line.
  ///   - listedViolations: the file's `expect.violations`, as written, to find a missing kind's element.
  public func sourcePath(trace: [TraceRecord], listedViolations: [String]) -> String {
    switch self {
    case .rejectedStep(let step, _, _, _, _): return JSONPath.index("steps", step)
    case .unexpectedViolation(let violation): return JSONPath.index("steps", violation.step)
    case .stillBroken(_, let violations): return violations.first.map { JSONPath.index("steps", $0.step) } ?? "expect"
    case .traceMismatch(let expected, let actual, let mode):
      return Self.departure(expected: expected, actual: actual, mode: mode, trace: trace)
    case .handledMismatch: return "expect.handled"
    case .missingViolation(let kind):
      guard let index = listedViolations.firstIndex(of: kind.rawValue) else { return "expect.violations" }
      return JSONPath.index("expect.violations", index)
    case .navigationMismatch: return "expect.navigation"
    }
  }

  /// Where a trace first departs from `expected`: exhaustively, the step of the first actual line after the
  /// common prefix, or the first expected line past the end of a trace that stops early; as a subsequence, the
  /// first expected line the diff does not find in order (extra lines are allowed there, so no actual line departs).
  private static func departure(
    expected: [String], actual: [String], mode: TraceMatchMode, trace: [TraceRecord]
  ) -> String {
    switch mode {
    case .exhaustive:
      let common = zip(expected, actual).prefix { $0 == $1 }.count
      if common < actual.count, trace.indices.contains(common) { return JSONPath.index("steps", trace[common].step) }
      return common < expected.count ? JSONPath.index("expect.trace", common) : "expect.trace"
    case .subsequence:
      let lines = TraceDiff.subsequenceDiff(expected: expected, actual: actual)
      guard let first = lines.firstIndex(where: { $0.mark != .same }) else { return "expect.trace" }
      return JSONPath.index("expect.trace", first)
    }
  }
}
