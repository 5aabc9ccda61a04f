import Foundation

/// How a USR's Apple availability was found, or why it was not.
enum GraphResolution: Sendable {
  /// Found in `module`'s graph: its rules, merged with those of every container it is a member of.
  case found(module: String, rules: AvailabilityRules)
  /// In no loaded graph.
  case notInGraph
  /// Found, but a container it inherits availability from is in no loaded graph.
  case containerMissing(module: String, container: String)
}

/// The availability of the symbols of the modules the package uses, read from their symbol graphs.
final class SymbolGraphStore {
  /// How graphs are extracted.
  let extraction: GraphExtraction

  /// Every symbol of every loaded graph, by USR.
  private(set) var symbols: [String: GraphSymbol] = [:]
  /// The modules whose graphs are loaded.
  private(set) var loaded: Set<String> = []
  /// The modules whose graphs could not be had, each with why.
  private(set) var missing: [String: String] = [:]
  private var memo: [String: GraphResolution] = [:]

  /// A store that extracts graphs with `toolchain` for `target`, searching `searchPaths`.
  init(
    toolchain: Toolchain,
    searchPaths: [String],
    target: String,
    cacheDirectory: String?,
    clangModulePaths: [String: String]
  ) {
    extraction = GraphExtraction(
      toolchain: toolchain,
      searchPaths: searchPaths,
      target: target,
      cacheDirectory: cacheDirectory,
      clangModulePaths: clangModulePaths
    )
  }

  /// Loads the graphs of `modules` not yet loaded or known missing, extracting them side by side.
  func load(_ modules: Set<String>) {
    let wanted = modules.subtracting(loaded).subtracting(missing.keys).sorted()
    guard !wanted.isEmpty else { return }
    let results = ResultBox(count: wanted.count)
    let extraction = extraction
    DispatchQueue.concurrentPerform(iterations: wanted.count) { index in
      results.set(index, extraction.graph(of: wanted[index]))
    }
    for (index, module) in wanted.enumerated() {
      switch results.get(index) {
      case .success(let moduleSymbols):
        symbols.merge(moduleSymbols) { first, _ in first }
        loaded.insert(module)
      case .failure(let why):
        missing[module] = why.reason
      }
    }
    memo = [:]
  }

  /// Adds symbols no graph holds whose availability the check has established (an inherited initializer); a symbol a
  /// graph holds keeps the graph's.
  func add(_ established: [String: GraphSymbol]) {
    guard !established.isEmpty else { return }
    symbols.merge(established) { graph, _ in graph }
    memo = [:]
  }

  /// The availability of `usr`: its own rules nested in those of each container it is a member of.
  func resolve(_ usr: String) -> GraphResolution {
    resolve(usr, depth: 0)
  }

  private func resolve(_ usr: String, depth: Int) -> GraphResolution {
    if let known = memo[usr] { return known }
    guard let symbol = symbols[usr], depth < 64 else { return .notInGraph }
    var rules = symbol.rules
    var result = GraphResolution.found(module: symbol.module, rules: rules)
    for parent in symbol.parents {
      switch resolve(parent, depth: depth + 1) {
      case .found(_, let parentRules):
        rules = rules.nested(in: parentRules)
        result = .found(module: symbol.module, rules: rules)
      case .notInGraph, .containerMissing:
        result = .containerMissing(module: symbol.module, container: parent)
      }
      if case .containerMissing = result { break }
    }
    // A requirement with a default implementation: where the requirement is newer than the code around the use, the
    // compiler disfavors it and calls the default implementation (as it does any overload not available there), so
    // the use needs only the more available of the two. (FixedWidthInteger.&* became a requirement in macOS 15; its
    // extension operator is as old as the protocol.)
    if case .found(let module, let requirementRules) = result {
      var weakest = requirementRules
      for implementation in symbol.defaults {
        guard case .found(_, let implementationRules) = resolve(implementation, depth: depth + 1) else { continue }
        weakest = weakest.weakest(with: implementationRules)
      }
      result = .found(module: module, rules: weakest)
    }
    memo[usr] = result
    return result
  }

}

