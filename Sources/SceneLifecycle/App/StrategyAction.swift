/// One step of a strategy described as data: what the app does inside a callback.
///
/// Actions that take "the delivered item" do nothing when the callback carries none, as the usual
/// `if let shortcutItem = …` code does.
public enum StrategyAction: String, Hashable, Sendable, CaseIterable {
  /// Park the delivered item in the app delegate's slot.
  case store
  /// Park the delivered item on the scene delegate (lost when a reconnect makes a new delegate).
  case storeOnSceneDelegate
  /// Handle the delivered item now.
  case handle
  /// Handle the delivered item now, unless the app already handled this same delivery during the current event
  /// (the union-and-dedupe of UIKit semantics article, 3 row 6: a link that reaches both `onOpenURL(_:)` and the
  /// custom scene delegate is acted on once). A skip shows in the trace as `app skipDuplicate …`.
  case handleUnlessHandled
  /// Handle the item in the app delegate's slot, leaving it there.
  case handlePending
  /// Handle the item on the scene delegate, leaving it there.
  case handlePendingOnSceneDelegate
  /// Handle the item in the app delegate's slot and reset the slot.
  case consumePending
  /// Handle the item on the scene delegate and reset it.
  case consumePendingOnSceneDelegate
  /// Empty the app delegate's slot.
  case reset
  /// Empty the scene delegate's slot.
  case resetOnSceneDelegate
  /// Call the `performActionFor` completion handler with `true`: in `performActionFor` the one passed to it,
  /// elsewhere the one kept by ``keepCompletion`` (nothing when none is kept).
  case completionTrue = "completion(true)"
  /// Call the `performActionFor` completion handler with `false` (which one: as ``completionTrue``).
  case completionFalse = "completion(false)"
  /// Keep the `performActionFor` completion handler in a property to call it later (UIKit semantics article,
  /// 8g row 1); a handler kept before is dropped uncalled.
  case keepCompletion
  /// Set the kept completion handler's property to `nil`, called or not.
  case releaseCompletion
  /// Return `false` from the launch method.
  case returnFalse
  /// Return `false` from the launch method when it received a shortcut item (Apple's samples).
  case returnFalseIfItem
  /// Run the rest of the callback's actions (its plain list, then the list for the kind of delivery it carries)
  /// later, on a turn of the main run loop (`DispatchQueue.main.async { … }`); the callback returns at once
  /// (UIKit semantics article, 10b). ``TableStrategy`` runs it: it is the list's business, not one action's.
  case deferToMainQueue

  /// Why this action cannot run inside `callback`, or `nil` when it can.
  public func problem(in callback: CallbackKind) -> String? {
    switch self {
    case .keepCompletion:
      return callback.isPerformAction
        ? nil
        : "\(rawValue) in \(callback.selector) needs a completion handler to keep, which only performActionFor "
          + "callbacks have"
    case .completionTrue, .completionFalse, .releaseCompletion:
      // Outside performActionFor these act on a kept handler: the table as a whole is checked for one
      // (`problemWithoutKeptCompletion(in:)`).
      return nil
    case .returnFalse, .returnFalseIfItem:
      return callback.isLaunchMethod
        ? nil
        : "\(rawValue) in \(callback.selector) needs a launch method: application(_:willFinishLaunchingWithOptions:) "
          + "or application(_:didFinishLaunchingWithOptions:)"
    case .storeOnSceneDelegate, .handlePendingOnSceneDelegate, .consumePendingOnSceneDelegate, .resetOnSceneDelegate:
      return callback.isSceneCallback
        ? nil : "\(rawValue) in \(callback.selector) needs a scene delegate, which that callback does not have"
    case .store, .handle, .handleUnlessHandled, .handlePending, .consumePending, .reset, .deferToMainQueue:
      // Where a deferral may stand in its list is checked on the whole table (`TableStrategy`).
      return nil
    }
  }

  /// Why this action cannot run inside `callback` in a table where no `performActionFor` list keeps its
  /// completion handler, or `nil` when it can: it would act on a kept handler the app can never have.
  public func problemWithoutKeptCompletion(in callback: CallbackKind) -> String? {
    switch self {
    case .completionTrue, .completionFalse:
      return callback.isPerformAction
        ? nil
        : "\(rawValue) in \(callback.selector) calls a completion handler kept from an earlier performActionFor, but "
          + "no performActionFor list keeps one: add keepCompletion there, or call the handler inside performActionFor"
    case .releaseCompletion:
      return "\(rawValue) in \(callback.selector) releases a kept completion handler, but no performActionFor list "
        + "keeps one (keepCompletion)"
    case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
      .consumePending,
      .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .keepCompletion, .returnFalse, .returnFalseIfItem,
      .deferToMainQueue:
      return nil
    }
  }

  /// Runs the action for `callback` on `app`.
  public func perform(for callback: Callback, app: inout AppContext) {
    let sceneSlot = callback.scene.map(SlotLocation.sceneDelegate)
    switch self {
    case .store: app.store(callback.delivery, in: .appDelegate)
    case .storeOnSceneDelegate: if let sceneSlot { app.store(callback.delivery, in: sceneSlot) }
    case .handle: app.handle(callback.delivery)
    case .handleUnlessHandled: app.handleUnlessHandled(callback.delivery)
    case .handlePending: app.handlePending(in: .appDelegate)
    case .handlePendingOnSceneDelegate: if let sceneSlot { app.handlePending(in: sceneSlot) }
    case .consumePending: app.consumePending(in: .appDelegate)
    case .consumePendingOnSceneDelegate: if let sceneSlot { app.consumePending(in: sceneSlot) }
    case .reset: app.reset(.appDelegate)
    case .resetOnSceneDelegate: if let sceneSlot { app.reset(sceneSlot) }
    case .completionTrue: app.complete(true)
    case .completionFalse: app.complete(false)
    case .keepCompletion: app.keepCompletion()
    case .releaseCompletion: app.releaseCompletion()
    case .returnFalse: app.returnFalseFromLaunchMethod()
    case .returnFalseIfItem: if callback.delivery != nil { app.returnFalseFromLaunchMethod() }
    case .deferToMainQueue:
      // Alone it has nothing to defer: ``TableStrategy/respond(to:app:)`` queues the rest of the list instead of
      // calling this.
      break
    }
  }
}
