/// When a gate's consumer can become ready, relative to what the user and the system do: what a strategy declares
/// for each of its gates (``Gate/readiness``, `"readiness"` in a gate object of `app.strategy.gates`), and what
/// the explorer assumes for every gate when it is told to (``ExplorerConfiguration/readiness``, `--readiness`).
///
/// A real consumer becomes ready a moment after its process starts (the JavaScript bundle has loaded and a
/// listener subscribed, the Dart handler is set, start-up has finished). Items sent before that moment are what
/// the frameworks' reports are about; a user who leaves the app, or a system that ends it, inside that moment is a
/// race no app can win entirely. Which moment it is depends on the app, so each gate says it (UIKit semantics
/// article, 10a rows 12 and 13). A gate that declares nothing is ``prompt``.
///
/// Replay runs the `appReady` steps a file writes where it writes them; it refuses one that the declaration rules
/// out (an ``afterFirstActivation`` gate opened before the app's first activation), as it refuses one in a process
/// that runs no code.
public enum Readiness: String, Hashable, Sendable, CaseIterable {
  /// The consumer is ready as soon as its process can run code, before anything else happens: while such a gate is
  /// closed and an `appReady` step for it is allowed, the explorer tries only those steps. Items sent during the
  /// event that started the process still meet the closed gate. A React Native app's root component is mounted even
  /// when iOS starts the app in the background, so a listener it registers is ready by then (10a row 12).
  case prompt
  /// An `appReady` step is one event among the others: the user can go home, pick another action or the system
  /// can end the process before the gate opens. A JavaScript listener that subscribes once the bundle has loaded
  /// can be late for a user who acts at once (`expoQuickActionsLostBeforeListener.json`, 10a row 8).
  case anytime
  /// The consumer cannot be ready before the UI of this process has been active (the monitor's
  /// `InvariantMonitor/uiReady`); from then on it is ``prompt``. A React Native app that renders nothing when iOS
  /// starts it in the background (React Native Firebase's `isHeadless` check) mounts its components, and the
  /// listeners their effects add, only once the app comes to the foreground (10a row 12).
  case afterFirstActivation
}
