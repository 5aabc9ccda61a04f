/// Which of iOS's three app lifecycles the app under test uses.
public enum LifecycleStyle: String, Hashable, Sendable, CaseIterable {
  /// No scene manifest: everything goes through the app delegate (iOS 9–12 style).
  case appDelegate
  /// The UIScene lifecycle (iOS 13+): a scene delegate per window scene.
  case scene
  /// The SwiftUI App lifecycle with `@UIApplicationDelegateAdaptor` and a custom scene delegate class,
  /// plus `scenePhase` changes seen by views.
  case swiftUI

  /// Whether UIKit talks to the app through scenes.
  public var usesScenes: Bool {
    switch self {
    case .appDelegate: false
    case .scene, .swiftUI: true
    }
  }
}
