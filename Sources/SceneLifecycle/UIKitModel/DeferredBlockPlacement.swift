/// Where a block queued with `DispatchQueue.main.async` inside a UIKit callback runs, relative to UIKit's next
/// callbacks of the same transition (UIKit semantics article, 10b row 2): Apple documents that the main queue's
/// blocks run on the main thread from the main run loop, not where a turn falls among the callbacks UIKit makes
/// for one system event.
public enum DeferredBlockPlacement: String, Hashable, Sendable, CaseIterable {
  /// After UIKit's callbacks for the current event, before any later event (the default: UIKit makes a
  /// transition's callbacks from one run loop pass, and the queue drains at the end of it).
  case afterEvent
  /// As soon as the callback that queued it returns, before UIKit's next callback.
  case beforeNextCallback
  /// Only at an explicit ``Event/mainQueueTurn`` step; the explorer tries one at every later point.
  case atTurn
}
