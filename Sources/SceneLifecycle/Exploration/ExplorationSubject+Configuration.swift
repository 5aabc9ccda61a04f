import QuickActions

extension ExplorationSubject {
  /// The deepest an exploration goes: `generate`'s transition cover explores to it, and coverage is measured against
  /// it.
  public static let maximumDepth = 64

  /// What exploring `lifecycle` of the subject means: its option combinations (every one the lifecycle reads on the
  /// device with `allOptions`, else the subject's own options as far as the lifecycle reads them), items, links, web
  /// clips, build, readiness and windows, with the search's limits. Explore, the state graph and `generate` all
  /// explore through it.
  public func configuration(
    lifecycle: LifecycleStyle, allOptions: Bool, depth: Int, jobs: Int = 1, maxStates: Int? = nil,
    visited: VisitedMode = .exact
  ) -> ExplorerConfiguration {
    let combinations =
      allOptions
      ? LifecycleOptions.allCombinations(
        for: lifecycle, on: device, deferring: strategy.defersToMainQueue, sdk: build.sdk,
        notifying: !notifications.isEmpty, linking: !links.isEmpty)
      : [
        options.relevant(
          to: lifecycle, on: device, deferring: strategy.defersToMainQueue, sdk: build.sdk,
          notifying: !notifications.isEmpty, linking: !links.isEmpty)
      ]
    var configuration = ExplorerConfiguration(
      lifecycle: lifecycle, device: device, optionCombinations: combinations, strategy: strategy, staticItems: items,
      itemCount: items.count, links: links, depth: depth, jobs: jobs, maxStates: maxStates)
    configuration.readiness = readinessOverride
    configuration.build = build
    configuration.webClips = webClips
    configuration.notifications = notifications
    configuration.handoffs = handoffs
    configuration.cloudKitShares = cloudKitShares
    configuration.appIntents = appIntents
    configuration.visited = visited
    if let windows {
      configuration.setWindows(windows.scenes, routing: windows.routing)
    } else {
      configuration.setScenes(sceneIDs.count)
    }
    return configuration
  }
}
