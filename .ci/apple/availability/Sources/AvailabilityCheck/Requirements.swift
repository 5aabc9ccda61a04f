import CIndexStore
import SwiftSyntax

/// Where a used declaration's availability comes from.
enum Requirement {
  /// A declaration of the package: its source attributes and guards, read at its definition.
  case own(module: String, rules: AvailabilityRules)
  /// A declaration of another module: its symbol graph.
  case graph(module: String, rules: AvailabilityRules)
  /// Not judged, and rightly: a local or a generic parameter, declared in the same file and scope as its uses.
  case exempt(Exemption)
  /// Not judged, and so a failure: no graph and no definition says anything about it.
  case unresolved(why: String)
}

/// Why a use needs no judgement.
enum Exemption: String, CaseIterable {
  /// A local symbol (declared in a function body, so every use is inside the scope that declares it).
  case local = "locals"
  /// A generic parameter ("always available", as the compiler says) or a function parameter.
  case parameter = "parameters"
  /// A module name in an `import`.
  case module = "modules"
  /// A `for await` loop's implicit `next(isolation:)`: the compiler calls it only where it is available and
  /// `next()` otherwise, and `next()` is as available as the `makeAsyncIterator()` recorded beside it.
  case asyncIteratorNext = "for-await next(isolation:)"
}

/// Finds what each used declaration requires, each declaration once.
final class Requirements {
  /// The package's own definitions.
  let definitions: [String: Definition]
  /// The USRs of the package's own nominal types.
  let ownTypes: Set<String>
  /// The symbol graphs.
  let graphs: SymbolGraphStore
  /// The parsed source files.
  let sources: SourceFiles
  /// Symbols the graphs hide, looked up in their modules' interfaces.
  var hidden: [String: Requirement] = [:]
  private var memo: [String: Requirement] = [:]

  /// Requirements from these sources.
  init(definitions: [String: Definition], ownTypes: Set<String>, graphs: SymbolGraphStore, sources: SourceFiles) {
    self.definitions = definitions
    self.ownTypes = ownTypes
    self.graphs = graphs
    self.sources = sources
  }

  /// Forgets what was found, after more graphs are loaded.
  func reset() { memo = [:] }

  /// The requirement of the symbol `occurrence` uses; `atSamePosition` are the occurrences recorded at its position.
  func requirement(of occurrence: Occurrence, atSamePosition: [Occurrence]) -> (usr: String, Requirement) {
    if occurrence.kind == INDEXSTORE_SYMBOL_KIND_MODULE.rawValue { return (occurrence.usr, .exempt(.module)) }
    if occurrence.subkind == INDEXSTORE_SYMBOL_SUBKIND_SWIFTGENERICTYPEPARAM.rawValue
      || occurrence.kind == INDEXSTORE_SYMBOL_KIND_PARAMETER.rawValue
    {
      return (occurrence.usr, .exempt(.parameter))
    }
    if occurrence.isImplicit, occurrence.name == "next(isolation:)",
      atSamePosition.contains(where: { $0.isImplicit && $0.name == "makeAsyncIterator()" })
    {
      return (occurrence.usr, .exempt(.asyncIteratorNext))
    }
    let usr =
      Accessors.isAccessor(occurrence.subkind) ? Accessors.storageUSR(occurrence.usr) ?? occurrence.usr : occurrence.usr
    var graphUSR = usr
    if usr.hasPrefix("s:So") || usr.hasPrefix("s:SC"),
      let twin = atSamePosition.first(where: { $0.usr.hasPrefix("c:") && $0.displayName == occurrence.displayName })
    {
      // The Swift view of a C declaration (`s:So4statV7st_mode…`): the index records the C declaration itself
      // (`c:@S@stat@FI@st_mode`) at the same position, and the Clang module's graph knows it by that USR.
      graphUSR = twin.usr
    }
    let key = "\(occurrence.isLocal ? "L" : "")\(usr)|\(graphUSR)"
    if let known = memo[key] { return (usr, known) }
    let found = resolve(usr: usr, graphUSR: graphUSR, original: occurrence.usr, isLocal: occurrence.isLocal)
    memo[key] = found
    return (usr, found)
  }

