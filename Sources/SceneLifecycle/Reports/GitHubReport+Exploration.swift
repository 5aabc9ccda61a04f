import QuickActions

extension GitHubReport {
  /// The annotations of `qa-sim explore --format github`: one per counterexample of every section, an `::error`
  /// for an error kind and a `::warning` for a warning kind, titled `qa-sim explore: <kind>` and worded as the
  /// text report prints it (``Counterexample/text(narration:indent:)``). When the subject came from a scenario file
  /// (`file`, with its bytes `source`), each is on the line of the file's `app.strategy` (or `app`, or the
  /// document); without one, on the run as a whole. No counterexample, no annotation.
  public static func exploration(
    _ sections: [ExplorationSection], file: String?, source: [UInt8]?
  ) -> [Annotation] {
    let map = source.flatMap { try? JSONSourceMap($0) }
    let location = map?.nearestLocation(of: map?.location(of: "app.strategy") != nil ? "app.strategy" : "app")
    return sections.flatMap { section in
      section.findings.map { finding in
        let kind = finding.counterexample.kind
        return Annotation(
          level: kind.isWarning ? .warning : .error, file: file, location: file == nil ? nil : location,
          title: "qa-sim explore: \(kind.rawValue) [\(section.lifecycle.rawValue)]",
          message: finding.counterexample.text(narration: finding.steps))
      }
    }
  }
}
