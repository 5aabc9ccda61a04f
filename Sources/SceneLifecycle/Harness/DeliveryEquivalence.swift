import QuickActions

/// Does every road to a destination end there, exactly once? For each destination an app's triggers lead to
/// (a quick action, a custom-scheme URL, a universal link, a web clip, a tapped notification, a user activity or a
/// Handoff, an accepted CloudKit share), each trigger is taken at each of
/// ``timings`` (the migration's ``RoadTiming``s cold and warm, with their lead-ins), in each lifecycle, and the
/// run is judged by where the app's navigation ends and how often the trigger's delivery was handled.
public enum DeliveryEquivalence {
  /// What starts a road.
  public enum Trigger: Hashable, Sendable, CustomStringConvertible {
    /// The user picks this quick action.
    case quickAction(String)
    /// The user opens this custom-scheme URL.
    case openURL(String)
    /// The user taps this universal link.
    case universalLink(String)
    /// The user taps a Home Screen web clip that redirects to this custom-scheme URL.
    case webClip(String)
    /// The user taps a notification that carries this URL.
    case notificationTap(String)
    /// The user opens the app with this activity (``UserActivityReference/text``): a Spotlight result, a Siri
    /// suggestion, a widget without a URL.
    case userActivity(String)
    /// The user hands this activity off from another device.
    case handoff(String)
    /// The user accepts the CloudKit share at this URL.
    case cloudKitShare(String)

    /// The trigger as a scenario step.
    public var step: ScenarioStep {
      switch self {
      case .quickAction(let type): .quickAction(type)
      case .openURL(let url): .openURL(url)
      case .universalLink(let url): .universalLink(url)
      case .webClip(let url): .webClip(url)
      case .notificationTap(let url): .notificationTap(url)
      case .userActivity(let reference): .userActivity(reference)
      case .handoff(let reference): .handoff(reference)
      case .cloudKitShare(let url): .cloudKitShare(url)
      }
    }

    /// `quickAction com.example.search`, `openURL pariscafe://search`, `universalLink https://…`,
    /// `webClip pariscafe://search`.
    public var description: String { step.summary }

    /// The trigger for a link: `universalLink` for an https URL with a host, `openURL` otherwise.
    public static func link(_ url: String) -> Trigger {
      LinkURL(url)?.isUniversalLink == true ? .universalLink(url) : .openURL(url)
    }
  }

  /// When the trigger comes, in order: cold (a fresh install) and warm (in the background after `tapIcon`,
  /// `goHome`). A restored session and a reconnect, which the migration also takes, are left out: where a
  /// trigger leads does not depend on them.
  public static let timings: [RoadTiming] = [.cold, .warm]

  /// One trigger taken at one timing in one lifecycle, and how it ended.
  public struct Run: Hashable, Sendable {
    /// The trigger.
    public let trigger: Trigger
    /// When it came: one of ``DeliveryEquivalence/timings``.
    public let timing: RoadTiming
    /// The lifecycle.
    public let lifecycle: LifecycleStyle
    /// Where the app's navigation ended.
    public let navigation: NavigationState
    /// How often the trigger's delivery was handled.
    public let handledCount: Int
    /// Whether the simulator refused a step (the trigger could not happen).
    public let rejected: Bool
    /// The error-kind violations of the run.
    public let violations: [ViolationKind]

    /// Whether it reached `destination`, handled exactly once, with no error-kind violation.
    public func reaches(_ destination: NavigationState) -> Bool {
      !rejected && handledCount == 1 && navigation == destination && violations.isEmpty
    }

    /// `ok` when it reaches `destination`; otherwise the first reason it does not: `rejected`, `lost`
    /// (never handled), `handled N times`, the state it ended in, or the violations.
    public func verdict(for destination: NavigationState) -> String {
      if reaches(destination) { return "ok" }
      if rejected { return "rejected" }
      if handledCount == 0 { return "lost" }
      if handledCount > 1 { return "handled \(handledCount) times" }
      if navigation != destination { return "ends at \(navigation)" }
      return violations.map(\.rawValue).joined(separator: ",")
    }
  }