  private func resolve(usr: String, graphUSR: String, original: String, isLocal: Bool) -> Requirement {
    if let definition = definitions[usr] ?? definitions[original] { return ownRequirement(definition) }
    if isLocal { return .exempt(.local) }
    switch graphs.resolve(graphUSR) {
    case .found(let module, let rules): return .graph(module: module, rules: rules)
    case .containerMissing(let module, let container):
      return .unresolved(why: "its container \(container) is in no symbol graph (\(module)'s graph has it)")
    case .notInGraph: break
    }
    if let type = Self.enclosingOwnType(of: usr, in: ownTypes), let definition = definitions[type] {
      // A member the compiler synthesized in one of the package's types (`rawValue`, `allCases`): it has the
      // type's availability. A member USR is its context's USR followed by the member's own mangling.
      return ownRequirement(definition)
    }
    if let interface = hidden[usr] { return interface }
    if graphUSR.hasPrefix("c:") { return .unresolved(why: "no Clang module's symbol graph holds this C declaration") }
    return .unresolved(why: "no symbol graph holds it")
  }

  /// The longest of the package's own type USRs that `usr` extends, if any.
  static func enclosingOwnType(of usr: String, in types: Set<String>) -> String? {
    var candidate = Substring(usr)
    while candidate.count > 2 {
      candidate = candidate.dropLast()
      if types.contains(String(candidate)) { return String(candidate) }
    }
    return nil
  }

  /// A definition's requirement: the availability in force where it is defined.
  private func ownRequirement(_ definition: Definition) -> Requirement {
    guard sources.mentionsAvailability(definition.file) else { return .own(module: definition.module, rules: .none) }
    guard let file = sources.file(definition.file),
      let token = file.token(line: definition.line, column: definition.column)
    else {
      return .unresolved(why: "its definition at \(definition.file):\(definition.line) does not read")
    }
    return .own(module: definition.module, rules: Guards.context(at: Syntax(token)))
  }
}

/// Maps accessor USRs to the property or subscript they belong to, whose availability symbol graphs record.
enum Accessors {
  /// Whether an index subkind is an accessor's.
  static func isAccessor(_ subkind: UInt32) -> Bool {
    let accessors: [indexstore_symbol_subkind_t] = [
      INDEXSTORE_SYMBOL_SUBKIND_ACCESSORGETTER, INDEXSTORE_SYMBOL_SUBKIND_ACCESSORSETTER,
      INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORWILLSET, INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORDIDSET,
      INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORADDRESSOR, INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORMUTABLEADDRESSOR,
      INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORREAD, INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORMODIFY,
      INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORINIT, INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORBORROW,
      INDEXSTORE_SYMBOL_SUBKIND_SWIFTACCESSORMUTATE,
    ]
    return accessors.contains { $0.rawValue == subkind }
  }

  /// The storage USR of an accessor USR: the mangled accessor kind (`vg`, `vs`, `ig`, `vlu`, …, before an optional
  /// static `Z`) replaced by the storage's (`vp`, `ip`); nil when the USR does not end like an accessor's.
  static func storageUSR(_ usr: String) -> String? {
    var body = Substring(usr)
    let isStatic = body.hasSuffix("Z")
    if isStatic { body = body.dropLast() }
    for kind in ["lu", "au", "g", "s", "w", "W", "r", "M", "i", "x", "y", "b"] {
      for storage in ["v", "i"] where body.hasSuffix(storage + kind) {
        return String(body.dropLast(storage.count + kind.count)) + storage + "p" + (isStatic ? "Z" : "")
      }
    }
    return nil
  }
}
