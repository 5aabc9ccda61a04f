import Foundation
import SwiftSyntax

/// The whole check: reads the inputs, judges every use in the package's files, prints the findings and a summary.
struct Check {
  let options: Options

  /// Runs the check and returns the exit status: 0 pass, 1 findings or unjudged uses.
  func run() throws(CheckFailure) -> Int32 {
    let timing = Timing()
    let toolchain = try Toolchain.locate()
    let floors = try Floors.resolve(
      packageRoot: options.packageRoot,
      override: options.floorOverride,
      world: options.world,
      toolchain: toolchain
    )
    let package = try IndexedPackage.read(stores: options.indexStores, sourceRoots: options.sourceRoots)
    timing.mark("floors, index")
    let sources = SourceFiles()
    let graphs = SymbolGraphStore(
      toolchain: toolchain,
      searchPaths: options.searchPaths,
      target: package.target,
      cacheDirectory: options.cacheDirectory,
      clangModulePaths: package.clangModulePaths
    )
    let ownModules = Set(package.units.map(\.module))
    let uses = Uses.collect(package: package, sources: sources, toolchain: toolchain, searchPaths: options.searchPaths)
    timing.mark("parsing, regex literals")
    graphs.load(
      package.dependencies.subtracting(ownModules).union(uses.regexLiterals.isEmpty ? [] : ["_StringProcessing"]))
    timing.mark("graphs of the imported modules")
    let requirements = Requirements(
      definitions: package.definitions,
      ownTypes: package.ownTypes,
      graphs: graphs,
      sources: sources
    )
    try loadMissingModules(
      uses: uses,
      requirements: requirements,
      graphs: graphs,
      toolchain: toolchain,
      own: ownModules,
      clang: package.clangDependencies,
      target: package.target
    )

    timing.mark("graphs of the modules of unresolved symbols")
    var findings: Set<Finding> = []
    var unjudged: Set<Unjudged> = []
    var exemptions: [Exemption: Int] = [:]
    var judgedUses = 0
    var declarations: Set<String> = []
    let modules = try moduleNames(of: uses, requirements: requirements, toolchain: toolchain)
    for indexed in uses.all {
      let use = indexed.use
      let (usr, requirement) = requirements.requirement(of: indexed.occurrence, atSamePosition: indexed.neighbours)
      let rules: AvailabilityRules
      let module: String
      switch requirement {
      case .own(let owner, let ownRules), .graph(let owner, let ownRules):
        rules = ownRules
        module = owner
      case .exempt(let exemption):
        exemptions[exemption, default: 0] += 1
        continue
      case .unresolved(let why):
        unjudged.insert(unjudgedUse(use, module: modules[usr] ?? "module unknown", why: "\(why) (\(usr))"))
        continue
      }
      judgedUses += 1
      declarations.insert(usr)
      findings.formUnion(
        judge(
          use, name: use.name, module: module, via: nil, rules: rules, floors: floors, sources: sources, uses: uses,
          unjudged: &unjudged))
    }
    for literal in uses.regexLiterals {
      switch literal.activity {
      case .inactive: continue
      case .undetermined(let clauseLine):
        unjudged.insert(
          unjudgedUse(
            literal.use,
            module: "_StringProcessing",
            why: "the #if clause at line \(clauseLine) around this regex literal is neither proven active by the "
              + "index nor settled by the target and importable modules"
          )
        )
        continue
      case .active: break
      }
      switch graphs.resolve(RegexLiterals.regexUSR) {
      case .found(let module, let rules):
        judgedUses += 1
        declarations.insert(RegexLiterals.regexUSR)
        findings.formUnion(
          judge(
            literal.use, name: "Regex", module: module, via: "this regex literal", rules: rules, floors: floors,
            sources: sources, uses: uses, unjudged: &unjudged))
      case .notInGraph, .containerMissing:
        unjudged.insert(unjudgedUse(literal.use, module: "_StringProcessing", why: "no symbol graph holds 'Regex'"))
      }
    }
    timing.mark("judging")
    let reported = Finding.strongestPerPosition(findings)
    for finding in reported.sorted(by: Self.order) { print(Report.line(finding)) }
    for use in unjudged.sorted(by: { ($0.file, $0.line, $0.column, $0.name) < ($1.file, $1.line, $1.column, $1.name) })
    {
      print(Report.line(use))
    }
    var unjudgedByModule: [String: Int] = [:]
    for use in unjudged { unjudgedByModule[use.module, default: 0] += 1 }
    for (module, why) in graphs.missing.sorted(by: { $0.key < $1.key }) where unjudgedByModule[module] != nil {
      print("availability-check: error: the symbol graph of \(module) could not be had: \(why)")
    }
    print(
      Report.summary(
        world: options.world,
        floors: floors,
        uses: judgedUses,
        declarations: declarations.count,
        modules: graphs.loaded.sorted() + ownModules.sorted().map { "\($0) (source)" },
        exemptions: exemptions,
        findings: reported.count,
        unjudged: unjudgedByModule
      )
    )
    return findings.isEmpty && unjudged.isEmpty ? 0 : 1
  }

