import QuickActions

/// One reason a scenario failed.
public enum ExpectationFailure: Hashable, Sendable {
  /// The trace differs from `expect.trace` under `mode`; the message is ``TraceDiff``'s.
  case traceMismatch(expected: [String], actual: [String], mode: TraceMatchMode)
  /// The handled items differ from `expect.handled`.
  case handledMismatch(expected: [String], actual: [String])
  /// An error-kind violation the file does not expect.
  case unexpectedViolation(ViolationRecord)
  /// A kind in `expect.violations` that did not occur.
  case missingViolation(ViolationKind)
  /// A kind `expect.fixed` names occurred, with each of its violations: the file was saved as a counterexample for
  /// it, and the app still breaks it.
  case stillBroken(ViolationKind, [ViolationRecord])
  /// A step that could not happen, and `expect.trace` does not list its `rejected` line; the remedy decides the
  /// hint.
  case rejectedStep(
    step: Int, event: String, line: String, reason: String, remedy: RejectionRemedy = .fixStepsOrExpect)
  /// The app's navigation did not end where `expect.navigation` says (`nil`: the app has no routes).
  case navigationMismatch(expected: NavigationState, actual: NavigationState?)

  /// The failure in words, its remedies phrased in the library's terms (``RemedyWording/library``).
  public var message: String { message(.library) }

  /// The remedies the hint names, in order.
  public var remedies: [Remedy] {
    switch self {
    case .traceMismatch, .handledMismatch, .missingViolation, .navigationMismatch(_, _?): [.reRecord]
    case .rejectedStep(_, _, _, _, .goHomeOrIPad): [.runOnIPad]
    case .unexpectedViolation, .stillBroken, .rejectedStep, .navigationMismatch(_, nil): []
    }
  }

  /// The failure in words: the problem, then how to fix it, each ``Remedy`` phrased by `wording`.
  public func message(_ wording: RemedyWording) -> String {
    let reRecord = { (words: String) in wording.phrase(.reRecord, words) }
    switch self {
    case .traceMismatch(let expected, let actual, let mode):
      return TraceDiff.mismatch(expected: expected, actual: actual, mode: mode, wording: wording) ?? ""
    case .handledMismatch(let expected, let actual):
      return """
        The handled items do not match expect.handled.
          expected: \(list(expected))
          actual:   \(list(actual))
        Hint: if the new behaviour is intended, \(reRecord("re-record the expectation")).
        """
    case .unexpectedViolation(let violation):
      return "Unexpected violation \(violation.kind.rawValue) at step \(violation.step): \(shown(violation.message)).\n"
        + "Hint: fix the app's strategy, or, if the scenario demonstrates this pitfall, add "
        + "\"\(violation.kind.rawValue)\" to expect.violations."
    case .missingViolation(let kind):
      return "Expected violation \(kind.rawValue) did not occur.\n"
        + "Hint: remove \"\(kind.rawValue)\" from expect.violations, or \(reRecord("re-record"))."
    case .stillBroken(let kind, let violations):
      return Self.stillBrokenMessage(kind, violations)
    case .rejectedStep(let step, let event, let line, let reason, let remedy):
      let listing = "add \"\(TraceDiff.shown(line))\" to expect.trace"
      let hint: String
      switch remedy {
      case .fixStepsOrExpect:
        hint = "fix the steps, or, if the rejection is intended, \(listing)."
      case .fixSteps:
        hint = "fix the steps; this run (another lifecycle or device than the file's) is not judged by expect.trace."
      case .goHomeOrIPad(let expectable):
        hint =
          "on iPhone the Home Screen menu cannot reach an app in front (UIKit semantics article, 8a row 2): add a "
          + "goHome step before the quickAction, or \(wording.phrase(.runOnIPad, "run on iPad")), whose "
          + "Dock can (8a row 3)." + (expectable ? " If the rejection is intended, \(listing)." : "")
      }
      return "Step \(step) (\(shown(event))) was rejected: \(shown(reason)).\nHint: " + hint
    case .navigationMismatch(let expected, let actual?):
      return """
        The navigation does not end where expect.navigation says.
          expected: \(shown(expected.description))
          actual:   \(shown(actual.description))
        Hint: check the routes and the strategy; if the new behaviour is intended, \(reRecord("re-record")).
        """
    case .navigationMismatch(let expected, nil):
      return
        "expect.navigation is \(shown(expected.description)), but the app has no app.routes, app.shortcutRoutes or app.navigation.\n"
        + "Hint: add the app's routes, or remove expect.navigation."
    }
  }

  private func list(_ types: [String]) -> String { "[" + types.map(shown).joined(separator: ", ") + "]" }

  /// A value from the scenario or the run inside a message of several lines, kept on its line by the one rule for
  /// terminal text, so that a line break in an item type cannot start a line of its own in any report.
  private func shown(_ value: String) -> String { TraceDiff.shown(value) }

