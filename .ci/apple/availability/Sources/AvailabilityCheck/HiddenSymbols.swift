import Foundation
import SwiftSyntax

/// Finds the availability of declarations that symbol graphs leave out whatever the access level asked for: the
/// standard library's underscored names (`_ArrayProtocol.filter(_:)`, `_OptionalNilComparisonType`), which
/// symbolgraph-extract drops as private standard-library declarations. Each is looked up in its module's textual
/// interface by its demangled context and base name; every overload found there counts, and the strictest wins, so
/// the answer can be stricter than the one declaration used, never looser. Nothing found leaves the USR unresolved.
struct HiddenSymbols {
  let toolchain: Toolchain
  let searchPaths: [String]
  let target: String
  let sources: SourceFiles
  /// Where looked-up answers are kept between runs (parsing the standard library's interface takes seconds).
  let cacheDirectory: String?

  /// The requirement of each of `usrs` (Swift USRs) found in its module's interface.
  func requirements(of usrs: Set<String>) throws(CheckFailure) -> [String: Requirement] {
    let ordered = usrs.filter { $0.hasPrefix("s:") }.sorted()
    guard !ordered.isEmpty else { return [:] }
    let input = ordered.map { "$s" + $0.dropFirst(2) }.joined(separator: "\n") + "\n"
    let output = try Runner.run(toolchain.tool("swift-demangle"), ["--compact"], input: Data(input.utf8))
    let lines = String(decoding: output.standardOutput, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var byModule: [String: [(usr: String, path: [String])]] = [:]
    for (usr, line) in zip(ordered, lines) {
      guard let path = Self.path(demangled: String(line)), path.count >= 2 else { continue }
      byModule[path[0], default: []].append((usr, path))
    }
    var result: [String: Requirement] = [:]
    for (module, wanted) in byModule.sorted(by: { $0.key < $1.key }) {
      guard let interface = interfaceFile(of: module) else { continue }
      let cacheFile = ModuleLocator.fingerprint(file: interface).flatMap { key in
        cacheDirectory.map { "\($0)/hidden-\(module)-\(ModuleLocator.hash("\(key)|\(toolchain.binDirectory)")).graph" }
      }
      var known = cacheFile.flatMap(GraphCache.read) ?? [:]
      let missing = wanted.filter { known[$0.usr] == nil }
      if !missing.isEmpty, let file = sources.file(interface) {
        for (usr, path) in missing {
          let matches = Self.declarations(
            named: path[path.count - 1], in: Array(path[1..<(path.count - 1)]), tree: file.tree)
          guard !matches.isEmpty else { continue }
          var rules = AvailabilityRules()
          for match in matches {
            guard let token = match.firstToken(viewMode: .sourceAccurate) else { continue }
            rules = rules.nested(in: Guards.context(at: Syntax(token)))
          }
          known[usr] = GraphSymbol(module: module, rules: rules, parents: [], defaults: [], superclasses: [])
        }
        if let cacheFile { GraphCache.write(known, to: cacheFile) }
      }
      for (usr, _) in wanted {
        if let symbol = known[usr] { result[usr] = .graph(module: symbol.module, rules: symbol.rules) }
      }
    }
    return result
  }

  /// `Module.Context….member` of a demangled name: `(extension in M):` and `static ` dropped, the path up to the
  /// first `(`, `<`, space or `:` after it.
  static func path(demangled: String) -> [String]? {
    var text = Substring(demangled)
    if text.hasPrefix("(extension in "), let end = text.range(of: "):") { text = text[end.upperBound...] }
    for prefix in ["static ", "class "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
    let end = text.firstIndex { "(< :".contains($0) } ?? text.endIndex
    let components = text[..<end].split(separator: ".").map(String.init)
    return components.isEmpty ? nil : components
  }

  /// The module's textual interface (the private one when there is one).
  private func interfaceFile(of module: String) -> String? {
    for directory in searchPaths + [toolchain.platformModules] {
      for candidate in [
        "\(directory)/\(module).swiftmodule/\(target).private.swiftinterface",
        "\(directory)/\(module).swiftmodule/\(target).swiftinterface",
        "\(directory)/\(module).swiftinterface",
      ] where FileManager.default.fileExists(atPath: candidate) {
        return candidate
      }
    }
    return nil
  }

  /// Every declaration called `name` directly inside a type or an extension whose path is `context` (or at the top
  /// level when `context` is empty), each as the syntax node its availability is read at.
  static func declarations(named name: String, in context: [String], tree: SourceFileSyntax) -> [Syntax] {
    let finder = MemberFinder(name: name, context: context)
    finder.walk(tree)
    return finder.found
  }
}

/// Walks an interface for the members of one context.
private final class MemberFinder: SyntaxVisitor {
  let name: String
  let context: [String]
  var found: [Syntax] = []

  init(name: String, context: [String]) {
    self.name = name
    self.context = context
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    if context.isEmpty { collect(node.statements.compactMap { $0.item.as(DeclSyntax.self) }) }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
    if Self.matches(extended.split(separator: ".").map(String.init), context) {
      collect(node.memberBlock.members.map(\.decl))
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node, node.memberBlock) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node, node.memberBlock) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node, node.memberBlock) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node, node.memberBlock) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node, node.memberBlock) }

  private func nominal(_ node: some SyntaxProtocol, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
    if Self.matches(Self.typePath(of: Syntax(node)), context) { collect(members.members.map(\.decl)) }
    return .visitChildren
  }

  /// The names of a type and the types around it, outermost first.
  private static func typePath(of node: Syntax) -> [String] {
    var names: [String] = []
    var current: Syntax? = node
    while let syntax = current {
      if let named = syntax.asProtocol(NamedDeclSyntax.self), syntax.is(DeclSyntax.self),
        !syntax.is(ExtensionDeclSyntax.self)
      {
        names.insert(named.name.text, at: 0)
      }
      if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
        let extended = extensionDecl.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
        names.insert(contentsOf: extended.split(separator: ".").map(String.init), at: 0)
      }
      current = syntax.parent
    }
    return names
  }

  /// Whether a written type path names `context`, with or without its module in front.
  private static func matches(_ written: [String], _ context: [String]) -> Bool {
    !context.isEmpty && (written == context || Array(written.dropFirst()) == context)
  }

  private func collect(_ declarations: [DeclSyntax]) {
    for declaration in declarations where declares(declaration) { found.append(Syntax(declaration)) }
  }

  private func declares(_ declaration: DeclSyntax) -> Bool {
    if let function = declaration.as(FunctionDeclSyntax.self) { return function.name.text == name }
    if declaration.is(InitializerDeclSyntax.self) { return name == "init" }
    if declaration.is(SubscriptDeclSyntax.self) { return name == "subscript" }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }
    if let cases = declaration.as(EnumCaseDeclSyntax.self) { return cases.elements.contains { $0.name.text == name } }
    if let named = declaration.asProtocol(NamedDeclSyntax.self) { return named.name.text == name }
    return false
  }
}
