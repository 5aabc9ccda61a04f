/// A deep-link route pattern such as `pariscafe://{tab}`, `pariscafe://cafe/{id:int}` or
/// `https://example.com/cafe/{id}`: a literal scheme, then the host and each path segment, each either a
/// literal or a `{name}` / `{name:type}` parameter that fills the whole component.
///
/// Parameter types: `string` (the default: any non-empty component, the wildcard), `int` (an optional `-`
/// and digits), or a fixed list of values given with the pattern (``RouteParameterType/oneOf(_:)``). A URL
/// matches when its scheme is the pattern's, it has as many components, and each one matches; the query and
/// fragment are not routed on. Host literals compare ignoring case; everything else is exact.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let text: String
  /// The scheme, lowercased.
  public let scheme: String
  /// The host, then each path segment.
  public let components: [RouteComponent]

  /// Parses `text`.
  /// - Parameters:
  ///   - text: the pattern.
  ///   - values: for parameters that take a fixed list of values, the list, by parameter name.
  /// - Throws: ``RouteError`` naming what is wrong.
  public init(_ text: String, values: [String: [String]] = [:]) throws(RouteError) {
    guard let separator = text.firstRange(ofText: "://") else {
      throw RouteError("pattern \(routeQuoted(text)) needs a scheme and \"://\", as in pariscafe://{tab}")
    }
    let schemeText = String(text[..<separator.lowerBound])
    guard let probe = LinkURL(schemeText + "://x"), probe.scheme == schemeText.lowercased() else {
      throw RouteError("pattern \(routeQuoted(text)) has an invalid scheme \(routeQuoted(schemeText))")
    }
    let rest = text[separator.upperBound...]
    if rest.contains("?") || rest.contains("#") {
      throw RouteError(
        "pattern \(routeQuoted(text)) has a query or fragment; routes match the scheme, host and path only")
    }
    let pieces = rest.split(separator: "/", omittingEmptySubsequences: false)
    guard let host = pieces.first, !host.isEmpty else {
      throw RouteError("pattern \(routeQuoted(text)) needs a host after \"://\" (a literal or a parameter)")
    }
    let segments = pieces.dropFirst()
    if segments.dropLast().contains(where: \.isEmpty) {
      throw RouteError("pattern \(routeQuoted(text)) has an empty path segment")
    }
    var components: [RouteComponent] = []
    var names: Set<String> = []
    for piece in [host] + segments.filter({ !$0.isEmpty }) {
      let component = try Self.component(piece, in: text, values: values)
      if case .parameter(let name, _) = component, !names.insert(name).inserted {
        throw RouteError("pattern \(routeQuoted(text)) names the parameter \(routeQuoted(name)) twice")
      }
      components.append(component)
    }
    if let unused = values.keys.sorted().first(where: { !names.contains($0) }) {
      throw RouteError(
        "values are given for \(routeQuoted(unused)), which pattern \(routeQuoted(text)) has no parameter for")
    }
    self.text = text
    self.scheme = schemeText.lowercased()
    self.components = components
  }

  private static func component(
    _ piece: Substring, in text: String, values: [String: [String]]
  ) throws(RouteError) -> RouteComponent {
    guard piece.hasPrefix("{") else {
      if piece.contains("{") || piece.contains("}") {
        throw RouteError(
          "pattern \(routeQuoted(text)): a parameter must fill a whole component, found \(routeQuoted(piece))")
      }
      return .literal(LinkURL.percentDecoded(piece))
    }
    guard piece.hasSuffix("}"), piece.count > 2 else {
      throw RouteError("pattern \(routeQuoted(text)): unclosed parameter \(routeQuoted(piece))")
    }
    let inner = piece.dropFirst().dropLast()
    let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard isIdentifier(name) else {
      throw RouteError(
        "pattern \(routeQuoted(text)): \(routeQuoted(name)) is not a parameter name (letters, digits, _)")
    }
    if let list = values[name] {
      guard parts.count == 1 else {
        throw RouteError(
          "pattern \(routeQuoted(text)): \(routeQuoted(name)) takes either a type or a list of values, not both")
      }
      guard !list.isEmpty else {
        throw RouteError("pattern \(routeQuoted(text)): the values of \(routeQuoted(name)) are empty")
      }
      return .parameter(name: name, type: .oneOf(list))
    }
    guard parts.count == 2 else { return .parameter(name: name, type: .string) }
    switch parts[1] {
    case "string": return .parameter(name: name, type: .string)
    case "int": return .parameter(name: name, type: .int)
    default:
      throw RouteError(
        "pattern \(routeQuoted(text)): unknown parameter type \(routeQuoted(parts[1])) (expected one of: string, int; "
          + "or give a list of values)")
    }
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// The pattern as written.
  public var description: String { text }

  /// The parameters' names, in order.
  public var parameterNames: [String] {
    components.compactMap { component in
      if case .parameter(let name, _) = component { return name }
      return nil
    }
  }

  /// How specific each component is, host first: the route table's priority compares these.
  public var specificity: [RouteSpecificity] { components.map(\.specificity) }

  /// The parameters `url` binds, in order, or `nil` when it does not match.
  public func match(_ url: LinkURL) -> [RouteParameter]? {
    guard url.scheme == scheme, url.path.count + 1 == components.count else { return nil }
    var bound: [RouteParameter] = []
    for (index, component) in components.enumerated() {
      let value = index == 0 ? url.host : url.path[index - 1]
      switch component {
      case .literal(let literal):
        let same = index == 0 ? literal.lowercased() == value.lowercased() : literal == value
        guard same else { return nil }
      case .parameter(let name, let type):
        guard type.accepts(value) else { return nil }
        bound.append(RouteParameter(name: name, value: value))
      }
    }
    return bound
  }
}

