#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import TestSupport
  import XCTest

  // White-box: takes the direct search's own events and readiness rule (`DirectExplorer`, internal) as the alphabet.
  @testable import SceneLifecycle

  /// The explorer agrees with replay for apps run as their own delegate classes (issue 38): for every app of
  /// `DelegateFixture.all`, in every lifecycle it supports, on iPhone and iPad, replaying every path of one and two
  /// steps over the explorer's own events (as its readiness rule orders them) breaks exactly the invariants the
  /// explorer reports at depths 1 and 2, and the explorer's counterexample for each is as short as the shortest
  /// replayed path that breaks it, and breaks it when replayed. A path after which the app's own code opens a gate
  /// next (a due gate) ends no run, for replay as for the explorer (`DirectExplorer.runCanEnd(at:)`): it counts what
  /// every longer run breaks.
  final class DelegateAppExplorerAgreementTests: XCTestCase {
    /// The depths compared.
    static let depths = [1, 2]

    /// The first path, in the explorer's order, among those with the fewest steps that break an invariant when
    /// replayed.
    struct Shortest {
      let path: [LifecycleEvent]
    }

    func testTheExplorerReportsWhatReplayingEveryShortPathBreaks() throws {
      try OracleSweep.require(.debug)
      var disagreements: [String] = []
      for fixture in DelegateFixture.all {
        for lifecycle in fixture.make().lifecycles {
          for device in [Device.iPhone, .iPad] {
            var configuration = ExplorerConfiguration(
              lifecycle: lifecycle, device: device, links: fixture.links, depth: Self.depths.max() ?? 0)
            configuration.notifications = fixture.notifications
            configuration.cloudKitShares = fixture.cloudKitShares
            let alphabet = try DirectExplorer(configuration) { fixture.make(lifecycle) }
            let replayed = Self.replayEveryPath(of: alphabet, depth: configuration.depth)
            for depth in Self.depths {
              var bounded = configuration
              bounded.depth = depth
              let report = try Explorer(bounded) { fixture.make(lifecycle) }.run()
              let label = "\(fixture.name), \(lifecycle), \(device), depth \(depth)"
              if let diff = Self.disagreement(report, replayed, depth: depth, alphabet: alphabet, label: label) {
                disagreements.append(diff)
              }
            }
          }
        }
      }
      XCTAssertTrue(
        disagreements.isEmpty,
        """
        The explorer and replay disagree in \(disagreements.count) exploration(s):
        \(disagreements.joined(separator: "\n"))
        Legend: '-' a replayed path breaks it, the explorer does not report it; '+' the explorer reports it, no \
        replayed path that short breaks it; '~' both, the explorer's counterexample longer than the shortest \
        replayed path; '!' the explorer's counterexample does not break it when replayed; ' ' the same
        Hint: replay the path with Simulator and compare its trace and violations with Explorer.narrate of the \
        explorer's counterexample. A '-' or '~' means the search merged states whose futures differ (the state key, \
        Simulator+DirectStateKey.swift and DelegateApp+StateKey.swift) or judged a state otherwise than a replay ending \
        there (AppRunner.eventDidEnd, AppRunner.lostIfTheRunEnds); a '+' or '!' that the search saw a violation the \
        run itself does not have.
        """)
    }

    /// A newcomer's scene app routes the cold launch's link before it builds its window (issue 38's trial): the
    /// explorer finds the link `lost` at depth 1 in one step, a further counterexample beside the quick actions its
    /// delegates ignore (`lost` too, the kind's first), and the fixed app loses no link.
    func testTheLinkRoutedBeforeTheWindowExistsIsLostInOneStep() throws {
      let fixtures = DelegateFixture.all
      let link = "qasim://orders/42"
      for (name, loses) in [("route before window", true), ("route after window", false)] {
        let fixture = try XCTUnwrap(fixtures.first { $0.name == name })
        let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, links: [link], depth: 1)) {
          fixture.make()
        }
        let report = explorer.run()
        let catalog = ItemCatalog(items: ShortcutItem.generated(count: 2), links: [link])
        let linkID = try XCTUnwrap(catalog.id(ofLink: link))
        let lostLink = report.furtherCounterexamples.first { $0.kind == .lost && $0.item == linkID }
        let description = explorer.describe(report)
        XCTAssertEqual(report.counterexamples.first?.kind, .lost, "\(name): the ignored quick actions\n\(description)")
        if loses {
          XCTAssertEqual(lostLink?.events, [.openURL(linkID)], "\(name)\n\(description)")
          XCTAssertTrue(
            description.contains("violation lost: shortest counterexample for \(link), 1 step"), description)
        } else {
          XCTAssertNil(lostLink, "\(name)\n\(description)")
        }
      }
    }

    /// Replays, each on a fresh app, every path of up to `depth` events the direct search `alphabet` would take
    /// (its events, in its order, under its readiness rule; a refused event ends a path, as it is no transition),
    /// and keeps for each invariant broken the first of the shortest paths that break it.
    static func replayEveryPath(of alphabet: DirectExplorer<DelegateApp>, depth: Int) -> [ViolationKind: Shortest] {
      var shortest: [ViolationKind: Shortest] = [:]
      var prefixes: [[LifecycleEvent]] = [[]]
      for _ in 0..<depth {
        var accepted: [[LifecycleEvent]] = []
        for prefix in prefixes {
          let facts = replay(prefix, in: alphabet).simulator.readinessFacts
          _ = alphabet.readinessRule.forEachEvent(eventCount: alphabet.events.count, facts: facts) { index in
            let path = prefix + [alphabet.events[index]]
            let (simulator, refused) = replay(path, in: alphabet)
            guard !refused else { return .refused }
            accepted.append(path)
            let kinds =
              alphabet.runCanEnd(at: simulator) ? simulator.violationKinds : brokenWhateverFollows(simulator)
            for kind in kinds where shortest[kind] == nil { shortest[kind] = Shortest(path: path) }
            return .taken
          }
        }
        prefixes = accepted
      }
      return shortest
    }

    /// What every run that goes on from `simulator` breaks, for a path that ends while the app opens a gate next (a
    /// due gate), where no run ends: the violations already
    /// found, and `lost` for each item never handled that nothing holds any more.
    static func brokenWhateverFollows(_ simulator: Simulator<DelegateApp>) -> [ViolationKind] {
      let runner = simulator.runner
      let unheld = runner.monitor.lostIfTheRunEnds { !runner.context.holds($0) && !runner.strategy.holds($0) }
      return (runner.monitor.violations + unheld).map(\.kind)
    }

    /// `path` replayed on a fresh app of `alphabet`'s factory, as a scenario file replays its steps, and whether its
    /// last event was refused.
    static func replay(
      _ path: [LifecycleEvent], in alphabet: DirectExplorer<DelegateApp>
    ) -> (simulator: Simulator<DelegateApp>, refused: Bool) {
      var simulator = Simulator(
        lifecycle: alphabet.configuration.lifecycle, device: alphabet.configuration.device,
        strategy: alphabet.makeStrategy(), shortcutItems: alphabet.configuration.staticItems,
        links: alphabet.configuration.links)
      var refused = false
      for event in path { refused = simulator.send(event) != nil }
      return (simulator, refused)
    }

    /// The lines on which the report at `depth` and the replayed paths of at most `depth` steps disagree, under a
    /// line naming the exploration, with the kinds they agree on; `nil` when they agree on every kind.
    static func disagreement(
      _ report: ExplorationReport, _ replayed: [ViolationKind: Shortest], depth: Int,
      alphabet: DirectExplorer<DelegateApp>, label: String
    ) -> String? {
      func steps(_ path: [LifecycleEvent]) -> String {
        "\(path.count) step\(path.count == 1 ? "" : "s") (\(path.map { alphabet.catalog.summary(of: $0) }.joined(separator: ", ")))"
      }
      var lines: [String] = []
      var differs = false
      for kind in ViolationKind.allCases {
        let found = report.counterexamples.first { $0.kind == kind }
        let shortest = replayed[kind].flatMap { $0.path.count <= depth ? $0 : nil }
        let name = kind.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
        switch (found, shortest) {
        case (nil, nil):
          continue
        case (nil, let shortest?):
          lines.append("  - \(name) replay: \(steps(shortest.path)); explorer: nothing")
        case (let found?, nil):
          lines.append("  + \(name) explorer: \(steps(found.events)); replay: no path of \(depth) step(s) or fewer")
        case (let found?, let shortest?):
          if !replay(found.events, in: alphabet).simulator.violationKinds.contains(kind) {
            lines.append("  ! \(name) explorer: \(steps(found.events)), which replayed does not break it")
          } else if found.events.count != shortest.path.count {
            lines.append("  ~ \(name) explorer: \(steps(found.events)); replay: \(steps(shortest.path))")
          } else {
            lines.append("    \(name) \(steps(found.events))")
            continue
          }
        }
        differs = true
      }
      return differs ? ([label] + lines).joined(separator: "\n") : nil
    }
  }
#endif
