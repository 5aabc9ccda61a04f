// libFuzzer target `device-log`: `DeviceLog(parsing:file:limits:)` on arbitrary bytes, under the default limits
// and under small ones, and the marked text of every log it reads parsed back.
//
// Besides "no crash, no hang" it checks that every refusal is one well-formed invalid-log error inside the file,
// that every log read is within its limits with one callback a line, that a lower limit refuses exactly where it
// should, and that `markedText` reads back to the same callbacks.

import SceneLifecycle

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func deviceLogFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  DeviceLogFuzzer.check(bytes)
  return 0
}

/// The checks made on one input.
enum DeviceLogFuzzer {
  /// Stops the fuzzer with a message when a property fails (a crash is what libFuzzer records).
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property failed: \(message())") }
  }

  /// The log, or the error reading it gives.
  static func parse(_ bytes: [UInt8], limits: DeviceLog.Limits = .defaults) -> Result<DeviceLog, InputError> {
    Result { () throws(InputError) -> DeviceLog in try DeviceLog(parsing: bytes, file: "fuzz.log", limits: limits) }
  }

  /// One refusal: invalid, in the file, one line, a lower-case message without a final period.
  static func checkError(_ error: InputError, lines: Int) {
    require(error.cause == .invalid, "a parse error that is not invalid: \(error)")
    require(error.file == "fuzz.log", "the error names another file: \(error.file)")
    require(!error.message.isEmpty && !error.message.hasSuffix("."), "a bad message: \(error.message)")
    require(error.message.first.map { !$0.isUppercase } ?? false, "a message in upper case: \(error.message)")
    require(!error.description.contains("\n") && !error.description.contains("\r"), "a message on several lines")
    switch error.location {
    case .file: break
    case .position(let line, let column):
      require(line >= 1 && line <= lines && column >= 1, "a position outside the file: \(line):\(column) of \(lines)")
    case .path(let path): require(false, "a JSON path in a log error: \(path)")
    }
  }

  /// Whether `text` is one word a line can hold: not empty, no space, tab or line break.
  static func isWord(_ text: String) -> Bool {
    !text.isEmpty && !text.unicodeScalars.contains { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
  }

  static func check(_ bytes: [UInt8]) {
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let limits = DeviceLog.Limits.defaults
    switch parse(bytes) {
    case .failure(let error):
      checkError(error, lines: lines)
      // A lower callback limit never makes a refused log readable.
      if case .success = parse(bytes, limits: DeviceLog.Limits(maximumCallbacks: 1)) {
        require(false, "a lower limit reads a log the default limits refuse")
      }
    case .success(let log):
      require(
        !log.callbacks.isEmpty && log.callbacks.count <= limits.maximumCallbacks, "\(log.callbacks.count) callbacks")
      var previous = 0
      for callback in log.callbacks {
        require(callback.line > previous && callback.line <= lines, "line \(callback.line) after \(previous)")
        previous = callback.line
        if let detail = callback.detail { require(isWord(detail) && !detail.hasPrefix("@"), "a detail `\(detail)`") }
        if let scene = callback.scene { require(isWord(scene), "a scene `\(scene)`") }
      }
      require(log.recorded == log.declared.union(log.callbacks.map(\.callback)), "recorded is not their union")

      // The marked text reads back to the same log, and writes the same text again.
      let text = log.markedText
      switch parse(Array(text.utf8)) {
      case .failure(let error): require(false, "the marked text is refused: \(error)\n\(text)")
      case .success(let again):
        require(again.isMarked, "the marked text reads as a plain list")
        require(again.declared == log.declared, "the marked text declares other callbacks")
        require(
          again.callbacks.map(\.text) == log.callbacks.map(\.text), "the marked text reads other callbacks:\n\(text)")
        require(again.markedText == text, "the marked text changes when read and written again")
      }

      // Exactly as many bytes as the log has are enough; one fewer is not.
      require((try? parse(bytes, limits: DeviceLog.Limits(maximumBytes: bytes.count)).get()) == log, "the byte limit")
      if case .failure(let error) = parse(bytes, limits: DeviceLog.Limits(maximumBytes: bytes.count - 1)) {
        require(error.location == .file && error.limit == .fileSize, "a byte-limit error elsewhere: \(error)")
      } else {
        require(false, "a log over the byte limit is read")
      }

      // A lower callback limit refuses at the first callback over it, or reads the same log.
      let few = 3
      switch parse(bytes, limits: DeviceLog.Limits(maximumCallbacks: few)) {
      case .success(let limited): require(log.callbacks.count <= few && limited == log, "a limited read differs")
      case .failure(let error):
        require(log.callbacks.count > few, "a log within the lower limit is refused: \(error)")
        guard case .position(let line, _) = error.location else { return require(false, "a limit error in the file") }
        require(line == log.callbacks[few].line, "the limit error is at line \(line), not at the fourth callback")
      }
    }
  }
}
