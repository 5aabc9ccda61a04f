import QuickActions
import SceneLifecycle
import XCTest

/// A strategy that logs every callback UIKit makes (with its scene) and every process death, then lets
/// the table strategy answer. The log lives outside `AppContext` on purpose: it must survive the process.
struct LoggingStrategy: AppStrategy {
  /// One thing the app saw.
  enum Entry: Hashable, Sendable {
    /// A callback.
    case callback(Callback)
    /// The process died.
    case processExit
  }

  /// The app's code.
  var inner: TableStrategy
  /// Everything seen, in order.
  var log: [Entry] = []

  mutating func respond(to callback: Callback, app: inout AppContext) {
    log.append(.callback(callback))
    inner.respond(to: callback, app: &app)
  }

  mutating func processDidExit() {
    log.append(.processExit)
    inner.processDidExit()
  }

  func implements(_ callback: CallbackKind) -> Bool { inner.implements(callback) }
}
