// MARK: - Several windows: which scene an item was routed to, and which scene handled it

extension InvariantMonitor {
  /// UIKit routed the delivery with serial `serial` to the session and scene `target` (`nil`: dropped); told before
  /// the delivery's first callback, so the delivery is tracked with it.
  mutating func routed(serial: UInt32, to target: SceneAt?) {
    pendingRouteSerial = serial
    pendingRouteTarget = target
  }

  /// A callback of the scene `scene` begins: an item handled from now on, until another scene's callback, is
  /// handled by that scene (``ViolationKind/wrongScene``).
  mutating func enterScene(_ scene: SceneAt) {
    handlingScene = scene
  }
}
