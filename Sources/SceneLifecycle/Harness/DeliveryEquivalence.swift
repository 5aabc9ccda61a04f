import QuickActions

/// Does every road to a destination end there, exactly once? For each destination an app's triggers lead to
/// (a quick action, a custom-scheme URL, a universal link, a web clip, a tapped notification, a user activity or a
/// Handoff, an accepted CloudKit share, each the scenario step that takes it: `quickAction`, `openURL`,
/// `universalLink`, `webClip`, `notificationTap`, `userActivity`, `handoff`, `cloudKitShare`), each trigger is taken
/// at each of
/// ``timings`` (the migration's ``RoadTiming``s cold and warm, with their lead-ins), in each lifecycle, and the
/// run is judged by where the app's navigation ends and how often the trigger's delivery was handled.
public enum DeliveryEquivalence {
  /// When the trigger comes, in order: cold (a fresh install) and warm (in the background after `tapIcon`,
  /// `goHome`). A restored session and a reconnect, which the migration also takes, are left out: where a
  /// trigger leads does not depend on them.
  public static let timings: [RoadTiming] = [.cold, .warm]

  /// One trigger taken at one timing in one lifecycle, and how it ended.
  public struct Run: Hashable, Sendable {
    /// The trigger.
    public let trigger: ScenarioStep
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
    public let triggers: [ScenarioStep]
    /// Every trigger × timing × lifecycle, in that order.
    public let roads: [Run]

    /// Whether every road reaches it exactly once.
    public var isEquivalent: Bool { roads.allSatisfy { $0.reaches(state) } }
  }

  /// Where `trigger` leads when the app handles it from its initial state (a dry run); `nil` when it matches no
  /// route, has no target or is no road into the app (a step that delivers neither a quick action nor a link).
  public static func destination(of trigger: ScenarioStep, navigation: AppNavigation) -> NavigationState? {
    let entry: ItemCatalog.Entry
    switch trigger.payload {
    case .item(let type): entry = .shortcutItem(ShortcutItem(type: type, localizedTitle: type))
    case .link(let url):
      // An intent's payload names the intent, which no route matches.
      guard trigger.appIntentRun == nil else { return nil }
      entry = .link(url)
    case .none, .dynamicItems, .gate, .scene: return nil
    }
    let outcome = navigation.outcome(for: entry)
    if case .unmatched = outcome { return nil }
    return outcome.applied(to: navigation.initial)
  }

  /// Takes every trigger every way in every lifecycle, grouped by destination (in order of first trigger).
  /// Triggers that match no route are left out.
  public static func check<Strategy: AppStrategy>(
    strategy: Strategy, navigation: AppNavigation, triggers: [ScenarioStep], shortcutItems: [ShortcutItem],
    lifecycles: [LifecycleStyle] = LifecycleStyle.allCases, options: LifecycleOptions = .defaults
  ) -> [Destination] {
    var order: [NavigationState] = []
    var grouped: [NavigationState: [ScenarioStep]] = [:]
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
    _ trigger: ScenarioStep, timing: RoadTiming, lifecycle: LifecycleStyle, strategy: Strategy,
    navigation: AppNavigation,
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
    rejected = sim.send(step: trigger) != nil || rejected
    let id = sim.catalog.event(for: trigger)?.deliverable
    let handled = sim.runner.handled.dropFirst(before).filter { $0.item == id }.count
    return Run(
      trigger: trigger, timing: timing, lifecycle: lifecycle, navigation: sim.navigationState, handledCount: handled,
      rejected: rejected, violations: sim.violationKinds.filter { !$0.isWarning })
  }
}

extension ScenarioStep {
  /// The step that opens a link: `universalLink` for an https URL with a host, `openURL` otherwise.
  public static func link(_ url: String) -> ScenarioStep {
    LinkURL(url)?.isUniversalLink == true ? .universalLink(url) : .openURL(url)
  }
}
