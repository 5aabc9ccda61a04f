extension StrategyAction {
  /// Why this action cannot run inside `callback`, or `nil` when it can.
  public func problem(in callback: CallbackKind) -> String? {
    switch self {
    case .keepCompletion:
      return callback.handsCompletionHandler
        ? nil
        : "\(name) in \(callback.selector) needs a completion handler to keep, which only performActionFor "
          + "and userNotificationCenter(_:didReceive:withCompletionHandler:) have"
    case .completionTrue, .completionFalse, .releaseCompletion:
      // Outside performActionFor these act on a kept handler: the table as a whole is checked for one
      // (`problemWithoutKeptCompletion(in:)`).
      return nil
    case .returnFalse, .returnFalseIfItem:
      return callback.isLaunchMethod
        ? nil
        : "\(name) in \(callback.selector) needs a launch method: application(_:willFinishLaunchingWithOptions:) "
          + "or application(_:didFinishLaunchingWithOptions:)"
    case .storeOnSceneDelegate, .handlePendingOnSceneDelegate, .consumePendingOnSceneDelegate, .resetOnSceneDelegate,
      .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia:
      return callback.isSceneCallback
        ? nil : "\(name) in \(callback.selector) needs a scene delegate, which that callback does not have"
    case .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .sendPendingOnSession,
      .consumePendingOnSessionVia:
      // configurationForConnecting is handed the connecting session (`connectingSceneSession`).
      return callback.isSceneCallback || callback == .configurationForConnecting
        ? nil : "\(name) in \(callback.selector) needs a scene session, which that callback does not have"
    case .store, .handle, .handleUnlessHandled, .handlePending, .consumePending, .reset, .send, .sendPending,
      .consumePendingVia, .ready:
      return nil
    case .storeInUserDefaults, .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults:
      // UserDefaults is reachable from every callback (UIKit semantics article, 10c row 1).
      return nil
    case .setFlag, .clearFlag, .ifFlag, .unlessFlag:
      // The app's own booleans are reachable from every callback; where a test may stand in its list is checked
      // on the whole table (`withFlags(_:)`).
      return nil
    case .deferToMainQueue:
      // Where a deferral may stand in its list is checked on the whole table (`TableStrategy`).
      return nil
    }
  }

  /// Why this action cannot run in a `gateOpened(…)` list, or `nil` when it can. Such a list runs outside any
  /// UIKit callback: it has no delivered item (actions on it do nothing, as `if let` code), no completion handler
  /// passed to it and no launch method to return from. The app's list (`gateOpened(<gate>)`) has no scene delegate;
  /// a list run for each connected scene (`gateOpened(<gate>)[eachScene]`, `eachScene` true) has that scene's
  /// delegate and session.
  public func problemWhenGateOpens(gateName: String, eachScene: Bool = false) -> String? {
    let list = eachScene ? "gateOpened(\(gateName))[eachScene]" : "gateOpened(\(gateName))"
    switch self {
    case .storeOnSceneDelegate, .handlePendingOnSceneDelegate, .consumePendingOnSceneDelegate, .resetOnSceneDelegate,
      .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia:
      return eachScene
        ? nil
        : "\(name) in \(list) needs a scene delegate, which the app's list does not have: write it in "
          + "gateOpened(\(gateName))[eachScene], which runs for each connected scene's delegate"
    case .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .sendPendingOnSession,
      .consumePendingOnSessionVia:
      return eachScene
        ? nil
        : "\(name) in \(list) needs a scene session, which the app's list does not have: write it in "
          + "gateOpened(\(gateName))[eachScene], which runs for each connected scene's delegate"
    case .keepCompletion:
      return "\(name) in \(list) needs a completion handler to keep, which only performActionFor callbacks have"
    case .returnFalse, .returnFalseIfItem:
      return "\(name) in \(list) needs a launch method to return from"
    case .store, .handle, .handleUnlessHandled, .handlePending, .consumePending, .reset, .send, .sendPending,
      .consumePendingVia, .ready, .completionTrue, .completionFalse, .releaseCompletion:
      return nil
    case .deferToMainQueue:
      return "\(name) in \(list) has no callback whose rest could wait for a main-queue turn: "
        + "defer inside a UIKit callback's list instead"
    case .storeInUserDefaults, .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults,
      .setFlag, .clearFlag, .ifFlag, .unlessFlag:
      return nil
    }
  }

  /// Why this action cannot run inside `callback` in a table where no `performActionFor` list keeps its
  /// completion handler, or `nil` when it can: it would act on a kept handler the app can never have.
  public func problemWithoutKeptCompletion(in callback: CallbackKind) -> String? {
    switch self {
    case .completionTrue, .completionFalse:
      return callback.handsCompletionHandler
        ? nil
        : "\(name) in \(callback.selector) calls a completion handler kept from an earlier performActionFor, but "
          + "no performActionFor list keeps one: add keepCompletion there, or call the handler inside performActionFor"
    case .releaseCompletion:
      return "\(name) in \(callback.selector) releases a kept completion handler, but no performActionFor list "
        + "keeps one (keepCompletion)"
    case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
      .consumePending,
      .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .keepCompletion, .returnFalse, .returnFalseIfItem,
      .send, .sendPending, .consumePendingVia, .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia,
      .sendPendingOnSession, .consumePendingOnSessionVia, .ready, .deferToMainQueue:
      return nil
    case .storeInUserDefaults, .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults,
      .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .setFlag, .clearFlag,
      .ifFlag,
      .unlessFlag:
      return nil
    }
  }
}
