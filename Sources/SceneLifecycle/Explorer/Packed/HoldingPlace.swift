/// A place where an app can hold a delivery from one event to a later one, as the explorer packs it.
///
/// A packed state keeps an item per place, and links two places when they hold the same delivery so the monitor
/// sees one delivery, handled once, not two. Only some pairs are linked (see `ExplorerState+Extension.swift`):
/// the scene delegate's slot, the `UserDefaults` slot and a deferred block are each linked to the app delegate's
/// slot, and the `UserDefaults` slot and the block also to the scene delegate's; the gates' queue is linked only
/// to the app delegate's slot. A strategy that could hold one delivery in two places that are not linked would be
/// judged wrongly (a second handling missed as a duplicate, say), so the packed explorer refuses it
/// (``ExplorerError/unlinkedHoldingPlaces(_:_:)``) and ``Explorer`` explores it with its direct search, which
/// follows each delivery itself.
public enum HoldingPlace: String, Hashable, Sendable, CaseIterable {
  /// The app delegate's pending slot (`store`).
  case appDelegateSlot
  /// A scene delegate's pending slot (`storeOnSceneDelegate`).
  case sceneDelegateSlot
  /// The `UserDefaults` slot (`storeInUserDefaults`).
  case userDefaults
  /// The buffer behind closed `queue` gates (`send`, `sendPending`, `consumePendingVia` to such a gate).
  case gateQueue
  /// A block queued with `deferToMainQueue`, which keeps its callback's delivery.
  case deferredBlock

  /// Whether a packed state links this place with `other` when both hold the same delivery.
  func isLinked(with other: HoldingPlace) -> Bool {
    switch (self, other) {
    case (.appDelegateSlot, _), (_, .appDelegateSlot): true
    case (.sceneDelegateSlot, .userDefaults), (.userDefaults, .sceneDelegateSlot),
      (.sceneDelegateSlot, .deferredBlock), (.deferredBlock, .sceneDelegateSlot):
      true
    case (.sceneDelegateSlot, .sceneDelegateSlot), (.userDefaults, .userDefaults), (.gateQueue, .gateQueue),
      (.deferredBlock, .deferredBlock):
      true
    case (.sceneDelegateSlot, .gateQueue), (.gateQueue, .sceneDelegateSlot), (.userDefaults, .gateQueue),
      (.gateQueue, .userDefaults), (.userDefaults, .deferredBlock), (.deferredBlock, .userDefaults),
      (.gateQueue, .deferredBlock), (.deferredBlock, .gateQueue):
      false
    }
  }
}

extension TableStrategy {
  /// The places where the strategy can hold a delivery from one event to a later one.
  public var holdingPlaces: Set<HoldingPlace> {
    let lists =
      triggerReactions.map(\.1)
      + gates.flatMap { [actions(whenOpened: $0.index), actions(whenOpenedForEachScene: $0.index)] }
    var places = Set<HoldingPlace>()
    for action in lists.joined() {
      switch action {
      case .store: places.insert(.appDelegateSlot)
      case .storeOnSceneDelegate: places.insert(.sceneDelegateSlot)
      case .storeInUserDefaults: places.insert(.userDefaults)
      case .deferToMainQueue: places.insert(.deferredBlock)
      case .send(let index), .sendPending(let index), .consumePendingVia(let index),
        .sendPendingOnSceneDelegate(let index), .consumePendingOnSceneDelegateVia(let index),
        .sendPendingOnSession(let index), .consumePendingOnSessionVia(let index):
        if gates.contains(where: { $0.index == index && $0.whenClosed == .queue }) { places.insert(.gateQueue) }
      case .handle, .handleUnlessHandled, .consumePending, .handlePending, .reset, .handlePendingOnSceneDelegate,
        .consumePendingOnSceneDelegate,
        .resetOnSceneDelegate, .completionTrue, .completionFalse, .keepCompletion, .releaseCompletion, .returnFalse,
        .returnFalseIfItem, .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults,
        .ready, .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .setFlag,
        .clearFlag, .ifFlag, .unlessFlag:
        // Scene sessions' slots are not a place a packed state holds: the packed explorer refuses such strategies
        // (`sessionSlotAction`), which the direct one explores.
        break
      }
    }
    return places
  }

  /// The first action, in trigger order, that uses a scene session's `userInfo` slot (`storeOnSession`, …);
  /// `nil` when none does. The packed explorer refuses such a strategy (``ExplorerError/sessionSlots(_:)``), which
  /// ``Explorer`` explores with its direct search.
  public var sessionSlotAction: StrategyAction? {
    let lists =
      triggerReactions.map(\.1)
      + gates.flatMap { [actions(whenOpened: $0.index), actions(whenOpenedForEachScene: $0.index)] }
    return lists.joined().first { action in
      switch action {
      case .storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession, .sendPendingOnSession,
        .consumePendingOnSessionVia:
        true
      case .store, .storeOnSceneDelegate, .handle, .handleUnlessHandled, .handlePending, .handlePendingOnSceneDelegate,
        .consumePending, .consumePendingOnSceneDelegate, .reset, .resetOnSceneDelegate, .completionTrue,
        .completionFalse, .keepCompletion, .releaseCompletion, .returnFalse, .returnFalseIfItem, .send, .sendPending,
        .consumePendingVia, .sendPendingOnSceneDelegate, .consumePendingOnSceneDelegateVia, .ready,
        .storeInUserDefaults, .handlePendingInUserDefaults, .consumePendingInUserDefaults,
        .resetInUserDefaults, .deferToMainQueue, .setFlag, .clearFlag, .ifFlag, .unlessFlag:
        false
      }
    }
  }

  /// The first pair of places the strategy uses that a packed state does not link, in ``HoldingPlace`` order;
  /// `nil` when the explorer can pack every state of it.
  var unlinkedHoldingPlaces: (HoldingPlace, HoldingPlace)? {
    let used = HoldingPlace.allCases.filter(holdingPlaces.contains)
    for (index, first) in used.enumerated() {
      if let second = used[(index + 1)...].first(where: { !first.isLinked(with: $0) }) { return (first, second) }
    }
    return nil
  }
}
