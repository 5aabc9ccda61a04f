#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// An app run as its own delegate classes: the adaptor that lets the simulator, the invariants and the explorer
  /// drive a real `AppDelegate` and `SceneDelegate`, written against UIKit and compiled here against this package's
  /// UIKit-shaped types (UIKit semantics article, section 11).
  ///
  /// ```swift
  /// var sim = Simulator(
  ///   lifecycle: .scene,
  ///   strategy: DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init),
  ///   shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
  /// sim.quickAction("com.example.search")
  /// XCTAssertEqual(sim.violationKinds, [])
  /// ```
  ///
  /// It makes the app delegate once per process and a scene delegate per scene connection, as UIKit does, calls
  /// their methods under their real selectors with real argument values, and records what the code did: launch
  /// methods' return values, completion-handler calls, and screen changes. Reading a quick action's or link's
  /// identity and then showing something new counts as handling it (11d); a presentation UIKit refuses shows nothing
  /// new, so it does not (11e). The app's own events (``AppEvent``, a login) are steps of their own, and a
  /// presentation made while the app waits for one parks the item behind a wall (11d rows 7 and 8); where an item
  /// must land can be declared instead (``Destination``, 11d row 9). A process death drops every object; the
  /// next launch makes new ones. State the app keeps in `static` or global variables is its own and is not reset.
  ///
  /// Each ``Simulator`` needs its own `DelegateApp` value that has not run yet: copies of a running one share its
  /// objects. ``matrix(steps:device:options:shortcutItems:links:build:)`` makes fresh ones.
  public struct DelegateApp: AppStrategy, @unchecked Sendable {
    /// Makes the app delegate (`AppDelegate.init`).
    package let makeAppDelegate: @MainActor () -> any UIApplicationDelegate
    /// Makes a scene delegate (`SceneDelegate.init`); `nil` for an app without scenes.
    package let makeSceneDelegate: (@MainActor () -> any UIWindowSceneDelegate)?
    /// Makes the main storyboard's initial view controller; `nil` for an app without a storyboard (11a row 4).
    let mainStoryboard: (@MainActor () -> UIViewController)?
    /// SwiftUI's `onOpenURL` action, if the app has one.
    let onOpenURL: (@MainActor (URL) -> Void)?
    /// SwiftUI's `onContinueUserActivity(_:perform:)` actions, by the activity type each was declared for.
    let onContinueUserActivity: [String: @MainActor (NSUserActivity) -> Void]
    /// The app's own events a test names (``AppEvent``), in order: the app's readiness gates (``gates``).
    let events: [AppEvent]
    /// Where each quick action type or link must land (``Destination``), by type or URL.
    let destinations: [String: Destination]
    /// The run's objects, made when the simulator first tells the catalog.
    var storage: DelegateRun?
    /// The lifecycle the app runs in, as the simulator tells it (``lifecycleDidStart(_:)``):
    /// under SwiftUI a scene delegate exists only when the configuration names its class (11a row 3).
    var lifecycle: LifecycleStyle?

    /// Creates the adaptor.
    /// - Parameters:
    ///   - appDelegate: makes the app delegate, once per process.
    ///   - sceneDelegate: makes a scene delegate, once per scene connection; `nil` for an app-delegate-only app.
    ///   - mainStoryboard: makes the main storyboard's initial view controller, set as the root of the window UIKit
    ///     makes before the first delegate method (11a row 4); `nil` when the app builds its window in code.
    ///   - onOpenURL: SwiftUI's `onOpenURL(perform:)` action, for the SwiftUI lifecycle.
    ///   - onContinueUserActivity: SwiftUI's `onContinueUserActivity(_:perform:)` actions, by the activity type each
    ///     was declared for, for the SwiftUI lifecycle: an activity of another type reaches none (UIKit semantics
    ///     article, 15 row 5).
    ///   - events: the app's own events (a login, downloads that finish), each run by an `appReady` step of its name
    ///     (``AppEvent``); at most ``Gate/maxCount``, each named with letters, digits and `_`, no name twice.
    ///   - destinations: where a quick action (by its type) or a link (by its URL) must land (``Destination``): for
    ///     those, landing is what handles them; the others are judged by what the code reads and shows (UIKit
    ///     semantics article, 11d).
    public init(
      appDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
      sceneDelegate: (@MainActor () -> any UIWindowSceneDelegate)? = nil,
      mainStoryboard: (@MainActor () -> UIViewController)? = { UIViewController() },
      onOpenURL: (@MainActor (URL) -> Void)? = nil,
      onContinueUserActivity: [String: @MainActor (NSUserActivity) -> Void] = [:],
      events: [AppEvent] = [],
      destinations: [String: Destination] = [:]
    ) {
      makeAppDelegate = appDelegate
      makeSceneDelegate = sceneDelegate
      self.mainStoryboard = mainStoryboard
      self.onOpenURL = onOpenURL
      self.onContinueUserActivity = onContinueUserActivity
      self.events = AppEvent.checked(events)
      self.destinations = destinations
    }

    /// The lifecycles these delegates support: the app-delegate lifecycle without a scene delegate, else the
    /// scene and SwiftUI lifecycles.
    public var lifecycles: [LifecycleStyle] { makeSceneDelegate == nil ? [.appDelegate] : [.scene, .swiftUI] }

    /// The same app under the SwiftUI lifecycle: a scene gets a delegate object only when the app delegate's
    /// `application(_:configurationForConnecting:options:)` set `delegateClass` on the configuration it returned
    /// (UIKit semantics article, 11a row 3). Without it, a configuration without `delegateClass` stands for the
    /// Info.plist's scene delegate class, as in a UIKit scene app.
    public var swiftUI: DelegateApp {
      var copy = fresh
      copy.lifecycle = .swiftUI
      return copy
    }

    /// This value without its run: a copy that starts from a fresh install.
    public var fresh: DelegateApp {
      var copy = self
      copy.storage = nil
      return copy
    }

    /// The simulator tells the run's lifecycle: under SwiftUI a scene gets a delegate object only when the
    /// configuration names its class (UIKit semantics article, 11a row 3).
    public mutating func lifecycleDidStart(_ style: LifecycleStyle) {
      lifecycle = style
    }

    /// The run, made on first use; every use counts as a change of its objects (``DirectReplayable``).
    mutating func run() -> DelegateRun {
      if let storage {
        storage.changes &+= 1
        return storage
      }
      let made = DelegateRun()
      storage = made
      return made
    }

    /// Calls the app's method for `callback` and records what it did.
    public mutating func respond(to callback: Callback, app: inout AppContext) {
      let run = run()
      if let delivery = callback.delivery { run.newest[delivery.item] = delivery }
      MainActor.assumeIsolatedUnchecked {
        let process = run.process ?? run.startProcess(self)
        if let delivery = callback.delivery { watch(delivery, in: process, run: run) }
        let before = destinationHolds(in: process, run: run)
        process.mainQueue.origin = Int(callback.kind.rawValue)
        let queued = process.mainQueue.count
        let outcome = process.running { call(callback, in: process, run: run) }
        let code = record(outcome, process: process, run: run, app: &app)
        land(after: code, before: before, process: process, run: run, app: &app)
        if process.mainQueue.count > queued { app.effects.append(.deferToMainQueue(callback.kind, callback.delivery)) }
        run.learned[run.method(callback.kind)] = !app.declinedCallback
      }
    }

    /// The process died: its delegate objects, windows and kept handlers are gone. What the app kept in its sessions'
    /// `userInfo` stays with the sessions, which outlive the process (UIKit semantics article, 12f row 2), and is
    /// given to the next process's session objects.
    public mutating func processDidExit() {
      storage?.changes &+= 1
      if let run = storage, let process = run.process {
        process.mainQueue.discardAll()
        MainActor.assumeIsolatedUnchecked {
          for (number, session) in process.sessions { run.sessionUserInfo[number] = session.userInfo }
        }
      }
      storage?.process = nil
    }

    /// Notes the items and links the run knows, to build real values from.
    public mutating func catalogDidChange(_ catalog: ItemCatalog) {
      run().catalog = catalog
    }

    /// Whether the delegate class that receives `callback` implements it, as learned when it was first called
    /// (UIKit semantics article, 11b row 4); `true` until then.
    public func implements(_ callback: CallbackKind) -> Bool {
      storage.flatMap { $0.learned[$0.method(callback)] } ?? true
    }

    /// Whether a live delegate object still holds `delivery` (its item object, its URL context or activity, or the URL
    /// of the newest delivery of a link). A delivery the process watches for its destination is held too: it can
    /// still land, or land again.
    public func holds(_ delivery: Delivery) -> Bool {
      guard let run = storage, let process = run.process else { return false }
      // A block or task on the main queue may hold anything: its closure's captures cannot be walked.
      if !process.mainQueue.isEmpty { return true }
      if MainActor.assumeIsolatedUnchecked({ process.landing?.delivery == delivery }) { return true }
      return Self.holds(delivery, in: MainActor.assumeIsolatedUnchecked { process.fingerprint() }, run: run)
    }

    /// Whether `fingerprint` holds `delivery`: its item object, URL context or activity, or, for the newest delivery
    /// of a link, its URL.
    static func holds(_ delivery: Delivery, in fingerprint: StateFingerprint, run: DelegateRun) -> Bool {
      if fingerprint.deliveries.contains(delivery) { return true }
      guard let url = run.catalog.link(delivery.item), run.newest[delivery.item] == delivery else { return false }
      return fingerprint.urls.contains(url) || fingerprint.urls.contains(URL(string: url)?.absoluteString ?? url)
    }

    /// Two adaptors are the same state when their objects' fingerprints are (a `Mirror` walk of what they store, with deliveries renumbered).
    public static func == (lhs: DelegateApp, rhs: DelegateApp) -> Bool {
      lhs.stateText == rhs.stateText
    }

    /// Hashes the fingerprint text.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(stateText)
    }

    /// What the app's objects hold, with deliveries renumbered: equal texts behave the same.
    var stateText: String {
      guard let run = storage else { return "fresh" }
      var text = run.learned.map { "\($0.key.kind.rawValue)=\($0.value)" }.sorted().joined(separator: ",")
      text +=
        "|"
        + (run.process.map { process in MainActor.assumeIsolatedUnchecked { process.fingerprint().text } }
          ?? "no process")
      return text
    }
  }
#endif
