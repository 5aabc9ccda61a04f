import Foundation

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
    let uses = Uses.collect(package: package, sources: sources, toolchain: toolchain, searchPaths: options.searchPaths)
    timing.mark("parsing, regex literals")
    let graphs = SymbolGraphStore(
      toolchain: toolchain,
      searchPaths: options.searchPaths,
      target: package.target,
      cacheDirectory: options.cacheDirectory,
      clangModulePaths: package.clangModulePaths
    )
    let ownModules = Set(package.units.map(\.module))
    let regexModule: Set<String> = uses.regexLiterals.isEmpty ? [] : ["_StringProcessing"]
    graphs.load(package.dependencies.subtracting(ownModules).union(regexModule))
    timing.mark("graphs of the imported modules")
    let requirements = Requirements(
      definitions: package.definitions,
      ownTypes: package.ownTypes,
      graphs: graphs,
      sources: sources
    )
    let modules = try Resolution(
      uses: uses,
      requirements: requirements,
      graphs: graphs,
      toolchain: toolchain,
      options: options,
      package: package
    ).complete()
    timing.mark("graphs of the modules of unresolved symbols")

    var judging = Judging(options: options, floors: floors, sources: sources, uses: uses)
    var exemptions: [Exemption: Int] = [:]
    var judged = 0
    var declarations: Set<String> = []
    for indexed in uses.all {
      let (usr, requirement) = requirements.requirement(of: indexed.occurrence, atSamePosition: indexed.neighbours)
      switch requirement {
      case .own(let module, let rules), .graph(let module, let rules):
        judged += 1
        declarations.insert(usr)
        judging.judge(indexed.use, module: module, via: nil, rules: rules)
      case .exempt(let exemption):
        exemptions[exemption, default: 0] += 1
      case .unresolved(let why):
        judging.reject(indexed.use, module: modules[usr] ?? "module unknown", why: "\(why) (\(usr))")
      }
    }
    for literal in uses.regexLiterals {
      switch (literal.activity, graphs.resolve(RegexLiterals.regexUSR)) {
      case (.inactive, _): continue
      case (.undetermined(let clauseLine), _):
        judging.reject(
          literal.use,
          module: "_StringProcessing",
          why: "the #if clause at line \(clauseLine) around this regex literal is neither proven active by the "
            + "index nor settled by the target and importable modules"
        )
      case (.active, .found(let module, let rules)):
        judged += 1
        declarations.insert(RegexLiterals.regexUSR)
        judging.judge(literal.use, module: module, via: "this regex literal", rules: rules)
      case (.active, .notInGraph), (.active, .containerMissing):
        judging.reject(literal.use, module: "_StringProcessing", why: "no symbol graph holds 'Regex'")
      }
    }
    timing.mark("judging")

    let reported = Finding.strongestPerPosition(judging.findings).sorted(by: Self.order)
    for finding in reported { print(Report.line(finding)) }
    let unjudged = judging.unjudged.sorted {
      ($0.file, $0.line, $0.column, $0.name) < ($1.file, $1.line, $1.column, $1.name)
    }
    for use in unjudged { print(Report.line(use)) }
    var unjudgedByModule: [String: Int] = [:]
    for use in unjudged { unjudgedByModule[use.module, default: 0] += 1 }
    for (module, why) in graphs.missing.sorted(by: { $0.key < $1.key }) where unjudgedByModule[module] != nil {
      print("availability-check: error: the symbol graph of \(module) could not be had: \(why)")
    }
    print(
      Report.summary(
        world: options.world,
        floors: floors,
        uses: judged,
        declarations: declarations.count,
        modules: graphs.loaded.sorted() + ownModules.sorted().map { "\($0) (source)" },
        exemptions: exemptions,
        findings: reported.count,
        unjudged: unjudgedByModule
      )
    )
    return reported.isEmpty && unjudged.isEmpty ? 0 : 1
  }

  private static func order(_ left: Finding, _ right: Finding) -> Bool {
    (left.file, left.line, left.column, left.name, left.platform.rawValue)
      < (right.file, right.line, right.column, right.name, right.platform.rawValue)
  }
}