  /// One destination and every road to it.
  public struct Destination: Hashable, Sendable {
    /// Where the triggers lead, from the app's initial state.
    public let state: NavigationState
    /// The triggers that lead there, in the order given.
    public let triggers: [Trigger]
    /// Every trigger × timing × lifecycle, in that order.
    public let roads: [Run]

    /// Whether every road reaches it exactly once.
    public var isEquivalent: Bool { roads.allSatisfy { $0.reaches(state) } }
  }

  /// Where `trigger` leads when the app handles it from its initial state (a dry run); `nil` when it matches no
  /// route or has no target.
  public static func destination(of trigger: Trigger, navigation: AppNavigation) -> NavigationState? {
    let entry: ItemCatalog.Entry
    switch trigger {
    case .quickAction(let type): entry = .shortcutItem(ShortcutItem(type: type, localizedTitle: type))
    case .openURL(let url), .universalLink(let url), .webClip(let url), .notificationTap(let url),
      .userActivity(let url), .handoff(let url), .cloudKitShare(let url):
      entry = .link(url)
    }
    let outcome = navigation.outcome(for: entry)
    if case .unmatched = outcome { return nil }
    return outcome.applied(to: navigation.initial)
  }

  /// Takes every trigger every way in every lifecycle, grouped by destination (in order of first trigger).
  /// Triggers that match no route are left out.
  public static func check<Strategy: AppStrategy>(
    strategy: Strategy, navigation: AppNavigation, triggers: [Trigger], shortcutItems: [ShortcutItem],
    lifecycles: [LifecycleStyle] = LifecycleStyle.allCases, options: LifecycleOptions = .defaults
  ) -> [Destination] {
    var order: [NavigationState] = []
    var grouped: [NavigationState: [Trigger]] = [:]
    for trigger in triggers {
      guard let state = destination(of: trigger, navigation: navigation) else { continue }
      if grouped[state] == nil { order.append(state) }
      if grouped[state, default: []].contains(trigger) { continue }
      grouped[state, default: []].append(trigger)
    }
    return order.map { state in
      let triggers = grouped[state] ?? []
      var roads: [Run] = []
      for trigger in triggers {
        for timing in timings {
          for lifecycle in lifecycles {
            roads.append(
              take(
                trigger, timing: timing, lifecycle: lifecycle, strategy: strategy, navigation: navigation,
                shortcutItems: shortcutItems, options: options))
          }
        }
      }
      return Destination(state: state, triggers: triggers, roads: roads)
    }
  }

  /// Runs one road from a fresh install: the timing's lead-in (up to its first refused step), then the trigger.
  static func take<Strategy: AppStrategy>(
    _ trigger: Trigger, timing: RoadTiming, lifecycle: LifecycleStyle, strategy: Strategy, navigation: AppNavigation,
    shortcutItems: [ShortcutItem], options: LifecycleOptions
  ) -> Run {
    var sim = Simulator(
      lifecycle: lifecycle, options: options, strategy: strategy, shortcutItems: shortcutItems, navigation: navigation)
    var rejected = false
    for step in timing.leadIn where sim.send(step: step) != nil {
      rejected = true
      break
    }
    let before = sim.runner.handled.count
    rejected = sim.send(step: trigger.step) != nil || rejected
    let id = sim.catalog.event(for: trigger.step)?.deliverable
    let handled = sim.runner.handled.dropFirst(before).filter { $0.item == id }.count
    return Run(
      trigger: trigger, timing: timing, lifecycle: lifecycle, navigation: sim.navigationState, handledCount: handled,
      rejected: rejected, violations: sim.violationKinds.filter { !$0.isWarning })
  }
}
