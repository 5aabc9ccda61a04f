/// How an app turns what it handles into navigation: its route table, where each quick action leads, and
/// where it starts. A quick action mapped to a URL goes through the same table as a link, so one destination
/// can be reached by every road.
public struct AppNavigation: Hashable, Sendable {
  /// Where a quick action leads.
  public enum ShortcutTarget: Hashable, Sendable {
    /// Route this URL through the table, as if it had been opened.
    case url(String)
    /// Go straight to this destination.
    case destination(NavigationUpdate)
  }

  /// The deep-link routes.
  public var routes: RouteTable
  /// The state the app starts in at every launch.
  public var initial: NavigationState
  /// Where each quick action leads, by item type; an item without a target is unmatched.
  public var shortcutTargets: [String: ShortcutTarget]

  /// Creates a navigation model.
  public init(
    routes: RouteTable = RouteTable(), initial: NavigationState = NavigationState(),
    shortcutTargets: [String: ShortcutTarget] = [:]
  ) {
    self.routes = routes
    self.initial = initial
    self.shortcutTargets = shortcutTargets
  }

  /// What handling `entry` does, as a dry run: which route matches (if any) and the update it makes.
  public func outcome(for entry: ItemCatalog.Entry) -> NavigationOutcome {
    switch entry {
    case .link(let url):
      return routes.resolve(url).map(NavigationOutcome.routed) ?? .unmatched
    case .shortcutItem(let item):
      switch shortcutTargets[item.type] {
      case .url(let url)?: return routes.resolve(url).map(NavigationOutcome.routed) ?? .unmatched
      case .destination(let update)?: return .direct(update)
      case nil: return .unmatched
      }
    }
  }
}

/// What handling one quick action or link does to the app's navigation.
public enum NavigationOutcome: Hashable, Sendable {
  /// A route matched (a link, or a quick action mapped to a URL).
  case routed(RouteMatch)
  /// A quick action mapped straight to a destination.
  case direct(NavigationUpdate)
  /// Nothing fits: the app stays where it is (the seed prints "no deeplink found").
  case unmatched

  /// The navigation steps the trace shows for it, given the state before.
  public func steps(from state: NavigationState) -> [NavigationStep] {
    switch self {
    case .routed(let match):
      return [.route(name: match.name, parameters: match.parameters), .navigate(match.update.applied(to: state))]
    case .direct(let update): return [.navigate(update.applied(to: state))]
    case .unmatched: return [.unmatched]
    }
  }

  /// The state after it, from `state`.
  public func applied(to state: NavigationState) -> NavigationState {
    switch self {
    case .routed(let match): match.update.applied(to: state)
    case .direct(let update): update.applied(to: state)
    case .unmatched: state
    }
  }
}
