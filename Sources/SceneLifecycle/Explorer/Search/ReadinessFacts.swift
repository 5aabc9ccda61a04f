/// What the readiness rule reads of a state: the gates its app has opened, and whether its UI has been active since
/// the launch or the scene's last connection (``InvariantMonitor/uiReady``, bit 29 of a packed state).
///
/// The rule wants "since the process started" for ``Readiness/afterFirstActivation``; the two differ only when a
/// scene of a process that has been active connects again without becoming active in the same event while the gate
/// is still closed. After the event in which the UI first became active the process runs code, so the rule opens the
/// gate at the next step, and a one-window app reconnects a scene only in an event that activates it (UIKit
/// semantics article, 10a row 13).
struct ReadinessFacts: Hashable, Sendable {
  /// A bit per gate (by index) the app has opened.
  var gatesOpen: UInt8
  /// Whether the UI has been active since the launch or the scene's last connection.
  var uiReady: Bool
}
