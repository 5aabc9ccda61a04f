/// Establishes the availability of initializers a class inherits, which no symbol graph holds. `NSLock()` calls the
/// `init()` NSLock inherits from NSObject: the compiler declares it in NSLock (`s:10Foundation6NSLockCACycfc`), and
/// symbolgraph-extract leaves it out. An inherited initializer is available where its class is and where the
/// initializer it inherits is. That one is found exactly or not at all: up the graphs' `inheritsFrom` chain from the
/// class, the first initializer whose demangled signature is the inherited one's with the class put in its place;
/// every class passed on the way inherits it too, and adds its own availability. A generic superclass counts only
/// where the subclass passes its own generic parameters to it unchanged (`class C<T>: S<T>`), as only then are the
/// signatures equal. Anything else stays unresolved, and fails the run.
struct InheritedInitializers {
  let graphs: SymbolGraphStore
  let toolchain: Toolchain

  /// How many superclasses up a chain is followed.
  static let maximumDepth = 32

  /// Adds to the graphs each initializer among `usrs` found inherited: a member of its class whose own availability
  /// is the inherited initializer's and that of every class between the two.
  func resolve(_ usrs: Set<String>) throws(CheckFailure) {
    var classOf: [String: String] = [:]
    for usr in usrs where usr.hasPrefix("s:") && usr.hasSuffix("fc") && graphs.symbols[usr] == nil {
      if let owner = owningClass(of: usr) { classOf[usr] = owner }
    }
    guard !classOf.isEmpty else { return }
    let chains = try superclassChains(of: Set(classOf.values))
    let ancestors = Set(chains.values.flatMap { $0.dropFirst() })
    var initializersOf: [String: [String]] = [:]
    for (usr, symbol) in graphs.symbols where usr.hasSuffix("fc") {
      for parent in symbol.parents where ancestors.contains(parent) { initializersOf[parent, default: []].append(usr) }
    }
    let trees = try DemangledTree.trees(
      of: Set(classOf.keys).union(chains.values.joined()).union(initializersOf.values.joined()),
      toolchain: toolchain
    )
    var established: [String: GraphSymbol] = [:]
    for (usr, owner) in classOf.sorted(by: { $0.key < $1.key }) {
      guard let chain = chains[owner], let module = graphs.symbols[owner]?.module,
        let rules = inheritedRules(of: usr, chain: chain, initializersOf: initializersOf, trees: trees)
      else { continue }
      established[usr] = GraphSymbol(module: module, rules: rules, parents: [owner], defaults: [], superclasses: [])
    }
    graphs.add(established)
  }

  /// The class an initializer USR belongs to: the longest prefix of it that the graphs hold as a class with a
  /// superclass (a member's USR is its context's followed by its own mangling; the trees confirm it).
  private func owningClass(of usr: String) -> String? {
    var candidate = Substring(usr)
    while candidate.count > 2 {
      candidate = candidate.dropLast()
      if let symbol = graphs.symbols[String(candidate)], !symbol.superclasses.isEmpty { return String(candidate) }
    }
    return nil
  }

  /// Each class followed by its superclasses, as far as the graphs know them, loading the graph of a superclass's
  /// module when it is not loaded yet. A chain ends at a class with no single superclass in the graphs.
  private func superclassChains(of classes: Set<String>) throws(CheckFailure) -> [String: [String]] {
    var chains: [String: [String]] = [:]
    for owner in classes { chains[owner] = [owner] }
    var tried: Set<String> = []
    for _ in 0..<Self.maximumDepth {
      var wanted: Set<String> = []
      var grew = false
      for (owner, chain) in chains {
        guard chain.count <= Self.maximumDepth, let last = chain.last, let symbol = graphs.symbols[last],
          symbol.superclasses.count == 1, let superclass = symbol.superclasses.first, !chain.contains(superclass)
        else { continue }
        if graphs.symbols[superclass] != nil {
          chains[owner] = chain + [superclass]
          grew = true
        } else if !tried.contains(superclass) {
          wanted.insert(superclass)
        }
      }
      if !wanted.isEmpty {
        tried.formUnion(wanted)
        let modules = try ModuleOfUSR.modules(of: wanted, toolchain: toolchain)
        graphs.load(Set(modules.values).subtracting(ModuleOfUSR.importedFromC))
        grew = true
      }
      if !grew { break }
    }
    return chains
  }

  /// The availability of `usr`, an initializer of `chain[0]` no graph holds, inherited from the nearest superclass
  /// in `chain` that declares an initializer of the same signature; nil when none does or a part does not resolve.
  private func inheritedRules(
    of usr: String,
    chain: [String],
    initializersOf: [String: [String]],
    trees: [String: DemangledTree]
  ) -> AvailabilityRules? {
    guard let owner = chain.first, let inherited = trees[usr], let ownerTree = trees[owner],
      let constructor = inherited.children.first, constructor.node == "kind=Constructor",
      let context = constructor.children.first, ownerTree.children == [context]
    else { return nil }
    var between = AvailabilityRules.none
    for ancestor in chain.dropFirst() {
      guard let ancestorTree = trees[ancestor], let ancestorContext = ancestorTree.children.first,
        ancestorTree.children.count == 1
      else { return nil }
      let wanted = inherited.replacing(context, with: ancestorContext)
      if let match = initializersOf[ancestor, default: []].first(where: { trees[$0] == wanted }) {
        guard case .found(_, let rules) = graphs.resolve(match) else { return nil }
        return rules.nested(in: between)
      }
      guard case .found(_, let ancestorRules) = graphs.resolve(ancestor) else { return nil }
      between = between.nested(in: ancestorRules)
    }
    return nil
  }
}
