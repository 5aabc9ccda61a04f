import QuickActions

// MARK: - Building scenarios to encode

extension Scenario {
  /// A scenario of `strategy` going through `steps`: no lifecycle, device or SDK of its own (the strategy's
  /// lifecycle, an iPhone, ``SDK/standard``), the default switches, no static items, routes or windows, and no
  /// `expect` (no error-kind violation may occur). Set the other members to build the rest.
  public init(name: String, strategy: TableStrategy, steps: [ScenarioStep]) {
    self.init(
      name: name, description: nil, lifecycle: nil, options: .defaults, dynamicItemsAfterUpdate: .keptUntilReplaced,
      strategy: strategy, staticItems: .inline([]), steps: steps, expect: nil)
  }

  /// The static quick actions written in the scenario (`app.shortcutItems`); none when they come from an Info.plist,
  /// which only a loaded file resolves (``LoadedScenario/shortcutItems``).
  public var inlineItems: [ShortcutItem] {
    switch staticItems {
    case .inline(let items): items
    case .infoPlist: []
    }
  }

  /// This scenario's app going through other steps: the same strategy, items, scene manifest, routes and windows,
  /// with `name`, `description`, `steps`, `lifecycle`, `device` and `options` as given, the static items replaced
  /// by `staticItems` when given (an Info.plist path written relative to one file does not resolve from another),
  /// and no `expect` (record one from a run with ``Recorder/recorded(_:run:)``).
  public func deriving(
    name: String, description: String?, steps: [ScenarioStep], lifecycle: LifecycleStyle?, device: Device?,
    options: LifecycleOptions, staticItems: [ShortcutItem]? = nil
  ) -> Scenario {
    var derived = self
    derived.name = name
    derived.description = description
    derived.steps = steps
    derived.lifecycle = lifecycle
    derived.device = device
    derived.options = options
    if let staticItems { derived.staticItems = .inline(staticItems) }
    derived.expect = nil
    return derived
  }
}
