/// What an ``InteractionTap`` notes.
enum Interaction {
  /// One thing the app's side was told, or one session of the arrangement after the event.
  enum Entry: Hashable {
    /// The event begins; `opens` is the declared scene an `openWindow` opens, which the app learns for the session
    /// it creates. Nothing else of the event reaches the app but through the calls that follow.
    case event(opens: UInt8?)
    case callback(CallbackKind, scene: SceneName?, delivery: DeliveryName?, kind: DeliveryKind?)
    case callbackInExtension(CallbackKind, scene: SceneName?, delivery: DeliveryName?, kind: DeliveryKind?, opens: Bool)
    case processExit
    case processSuspend
    case note(LifecycleNote)
    case appWork(AppWork)
    case deferredBlock
    case mainRunLoopTurn
    case route(delivery: DeliveryName, session: SessionName?, scene: UInt8?, reason: SceneRoute.Basis)
    case sessionDiscarded(SessionName)
    case session(SessionName, currentKept: Bool)
  }

  /// A session: its place before the event, or its order among the sessions the event created.
  enum SessionName: Hashable {
    case place(Int)
    case created(Int)
    /// A session that was neither listed before the event nor created by it (one already discarded).
    case gone
  }

  /// A scene delegate: its session, and while the event runs its generation; once it ended, 1 when that was the
  /// session's current one before the event, plus 2 when it is after.
  struct SceneName: Hashable {
    let session: SessionName
    var generation: UInt8
  }

  /// A delivery: its order among those the event made, or, for one made before, its item.
  enum DeliveryName: Hashable {
    case made(UInt32, ItemID)
    case earlier(ItemID)
  }

}