/// One component of a ``RoutePattern``.
public enum RouteComponent: Hashable, Sendable {
  /// Exactly this text (the host ignoring case).
  case literal(String)
  /// A parameter that binds the component's text.
  case parameter(name: String, type: RouteParameterType)

  /// How specific the component is.
  public var specificity: RouteSpecificity {
    switch self {
    case .literal: .literal
    case .parameter(_, .string): .wildcard
    case .parameter(_, .int), .parameter(_, .oneOf): .typed
    }
  }
}

/// What a route parameter accepts.
public enum RouteParameterType: Hashable, Sendable {
  /// Any non-empty component: the wildcard.
  case string
  /// An optional `-` and one or more ASCII digits.
  case int
  /// Exactly one of these values.
  case oneOf([String])

  /// Whether `value` fits.
  public func accepts(_ value: String) -> Bool {
    switch self {
    case .string: return !value.isEmpty
    case .int:
      let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
      return !digits.isEmpty && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    case .oneOf(let values): return values.contains(value)
    }
  }
}

/// How specific a pattern component is; a more specific one wins (literal > typed > wildcard).
public enum RouteSpecificity: Int, Hashable, Sendable, Comparable {
  /// A literal.
  case literal
  /// An `int` parameter or one with a fixed list of values.
  case typed
  /// A `string` parameter.
  case wildcard

  /// More specific first.
  public static func < (lhs: RouteSpecificity, rhs: RouteSpecificity) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A parameter a URL bound.
public struct RouteParameter: Hashable, Sendable {
  /// The parameter's name.
  public let name: String
  /// The URL's text for it (percent-decoded).
  public let value: String

  /// Creates one.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// A route or pattern that cannot be used, with the reason.
public struct RouteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, lower case without a final period.
  public let message: String

  /// Creates one.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// `"text"`, shortened to 80 characters, for messages.
func routeQuoted<S: StringProtocol>(_ text: S) -> String {
  let string = String(text)
  let shown = string.count > 80 ? String(string.prefix(77)) + "…" : string
  return "\"" + shown + "\""
}
