/// Completes what the imported modules' graphs leave unresolved: loads the graphs of the modules that declare the
/// remaining symbols (found by demangling their USRs; the Clang modules for C declarations), establishes the
/// initializers classes inherit, then looks up in their interfaces the standard-library symbols that graphs hide.
struct Resolution {
  let uses: Uses
  let requirements: Requirements
  let graphs: SymbolGraphStore
  let toolchain: Toolchain
  let options: Options
  let package: IndexedPackage

  /// Resolves what it can and returns the declaring module of every USR still unresolved, for the report (`C` for a
  /// C declaration, whose USR names no module).
  func complete() throws(CheckFailure) -> [String: String] {
    let wanted = unresolved()
    var modules = try ModuleOfUSR.modules(of: wanted, toolchain: toolchain)
    let own = Set(package.units.map(\.module))
    var load = Set(modules.values).subtracting(own).subtracting(ModuleOfUSR.importedFromC)
    // A Clang declaration's USR names no module (`c:@F@close`, or `__C` for the Swift view of it): the Clang modules
    // the stores' units loaded are the candidates.
    if wanted.contains(where: { $0.hasPrefix("c:") })
      || !Set(modules.values).isDisjoint(with: ModuleOfUSR.importedFromC)
    {
      load.formUnion(package.clangDependencies)
    }
    graphs.load(load)
    requirements.reset()
    try InheritedInitializers(graphs: graphs, toolchain: toolchain).resolve(unresolved())
    requirements.reset()
    requirements.hidden = try HiddenSymbols(
      toolchain: toolchain,
      searchPaths: options.searchPaths,
      target: package.target,
      sources: requirements.sources,
      cacheDirectory: options.cacheDirectory
    ).requirements(of: unresolved())
    requirements.reset()
    for usr in wanted where usr.hasPrefix("c:") { modules[usr] = "C" }
    return modules
  }

  /// The USRs no source resolves yet.
  private func unresolved() -> Set<String> {
    var wanted: Set<String> = []
    for use in uses.all {
      let (usr, requirement) = requirements.requirement(of: use.occurrence, atSamePosition: use.neighbours)
      if case .unresolved = requirement { wanted.insert(usr) }
    }
    return wanted
  }
}
