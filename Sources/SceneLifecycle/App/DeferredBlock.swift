/// The rest of a callback's actions, queued on the main queue by ``StrategyAction/deferToMainQueue``
/// (`DispatchQueue.main.async { … }`): the callback returned at once, and these actions run at a later turn of the
/// main run loop (UIKit semantics article, 10b).
///
/// Which turn that is, relative to UIKit's next callbacks, is the inferred switch
/// ``LifecycleOptions/deferredBlockRuns``. The app keeps one block at a time (``AppContext/deferredBlock``).
public struct DeferredBlock: Hashable, Sendable {
  /// The callback that queued the block, with the delivery it handed over (the closure captured it). Its scene is
  /// `nil` once that scene delegate object was replaced: the block's scene-delegate slot actions then do nothing,
  /// as a `[weak self]` closure finds `self` gone.
  public internal(set) var callback: Callback
  /// The position of the block's first action in the callback's actions: its plain list followed by the list for
  /// the kind of delivery it handed over (``TableStrategy/actions(continuing:)``).
  public let resumeAt: Int
  /// Whether the block calls the `performActionFor` completion handler: the app keeps that handler until the block
  /// runs (UIKit semantics article, 8g row 1 and 10b row 3) and releases it after.
  public let capturesCompletion: Bool

  /// Whether a block holding `rest` captures the `performActionFor` completion handler: it calls it, or keeps it in
  /// a property (UIKit semantics article, 8g row 1 and 10b row 3).
  public static func capturesCompletion(_ rest: ArraySlice<StrategyAction>) -> Bool {
    rest.contains(.completionTrue) || rest.contains(.completionFalse) || keepsCompletion(rest)
  }

  /// Whether a block holding `rest` keeps the handler it captured in a property, so it stays kept after the block.
  static func keepsCompletion(_ rest: ArraySlice<StrategyAction>) -> Bool { rest.contains(.keepCompletion) }

  /// Creates a block.
  public init(callback: Callback, resumeAt: Int, capturesCompletion: Bool) {
    self.callback = callback
    self.resumeAt = resumeAt
    self.capturesCompletion = capturesCompletion
  }
}

extension AppContext {
  /// Queues the rest of `callback`'s actions, from `resumeAt`, on the main queue. A block already pending runs
  /// first, right here (the main queue is first in, first out, and the model keeps one block): the caller runs
  /// it before calling this. A block that calls the `performActionFor` completion handler keeps that handler
  /// (``keepCompletion()``, 8g row 1).
  public mutating func deferToMainQueue(_ callback: Callback, resumeAt: Int, capturesCompletion: Bool) {
    effects.append(.deferToMainQueue(callback.kind, callback.delivery))
    let captures = capturesCompletion && currentCompletion != nil
    if captures { keepCompletion() }
    deferredBlock = DeferredBlock(callback: callback, resumeAt: resumeAt, capturesCompletion: captures)
  }

  /// Takes the pending block out to run it, recording the turn; `nil` when none is pending.
  public mutating func takeDeferredBlock() -> DeferredBlock? {
    guard let block = deferredBlock else { return nil }
    deferredBlock = nil
    effects.append(.runDeferred(block.callback.kind, block.callback.delivery))
    return block
  }

  /// A scene delegate object of `session` other than `keep` was replaced: a pending block it queued no longer
  /// reaches its slot.
  mutating func forgetDeferredScene(of session: UInt8, except keep: SceneRef?) {
    guard let block = deferredBlock, let scene = block.callback.scene, scene.session == session, scene != keep
    else { return }
    deferredBlock?.callback = block.callback.withoutScene
  }
}

extension Callback {
  /// The same callback with no scene delegate to reach (its object is gone).
  var withoutScene: Callback {
    Callback(kind, scene: nil, delivery: delivery, carrying: deliveryKind ?? .shortcutItem)
  }
}
