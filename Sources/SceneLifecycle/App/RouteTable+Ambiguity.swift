// MARK: - Which routes can match the same URL

/// Two routes of a table that can match the same URL, and what decides between them.
public struct RouteOverlap: Hashable, Sendable {
  /// What picks the winner.
  public enum Resolution: Hashable, Sendable {
    /// One is more specific at some component (literal > typed > wildcard).
    case specificity
    /// They are equally specific everywhere: only their order in the table decides. This is the
    /// ambiguity the check reports.
    case declarationOrder
  }

  /// The earlier route, by declaration order.
  public let first: Int
  /// The later route.
  public let second: Int
  /// A URL both match.
  public let example: String
  /// The route that wins for every URL both match.
  public let winner: Int
  /// What decides.
  public let resolution: Resolution

  /// Whether only declaration order separates them.
  public var isAmbiguous: Bool { resolution == .declarationOrder }

  /// A one-line explanation, naming the routes by their patterns.
  public func message(in table: RouteTable) -> String {
    let (one, two) = (table.routes[first].pattern.text, table.routes[second].pattern.text)
    let winning = table.routes[winner].pattern.text
    switch resolution {
    case .specificity:
      return "\(routeQuoted(one)) and \(routeQuoted(two)) both match \(example); \(routeQuoted(winning)) wins "
        + "by specificity (literal > typed > wildcard)"
    case .declarationOrder:
      return "\(routeQuoted(one)) and \(routeQuoted(two)) both match \(example) and are equally specific; only "
        + "declaration order picks \(routeQuoted(winning))"
    }
  }
}

extension RouteTable {
  /// Every pair of routes that can match the same URL, in declaration order of the pair.
  public var overlaps: [RouteOverlap] {
    var result: [RouteOverlap] = []
    for first in routes.indices {
      for second in routes.indices where second > first {
        let (a, b) = (routes[first].pattern, routes[second].pattern)
        guard let example = Self.commonURL(a, b) else { continue }
        let winner = outranks(first, second) ? first : second
        let resolution: RouteOverlap.Resolution =
          a.specificity == b.specificity ? .declarationOrder : .specificity
        result.append(
          RouteOverlap(first: first, second: second, example: example, winner: winner, resolution: resolution))
      }
    }
    return result
  }

  /// The overlaps only declaration order decides: two patterns equally specific that match the same URL.
  public var ambiguities: [RouteOverlap] { overlaps.filter(\.isAmbiguous) }

  /// A URL both patterns match, or `nil` when none exists.
  static func commonURL(_ a: RoutePattern, _ b: RoutePattern) -> String? {
    guard a.scheme == b.scheme, a.components.count == b.components.count else { return nil }
    var values: [String] = []
    for (index, pair) in zip(a.components, b.components).enumerated() {
      guard let value = commonValue(pair.0, pair.1, isHost: index == 0) else { return nil }
      values.append(value)
    }
    return a.scheme + "://" + values.joined(separator: "/")
  }

  private static func commonValue(_ a: RouteComponent, _ b: RouteComponent, isHost: Bool) -> String? {
    switch (a, b) {
    case (.literal(let x), .literal(let y)):
      return (isHost ? x.lowercased() == y.lowercased() : x == y) ? x : nil
    case (.literal(let x), .parameter(_, let type)), (.parameter(_, let type), .literal(let x)):
      if type.accepts(x) { return x }
      guard isHost, case .oneOf(let values) = type else { return nil }
      return values.first { $0.lowercased() == x.lowercased() }
    case (.parameter(_, let left), .parameter(_, let right)):
      switch (left, right) {
      case (.oneOf(let values), _): return values.first(where: right.accepts)
      case (_, .oneOf(let values)): return values.first(where: left.accepts)
      case (.string, .string): return "x"
      case (.int, _), (_, .int): return "1"
      }
    }
  }
}
