/// A use the check could not judge: it fails the run, since a silent pass would be worse.
struct Unjudged: Hashable {
  let file: String
  let line: Int
  let column: Int
  /// What was used.
  let name: String
  /// The module it belongs to, as far as known.
  let module: String
  /// Why it could not be judged.
  let why: String
}

/// Formats findings like compiler diagnostics: what, where, why, and a hint how to fix.
enum Report {
  /// One finding's line.
  static func line(_ finding: Finding) -> String {
    let platform = finding.platform.rawValue
    var subject = "'\(finding.name)' (\(finding.module))"
    if let via = finding.implicitVia { subject = "\(via) uses \(subject), which" }
    let location = "\(finding.file):\(finding.line):\(finding.column): error:"
    switch finding.problem {
    case .tooNew(let needed, let ensured, let floor):
      let above =
        ensured == floor
        ? "above the floor \(platform) \(floor)"
        : "above \(platform) \(ensured) (the floor \(platform) \(floor) raised by the guards around it)"
      return "\(location) \(subject) needs \(platform) \(needed), \(above): guard it with "
        + "'if #available(\(platform) \(needed), *)', mark the declaration '@available(\(platform) \(needed), *)', "
        + "or use an older API"
    case .unavailable:
      return "\(location) \(subject) is unavailable on \(platform): leave it out of \(platform) builds "
        + "('#if', or '@available(\(platform), unavailable)' on the declaration around it) or use another API"
    case .obsoleted(let version, let ensured):
      return "\(location) \(subject) is obsoleted in \(platform) \(version), at or below \(platform) \(ensured) "
        + "that this code runs on: use its replacement"
    }
  }

  /// One unjudged use's line.
  static func line(_ unjudged: Unjudged) -> String {
    "\(unjudged.file):\(unjudged.line):\(unjudged.column): error: '\(unjudged.name)' (\(unjudged.module)) cannot be "
      + "judged: \(unjudged.why); a use the check cannot see fails the run rather than passing it"
  }

  /// The closing line: what was checked, under which floor, and the outcome.
  static func summary(
    world: World,
    floors: Floors,
    uses: Int,
    declarations: Int,
    modules: [String],
    exemptions: [Exemption: Int],
    findings: Int,
    unjudged: [String: Int]
  ) -> String {
    let floorText = world.platforms.map { "\($0.rawValue) \(floors.floor($0))" }.joined(separator: ", ")
    let exempt = Exemption.allCases.compactMap { kind in exemptions[kind].map { "\($0) \(kind.rawValue)" } }
    let unjudgedText =
      unjudged.isEmpty
      ? "0 unjudged"
      : "\(unjudged.values.reduce(0, +)) unjudged ("
        + unjudged.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
    let verdict = findings == 0 && unjudged.isEmpty ? "PASS" : "FAIL"
    return "availability-check: \(verdict): \(world.rawValue) world, floor \(floorText): \(uses) uses of "
      + "\(declarations) declarations checked against \(modules.count) modules (\(modules.joined(separator: ", "))); "
      + "exempt: \(exempt.isEmpty ? "none" : exempt.joined(separator: ", ")); \(findings) findings, \(unjudgedText)"
  }
}