  /// The findings of one use on the world's platforms, or an unjudged use when its position is not in its file.
  private func judge(
    _ use: Use,
    name: String,
    module: String,
    via: String?,
    rules: AvailabilityRules,
    floors: Floors,
    sources: SourceFiles,
    uses: Uses,
    unjudged: inout Set<Unjudged>
  ) -> [Finding] {
    // Only a declaration newer than the floor (or unavailable, or obsoleted) can fail; the rest need no context.
    guard
      !Judge.problems(requirement: rules, context: .none, floors: floors, platforms: options.world.platforms).isEmpty
    else { return [] }
    guard sources.mentionsAvailability(use.file) || use.isEnumCase else {
      return Judge.problems(requirement: rules, context: .none, floors: floors, platforms: options.world.platforms).map
      {
        finding(use, name: name, module: module, via: via, problem: $0)
      }
    }
    guard let file = sources.file(use.file), let token = file.token(line: use.line, column: use.column) else {
      unjudged.insert(unjudgedUse(use, module: module, why: "its position is not in the file (edited since indexing?)"))
      return []
    }
    let context = Guards.context(at: Syntax(token))
    var problems = Judge.problems(
      requirement: rules, context: context, floors: floors, platforms: options.world.platforms)
    if use.isEnumCase, CasePatterns.isCasePattern(token, isEnumCase: { uses.namesEnumCase($0, in: file) }) {
      problems.removeAll { if case .tooNew = $0.1 { true } else { false } }
    }
    return problems.map { finding(use, name: name, module: module, via: via, problem: $0) }
  }

  private func finding(_ use: Use, name: String, module: String, via: String?, problem: (Platform, Problem)) -> Finding
  {
    Finding(
      file: relative(use.file),
      line: use.line,
      column: use.column,
      name: name,
      module: module,
      implicitVia: via,
      isImplicit: use.isImplicit,
      platform: problem.0,
      problem: problem.1
    )
  }

  /// Loads the graphs of the modules that declare the symbols no loaded graph holds yet.
  private func loadMissingModules(
    uses: Uses,
    requirements: Requirements,
    graphs: SymbolGraphStore,
    toolchain: Toolchain,
    own: Set<String>,
    clang: Set<String>,
    target: String
  ) throws(CheckFailure) {
    var wanted: Set<String> = []
    for use in uses.all {
      let (usr, requirement) = requirements.requirement(of: use.occurrence, atSamePosition: use.neighbours)
      if case .unresolved = requirement { wanted.insert(usr) }
    }
    let modules = try ModuleOfUSR.modules(of: wanted, toolchain: toolchain)
    var load = Set(modules.values).subtracting(own).subtracting(ModuleOfUSR.importedFromC)
    // A Clang declaration's USR names no module (`c:@F@close`, or `__C` for the Swift view of it): the Clang modules
    // the package's units loaded are the candidates.
    if wanted.contains(where: { $0.hasPrefix("c:") })
      || !Set(modules.values).isDisjoint(with: ModuleOfUSR.importedFromC)
    {
      load.formUnion(clang)
    }
    graphs.load(load)
    requirements.reset()
    var hidden: Set<String> = []
    for use in uses.all {
      let (usr, requirement) = requirements.requirement(of: use.occurrence, atSamePosition: use.neighbours)
      if case .unresolved = requirement { hidden.insert(usr) }
    }
    requirements.hidden = try HiddenSymbols(
      toolchain: toolchain,
      searchPaths: options.searchPaths,
      target: target,
      sources: requirements.sources,
      cacheDirectory: options.cacheDirectory
    ).requirements(of: hidden)
    requirements.reset()
  }

  /// The declaring module of every unresolved USR, for the report.
  private func moduleNames(of uses: Uses, requirements: Requirements, toolchain: Toolchain) throws(CheckFailure)
    -> [String: String]
  {
    var wanted: Set<String> = []
    for use in uses.all {
      let (usr, requirement) = requirements.requirement(of: use.occurrence, atSamePosition: use.neighbours)
      if case .unresolved = requirement { wanted.insert(usr) }
    }
    return try ModuleOfUSR.modules(of: wanted, toolchain: toolchain)
  }

  private func unjudgedUse(_ use: Use, module: String, why: String) -> Unjudged {
    Unjudged(file: relative(use.file), line: use.line, column: use.column, name: use.name, module: module, why: why)
  }

  /// A path relative to the package root when it lies under it.
  private func relative(_ path: String) -> String {
    let root = options.packageRoot.hasSuffix("/") ? options.packageRoot : options.packageRoot + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  private static func order(_ left: Finding, _ right: Finding) -> Bool {
    (left.file, left.line, left.column, left.name, left.platform.rawValue)
      < (right.file, right.line, right.column, right.name, right.platform.rawValue)
  }
}
