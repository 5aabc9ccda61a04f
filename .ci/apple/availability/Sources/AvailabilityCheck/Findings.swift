/// What is wrong with one use on one platform.
enum Problem: Hashable {
  /// The declaration needs a newer version than the code around the use is guaranteed.
  case tooNew(needed: Version, ensured: Version, floor: Version)
  /// The declaration is unavailable on the platform.
  case unavailable
  /// The declaration was obsoleted at or below the version the code around the use is guaranteed.
  case obsoleted(in: Version, ensured: Version)
}

/// One use that fails on one platform.
struct Finding: Hashable {
  /// The file, relative to the package root when under it.
  let file: String
  let line: Int
  let column: Int
  /// The used declaration, as the index names it.
  let name: String
  /// The module that declares it.
  let module: String
  /// What makes the use implicit, when the source does not spell it (`this regex literal`).
  let implicitVia: String?
  /// Whether the compiler, not the source, wrote the use the index recorded.
  let isImplicit: Bool
  let platform: Platform
  let problem: Problem
}

/// Judges one use against the floors and the code's own guards.
enum Judge {
  /// The findings of a use of a declaration with `requirement` in code under `context`, on each of `platforms`.
  static func problems(
    requirement: AvailabilityRules,
    context: AvailabilityRules,
    floors: Floors,
    platforms: [Platform]
  ) -> [(Platform, Problem)] {
    var problems: [(Platform, Problem)] = []
    for platform in platforms {
      let code = context.rule(on: platform)
      // Code in a declaration unavailable on the platform is never built for it.
      guard !code.unavailable else { continue }
      let floor = floors.floor(platform)
      let ensured = max(floor, code.introduced ?? floor)
      let needed = requirement.rule(on: platform)
      if needed.unavailable {
        problems.append((platform, .unavailable))
      } else if let obsoleted = needed.obsoleted, obsoleted <= ensured {
        problems.append((platform, .obsoleted(in: obsoleted, ensured: ensured)))
      } else if let introduced = needed.introduced, introduced > ensured {
        problems.append((platform, .tooNew(needed: introduced, ensured: ensured, floor: floor)))
      }
    }
    return problems
  }
}

extension Problem {
  /// How much a problem outweighs another at the same position: unavailable, then obsoleted, then the newest need.
  var weight: (Int, Version) {
    switch self {
    case .unavailable: (3, Version([0]))
    case .obsoleted(let version, _): (2, version)
    case .tooNew(let needed, _, _): (1, needed)
    }
  }
}

extension Finding {
  /// One finding per position and platform: the weightiest, a spelled-out use before an implicit one. Several
  /// declarations recorded at one position (a type and its initializer in `Mutex(0)`, a property wrapper's storage)
  /// are one fix, and the weightiest names the version that fix needs.
  static func strongestPerPosition(_ findings: Set<Finding>) -> [Finding] {
    var best: [String: Finding] = [:]
    for finding in findings {
      let key = "\(finding.file):\(finding.line):\(finding.column):\(finding.platform.rawValue)"
      guard let current = best[key] else {
        best[key] = finding
        continue
      }
      let (weight, version) = finding.problem.weight
      let (currentWeight, currentVersion) = current.problem.weight
      let stronger =
        (weight, version, current.isImplicit ? 1 : 0, current.name) > (
          currentWeight, currentVersion, finding.isImplicit ? 1 : 0, finding.name
        )
      if stronger { best[key] = finding }
    }
    return Array(best.values)
  }
}
