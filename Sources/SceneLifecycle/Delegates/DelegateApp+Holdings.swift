#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// What one simulated install of a ``DelegateApp`` keeps: the catalog, what it learned about its delegate classes,
  /// and the running process, if any. A reference, so the strategy value the runner copies shares it.
  final class DelegateRun {
    /// The items and links the run knows.
    var catalog = ItemCatalog()
    /// Per delegate class and callback, whether the class implements it (11b row 4).
    var learned: [LearnedMethod: Bool] = [:]
    /// The class of the app delegate made last.
    var appDelegateClass: ObjectIdentifier?
    /// The class of the scene delegate made last.
    var sceneDelegateClass: ObjectIdentifier?
    /// The running process; `nil` while none runs.
    var process: DelegateProcess?
    /// Per item or link, the newest delivery of it (a parked URL holds only that one).
    var newest: [ItemID: Delivery] = [:]
    /// Per session number, whether its last configuration named a scene delegate class (SwiftUI lifecycle, 11a
    /// row 3). Sessions outlive processes, so this does too.
    var sessionHasDelegate: [UInt8: Bool] = [:]
    /// The highest session number met, to number the session a `configurationForConnecting` is about.
    var highestSession: UInt8 = 0
    /// Per session number, the `userInfo` its session object had when the last process ended; the next process's
    /// object for that session starts with it (12f row 2). Session numbers are never reused, so a discarded
    /// session's entry is never read again.
    var sessionUserInfo: [UInt8: [String: Any]] = [:]
    /// Numbers completion handlers.
    var nextHandler = 0
    /// How many calls that may change the run's objects it has had (``DirectReplayable``).
    var changes = 0

    /// The learned-method key for `kind`: the class that receives it (the scene delegate's for scene callbacks).
    func method(_ kind: CallbackKind) -> LearnedMethod {
      LearnedMethod(delegateClass: kind.isSceneCallback ? sceneDelegateClass : appDelegateClass, kind: kind)
    }

    /// Starts a process: a new `UIApplication` and a new app delegate (11a row 1).
    @MainActor func startProcess(_ app: DelegateApp) -> DelegateProcess {
      let process = DelegateProcess(application: app.makeApplicationObject(), appDelegate: nil)
      process.appDelegate = process.running { app.makeAppDelegate() }
      process.application.delegate = process.appDelegate
      appDelegateClass = ObjectIdentifier(type(of: process.appDelegate as AnyObject))
      _ = process.application.recorder.drain()
      self.process = process
      return process
    }
  }

  /// One method of one delegate class, as learned when first called.
  struct LearnedMethod: Hashable {
    /// The delegate class; `nil` before any object of that role was made.
    let delegateClass: ObjectIdentifier?
    /// The callback.
    let kind: CallbackKind
  }

  /// One scene the process has connected, with the delegate object UIKit made for it.
  @MainActor
  struct ConnectedScene {
    /// Which connection of which session.
    let ref: SceneRef
    /// The scene object.
    let scene: UIWindowScene
    /// Its delegate; `nil` when UIKit made none (SwiftUI without a custom delegate class).
    let delegate: (any UIWindowSceneDelegate)?
  }

  /// One process of the app: the objects UIKit made for it, all dropped when it dies.
  @MainActor
  final class DelegateProcess {
    /// `UIApplication.shared` for this process.
    nonisolated let application: UIApplication
    /// The app delegate.
    var appDelegate: (any UIApplicationDelegate)!
    /// Per session number, the scene connected last and its delegate.
    var scenes: [UInt8: ConnectedScene] = [:]
    /// Per session number, its session object while the process lives (11a row 5).
    var sessions: [UInt8: UISceneSession] = [:]
    /// The last quick action or link whose identity the app read and has not acted on yet (11d row 1).
    var itemInHand: Delivery?
    /// The newest delivery, when its item declares a destination, and whether it has landed (11d row 9).
    var landing: Landing?
    /// Completion handlers the app kept after its `performActionFor` returned (11d row 4).
    var keptTokens: [CompletionToken] = []
    /// The token of the `performActionFor` under way, until its recording takes it.
    var currentToken: CompletionToken?
    /// What the last `configurationForConnecting` answered: whether it named a scene delegate class.
    var pendingDelegateClass: Bool?
    /// The process's main queue: blocks and main-actor task jobs its code queued (UIKit semantics article, 10e).
    nonisolated let mainQueue = MainQueue()

    init(application: UIApplication, appDelegate: (any UIApplicationDelegate)?) {
      self.application = application
      self.appDelegate = appDelegate
    }

    /// A fingerprint of the app's memory: its delegate objects (and what they reach), the item in hand, the kept
    /// handlers, the main queue and the watched delivery.
    func fingerprint() -> StateFingerprint {
      var fingerprint = objectFingerprint()
      fingerprint.append("inHand")
      if let itemInHand { fingerprint.note(itemInHand) } else { fingerprint.append("nil") }
      fingerprint.append("kept")
      for token in keptTokens { fingerprint.note(token.delivery) }
      fingerprint.append("mainQueue" + mainQueue.summary.joined(separator: ","))
      fingerprint.append("landing")
      if let landing { fingerprint.note(landing.delivery) }
      fingerprint.append("\(landing?.landed ?? false)")
      return fingerprint
    }

    /// A fingerprint of what the app's own objects hold: its delegate objects and what they reach.
    func objectFingerprint() -> StateFingerprint {
      var fingerprint = StateFingerprint()
      fingerprint.append("app")
      if let appDelegate { fingerprint.visit(appDelegate as AnyObject) }
      for session in scenes.keys.sorted() {
        guard let connected = scenes[session] else { continue }
        fingerprint.append("scene\(session)")
        if let delegate = connected.delegate {
          fingerprint.visit(delegate as AnyObject)
        } else {
          fingerprint.append("none")
        }
      }
      return fingerprint
    }

    /// Runs `body` as the process's code runs: its `UIApplication` is `shared`, and blocks queued on the main queue
    /// join its main queue. Not isolated itself: a main-actor closure handed to the task-local binding would check
    /// that it runs on the real main thread, and the explorer runs processes on other threads.
    nonisolated func running<T>(_ body: () -> T) -> T {
      BoundApplication.$current.withValue(application) {
        MainQueue.$current.withValue(mainQueue) { body() }
      }
    }
  }
#endif
