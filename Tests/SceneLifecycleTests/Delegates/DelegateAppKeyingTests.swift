#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import XCTest

  // White-box: compares the direct explorer's two keyings (`DirectKeying`, internal) and its replays.
  @testable import SceneLifecycle

  /// The direct explorer's reduced key (what can change a later callback, trace line or verdict) finds what the full
  /// key (every stored value of the delegate objects, walked with `Mirror`) finds: the same violation kinds, and
  /// shortest counterexamples of the same lengths, in no more states, for real delegate classes in every lifecycle
  /// they support, with links where they handle links, on iPhone and iPad; and neither the reuse of a replayed
  /// state's simulator nor `jobs` changes a report.
  final class DelegateAppKeyingTests: XCTestCase {
    /// One app: its delegate classes, the links it handles, and the lifecycles it supports.
    struct App {
      let name: String
      let make: () -> DelegateApp
      var links: [String] = []
    }

    static var apps: [App] {
      [
        App(name: "seed article") { DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init) },
        App(name: "Apple sample") {
          DelegateApp(appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init)
        },
        App(name: "launch options") { DelegateApp(appDelegate: LaunchOptionsAppDelegate.init) },
        App(name: "returns true") { DelegateApp(appDelegate: ReturnsTrueAppDelegate.init) },
        App(name: "kept completion") { DelegateApp(appDelegate: KeptCompletionAppDelegate.init) },
        App(name: "shortcut blind") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutBlindSceneDelegate.init)
        },
        App(name: "forgetful") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ForgetfulSceneDelegate.init)
        },
        App(name: "item on scene delegate") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ItemOnSceneDelegate.init)
        },
        App(name: "twice completing") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: TwiceCompletingSceneDelegate.init)
        },
        App(name: "no methods") {
          DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: NoMethodsSceneDelegate.init)
        },
        App(
          name: "custom URL",
          make: { DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: CustomURLSceneDelegate.init) },
          links: ["qasim://link1"]),
        App(
          name: "universal link",
          make: { DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: UniversalLinkSceneDelegate.init) },
          links: ["https://example.com/cafe/PRS103"]),
        App(
          name: "fixed café with destinations",
          make: {
            .cafe(
              FixedCafeSceneDelegate.init,
              destinations: ["cafe://cafes/42": .topViewController(CafeViewController.self)])
          }, links: ["cafe://cafes/42"]),
      ]
    }

    private func explorer(
      _ app: App, _ lifecycle: LifecycleStyle, _ device: Device, depth: Int, keying: DirectKeying, jobs: Int = 1
    ) throws -> DirectExplorer<DelegateApp> {
      let configuration = ExplorerConfiguration(
        lifecycle: lifecycle, device: device, links: app.links, depth: depth, jobs: jobs)
      var explorer = try DirectExplorer(configuration) {
        lifecycle == .swiftUI ? app.make().swiftUI : app.make()
      }
      explorer.keying = keying
      return explorer
    }

    func testTheReducedKeyFindsWhatTheFullKeyFindsInNoMoreStates() throws {
      for app in Self.apps {
        for lifecycle in app.make().lifecycles {
          for (device, depths) in [(Device.iPhone, [3, 5]), (.iPad, [4])] {
            for depth in depths {
              let label = "\(app.name), \(lifecycle), \(device), depth \(depth)"
              let full = try explorer(app, lifecycle, device, depth: depth, keying: .full)
              let fullReport = full.run()
              let reduced = try explorer(app, lifecycle, device, depth: depth, keying: .reduced).run()
              XCTAssertEqual(
                reduced.violationKinds, fullReport.violationKinds, "\(label)\n\(full.describe(fullReport))")
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
      let asked = AskedCallbacks()
      for app in Self.apps {
        for lifecycle in app.make().lifecycles {
          for device in [Device.iPhone, .iPad] {
            let configuration = ExplorerConfiguration(
              lifecycle: lifecycle, device: device, links: app.links, depth: 6)
            _ = try DirectExplorer(configuration) {
              AskRecorder(app: lifecycle == .swiftUI ? app.make().swiftUI : app.make(), asked: asked)
            }.run()
          }
        }
      }
      XCTAssertTrue(asked.kinds.isSubset(of: CallbackKind.askedWhetherImplemented), "\(asked.kinds)")
      XCTAssertTrue(asked.kinds.contains(.windowScenePerformAction), "the recorder sees the questions")
    }

    /// At depth 7 the seed article's classes break what the full key finds broken, in far fewer states.
    func testTheSeedClassesNeedFarFewerStatesUnderTheReducedKey() throws {
      let app = Self.apps[0]
      let full = try explorer(app, .scene, .iPhone, depth: 7, keying: .full).run()
      let reduced = try explorer(app, .scene, .iPhone, depth: 7, keying: .reduced).run()
      XCTAssertEqual(reduced.violationKinds, full.violationKinds)
      XCTAssertEqual(reduced.counterexamples.map(\.events.count), full.counterexamples.map(\.events.count))
      XCTAssertLessThan(reduced.distinctStates * 4, full.distinctStates)
    }

    /// Taking a replayed state's first events on the simulator that reached it finds what replaying every path
    /// afresh finds: the same states, transitions, counterexamples and transitions taken.
    func testReusingReplayedSimulatorsChangesNoReport() throws {
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
      for app in [Self.apps[0], Self.apps[10]] {
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
