import QuickActions
import SceneLifecycle
import XCTest

/// The Paris café seed's custom-scheme URL for the Search tab.
let searchURL = "pariscafe://search"
/// A universal link to one cafe.
let cafeLink = "https://example.com/cafe/PRS103"

/// A simulator with the standard items, sent `events` (each must be accepted), then the user opens `url`
/// (a custom scheme) or taps it (an https universal link).
func simulateLink<S: AppStrategy>(
  _ strategy: S, _ lifecycle: LifecycleStyle, options: LifecycleOptions = .defaults,
  after events: [LifecycleEvent] = [],
  open url: String, file: StaticString = #filePath, line: UInt = #line
) -> Simulator<S> {
  var sim = simulate(strategy, lifecycle, options: options)
  journey(&sim, events, file: file, line: line)
  let rejection = url.hasPrefix("https:") ? sim.universalLink(url) : sim.openURL(url)
  if let rejection {
    XCTFail("link refused: \(rejection.message(itemName: sim.catalog.type(of:)))", file: file, line: line)
  }
  return sim
}

/// The trace lines of the last step.
func lastStepLines<S: AppStrategy>(of sim: Simulator<S>) -> [String] {
  lines(of: sim, step: sim.stepCount - 1)
}

/// The lines UIKit's foreground and activation callbacks add in each style (no link, no item).
enum Transition {
  /// AppDelegate: willEnterForeground and its notification.
  static let appDelegateForeground = [
    system(.applicationWillEnterForeground), system(.willEnterForegroundNotification),
  ]
  /// AppDelegate: didBecomeActive and its notification.
  static let appDelegateActive = [system(.applicationDidBecomeActive), system(.didBecomeActiveNotification)]
  /// Scene: sceneWillEnterForeground and the notification.
  static let sceneForeground = [system(.sceneWillEnterForeground), system(.willEnterForegroundNotification)]
  /// Scene: sceneDidBecomeActive and the notification.
  static let sceneActive = [system(.sceneDidBecomeActive), system(.didBecomeActiveNotification)]
  /// SwiftUI, returning from the background: the scene's foreground callbacks and scenePhase(.inactive).
  static let swiftUIForeground = sceneForeground + [system(.scenePhaseInactive)]
  /// SwiftUI, a scene that just connected: the scene's foreground callbacks and the note that `scenePhase` starts
  /// at `.inactive`, which `onChange(of: scenePhase)` does not report (UIKit semantics article, 8f row 5).
  static let swiftUIConnectedForeground = sceneForeground + [note(.scenePhaseStartsInactive)]
  /// SwiftUI: the scene's activation callbacks and scenePhase(.active).
  static let swiftUIActive = sceneActive + [system(.scenePhaseActive)]
}

/// Where the app is when a delivery comes, and the events that bring it there: the starts each road's walk over every
/// lifecycle takes (a notification tap, a user activity, a CloudKit share).
enum RoadStart: CaseIterable {
  case notRunning, savedSession, background, suspended, disconnected, inFront

  /// The events from a fresh install to this start.
  var events: [LifecycleEvent] {
    switch self {
    case .notRunning: []
    case .savedSession: [.tapIcon, .goHome, .systemTerminate]
    case .background: [.tapIcon, .goHome]
    case .suspended: [.tapIcon, .goHome, .systemSuspend]
    case .disconnected: [.tapIcon, .goHome, .systemDisconnectScene]
    case .inFront: [.tapIcon]
    }
  }
}
