import Foundation

/// The part of a `*.symbols.json` file the check reads.
struct SymbolGraphFile: Decodable {
  /// The symbols the file declares.
  let symbols: [Symbol]
  /// How they relate (`memberOf`, `requirementOf`, …).
  let relationships: [Relationship]

  /// One symbol.
  struct Symbol: Decodable {
    /// Its identifier; `precise` is the USR.
    let identifier: Identifier
    /// Its availability entries, one per domain.
    let availability: [AvailabilityEntry]?
    /// The extension it is declared in, for a member of an extension.
    let swiftExtension: Extension?
  }

  /// The extension a member is declared in.
  struct Extension: Decodable {
    /// Its `where` constraints, when it has any.
    let constraints: [Ignored]?
  }

  /// A JSON value the check only counts.
  struct Ignored: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  /// A symbol's identifier.
  struct Identifier: Decodable {
    /// The USR.
    let precise: String
  }

  /// One domain's availability.
  struct AvailabilityEntry: Decodable {
    /// `macOS`, `iOS`, `macCatalyst`, `tvOS`, `*`, `Swift`, …
    let domain: String?
    /// The version it was introduced in.
    let introduced: GraphVersion?
    /// The version it was obsoleted in.
    let obsoleted: GraphVersion?
    /// Whether it is unavailable in the domain outright.
    let isUnconditionallyUnavailable: Bool?
  }

  /// A version as symbol graphs write it.
  struct GraphVersion: Decodable {
    let major: Int
    let minor: Int?
    let patch: Int?

    var version: Version { Version([major, minor ?? 0, patch ?? 0]) }
  }

  /// A relationship between two symbols.
  struct Relationship: Decodable {
    /// `memberOf`, `requirementOf`, `optionalRequirementOf`, `conformsTo`, …
    let kind: String
    /// The USR of the member.
    let source: String
    /// The USR of the container.
    let target: String
  }
}

/// What the check keeps of one symbol: its own attributes and the symbols it is a member of.
struct GraphSymbol: Sendable {
  /// The module whose graph declared it.
  let module: String
  /// Its own availability attributes.
  let rules: AvailabilityRules
  /// The USRs of the types, protocols or extensions it is a member or requirement of.
  let parents: [String]
  /// For a protocol requirement: its default implementations in extensions without `where` constraints.
  let defaults: [String]
  /// For a class: the USR of its superclass (`inheritsFrom`), where it has one.
  let superclasses: [String]
}

extension SymbolGraphFile {
  /// The relationships through which a member inherits its container's availability.
  static let containment: Set<String> = ["memberOf", "requirementOf", "optionalRequirementOf"]

  /// The file's symbols as the check keeps them.
  func graphSymbols(module: String) -> [String: GraphSymbol] {
    var parents: [String: [String]] = [:]
    var defaults: [String: [String]] = [:]
    var superclasses: [String: [String]] = [:]
    let constrained = Set(
      symbols.filter { !($0.swiftExtension?.constraints ?? []).isEmpty }.map(\.identifier.precise)
    )
    for relationship in relationships {
      if Self.containment.contains(relationship.kind) {
        parents[relationship.source, default: []].append(relationship.target)
      } else if relationship.kind == "defaultImplementationOf", !constrained.contains(relationship.source) {
        defaults[relationship.target, default: []].append(relationship.source)
      } else if relationship.kind == "inheritsFrom" {
        superclasses[relationship.source, default: []].append(relationship.target)
      }
    }
    var result: [String: GraphSymbol] = [:]
    for symbol in symbols {
      let usr = symbol.identifier.precise
      result[usr] = GraphSymbol(
        module: module,
        rules: Self.rules(symbol.availability ?? []),
        parents: parents[usr] ?? [],
        defaults: defaults[usr] ?? [],
        superclasses: superclasses[usr] ?? []
      )
    }
    return result
  }

  /// The rules a symbol's availability entries state for the platforms the check judges.
  static func rules(_ entries: [AvailabilityEntry]) -> AvailabilityRules {
    var rules = AvailabilityRules()
    for entry in entries {
      let unavailable = entry.isUnconditionallyUnavailable ?? false
      if entry.domain == "*" || entry.domain == nil {
        if unavailable { rules.unavailableEverywhere = true }
        continue
      }
      guard let domain = entry.domain, let platform = Platform(specName: domain) else { continue }
      rules.add(
        PlatformRule(
          introduced: entry.introduced?.version,
          obsoleted: entry.obsoleted?.version,
          unavailable: unavailable
        ),
        on: platform
      )
    }
    return rules
  }
}
