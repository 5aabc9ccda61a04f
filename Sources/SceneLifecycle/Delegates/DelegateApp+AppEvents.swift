#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  extension DelegateApp {
    /// Something the app's own code does outside UIKit's callbacks, named so that a test can make it a step: a login
    /// that finishes onboarding, downloads that make the UI ready. UIKit calls nothing for it; the closure acts on
    /// the running process's objects as the app's code would.
    ///
    /// ```swift
    /// let app = DelegateApp(
    ///   appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init,
    ///   events: [
    ///     .named("login", readiness: .afterFirstActivation) { live in
    ///       live.sceneDelegate(as: SceneDelegate.self)?.finishOnboarding()
    ///     }
    ///   ])
    /// var sim = Simulator(lifecycle: .scene, strategy: app, links: ["cafe://cafes/42"])
    /// sim.openURL("cafe://cafes/42")
    /// sim.appReady("login")
    /// ```
    ///
    /// An event is one of the app's readiness gates (``DelegateApp/gates``, UIKit semantics article, 10a and 11d
    /// row 8): an `appReady` step of its name runs it (``Simulator/appReady(_:)``, `{"event": "appReady", "gate":
    /// "login"}` in a scenario file), refused while the process runs no code; the trace shows `app ready login`,
    /// then what the code did; the explorer interleaves it with the other events as its ``readiness`` says. It runs
    /// once per process: a second step finds the gate open and runs nothing, and a process death closes it again
    /// (and, for an event of the scene's UI, ``GateLifetime/scene``, a scene's disconnection).
    public struct AppEvent: @unchecked Sendable {
      /// The event's name in steps, scenario files and traces: letters, digits and `_`.
      public let name: String
      /// When the explorer assumes it can happen (``Readiness``): at any moment by default, or never.
      public let readiness: Readiness
      /// How long what the event did lasts: the process (the default), or the scene's UI (``GateLifetime/scene``: a
      /// scene's disconnection closes the gate, and the event can come again once the scene reconnects).
      public let lifetime: GateLifetime
      /// The app's code the event runs, given the running process's objects.
      let run: @MainActor (LiveObjects) -> Void

      /// An event named `name`.
      /// - Parameters:
      ///   - name: its name in steps and traces: letters, digits and `_`.
      ///   - readiness: when the explorer assumes it can happen: ``Readiness/anytime`` (the default) makes it one
      ///     event among the others, which may also never come; ``Readiness/afterFirstActivation`` says it comes as
      ///     soon as the app's UI has been active (a user who logs in on the onboarding screen), ``Readiness/prompt``
      ///     as soon as the process runs code. Replay refuses a step the readiness rules out.
      ///   - lifetime: how long what it did lasts: the process, or the scene's UI (``GateLifetime``).
      ///   - run: what the app's code does, given the running process's objects, on the surface's main actor as the
      ///     app's code runs (`@unchecked Sendable`: each simulated app's objects are touched only by the thread
      ///     running that simulator).
      public init(
        _ name: String, readiness: Readiness = .anytime, lifetime: GateLifetime = .process,
        run: @escaping @MainActor (LiveObjects) -> Void
      ) {
        self.name = name
        self.readiness = readiness
        self.lifetime = lifetime
        self.run = run
      }

      /// An event named `name` (``init(_:readiness:lifetime:run:)``), for a list of events: `events: [.named("login") { live
      /// in … }]`.
      public static func named(
        _ name: String, readiness: Readiness = .anytime, lifetime: GateLifetime = .process,
        run: @escaping @MainActor (LiveObjects) -> Void
      ) -> AppEvent {
        AppEvent(name, readiness: readiness, lifetime: lifetime, run: run)
      }

      /// `events` when they can name gates: at most ``Gate/maxCount``, names of letters, digits and `_`, no name
      /// twice. A list that breaks a rule is a mistake in the test's code, so it stops the test with the rule.
      static func checked(_ events: [AppEvent]) -> [AppEvent] {
        let declared = events.enumerated().map { (name: $0.element.name, index: UInt8(truncatingIfNeeded: $0.offset)) }
        if let problem = TableStrategy.declarationProblem(declared, kind: "app event", maxCount: Gate.maxCount) {
          preconditionFailure("DelegateApp events[\(problem.position)]: \(problem.message)")
        }
        return events
      }
    }

    /// The app's events (``AppEvent``) as readiness gates, in order: what `appReady` steps name, what the explorer
    /// interleaves, and what replay checks a scenario file's steps against.
    public var gates: [Gate] {
      events.enumerated().map {
        Gate(
          name: $0.element.name, index: UInt8($0.offset), readiness: $0.element.readiness,
          lifetime: $0.element.lifetime)
      }
    }

    /// An `appReady` step opened the event's gate: runs the event's code on the process's objects and records what
    /// it did, as for a callback (UIKit semantics article, 11d row 8). Code outside UIKit's callbacks can act only
    /// on what the app kept: an item read earlier stays in hand only while the app's objects still hold it.
    public mutating func gateDidOpen(_ gate: Gate, app: inout AppContext) {
      guard events.indices.contains(Int(gate.index)) else { return }
      let run = run()
      let event = events[Int(gate.index)]
      MainActor.assumeIsolatedUnchecked {
        let process = run.process ?? run.startProcess(self)
        if let inHand = process.itemInHand, !Self.holds(inHand, in: process.objectFingerprint(), run: run) {
          process.itemInHand = nil
        }
        let before = destinationHolds(in: process, run: run)
        let live = LiveObjects(process)
        // Work the event queues on the main queue comes from no callback: its turn has no selector to name.
        process.mainQueue.origin = -1
        process.running { event.run(live) }
        let code = record(.done, process: process, run: run, app: &app)
        land(after: code, before: before, process: process, run: run, app: &app)
      }
    }

    /// Whether the app still waits for one of its events in this process (a gate not opened yet): a presentation
    /// then puts up a wall in front of the route rather than showing it (UIKit semantics article, 11d row 7).
    nonisolated func waitsForAnEvent(_ app: AppContext) -> Bool {
      gates.contains { !app.isOpen($0) }
    }
  }

  extension DelegateApp {
    /// Whether the harness can hand the app's delegate a tapped notification's response: where qa-sim declares
    /// UserNotifications (Linux), yes; where Apple's is imported (a Mac), no, since only the system makes a
    /// `UNNotificationResponse` (UIKit semantics article, section 14).
    public nonisolated var takesNotificationTaps: Bool {
      #if canImport(UserNotifications)
        false
      #else
        true
      #endif
    }

    /// Whether the harness can hand the app's delegates an accepted CloudKit share: where qa-sim declares
    /// `CKShare.Metadata` (Linux), yes; where Apple's CloudKit is imported (a Mac), no, since only the system makes
    /// the metadata (UIKit semantics article, section 16).
    public nonisolated var takesCloudKitShares: Bool {
      #if canImport(CloudKit)
        false
      #else
        true
      #endif
    }

    /// No: an App Intent's `perform()` and `performNavigation(forScene:)` are the intent type's own code, which the
    /// harness cannot construct from a scenario's step (UIKit semantics article, section 17).
    public nonisolated var takesAppIntents: Bool { false }
  }
#endif
