import Foundation

/// One node of a demangled Swift symbol, as `swift-demangle --tree-only` prints it: its line (`kind=Class`,
/// `kind=Identifier, text="NSLock"`) and its children. Two equal trees are the same mangling.
struct DemangledTree: Equatable, Sendable {
  /// The node's line, indentation removed.
  let node: String
  /// Its children, in order.
  let children: [DemangledTree]

  /// The tree with every subtree equal to `old` replaced by `new`.
  func replacing(_ old: DemangledTree, with new: DemangledTree) -> DemangledTree {
    if self == old { return new }
    return DemangledTree(node: node, children: children.map { $0.replacing(old, with: new) })
  }

  /// The trees of the Swift USRs (`s:…`) among `usrs`, each by its USR; a USR that does not demangle is left out.
  static func trees(of usrs: Set<String>, toolchain: Toolchain) throws(CheckFailure) -> [String: DemangledTree] {
    let swiftUSRs = usrs.filter { $0.hasPrefix("s:") }.sorted()
    guard !swiftUSRs.isEmpty else { return [:] }
    let input = swiftUSRs.map { "$s" + $0.dropFirst(2) }.joined(separator: "\n") + "\n"
    let output = try Runner.run(toolchain.tool("swift-demangle"), ["--tree-only"], input: Data(input.utf8))
    var result: [String: DemangledTree] = [:]
    var current: String?
    var lines: [(depth: Int, node: String)] = []
    func finish() {
      if let usr = current, let tree = build(lines) { result[usr] = tree }
      current = nil
      lines = []
    }
    for line in String(decoding: output.standardOutput, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("Demangling for $s") {
        finish()
        current = "s:" + line.dropFirst("Demangling for $s".count)
        continue
      }
      let body = line.drop { $0 == " " }
      guard current != nil, body.hasPrefix("kind=") else {
        finish()
        continue
      }
      lines.append((depth: (line.count - body.count) / 2, node: String(body)))
    }
    finish()
    return result
  }

  /// The tree of one symbol's lines, each with its depth; nil unless they are one `kind=Global` root and its
  /// descendants, each line at most one level below the one before.
  private static func build(_ lines: [(depth: Int, node: String)]) -> DemangledTree? {
    guard let first = lines.first, first.depth == 0, first.node == "kind=Global" else { return nil }
    var position = 0
    let tree = subtree(lines, at: &position)
    return position == lines.count ? tree : nil
  }

  /// The subtree rooted at `lines[position]`, advancing `position` past it.
  private static func subtree(_ lines: [(depth: Int, node: String)], at position: inout Int) -> DemangledTree {
    let root = lines[position]
    position += 1
    var children: [DemangledTree] = []
    while position < lines.count, lines[position].depth == root.depth + 1 {
      children.append(subtree(lines, at: &position))
    }
    return DemangledTree(node: root.node, children: children)
  }
}
