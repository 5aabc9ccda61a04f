/// Where the app's UI is: the selected tab and the detail pushed on it (the Paris café seed's
/// `currentTab` and `currentDetailCafeID`).
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
  /// The selected tab, if the app has tabs.
  public var tab: String?
  /// The pushed detail, if any.
  public var detail: String?

  /// Creates a state.
  public init(tab: String? = nil, detail: String? = nil) {
    self.tab = tab
    self.detail = detail
  }

  /// `tab=search detail=PRS103`, leaving out what is not set; `root` when nothing is.
  public var description: String {
    let parts = [tab.map { "tab=\($0)" }, detail.map { "detail=\($0)" }].compactMap(\.self)
    return parts.isEmpty ? "root" : parts.joined(separator: " ")
  }
}

/// A change to the ``NavigationState``: each field is kept, set or cleared. Values may name route
/// parameters as `{name}`, filled in when a route matches.
public struct NavigationUpdate: Hashable, Sendable, CustomStringConvertible {
  /// What happens to one field.
  public enum Field: Hashable, Sendable {
    /// Left as it is.
    case keep
    /// Set to this value (a template until filled).
    case set(String)
    /// Cleared.
    case clear
  }

  /// The selected tab.
  public var tab: Field
  /// The pushed detail.
  public var detail: Field

  /// Creates an update.
  public init(tab: Field = .keep, detail: Field = .keep) {
    self.tab = tab
    self.detail = detail
  }

  /// `tab=search detail={id}`, `detail=none` for a cleared field; `no change` when both are kept.
  public var description: String {
    func text(_ name: String, _ field: Field) -> String? {
      switch field {
      case .keep: nil
      case .set(let value): "\(name)=\(value)"
      case .clear: "\(name)=none"
      }
    }
    let parts = [text("tab", tab), text("detail", detail)].compactMap(\.self)
    return parts.isEmpty ? "no change" : parts.joined(separator: " ")
  }

  /// The state after the update.
  public func applied(to state: NavigationState) -> NavigationState {
    func apply(_ field: Field, _ value: String?) -> String? {
      switch field {
      case .keep: value
      case .set(let new): new
      case .clear: nil
      }
    }
    return NavigationState(tab: apply(tab, state.tab), detail: apply(detail, state.detail))
  }

  /// The parameter names the values refer to as `{name}`, in order, each once.
  public var referencedParameters: [String] {
    var names: [String] = []
    for case .set(let template) in [tab, detail] {
      for name in Self.references(in: template) where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The update with every `{name}` replaced by the bound value.
  public func filled(with parameters: [RouteParameter]) -> NavigationUpdate {
    func fill(_ field: Field) -> Field {
      guard case .set(let template) = field, template.contains("{") else { return field }
      var result = template
      for parameter in parameters {
        result = result.replacingEvery("{\(parameter.name)}", with: parameter.value)
      }
      return .set(result)
    }
    return NavigationUpdate(tab: fill(tab), detail: fill(detail))
  }

  /// The `{name}` references in `template`.
  static func references(in template: String) -> [String] {
    var names: [String] = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      names.append(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    return names
  }
}

/// One navigation step the app takes after handling a delivery, as the trace shows it:
/// `app route cafe id=PRS103`, `app navigate tab=search detail=PRS103`, `app unmatched pariscafe://nope`.
public enum NavigationStep: Hashable, Sendable {
  /// A route of the table matched, binding these parameters.
  case route(name: String, parameters: [RouteParameter])
  /// The app's navigation state is now this.
  case navigate(NavigationState)
  /// Nothing in the route table (or the shortcut mapping) fits the delivery: the seed's "no deeplink found".
  case unmatched

  /// The trace name: `route`, `navigate` or `unmatched`.
  public var name: String {
    switch self {
    case .route: "route"
    case .navigate: "navigate"
    case .unmatched: "unmatched"
    }
  }
}
