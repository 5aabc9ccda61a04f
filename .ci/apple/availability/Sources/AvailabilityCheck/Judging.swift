import SwiftSyntax

/// Judges uses against the floors and the guards around them, collecting findings and the uses it cannot judge.
struct Judging {
  let options: Options
  let floors: Floors
  let sources: SourceFiles
  let uses: Uses

  /// The findings so far.
  private(set) var findings: Set<Finding> = []
  /// The uses that could not be judged so far.
  private(set) var unjudged: Set<Unjudged> = []

  /// A judge for one run.
  init(options: Options, floors: Floors, sources: SourceFiles, uses: Uses) {
    self.options = options
    self.floors = floors
    self.sources = sources
    self.uses = uses
  }

  /// Judges one use of a declaration with `rules`, declared in `module`; `via` names what makes it implicit.
  mutating func judge(_ use: Use, module: String, via: String?, rules: AvailabilityRules) {
    let platforms = options.world.platforms
    // Only a declaration newer than the floor (or unavailable, or obsoleted) can fail; the rest need no context.
    let atFloor = Judge.problems(requirement: rules, context: .none, floors: floors, platforms: platforms)
    guard !atFloor.isEmpty else { return }
    // Without the word `available` in the file nothing in it can raise its floor, and only an enum case (which may
    // be a pattern) needs the syntax tree.
    guard sources.mentionsAvailability(use.file) || use.isEnumCase else {
      record(use, module: module, via: via, problems: atFloor)
      return
    }
    guard let file = sources.file(use.file), let token = file.token(line: use.line, column: use.column) else {
      reject(use, module: module, why: "its position is not in the file (edited since indexing?)")
      return
    }
    var problems = Judge.problems(
      requirement: rules,
      context: Guards.context(at: Syntax(token)),
      floors: floors,
      platforms: platforms
    )
    if use.isEnumCase, CasePatterns.isCasePattern(token, isEnumCase: { uses.namesEnumCase($0, in: file) }) {
      problems.removeAll { if case .tooNew = $0.1 { true } else { false } }
    }
    record(use, module: module, via: via, problems: problems)
  }

  /// Notes a use that cannot be judged.
  mutating func reject(_ use: Use, module: String, why: String) {
    unjudged.insert(
      Unjudged(file: relative(use.file), line: use.line, column: use.column, name: use.name, module: module, why: why)
    )
  }

  private mutating func record(_ use: Use, module: String, via: String?, problems: [(Platform, Problem)]) {
    for (platform, problem) in problems {
      findings.insert(
        Finding(
          file: relative(use.file),
          line: use.line,
          column: use.column,
          name: use.name,
          module: module,
          implicitVia: via,
          isImplicit: use.isImplicit,
          platform: platform,
          problem: problem
        )
      )
    }
  }

  /// A path relative to the package root when it lies under it.
  private func relative(_ path: String) -> String {
    let root = options.packageRoot.hasSuffix("/") ? options.packageRoot : options.packageRoot + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
