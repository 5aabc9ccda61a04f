import CIndexStore
import SwiftSyntax

/// A place in a package file where a declaration is used.
struct Use: Hashable {
  let file: String
  let line: Int
  let column: Int
  /// The used declaration's name.
  let name: String
  /// Whether the compiler, not the source, wrote the use.
  let isImplicit: Bool
  /// Whether the used declaration is an enum case.
  let isEnumCase: Bool
}

/// A use the index recorded, with the other occurrences recorded at the same position.
struct IndexedUse {
  let use: Use
  let occurrence: Occurrence
  let neighbours: [Occurrence]
}

/// A regex literal, with whether the build compiled it.
struct RegexUse {
  let use: Use
  let activity: Activity
}

/// Every use the check judges: the index's references in the package's files, and the regex literals the index
/// does not record.
struct Uses {
  let all: [IndexedUse]
  let regexLiterals: [RegexUse]
  /// Every occurrence in each file, by position (`line << 20 | column`).
  let positions: [String: [Int: [Occurrence]]]

  /// Whether the index records an enum case at `token`'s position in `file`.
  func namesEnumCase(_ token: TokenSyntax, in file: SourceFile) -> Bool {
    let (line, column) = file.lineAndColumn(offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
    return (positions[file.path]?[line << 20 | column] ?? []).contains {
      $0.kind == INDEXSTORE_SYMBOL_KIND_ENUMCONSTANT.rawValue
    }
  }

  /// The uses in `package`'s files.
  static func collect(package: IndexedPackage, sources: SourceFiles, toolchain: Toolchain, searchPaths: [String])
    -> Uses
  {
    var all: [IndexedUse] = []
    var literals: [RegexUse] = []
    var positions: [String: [Int: [Occurrence]]] = [:]
    let locator = ModuleLocator(searchPaths: searchPaths + [toolchain.platformModules])
    var unitOfFile: [String: IndexUnit] = [:]
    for unit in package.units { if let main = unit.mainFile { unitOfFile[main] = unit } }
    for (path, occurrences) in package.occurrences.sorted(by: { $0.key < $1.key }) {
      var byPosition: [Int: [Occurrence]] = [:]
      for occurrence in occurrences {
        byPosition[occurrence.line << 20 | occurrence.column, default: []].append(occurrence)
      }
      positions[path] = byPosition
      for occurrence in occurrences where occurrence.isReference && !occurrence.isDeclaration {
        all.append(
          IndexedUse(
            use: Use(
              file: path,
              line: occurrence.line,
              column: occurrence.column,
              name: occurrence.displayName,
              isImplicit: occurrence.isImplicit,
              isEnumCase: occurrence.kind == INDEXSTORE_SYMBOL_KIND_ENUMCONSTANT.rawValue
            ),
            occurrence: occurrence,
            neighbours: byPosition[occurrence.line << 20 | occurrence.column] ?? []
          )
        )
      }
    }
    for (path, unit) in unitOfFile.sorted(by: { $0.key < $1.key }) where sources.mayHoldRegexLiteral(path) {
      guard let file = sources.file(path) else { continue }
      let found = RegexLiterals.all(in: file.tree)
      guard !found.isEmpty else { continue }
      let offsets = (package.occurrences[path] ?? []).compactMap { file.offset(line: $0.line, column: $0.column) }
        .sorted()
      let imported = Set(unit.moduleDependencies.map(\.name))
      let configuration = TargetConfiguration(target: unit.target) { imported.contains($0) || locator.exists($0) }
      let activity = IfConfigActivity(file: file, occurrenceOffsets: offsets, configuration: configuration)
      for literal in found {
        let position = file.lineAndColumn(offset: literal.positionAfterSkippingLeadingTrivia.utf8Offset)
        literals.append(
          RegexUse(
            use: Use(
              file: path, line: position.line, column: position.column, name: "Regex", isImplicit: false,
              isEnumCase: false),
            activity: activity.activity(of: Syntax(literal))
          )
        )
      }
    }
    return Uses(all: all, regexLiterals: literals, positions: positions)
  }
}

extension Occurrence {
  /// The name a finding shows: an accessor's storage (`count` for `getter:count`).
  var displayName: String {
    for prefix in ["getter:", "setter:", "willSet:", "didSet:", "_read:", "_modify:", "read:", "modify:", "init:"]
    where name.hasPrefix(prefix) {
      return String(name.dropFirst(prefix.count))
    }
    return name
  }
}
