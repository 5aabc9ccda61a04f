import QuickActions
import SceneLifecycle
import XCTest

/// Checks a callback log against the rules every UIKit trace follows.
struct GrammarChecker {
  let style: LifecycleStyle

  /// The AppDelegate's state callbacks, which scene-based apps never get.
  static let appDelegateStateCallbacks: Set<CallbackKind> = [
    .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
    .applicationDidEnterBackground, .applicationPerformAction,
  ]

  /// The first broken rule, or `nil`.
  func check(_ log: [LoggingStrategy.Entry]) -> String? {
    /// Scenes connected since their `willConnectTo` (until they disconnect or the process dies).
    var connected = Set<SceneRef>()
    /// Scenes that got `sceneWillEnterForeground(_:)` and have not left the foreground since.
    var enteredForeground = Set<SceneRef>()
    var active = false
    for (index, entry) in log.enumerated() {
      guard case .callback(let callback) = entry else {
        connected.removeAll()
        enteredForeground.removeAll()
        active = false
        continue
      }
      let kind = callback.kind
      let at = "callback \(index), \(kind.selector)"
      if style == .appDelegate,
        kind.isSceneCallback || kind == .configurationForConnecting || kind == .didDiscardSceneSessions
      {
        return "\(at): a scene callback in the appDelegate style"
      }
      if style.usesScenes, Self.appDelegateStateCallbacks.contains(kind) {
        return "\(at): an AppDelegate state callback in the \(style) style"
      }
      if style != .swiftUI, [.scenePhaseActive, .scenePhaseInactive, .scenePhaseBackground, .onOpenURL].contains(kind) {
        return "\(at): a SwiftUI view callback outside SwiftUI"
      }
      if kind.isSceneCallback, kind != .sceneWillConnect {
        guard let scene = callback.scene else { return "\(at): a scene callback without a scene" }
        guard connected.contains(scene) else { return "\(at): to scene \(scene), which is not connected" }
      }
      switch kind {
      case .willFinishLaunching:
        connected.removeAll()
        enteredForeground.removeAll()
        active = false
      case .sceneWillConnect:
        guard let scene = callback.scene else { return "\(at): without a scene" }
        connected.insert(scene)
      case .sceneDidDisconnect:
        if let scene = callback.scene {
          connected.remove(scene)
          enteredForeground.remove(scene)
        }
      case .sceneWillEnterForeground:
        if let scene = callback.scene { enteredForeground.insert(scene) }
      case .sceneDidEnterBackground:
        if let scene = callback.scene { enteredForeground.remove(scene) }
      case .sceneDidBecomeActive:
        guard let scene = callback.scene, enteredForeground.contains(scene) else {
          return "\(at): sceneDidBecomeActive(_:) without sceneWillEnterForeground(_:) in the same foreground span"
        }
      case .windowScenePerformAction:
        guard callback.delivery != nil else { return "\(at): performActionFor without an item" }
      default:
        break
      }
      switch kind {
      case .sceneDidBecomeActive, .applicationDidBecomeActive:
        if active { return "\(at): becomes active while already active" }
        active = true
      case .sceneWillResignActive, .applicationWillResignActive:
        if !active { return "\(at): resigns active while not active" }
        active = false
      default:
        break
      }
    }
    return nil
  }
}
