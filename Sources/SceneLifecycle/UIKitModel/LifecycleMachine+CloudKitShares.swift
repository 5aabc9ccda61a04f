// MARK: - CloudKit shares: an accepted share invitation (UIKit semantics article, section 16)

extension LifecycleMachine {
  /// `userDidAcceptCloudKitShareWith` with the share's metadata: on the delegate of the connected scene in the scene
  /// styles, which UIKit calls only for a scene that is already connected (16 row 1), on the app delegate without
  /// scenes (16 row 3).
  mutating func acceptShare<Receiver: CallbackReceiver>(_ arrival: Arrival, receiver: inout Receiver) {
    let callback =
      style.usesScenes
      ? Callback(
        .windowSceneUserDidAcceptCloudKitShare, scene: sessions[0].ref, delivery: arrival.delivery,
        carrying: .cloudKitShareMetadata)
      : Callback(.applicationUserDidAcceptCloudKitShare, delivery: arrival.delivery, carrying: .cloudKitShareMetadata)
    _ = call(callback, receiver: &receiver)
  }
}
