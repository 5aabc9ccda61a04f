import QuickActions

/// What an exploration explores: an app (a built-in table strategy, or a loaded scenario's), its items, links and web
/// clips (its own, else generated ones), its device, build and windows. `qa-sim explore` and `generate` build one from
/// their arguments; a test builds one the same way and gets the same ``configuration(lifecycle:allOptions:depth:jobs:maxStates:visited:)``.
public struct ExplorationSubject: Sendable {
  /// The strategy.
  public var strategy: TableStrategy
  /// The static items.
  public var items: [ShortcutItem]
  /// The links the user can open: custom-scheme URLs, universal links and other user activities.
  public var links: [String]
  /// The custom-scheme URLs of ``links`` the user reaches by tapping a Home Screen web clip.
  public var webClips: Set<String> = []
  /// The URLs of ``links`` the user reaches by tapping a notification that carries them.
  public var notifications: Set<String> = []
  /// The user activities of ``links`` handed off from another device.
  public var handoffs: Set<String> = []
  /// The `https` URLs of ``links`` that are CloudKit shares the user accepts.
  public var cloudKitShares: Set<String> = []
  /// The App Intents of ``links``, each with the runs explored.
  public var appIntents: [String: [AppIntentRun]] = [:]
  /// The lifecycle when none is asked for: the scenario's, or the built-in strategy's own.
  public var lifecycle: LifecycleStyle
  /// The device explored.
  public var device: Device
  /// The options explored when not every combination is asked for.
  public var options: LifecycleOptions
  /// What reports call it.
  public var label: String
  /// The SDK the app is built with and its scene manifest.
  public var build: AppBuild = .standard
  /// The declared scenes' ids when the app has several windows, else empty.
  public var sceneIDs: [String] = []
  /// The scenario's own windows (its scenes' activation conditions and routing switches), when it declares several on
  /// iPad; `nil` for generated scenes or one window.
  public var windows: ScenarioWindows? = nil
  /// When every gate opens, replacing each gate's declaration; `nil` keeps each gate's own. Counterexamples declare it
  /// where a gate's own declaration would refuse a path found under it.
  public var readinessOverride: Readiness? = nil
  /// The loaded scenario the app comes from (`nil` for a built-in strategy): its counterexamples keep its app.
  public var scenario: LoadedScenario? = nil

  /// What an exploration generates for an app that brings none of its own: items, links, web clips and scenes.
  public struct Generated: Hashable, Sendable {
    /// Quick-action types `com.example.item1` …; `nil` for 2, or 0 when links are explored.
    public var items: Int?
    /// Custom-scheme URLs `qasim://link1` ….
    public var urls = 0
    /// Universal links `https://example.com/link1` ….
    public var universalLinks = 0
    /// Web clips redirecting to `qasim://webclip1` ….
    public var webClips = 0
    /// Notifications carrying `qasim://notification1` ….
    public var notifications = 0
    /// User activities `com.example.activity1` … continued whole (a Spotlight result, a Siri suggestion, a widget
    /// without a URL).
    public var activities = 0
    /// Handoffs of activities `com.example.handoff1` ….
    public var handoffs = 0
    /// CloudKit shares `https://www.icloud.com/share/share1` … the user accepts.
    public var cloudKitShares = 0
    /// App Intents `Intent1` … the system runs in the app's process, each in every mode.
    public var intents = 0
    /// Declared scenes `s1` …; more than one explores several windows on iPad.
    public var scenes = 1

    /// Nothing generated but the default items.
    public init(
      items: Int? = nil, urls: Int = 0, universalLinks: Int = 0, webClips: Int = 0, notifications: Int = 0,
      activities: Int = 0, handoffs: Int = 0, cloudKitShares: Int = 0, intents: Int = 0, scenes: Int = 1
    ) {
      self.items = items
      self.urls = urls
      self.universalLinks = universalLinks
      self.webClips = webClips
      self.notifications = notifications
      self.activities = activities
      self.handoffs = handoffs
      self.cloudKitShares = cloudKitShares
      self.intents = intents
      self.scenes = scenes
    }

    /// How many items to make: ``items``, else the default
    /// (``ExplorerConfiguration/defaultItemCount(withLinks:)``).
    public func itemCount(withLinks: Bool) -> Int {
      items ?? ExplorerConfiguration.defaultItemCount(withLinks: withLinks)
    }

    /// `qasim://link1` … for ``urls``, `qasim://webclip1` … for ``webClips``, `qasim://notification1` … for
    /// ``notifications``, then `https://example.com/link1` … for ``universalLinks``, then `com.example.activity1` …
    /// for ``activities``, `com.example.handoff1` … for ``handoffs``, `https://www.icloud.com/share/share1` … for
    /// ``cloudKitShares`` and `Intent1` … for ``intents``.
    public var links: [String] {
      (0..<urls).map { "qasim://link\($0 + 1)" } + webClipLinks.sorted() + notificationLinks.sorted()
        + (0..<universalLinks).map { "https://example.com/link\($0 + 1)" }
        + (0..<activities).map { "com.example.activity\($0 + 1)" } + handoffLinks.sorted() + cloudKitShareLinks.sorted()
        + appIntentRuns.keys.sorted()
    }

