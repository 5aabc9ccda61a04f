import QuickActions

// MARK: - What an exploration of a scenario's app explores

extension Scenario {
  /// The most links of each kind an exploration of a scenario opens.
  public static let maximumExploredLinks = 4

  /// The distinct links the scenario's steps open, in order: custom-scheme URLs first (opened, or from a web
  /// clip), then universal links, then other user activities (continued whole or handed off), at most
  /// ``maximumExploredLinks`` of each kind. `qa-sim explore --scenario` explores these.
  public var exploredLinks: [String] {
    var urls: [String] = []
    var universal: [String] = []
    var activities: [String] = []
    for step in steps {
      switch step {
      case .openURL(let url), .webClip(let url):
        if !urls.contains(url), urls.count < Self.maximumExploredLinks { urls.append(url) }
      case .notificationTap(let url):
        // A tapped notification's URL may be a custom-scheme or an https one; it is explored among its kind.
        if LinkURL(url)?.isUniversalLink == true {
          if !universal.contains(url), universal.count < Self.maximumExploredLinks { universal.append(url) }
        } else if !urls.contains(url), urls.count < Self.maximumExploredLinks {
          urls.append(url)
        }
      case .cloudKitShare(let url):
        // A share's URL is an https one; it is explored among the universal links.
        if !universal.contains(url), universal.count < Self.maximumExploredLinks { universal.append(url) }
      case .userActivity(let reference), .handoff(let reference), .appIntent(let reference, _):
        if !activities.contains(reference), activities.count < Self.maximumExploredLinks {
          activities.append(reference)
        }
      case .tapIcon, .quickAction, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit,
        .setDynamicItems, .backgroundLaunch, .updateApp, .universalLink, .interruption, .appReady, .mainQueueTurn,
        .openWindow, .closeWindow, .focus:
        break
      }
      if case .universalLink(let url) = step, !universal.contains(url), universal.count < Self.maximumExploredLinks {
        universal.append(url)
      }
    }
    return urls + universal + activities
  }

  /// The explored links (``exploredLinks``) that are App Intents, each with the runs (mode and process) the scenario's
  /// `appIntent` steps give it, in the order first given: the exploration runs each intent in each of its runs.
  public var exploredAppIntents: [String: [AppIntentRun]] {
    let explored = Set(exploredLinks)
    var runs: [String: [AppIntentRun]] = [:]
    for case .appIntent(let intent, let run) in steps where explored.contains(intent) {
      if runs[intent]?.contains(run) != true { runs[intent, default: []].append(run) }
    }
    return runs
  }

  /// The explored links (``exploredLinks``) that a `cloudKitShare` step's invitation carries: the exploration reaches
  /// them by accepting the share rather than by `universalLink`.
  public var exploredCloudKitShares: Set<String> { exploredLinks(carriedBy: .cloudKitShare) }

  /// The explored links (``exploredLinks``) that a `handoff` step continues: the exploration hands them off rather
  /// than continuing them whole (`userActivity`).
  public var exploredHandoffs: Set<String> { exploredLinks(carriedBy: .handoff) }

  /// The explored links (``exploredLinks``) that a `webClip` step opens: the exploration reaches them by tapping
  /// the web clip rather than by `openURL`.
  public var exploredWebClips: Set<String> { exploredLinks(carriedBy: .webClip) }

  /// The explored links (``exploredLinks``) that a `notificationTap` step carries: the exploration reaches them by
  /// tapping a notification rather than by `openURL` or `universalLink`.
  public var exploredNotifications: Set<String> { exploredLinks(carriedBy: .notificationTap) }

  /// The explored links (``exploredLinks``) that the scenario's steps of `kind` carry.
  private func exploredLinks(carriedBy kind: LifecycleEventKind) -> Set<String> {
    var carried: Set<String> = []
    for step in steps where step.kind == kind {
      if case .link(let link) = step.payload { carried.insert(link) }
    }
    return carried.intersection(exploredLinks)
  }
}

extension ShortcutItem {
  /// `count` quick actions `com.example.item1` … `com.example.itemN`, titled `Item 1` …: the items an exploration
  /// uses when the app declares none.
  public static func generated(count: Int) -> [ShortcutItem] {
    (0..<max(0, count)).map { ShortcutItem(type: "com.example.item\($0 + 1)", localizedTitle: "Item \($0 + 1)") }
  }
}
