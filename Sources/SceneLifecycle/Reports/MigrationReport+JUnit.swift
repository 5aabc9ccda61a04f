extension MigrationReport {
  /// The migration check as JUnit XML (`qa-sim migrate --format junit`): one test case per road, a failure for a
  /// road that fails the check (its reasons and fixes in the message body), skipped for a road the app handles in
  /// no lifecycle. `file` is the scenario the app came from, as given; it names the test cases' class
  /// (`Scenarios.x.migrate`). Deterministic, as the replay's ``JUnitReport``.
  public func junit(file: String) -> String {
    let report = self
    let failures = report.roads.filter(\.verdict.fails).count
    let skipped = report.roads.filter { $0.verdict == .notHandled }.count
    let counts = "tests=\"\(report.roads.count)\" failures=\"\(failures)\" errors=\"0\""
    let className = JUnitReport.escape(JUnitReport.className(of: file) + ".migrate")
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"qa-sim migrate\" \(counts)>\n"
    xml += "  <testsuite name=\"qa-sim migrate\" \(counts) skipped=\"\(skipped)\">\n"
    for result in report.roads {
      let outcomes = zip([MigrationReport.beforeLifecycle] + MigrationReport.afterLifecycles, result.outcomes)
        .map { "\($0.rawValue) \($1)" }.joined(separator: ", ")
      xml +=
        "    <testcase classname=\"\(className)\" name=\"\(JUnitReport.escape(result.road.name))\" "
        + "file=\"\(JUnitReport.escape(file))\""
      switch result.verdict {
      case .worksInBoth, .fixedByMigration:
        xml += "/>\n"
      case .notHandled:
        xml +=
          ">\n      <skipped message=\"\(JUnitReport.escape(result.verdict.label)): \(JUnitReport.escape(outcomes))\"/>\n"
        xml += "    </testcase>\n"
      case .breaksAfterMigration, .brokenBefore:
        let body = (result.reasons.map { "why: " + $0 } + result.fixes.map { "fix: " + $0.text }).joined(
          separator: "\n")
        xml +=
          ">\n      <failure message=\"\(JUnitReport.escape(result.verdict.label + " (" + outcomes + ")"))\" "
          + "type=\"\(result.verdict.rawValue)\">\(JUnitReport.escape(body, inAttribute: false))</failure>\n"
        xml += "    </testcase>\n"
      }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }
}