    /// `Intent1` … for ``intents``, each run in the app's process in every mode.
    public var appIntentRuns: [String: [AppIntentRun]] {
      let runs = AppIntentMode.allCases.map { AppIntentRun(mode: $0) }
      return Dictionary(uniqueKeysWithValues: (0..<intents).map { ("Intent\($0 + 1)", runs) })
    }

    /// `https://www.icloud.com/share/share1` … for ``cloudKitShares``: CloudKit shares the user accepts.
    public var cloudKitShareLinks: Set<String> {
      Set((0..<cloudKitShares).map { "https://www.icloud.com/share/share\($0 + 1)" })
    }

    /// `com.example.handoff1` … for ``handoffs``: activities handed off from another device.
    public var handoffLinks: Set<String> { Set((0..<handoffs).map { "com.example.handoff\($0 + 1)" }) }

    /// `qasim://notification1` … for ``notifications``: URLs reached by tapping a notification that carries them.
    public var notificationLinks: Set<String> {
      Set((0..<notifications).map { "qasim://notification\($0 + 1)" })
    }

    /// `qasim://webclip1` … for ``webClips``: custom-scheme URLs reached by tapping a Home Screen web clip.
    public var webClipLinks: Set<String> { Set((0..<webClips).map { "qasim://webclip\($0 + 1)" }) }
  }

  /// A built-in strategy named `label`, with generated items and links, on `device` (an iPad with several generated
  /// scenes), built with `sdk`.
  public init(
    builtIn strategy: TableStrategy, label: String, generated: Generated = Generated(), device: Device? = nil,
    sdk: SDK? = nil, readiness: Readiness? = nil
  ) {
    let links = generated.links
    self.strategy = strategy
    items = ShortcutItem.generated(count: generated.itemCount(withLinks: !links.isEmpty))
    self.links = links
    webClips = generated.webClipLinks
    notifications = generated.notificationLinks
    handoffs = generated.handoffLinks
    cloudKitShares = generated.cloudKitShareLinks
    appIntents = generated.appIntentRuns
    lifecycle = strategy.nativeLifecycle
    self.device = device ?? .iPhone
    options = .defaults
    self.label = label
    build = AppBuild(sdk: sdk ?? .standard)
    readinessOverride = readiness
    generateScenes(generated.scenes)
  }

  /// The app of a loaded scenario: its strategy, lifecycle, options and build, its items (at most the four the Home
  /// Screen shows, else generated ones) and the links its steps open (else generated ones), on `device` or the
  /// scenario's; its own windows where it declares several and is explored in a scene lifecycle on iPad.
  public init(
    scenario loaded: LoadedScenario, label: String, generated: Generated = Generated(), device: Device? = nil,
    sdk: SDK? = nil, readiness: Readiness? = nil
  ) {
    let scenario = loaded.scenario
    var links = scenario.exploredLinks
    var webClips = scenario.exploredWebClips
    var notifications = scenario.exploredNotifications
    var handoffs = scenario.exploredHandoffs
    var cloudKitShares = scenario.exploredCloudKitShares
    var appIntents = scenario.exploredAppIntents
    if links.isEmpty {
      links = generated.links
      webClips = generated.webClipLinks
      notifications = generated.notificationLinks
      handoffs = generated.handoffLinks
      cloudKitShares = generated.cloudKitShareLinks
      appIntents = generated.appIntentRuns
    }
    strategy = scenario.strategy
    items =
      loaded.shortcutItems.isEmpty
      ? ShortcutItem.generated(count: generated.itemCount(withLinks: !links.isEmpty))
      : Array(loaded.shortcutItems.prefix(HomeScreenMenu<ItemID>.displayLimit))
    self.links = links
    self.webClips = webClips
    self.notifications = notifications
    self.handoffs = handoffs
    self.cloudKitShares = cloudKitShares
    self.appIntents = appIntents
    lifecycle = scenario.fileLifecycle
    self.device = device ?? scenario.fileDevice
    options = scenario.options
    self.label = label
    build = scenario.fileBuild
    if let sdk { build.sdk = sdk }
    readinessOverride = readiness
    self.scenario = loaded
    // The file's windows, where the explored app has them (a scene lifecycle on iPad, 12d row 2), win over generated
    // ones.
    if let windows = scenario.windows, self.device == .iPad, scenario.fileLifecycle.usesScenes {
      self.windows = windows
      sceneIDs = windows.ids
    } else {
      generateScenes(generated.scenes)
    }
  }

  /// `count` generated scenes on iPad when more than one.
  private mutating func generateScenes(_ count: Int) {
    guard count > 1 else { return }
    device = .iPad
    sceneIDs = ExplorerConfiguration.generatedSceneIDs(count)
  }
}
