/// The app under test: how it reacts to UIKit's callbacks.
///
/// Implement it in Swift to check your own handling code, or describe it as data with
/// ``TableStrategy`` (which scenario files use). Keep memory in the ``AppContext`` so that a process
/// death wipes it; state kept in the strategy itself must be reset in ``processDidExit()``.
public protocol AppStrategy: Hashable, Sendable {
  /// Reacts to one callback by calling methods on `app`.
  mutating func respond(to callback: Callback, app: inout AppContext)
  /// The process died; forget anything kept outside `AppContext`.
  mutating func processDidExit()
  /// The readiness gates the strategy declares, in order (index = position); none by default.
  var gates: [Gate] { get }
  /// The app opened `gate` and handled what waited behind it: runs the strategy's `gateOpened` list.
  mutating func gateDidOpen(_ gate: Gate, app: inout AppContext)
  /// Whether the app implements `callback` at all. UIKit does not call an optional method the delegate
  /// lacks, so an unimplemented `performActionFor` owes no completion call.
  func implements(_ callback: CallbackKind) -> Bool
  /// Runs a block this strategy queued on the main queue (``AppContext/deferredBlock``), which the caller has
  /// already taken out of `app`.
  func runDeferred(_ block: DeferredBlock, app: inout AppContext)
  /// The items and links the run knows changed (a step named a new one): a strategy that hands real values to app
  /// code (``DelegateApp`` builds `UIApplicationShortcutItem`s and URLs) looks them up here. Called once when the
  /// simulator starts and after each change.
  mutating func catalogDidChange(_ catalog: ItemCatalog)
  /// The run's lifecycle, told once when the simulator starts: a strategy that stands for real delegate classes
  /// (``DelegateApp``) needs it to know whether SwiftUI makes its scene delegate (UIKit semantics article, 11a row 3).
  mutating func lifecycleDidStart(_ style: LifecycleStyle)
  /// A bit per flag the app keeps in `UserDefaults` (``StrategyFlag``): the runner keeps them over a process death.
  var persistentFlagMask: UInt8 { get }
  /// Whether some of the app's code runs for each connected scene (a `gateOpened(<gate>)[eachScene]` list): only
  /// then does the runner keep ``AppContext/connectedScenes``, which every other app's memory leaves empty.
  var actsOnEachScene: Bool { get }
  /// Whether the app keeps `delivery` in memory of its own, outside ``AppContext`` (a ``DelegateApp``'s delegate
  /// objects). The explorer asks after each event: a delivery nothing holds can never be handled later.
  func holds(_ delivery: Delivery) -> Bool
  /// Whether the app's code may queue work on the main queue: the explorer then tries a main-queue turn in every
  /// state. A table answers ``TableStrategy/defersToMainQueue``; ``DelegateApp`` runs real code, which may at any
  /// callback.
  var queuesMainQueueWork: Bool { get }
  /// Whether work the app's code queued on the main queue outside ``AppContext`` (``DelegateApp``'s simulated main
  /// queue) is due to run now.
  var hasMainQueueWork: Bool { get }
  /// Runs a turn of the app's own main queue (UIKit semantics article, 10b and 10e): with `delayed` false only the
  /// work due now (the end of an event), with `true` also the earliest delayed work when nothing is due (an explicit
  /// ``Event/mainQueueTurn``). Records what the work did in `app`.
  mutating func runMainQueueWork(delayed: Bool, app: inout AppContext)
  /// Whether the harness can hand the app a tapped notification's response (UIKit semantics article, section 14):
  /// every strategy but an app's own classes run where Apple's UserNotifications is imported, whose responses only
  /// the system makes. The simulator refuses a `notificationTap` step the strategy cannot take
  /// (``Rejection/Reason/notificationResponsesUnavailable``), so it is never a silent no-op.
  var takesNotificationTaps: Bool { get }
  /// Whether the harness can hand the app an accepted CloudKit share's metadata (UIKit semantics article, section
  /// 16): every strategy but an app's own classes run where Apple's CloudKit is imported, whose metadata only the
  /// system makes. The simulator refuses a `cloudKitShare` step the strategy cannot take
  /// (``Rejection/Reason/cloudKitSharesUnavailable``), so it is never a silent no-op.
  var takesCloudKitShares: Bool { get }
  /// Whether the harness can run the app's App Intents (UIKit semantics article, section 17): a table strategy lists
  /// what `perform()` and the scene's preparation do; an app's own classes cannot be handed an intent, whose type and
  /// `perform()` are the app's own code a scenario cannot construct. The simulator refuses an `appIntent` step the
  /// strategy cannot take (``Rejection/Reason/appIntentsUnavailable``), so it is never a silent no-op.
  var takesAppIntents: Bool { get }
}

extension AppStrategy {
  /// Strategies that keep all memory in `AppContext` need do nothing.
  public mutating func processDidExit() {}
  /// A strategy without gates declares none.
  public var gates: [Gate] { [] }
  /// A strategy without gates has nothing to run when one opens.
  public mutating func gateDidOpen(_ gate: Gate, app: inout AppContext) {}
  /// By default a strategy implements every callback.
  public func implements(_ callback: CallbackKind) -> Bool { true }
  /// A strategy that never defers has no block to run.
  public func runDeferred(_ block: DeferredBlock, app: inout AppContext) {}
  /// Strategies whose code does not depend on the lifecycle ignore it.
  public mutating func lifecycleDidStart(_ style: LifecycleStyle) {}
  /// Strategies that name deliveries only by ``ItemID`` need not know the items themselves.
  public mutating func catalogDidChange(_ catalog: ItemCatalog) {}
  /// A strategy without flags keeps none in `UserDefaults`.
  public var persistentFlagMask: UInt8 { 0 }
  /// A strategy runs nothing for each scene unless it says so.
  public var actsOnEachScene: Bool { false }
  /// Strategies that keep all memory in ``AppContext`` hold nothing themselves.
  public func holds(_ delivery: Delivery) -> Bool { false }
  /// A strategy that is not the app's own classes takes a tapped notification as any other delivery.
  public var takesNotificationTaps: Bool { true }
  /// A strategy that is not the app's own classes takes an accepted CloudKit share as any other delivery.
  public var takesCloudKitShares: Bool { true }
  /// A strategy that is not the app's own classes runs an App Intent as any other delivery.
  public var takesAppIntents: Bool { true }
  /// A strategy queues main-queue work only as ``AppContext/deferredBlock`` says.
  public var queuesMainQueueWork: Bool { false }
  /// A strategy keeps no main queue of its own.
  public var hasMainQueueWork: Bool { false }

  /// A strategy without a main queue of its own has nothing to run.
  public mutating func runMainQueueWork(delayed: Bool, app: inout AppContext) {}
}
