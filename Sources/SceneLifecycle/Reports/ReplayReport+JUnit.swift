import QuickActions

/// The replay's JUnit report (`qa-sim --format junit`): JUnit XML as CI systems read it, one `<testcase>` per scenario run (per
/// lifecycle in a matrix) and one per input that could not be replayed, reported as an `<error>`. A failing
/// case's `<system-out>` carries its Mermaid sequence diagram in a fenced `mermaid` code block.
/// Deterministic: no timestamps, no host names, paths as given.
public enum JUnitReport {
  /// The XML document.
  public static func document(_ report: ReplayReport) -> String {
    let tests = report.runs.count + report.errors.count
    let counts = "tests=\"\(tests)\" failures=\"\(report.failed)\" errors=\"\(report.errors.count)\""
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"qa-sim\" \(counts)>\n"
    xml += "  <testsuite name=\"qa-sim\" \(counts) skipped=\"0\">\n"
    for outcome in report.outcomes {
      for run in outcome.runs { xml += testCase(run, matrix: outcome.runs.count > 1) }
      if let error = outcome.error { xml += testCase(error) }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// `Scenarios/coldLaunch.json` becomes `Scenarios.coldLaunch`, the dotted form CI systems group by.
  public static func className(of file: String) -> String {
    var name = file
    if name.hasSuffix(".json") { name.removeLast(5) }
    while name.hasPrefix("./") || name.hasPrefix("/") { name.removeFirst(name.hasPrefix("/") ? 1 : 2) }
    return String(name.map { $0 == "/" ? "." : $0 })
  }

  private static func testCase(_ run: ScenarioRun, matrix: Bool) -> String {
    let name = matrix ? "\(run.name) [\(run.lifecycle.rawValue)]" : run.name
    var xml =
      "    <testcase classname=\"\(escape(className(of: run.file)))\" name=\"\(escape(name))\" "
      + "file=\"\(escape(run.file))\""
    var body = ""
    if run.sdk != .standard {
      // The SDK the app was built with, when not the default (UIKit semantics article, 8e row 6).
      body += "      <properties><property name=\"sdk\" value=\"\(run.sdk.major)\"/></properties>\n"
    }
    if let first = run.failures.first {
      let trace = run.trace.map(\.line).joined(separator: "\n")
      let text =
        (run.mismatch ?? "")
        + "\n\nTrace (\(run.lifecycle.rawValue), \(run.device.rawValue)"
        + (run.sdk != .standard ? ", \(run.sdk) SDK" : "") + ", strategy \(run.strategy)):\n" + trace
      let summary = first.message(run.wording).split(separator: "\n").first.map(String.init) ?? ""
      body +=
        "      <failure message=\"\(escape(summary))\" type=\"expectation\">\(escape(text, inAttribute: false))</failure>\n"
    }
    var output = run.unexpectedWarnings.map { "warning: \($0.kind.rawValue) at step \($0.step): \($0.message)" }
    if !run.failures.isEmpty {
      // The trace as a picture, for CI systems that render Markdown in a test's output (issue 17).
      output.append("Sequence diagram:\n\n```mermaid\n" + SequenceDiagram(run: run).mermaid + "```")
    }
    if !output.isEmpty {
      body += "      <system-out>\(escape(output.joined(separator: "\n"), inAttribute: false))</system-out>\n"
    }
    if body.isEmpty { return xml + "/>\n" }
    xml += ">\n" + body + "    </testcase>\n"
    return xml
  }

  private static func testCase(_ error: InputError) -> String {
    "    <testcase classname=\"\(escape(className(of: error.file)))\" name=\"\(escape(error.file))\" "
      + "file=\"\(escape(error.file))\">\n"
      + "      <error message=\"\(escape(error.description))\" type=\"\(escape(error.cause.label))\"/>\n"
      + "    </testcase>\n"
  }

  /// Escapes text for an XML attribute value (`Escaping.xmlAttribute(_:)`: line breaks and tabs as character
  /// references, so they survive attribute normalisation) or element content (`Escaping.xmlText(_:breaks:)`).
  public static func escape(_ text: String, inAttribute: Bool = true) -> String {
    inAttribute ? Escaping.xmlAttribute(text) : Escaping.xmlText(text)
  }
}