  /// A saved counterexample that still fails, as a diff: what `expect.fixed` asks for against what the run shows.
  private static func stillBrokenMessage(_ kind: ViolationKind, _ violations: [ViolationRecord]) -> String {
    let name = kind.rawValue
    let times = violations.count == 1 ? "once" : "\(violations.count) times"
    var lines = [
      "This file was saved as a counterexample for \(name) (expect.fixed), and it still shows: \(name) occurred "
        + "\(times).",
      "  - no \(name)",
    ]
    lines += violations.map { "  + \(name) at step \($0.step): \(TraceDiff.shown($0.message))" }
    lines.append("Legend: '-' what expect.fixed asks for, '+' what the run shows")
    lines.append(
      "Hint: the file fails until the app is fixed: change the app (its strategy or its delegate classes) so that "
        + "\(name) no longer occurs, and it passes; if the scenario shows this pitfall on purpose, move \"\(name)\" "
        + "from expect.fixed to expect.violations.")
    return lines.joined(separator: "\n")
  }

}

/// What would let a refused step pass, for the hint of ``ExpectationFailure/rejectedStep(step:event:line:reason:remedy:)``.
public enum RejectionRemedy: Hashable, Sendable {
  /// Fix the steps, or list the `rejected` line in `expect.trace` if the rejection is intended.
  case fixStepsOrExpect
  /// Only fixing the steps helps: the run is judged by the invariants alone (a `--matrix` run on another lifecycle
  /// or device than the file's), so `expect.trace` is not consulted.
  case fixSteps
  /// A quick action while the app is in front on iPhone (UIKit semantics article, 8a row 2): add `goHome` first, or
  /// run on iPad; listing the line in `expect.trace` helps only when `expectable` (the run is judged by it).
  case goHomeOrIPad(expectable: Bool)
}

/// Judges a run against a scenario's expectations (pure; the rules are in the README).
///
/// - `expect.trace` is compared with `TraceDiff` (exhaustive unless `exhaustive` is `false`).
/// - `expect.handled` must equal the handled types, in order.
/// - `expect.navigation` must equal where the app's navigation ended.
/// - `expect.violations` is compared as a set of kinds: an error kind that occurred but is not listed
///   fails, a listed kind that did not occur fails, and an unlisted warning kind (`handledWhileInactive`)
///   is only reported. Without `expect`, no error kind may occur.
/// - A kind in `expect.fixed` (a saved counterexample's) that occurred fails, warning kinds included, under either
///   judgement: the file fails until the app is fixed.
/// - A rejected step fails unless `expect.trace` lists its `rejected …` line.
///
/// Under ``Judgement/invariants`` only the violation and rejection rules apply, listed kinds are
/// tolerated rather than required, and the trace and handled items are not compared.
public struct Verdict: Hashable, Sendable {
  /// Why the run failed; empty when it passed.
  public let failures: [ExpectationFailure]
  /// Warning-kind violations that were not expected.
  public let unexpectedWarnings: [ViolationRecord]

  /// Judges one run.
  public init(
    expect: Expectations?, judgement: Judgement, steps: [ScenarioStep], trace: [TraceRecord], handled: [String],
    violations: [ViolationRecord], navigation: NavigationState? = nil, gates: [Gate] = [], scenes: [String] = []
  ) {
    var failures: [ExpectationFailure] = []
    let checksExpectations = judgement == .expectations
    // A refused step usually explains everything after it, so it is reported first.
    let listed = checksExpectations ? Set(expect?.trace ?? []) : []
    for record in trace where record.actor == .rejected && !listed.contains(record.line) {
      let event =
        steps.indices.contains(record.step) ? steps[record.step].summary(gates: gates, scenes: scenes) : record.name
      var remedy: RejectionRemedy = checksExpectations ? .fixStepsOrExpect : .fixSteps
      if case .appInFront(.iPhone)? = record.rejectionReason { remedy = .goHomeOrIPad(expectable: checksExpectations) }
      failures.append(
        .rejectedStep(
          step: record.step, event: event, line: record.line, reason: record.rejection ?? record.line, remedy: remedy))
    }
    if checksExpectations, let expected = expect?.trace {
      let mode: TraceMatchMode = expect?.exhaustive == false ? .subsequence : .exhaustive
      let actual = trace.map(\.line)
      if TraceDiff.mismatch(expected: expected, actual: actual, mode: mode) != nil {
        failures.append(.traceMismatch(expected: expected, actual: actual, mode: mode))
      }
    }
    if checksExpectations, let expected = expect?.handled, expected != handled {
      failures.append(.handledMismatch(expected: expected, actual: handled))
    }
    if checksExpectations, let expected = expect?.navigation, expected != navigation {
      failures.append(.navigationMismatch(expected: expected, actual: navigation))
    }
    let expectedKinds = Set(expect?.violations ?? [])
    let fixedKinds = Set(expect?.fixed ?? [])
    let occurred = Set(violations.map(\.kind))
    var warnings: [ViolationRecord] = []
    for kind in fixedKinds.intersection(occurred).sorted() {
      failures.append(.stillBroken(kind, violations.filter { $0.kind == kind }))
    }
    for violation in violations where !expectedKinds.contains(violation.kind) && !fixedKinds.contains(violation.kind) {
      if violation.kind.isWarning {
        warnings.append(violation)
      } else {
        failures.append(.unexpectedViolation(violation))
      }
    }
    if checksExpectations {
      for kind in expectedKinds.subtracting(occurred).sorted() { failures.append(.missingViolation(kind)) }
    }
    self.failures = failures
    self.unexpectedWarnings = warnings
  }
}
