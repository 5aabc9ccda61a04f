/// One route of an app's table: a pattern and the navigation it leads to.
public struct Route: Hashable, Sendable {
  /// What traces call it (`app route <name>`); the pattern's text unless given.
  public let name: String
  /// The URLs it matches.
  public let pattern: RoutePattern
  /// Where it leads; values may name the pattern's parameters as `{name}`.
  public let navigate: NavigationUpdate

  /// Creates a route.
  /// - Throws: ``RouteError`` when `navigate` names a parameter the pattern does not have.
  public init(name: String? = nil, pattern: RoutePattern, navigate: NavigationUpdate) throws(RouteError) {
    if let unknown = navigate.referencedParameters.first(where: { !pattern.parameterNames.contains($0) }) {
      let known = pattern.parameterNames.isEmpty ? "none" : pattern.parameterNames.joined(separator: ", ")
      throw RouteError(
        "navigate refers to {\(unknown)}, which pattern \(routeQuoted(pattern.text)) does not bind (its parameters: "
          + "\(known))")
    }
    self.name = name ?? pattern.text
    self.pattern = pattern
    self.navigate = navigate
  }
}

/// A route that matched a URL.
public struct RouteMatch: Hashable, Sendable {
  /// The route's position in the table's declaration order.
  public let index: Int
  /// The route's name.
  public let name: String
  /// What the URL bound, in the pattern's order.
  public let parameters: [RouteParameter]
  /// The route's update with the parameters filled in.
  public let update: NavigationUpdate
}

/// An app's deep-link routes, matched in a documented priority order.
///
/// Priority: the candidates are the routes whose pattern matches the URL; compare their components from the
/// host on, and at the first component where they differ, the more specific wins: a literal beats a typed
/// parameter (`int`, or a fixed list of values), which beats a `string` wildcard. Routes equally specific
/// everywhere go by declaration order. ``ambiguities`` lists every pair that can match one URL, saying which
/// pairs only declaration order separates. A URL no route matches is unmatched: the seed's
/// "no deeplink found".
public struct RouteTable: Hashable, Sendable {
  /// The routes, in declaration order.
  public let routes: [Route]
  /// Route indices in priority order (most specific first; ties in declaration order).
  public let priorityOrder: [Int]

  /// A table of `routes`, in declaration order.
  public init(_ routes: [Route] = []) {
    self.routes = routes
    priorityOrder = routes.indices.sorted { lhs, rhs in
      let (left, right) = (routes[lhs].pattern.specificity, routes[rhs].pattern.specificity)
      if left != right { return left.lexicographicallyPrecedes(right) }
      return lhs < rhs
    }
  }

  /// Whether `lhs` takes priority over `rhs` (indices in declaration order).
  public func outranks(_ lhs: Int, _ rhs: Int) -> Bool {
    (priorityOrder.firstIndex(of: lhs) ?? .max) < (priorityOrder.firstIndex(of: rhs) ?? .max)
  }

  /// Every route that matches `url`, in priority order (the first one wins); empty when none does or `url`
  /// is not a URL. A user activity whose identifier is a URL is routed by it (``UserActivityReference/routableURL``).
  public func candidates(for url: String) -> [RouteMatch] {
    guard let parsed = Self.routed(url) else { return [] }
    return priorityOrder.compactMap { index in
      let route = routes[index]
      guard let parameters = route.pattern.match(parsed) else { return nil }
      return RouteMatch(
        index: index, name: route.name, parameters: parameters, update: route.navigate.filled(with: parameters))
    }
  }

  /// The winning route for `url`, or `nil` when it is unmatched.
  public func resolve(_ url: String) -> RouteMatch? {
    guard let parsed = Self.routed(url) else { return nil }
    for index in priorityOrder {
      let route = routes[index]
      if let parameters = route.pattern.match(parsed) {
        return RouteMatch(
          index: index, name: route.name, parameters: parameters, update: route.navigate.filled(with: parameters))
      }
    }
    return nil
  }

  /// The URL a link routes on: the link itself, or the identifier of a user activity when it is a URL.
  static func routed(_ link: String) -> LinkURL? {
    LinkURL(link) ?? UserActivityReference(link)?.routableURL
  }
}
