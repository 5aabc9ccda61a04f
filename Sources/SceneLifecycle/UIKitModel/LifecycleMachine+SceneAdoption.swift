// MARK: - The iOS 27 launch requirement: an app must have adopted the scene lifecycle (TN3187)

extension LifecycleMachine {
  /// Whether the process the event would start crashes at launch instead: from the iOS 27 SDK, an app that has not
  /// adopted the scene lifecycle stops in UIKit's assert before any app code runs (UIKit semantics article, 8e
  /// rows 2, 3 and 7). Then the receiver hears ``LifecycleNote/sceneLifecycleRequired``, no callback is made, the
  /// process stays not running and an item the event carried is lost.
  ///
  /// An AppDelegate-only app never has adopted it; a SwiftUI app always has (SwiftUI's own app delegate answers
  /// `application(_:configurationForConnecting:options:)`, inferred in 8e row 7); a scene app has by
  /// ``LifecycleOptions/sceneAdoptionCheck`` (8e row 8), read only when the manifest and the method disagree, the
  /// one case where the two readings differ.
  mutating func crashesAtLaunch<Receiver: CallbackReceiver>(receiver: inout Receiver) -> Bool {
    guard build.sdk.requiresSceneLifecycle else { return false }
    let adopted: Bool
    switch style {
    case .appDelegate:
      adopted = false
    case .swiftUI:
      adopted = true
    case .scene:
      let manifest = build.sceneManifest == .configured
      let method = receiver.implements(.configurationForConnecting)
      if manifest == method {
        adopted = manifest
      } else {
        switch read(.sceneAdoptionCheck, receiver: &receiver) {
        case .manifestOrMethod: adopted = true
        case .manifestAndMethod: adopted = false
        }
      }
    }
    guard !adopted else { return false }
    receiver.noted(.sceneLifecycleRequired)
    return true
  }
}
