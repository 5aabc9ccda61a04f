import QuickActions

// MARK: - Exploring the migrated app and writing it as a scenario file

extension SceneMigration {
  /// Explores the migrated app of `scenario` (scene lifecycle, the iOS 27 SDK, `depth`, the scenario's device and
  /// switches, the
  /// scenario's items and links, the explorer's usual generated ones when it has none) and says whether it is
  /// clean. Items from an Info.plist (`app.infoPlist`) need the file's directory: pass the loaded scenario
  /// (``check(_:items:depth:readiness:)``) to explore them; here they are replaced by generated ones.
  public static func check(_ scenario: Scenario, depth: Int = 8) -> SceneMigrationCheck {
    switch scenario.staticItems {
    case .inline(let items): check(scenario, items: items, depth: depth)
    case .infoPlist: check(scenario, items: [], depth: depth)
    }
  }

  /// ``check(_:depth:)`` with the app's static items as loaded (``LoadedScenario/shortcutItems``); the first
  /// four are explored, as the Home Screen shows no more. With none, the explorer's two generated quick actions
  /// are explored, or none when the scenario opens links (as `qa-sim explore --scenario` does). `readiness`, when
  /// given, replaces every gate's own (``ExplorerConfiguration/readiness``); the check's strategy keeps the gates'
  /// declarations.
  public static func check(
    _ scenario: Scenario, items: [ShortcutItem], depth: Int = 8, readiness: Readiness? = nil
  ) -> SceneMigrationCheck {
    let strategy = migrated(scenario.strategy)
    let links = scenario.exploredLinks
    let explored =
      items.isEmpty
      ? ShortcutItem.generated(count: ExplorerConfiguration.defaultItemCount(withLinks: !links.isEmpty))
      : Array(items.prefix(4))
    // Explored as the written file declares it: built with the iOS 27 SDK (or the scenario's later one) and the
    // scenario's scene manifest, so an app that would not launch is not called clean (8e rows 2 and 3).
    let build = AppBuild(
      sdk: max(scenario.fileSDK, .requiringSceneLifecycle), sceneManifest: scenario.sceneManifest ?? .configured)
    let options = scenario.options.relevant(
      to: .scene, on: scenario.fileDevice, deferring: strategy.defersToMainQueue, sdk: build.sdk)
    var configuration = ExplorerConfiguration(
      lifecycle: .scene, device: scenario.fileDevice, optionCombinations: [options], strategy: strategy,
      staticItems: explored, itemCount: explored.count, links: links, depth: depth)
    configuration.build = build
    configuration.readiness = readiness
    let report: ExplorationReport
    var problem: String?
    var counterexampleText: String?
    do {
      let explorer = try Explorer(configuration)
      report = explorer.run()
      counterexampleText = report.counterexamples.first { !$0.kind.isWarning }.map {
        $0.text(narration: explorer.narrate($0))
      }
    } catch {
      problem = "qa-sim cannot explore the migrated app: \(error)"
      report = ExplorationReport(
        distinctStates: 0, transitions: 0, depthReached: 0, exhausted: false, stopped: nil, counterexamples: [],
        callbacksReached: [], transitionsTaken: [:], visitedSetBytes: 0)
    }
    return SceneMigrationCheck(
      strategy: strategy, report: report, items: explored, links: links, device: scenario.fileDevice, build: build,
      options: options, depth: depth, problem: problem, counterexampleText: counterexampleText)
  }

  /// The scenario of the migrated app, `expect` recorded from a replay of it: a name and a description citing
  /// TN3187, the scene lifecycle, the SDK the check built with (at least the iOS 27 SDK, which requires the scene
  /// lifecycle), the device and the switches the check explored, `app.strategy` as the migrated table,
  /// `app.shortcutItems` as the explored items, the check's scene manifest, and as steps the cold and the warm
  /// quick-action roads (``quickActionRoadSteps(items:links:)``). The app's routes are not carried over.
  public static func migratedScenario(for scenario: Scenario, check: SceneMigrationCheck) -> Scenario {
    var migrated = Scenario(
      name: "\(scenario.name), moved to the scene lifecycle", strategy: check.strategy,
      steps: quickActionRoadSteps(items: check.items, links: check.links))
    migrated.description =
      "The app of \"\(scenario.name)\" (\(scenario.strategy.name)) after its move to the UIScene lifecycle, which "
      + "apps built with the iOS 27 SDK must adopt (TN3187: \(technoteURL)). Written by qa-sim migrate: each "
      + "launch-option read now reads the connection options in scene(_:willConnectTo:options:), and each "
      + "deprecated app-delegate callback's code runs in its scene-delegate counterpart. The steps are the cold "
      + "and the warm quick-action roads."
    migrated.lifecycle = .scene
    migrated.sdk = check.build.sdk
    migrated.device = check.device == .iPhone ? nil : check.device
    migrated.options = check.options
    migrated.staticItems = .inline(check.items)
    migrated.sceneManifest = check.build.sceneManifest == .configured ? nil : check.build.sceneManifest
    return Recorder.recorded(migrated, run: Replay.run(migrated, file: "migrated.json"))
  }

  /// ``migratedScenario(for:check:)`` as a document (``Scenario/jsonDocument``); the caller writes it (atomically:
  /// a temporary file renamed into place).
  package static func document(for scenario: Scenario, check: SceneMigrationCheck) -> JSONValue {
    migratedScenario(for: scenario, check: check).jsonDocument
  }

  /// The steps of the cold and the warm quick-action roads: a quick action launches the app, the user goes
  /// home, and another quick action (the second item, or the first again) resumes it. An app without items
  /// walks the same roads with its first link; an app with neither launches from the icon and goes home.
  public static func quickActionRoadSteps(items: [ShortcutItem], links: [String]) -> [ScenarioStep] {
    if let first = items.first {
      let second = items.count > 1 ? items[1] : first
      return [.quickAction(first.type), .goHome, .quickAction(second.type)]
    }
    if let link = links.first {
      let road: ScenarioStep = LinkURL(link)?.isUniversalLink == true ? .universalLink(link) : .openURL(link)
      return [road, .goHome, road]
    }
    return [.tapIcon, .goHome]
  }
}
