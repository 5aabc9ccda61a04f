import QuickActions

extension ExplorerConfiguration {
  /// A fresh install of `strategy` as this configuration explores it, under `options`: its lifecycle, device, build,
  /// static items, links and windows. The one place a search, its narration and its transition cover build the app
  /// they run, so the three cannot run different apps.
  package func freshSimulator<Strategy: AppStrategy>(
    options: LifecycleOptions, strategy: Strategy
  ) -> Simulator<Strategy> {
    Simulator(
      lifecycle: lifecycle, device: device, options: options, strategy: strategy, shortcutItems: staticItems,
      links: links, build: build, windows: windows)
  }
}