/// Extracts module graphs with a toolchain's `swift-symbolgraph-extract`, through a cache when there is one.
struct GraphExtraction: Sendable {
  /// The toolchain whose `swift-symbolgraph-extract` writes the graphs.
  let toolchain: Toolchain
  /// The `-I` directories, searched before the toolchain's own modules.
  let searchPaths: [String]
  /// The target triple the index was written for.
  let target: String
  /// Where extracted graphs are kept between runs, if anywhere.
  let cacheDirectory: String?
  /// The `.pcm` each Clang module was loaded from, by module: what a cached Clang module graph is keyed on.
  let clangModulePaths: [String: String]

  /// The extraction flags, part of a cached graph's key. `-minimum-access-level private` keeps what
  /// `@_documentation(visibility: private)` or an underscored name hides from documentation (Swift Testing's `@Test`
  /// macros, non-standard-library `_` names): the package uses them.
  static let flags = ["-skip-synthesized-members", "-minimum-access-level", "private"]

  /// One module's symbols, from the cache or from a fresh extraction.
  func graph(of module: String) -> Result<[String: GraphSymbol], GraphFailure> {
    let located =
      ModuleLocator(searchPaths: searchPaths + [toolchain.platformModules]).fingerprint(of: module)
      ?? clangModulePaths[module].flatMap(ModuleLocator.fingerprint(file:))
    let key = located.map {
      ModuleLocator.hash("\($0)|\(target)|\(toolchain.binDirectory)|\(searchPaths)|\(Self.flags)")
    }
    let cacheFile = key.flatMap { key in cacheDirectory.map { "\($0)/\(module)-\(key).graph" } }
    if let cacheFile, let cached = GraphCache.read(cacheFile) { return .success(cached) }
    let directory = NSTemporaryDirectory() + "availability-graph-\(module)-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(GraphFailure(reason: "no temporary directory for its graph (\(error.localizedDescription))"))
    }
    var arguments = ["-module-name", module, "-target", target, "-output-dir", directory] + Self.flags
    for path in searchPaths { arguments += ["-I", path] }
    let output: ToolOutput
    do {
      output = try Runner.run(toolchain.tool("swift-symbolgraph-extract"), arguments)
    } catch {
      return .failure(GraphFailure(reason: error.line))
    }
    guard output.status == 0 else {
      let firstLine = output.standardError.split(separator: "\n").first.map(String.init) ?? "no message"
      return .failure(GraphFailure(reason: "swift-symbolgraph-extract failed: \(firstLine)"))
    }
    var moduleSymbols: [String: GraphSymbol] = [:]
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for file in files.sorted() where file.hasSuffix(".symbols.json") {
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(file)"))
        let graph = try JSONDecoder().decode(SymbolGraphFile.self, from: data)
        // `A@B.symbols.json` holds module A's extensions of B's types (and, for the standard library's sibling
        // modules, A's own symbols too): A declares them.
        let declaring = String(file.dropLast(".symbols.json".count).split(separator: "@").first ?? Substring(module))
        moduleSymbols.merge(graph.graphSymbols(module: declaring)) { first, _ in first }
      } catch {
        return .failure(GraphFailure(reason: "its graph \(file) does not decode (\(error))"))
      }
    }
    guard !moduleSymbols.isEmpty else { return .failure(GraphFailure(reason: "its graph has no symbols")) }
    if let cacheFile { GraphCache.write(moduleSymbols, to: cacheFile) }
    return .success(moduleSymbols)
  }
}

/// Why one module's graph could not be had.
struct GraphFailure: Error {
  let reason: String
}

/// The results of the side-by-side extractions, one slot per module.
private final class ResultBox: @unchecked Sendable {
  private var slots: [Result<[String: GraphSymbol], GraphFailure>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result<[String: GraphSymbol], GraphFailure>) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func get(_ index: Int) -> Result<[String: GraphSymbol], GraphFailure> {
    lock.lock()
    defer { lock.unlock() }
    return slots[index] ?? .failure(GraphFailure(reason: "its extraction never finished"))
  }
}
