#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import XCTest
  import TestSupport

  // White-box: compares the direct explorer's two keyings (`DirectKeying`, internal) and its replays.
  @testable import SceneLifecycle

  /// The direct explorer's reduced key (what can change a later callback, trace line or verdict) finds what the full
  /// key (every stored value of the delegate objects, walked with `Mirror`) finds: the same violation kinds, and
  /// shortest counterexamples of the same lengths, in no more states, for real delegate classes in every lifecycle
  /// they support, with links where they handle links, on iPhone and iPad; and neither the reuse of a replayed
  /// state's simulator nor `jobs` changes a report.
  final class DelegateAppKeyingTests: XCTestCase {
    /// The apps of `DelegateFixture.all` whose keys are compared: the twelve the reduced key was written against, a
    /// pattern each (the full key costs seconds an app at these depths; `DelegateAppExplorerAgreementTests` holds
    /// every app of the registry to replay at depths 1 and 2).
    static var apps: [DelegateFixture] {
      let compared: Set = [
        "seed article", "Apple sample", "launch options", "returns true", "kept completion", "shortcut blind",
        "forgetful", "item on scene delegate", "twice completing", "no methods", "custom URL", "universal link",
      ]
      return DelegateFixture.all.filter { compared.contains($0.name) }
    }

    private func explorer(
      _ app: DelegateFixture, _ lifecycle: LifecycleStyle, _ device: Device, depth: Int, keying: DirectKeying,
      jobs: Int = 1
    ) throws -> DirectExplorer<DelegateApp> {
      let configuration = ExplorerConfiguration(
        lifecycle: lifecycle, device: device, links: app.links, depth: depth, jobs: jobs)
      var explorer = try DirectExplorer(configuration) { app.make(lifecycle) }
      explorer.keying = keying
      return explorer
    }

    func testTheReducedKeyFindsWhatTheFullKeyFindsInNoMoreStates() throws {
      // The longest of the three (about 320 s in a debug build on CI), so it runs in the optimised build.
      try OracleSweep.require()
      for app in Self.apps {
        for lifecycle in app.make().lifecycles {
          for (device, depths) in [(Device.iPhone, [3, 5]), (.iPad, [4])] {
            for depth in depths {
              let label = "\(app.name), \(lifecycle), \(device), depth \(depth)"
              let full = try explorer(app, lifecycle, device, depth: depth, keying: .full)
              let fullReport = full.run()
              let reduced = try explorer(app, lifecycle, device, depth: depth, keying: .reduced).run()
              XCTAssertEqual(
                reduced.violationKinds, fullReport.violationKinds, "\(label)\n\(fullReport.text(narrate: full.narrate))"
              )
              XCTAssertEqual(
                reduced.counterexamples.map(\.events.count), fullReport.counterexamples.map(\.events.count), label)
              XCTAssertLessThanOrEqual(reduced.distinctStates, fullReport.distinctStates, label)
            }
          }
        }
      }
    }

    /// The reduced key keeps what a delegate app learned of its methods only for the callbacks the machine and the
    /// runner ask a strategy about (`CallbackKind.askedWhetherImplemented`): exploring every app here, in every
    /// lifecycle, on iPhone and iPad, with their links, asks about no other.
    func testOnlyTheCallbacksTheKeyKeepsAreAskedWhetherImplemented() throws {
      try OracleSweep.require(.debug)
      let asked = AskedCallbacks()
      for app in Self.apps {
        for lifecycle in app.make().lifecycles {
          for device in [Device.iPhone, .iPad] {
            let configuration = ExplorerConfiguration(
              lifecycle: lifecycle, device: device, links: app.links, depth: 6)
            _ = try DirectExplorer(configuration) {
              AskRecorder(app: app.make(lifecycle), asked: asked)
            }.run()
          }
        }
      }
      XCTAssertTrue(asked.kinds.isSubset(of: CallbackKind.askedWhetherImplemented), "\(asked.kinds)")
      XCTAssertTrue(asked.kinds.contains(.windowScenePerformAction), "the recorder sees the questions")
    }

    /// At depth 7 the seed article's classes break what the full key finds broken, in far fewer states.
    func testTheSeedClassesNeedFarFewerStatesUnderTheReducedKey() throws {
      try OracleSweep.require(.debug)
      let app = try XCTUnwrap(Self.apps.first { $0.name == "seed article" })
      let full = try explorer(app, .scene, .iPhone, depth: 7, keying: .full).run()
      let reduced = try explorer(app, .scene, .iPhone, depth: 7, keying: .reduced).run()
      XCTAssertEqual(reduced.violationKinds, full.violationKinds)
      XCTAssertEqual(reduced.counterexamples.map(\.events.count), full.counterexamples.map(\.events.count))
      XCTAssertLessThan(reduced.distinctStates * 4, full.distinctStates)
    }

    /// Taking a replayed state's first events on the simulator that reached it finds what replaying every path
    /// afresh finds: the same states, transitions, counterexamples and transitions taken.
    func testReusingReplayedSimulatorsChangesNoReport() throws {
      try OracleSweep.require(.debug)
      for app in Self.apps {
        for lifecycle in app.make().lifecycles {
          var plain = try explorer(app, lifecycle, .iPhone, depth: 6, keying: .reduced)
          plain.reusesReplays = false
          let plainReport = plain.run()
          let reused = try explorer(app, lifecycle, .iPhone, depth: 6, keying: .reduced).run()
          let label = "\(app.name), \(lifecycle)"
          XCTAssertEqual(reused.distinctStates, plainReport.distinctStates, label)
          XCTAssertEqual(reused.transitions, plainReport.transitions, label)
          XCTAssertEqual(reused.counterexamples, plainReport.counterexamples, label)
          XCTAssertEqual(reused.transitionsTaken, plainReport.transitionsTaken, label)
        }
      }
    }

    /// Threads replay paths in parallel, each on strategies of its own; the report is the same as on one thread.
    func testJobsDoNotChangeADelegateAppsReport() throws {
      for app in Self.apps where ["seed article", "custom URL"].contains(app.name) {
        let single = try explorer(app, .scene, .iPhone, depth: 7, keying: .reduced).run()
        let parallel = try explorer(app, .scene, .iPhone, depth: 7, keying: .reduced, jobs: 2).run()
        XCTAssertEqual(parallel.distinctStates, single.distinctStates, app.name)
        XCTAssertEqual(parallel.transitions, single.transitions, app.name)
        XCTAssertEqual(parallel.counterexamples, single.counterexamples, app.name)
        XCTAssertEqual(parallel.transitionsTaken, single.transitionsTaken, app.name)
      }
    }
  }

  /// The callbacks ``AskRecorder``s were asked about.
  final class AskedCallbacks: @unchecked Sendable {
    var kinds: Set<CallbackKind> = []
  }

  /// A delegate app that notes every callback it is asked whether it implements.
  struct AskRecorder: AppStrategy, DirectKeyDescribable, @unchecked Sendable {
    var app: DelegateApp
    let asked: AskedCallbacks

    static func == (lhs: AskRecorder, rhs: AskRecorder) -> Bool { lhs.app == rhs.app }
    func hash(into hasher: inout Hasher) { hasher.combine(app) }
    mutating func respond(to callback: Callback, app context: inout AppContext) {
      app.respond(to: callback, app: &context)
    }
    mutating func processDidExit() { app.processDidExit() }
    func implements(_ callback: CallbackKind) -> Bool {
      asked.kinds.insert(callback)
      return app.implements(callback)
    }
    mutating func catalogDidChange(_ catalog: ItemCatalog) { app.catalogDidChange(catalog) }
    mutating func lifecycleDidStart(_ style: LifecycleStyle) { app.lifecycleDidStart(style) }
    func holds(_ delivery: Delivery) -> Bool { app.holds(delivery) }
    func describeForKey(into key: inout StateFingerprint, naming: DirectKeyNaming) {
      app.describeForKey(into: &key, naming: naming)
    }
  }
#endif
