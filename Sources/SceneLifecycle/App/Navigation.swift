/// Where the app's UI is: the selected tab and the details pushed on it (the Paris café seed's
/// `currentTab` and `currentDetailCafeID`), as a navigation controller's stack above its root.
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
  /// The selected tab, if the app has tabs.
  public var tab: String?
  /// The details pushed above the root, bottom first; empty at the root.
  public var stack: [String]

  /// Creates a state with at most one detail.
  public init(tab: String? = nil, detail: String? = nil) {
    self.tab = tab
    self.stack = detail.map { [$0] } ?? []
  }

  /// Creates a state with the details `stack` pushed above the root, bottom first.
  public init(tab: String? = nil, stack: [String]) {
    self.tab = tab
    self.stack = stack
  }

  /// The detail on top, if any; setting it replaces the whole stack (a route that shows one screen), `nil` pops to
  /// the root.
  public var detail: String? {
    get { stack.last }
    set { stack = newValue.map { [$0] } ?? [] }
  }

  /// `tab=search detail=PRS103`, leaving out what is not set, with a stack as `detail=PRS103 > menu`; `root` when
  /// nothing is.
  public var description: String {
    let details = stack.isEmpty ? nil : "detail=" + stack.joined(separator: " > ")
    let parts = [tab.map { "tab=\($0)" }, details].compactMap(\.self)
    return parts.isEmpty ? "root" : parts.joined(separator: " ")
  }
}

/// A change to the ``NavigationState``: each field is kept, set or cleared, and then a detail may be pushed on top.
/// Values may name route parameters as `{name}`, filled in when a route matches.
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
  /// The detail: set replaces the whole stack with it, clear pops to the root.
  public var detail: Field
  /// A detail pushed on top of the stack after the fields changed (`pushViewController`), if any.
  public var push: String?

  /// Creates an update.
  public init(tab: Field = .keep, detail: Field = .keep, push: String? = nil) {
    self.tab = tab
    self.detail = detail
    self.push = push
  }

  /// `tab=search detail={id}`, `detail=none` for a cleared field, `push={id}`; `no change` when nothing changes.
  public var description: String {
    func text(_ name: String, _ field: Field) -> String? {
      switch field {
      case .keep: nil
      case .set(let value): "\(name)=\(value)"
      case .clear: "\(name)=none"
      }
    }
    let parts = [text("tab", tab), text("detail", detail), push.map { "push=\($0)" }].compactMap(\.self)
    return parts.isEmpty ? "no change" : parts.joined(separator: " ")
  }

  /// The state after the update.
  public func applied(to state: NavigationState) -> NavigationState {
    var result = state
    switch tab {
    case .keep: break
    case .set(let new): result.tab = new
    case .clear: result.tab = nil
    }
    switch detail {
    case .keep: break
    case .set(let new): result.detail = new
    case .clear: result.detail = nil
    }
    if let push { result.stack.append(push) }
    return result
  }

  /// The parameter names the values refer to as `{name}`, in order, each once.
  public var referencedParameters: [String] {
    var names: [String] = []
    var templates: [String] = []
    for case .set(let template) in [tab, detail] { templates.append(template) }
    if let push { templates.append(push) }
    for template in templates {
      for name in Self.references(in: template) where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The update with every `{name}` replaced by the bound value.
  public func filled(with parameters: [RouteParameter]) -> NavigationUpdate {
    func fill(_ template: String) -> String {
      guard template.contains("{") else { return template }
      var result = template
      for parameter in parameters {
        result = result.replacingEvery("{\(parameter.name)}", with: parameter.value)
      }
      return result
    }
    func fill(_ field: Field) -> Field {
      guard case .set(let template) = field else { return field }
      return .set(fill(template))
    }
    return NavigationUpdate(tab: fill(tab), detail: fill(detail), push: push.map(fill))
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
