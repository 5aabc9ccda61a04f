/// One callback a device log records, with where it is in the file.
///
/// A log line `[qa-sim] windowScene(_:performActionFor:completionHandler:) com.example.search @compose` reads as
/// the callback ``CallbackKind/windowScenePerformAction``, the detail `com.example.search` and the scene `compose`.
public struct ObservedCallback: Hashable, Sendable {
  /// Which callback.
  public var callback: CallbackKind
  /// The item type or URL the callback handed over, when the log gives one (compare with a trace line's item).
  public var detail: String?
  /// The declared scene id the callback went to, without its `@`, when the log gives one (apps with several
  /// windows).
  public var scene: String?
  /// The 1-based line of the log it was read from; 0 when it was made from a trace, not read.
  public var line: Int

  /// Creates an observed callback.
  /// - Parameters:
  ///   - callback: which callback.
  ///   - detail: the item type or URL, if any.
  ///   - scene: the declared scene id without `@`, if any.
  ///   - line: the 1-based line in the log; 0 for one made from a trace.
  public init(callback: CallbackKind, detail: String? = nil, scene: String? = nil, line: Int = 0) {
    self.callback = callback
    self.detail = detail
    self.scene = scene
    self.line = line
  }

  /// `<selector>[ <detail>][ @<scene>]`: the log line after the marker, as ``DeviceLog/markedText`` writes it and
  /// as a trace names the callback (`sceneDidBecomeActive(_:) @compose`).
  public var text: String {
    var text = callback.selector
    if let detail { text += " " + detail }
    if let scene { text += " @" + scene }
    return text
  }
}
