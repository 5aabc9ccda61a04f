extension DeviceLog {
  /// The log as a marked log: `[qa-sim] starts mid-run` first for a log that does, then `[qa-sim] records ...` when ``declared`` is not empty (the callbacks sorted by
  /// raw value, or `records all` for every kind), then one `[qa-sim] <text>` line per callback
  /// (``ObservedCallback/text``), each line ending in a newline.
  ///
  /// Parsing it gives the same callbacks, declarations and shape back, each callback at its line in the text
  /// (each directive takes a line before them), as long as every detail and scene is one word: no space, tab
  /// or line break, and a detail that does not start with `@`. Item types and URLs from a trace are.
  public var markedText: String {
    var text = startsMidRun ? "\(String(decoding: DeviceLogReader.marker, as: UTF8.self)) starts mid-run\n" : ""
    if !declared.isEmpty {
      let all = declared.count == CallbackKind.allCases.count
      let names = all ? ["all"] : declared.sorted { $0.rawValue < $1.rawValue }.map(\.selector)
      text += "\(String(decoding: DeviceLogReader.marker, as: UTF8.self)) records \(names.joined(separator: " "))\n"
    }
    for callback in callbacks {
      text += "\(String(decoding: DeviceLogReader.marker, as: UTF8.self)) \(callback.text)\n"
    }
    return text
  }
}
