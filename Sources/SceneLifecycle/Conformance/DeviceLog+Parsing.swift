import QuickActions

/// Reads a device log's bytes line by line into callbacks and `records` declarations (``DeviceLog``'s format).
///
/// The bytes are checked whole first (UTF-8, no NUL), then split at line feeds; a carriage return counts as a space,
/// so CRLF files read as LF ones. Columns are 1-based and counted in Unicode scalars, as the JSON parser counts
/// them. Every problem is one ``InputError``.
struct DeviceLogReader {
  /// The log's marker: its lines, and only they, count in a marked log.
  static let marker: [UInt8] = Array("[qa-sim]".utf8)

  let bytes: [UInt8]
  let file: String
  let limits: DeviceLog.Limits
  /// What was read.
  private(set) var callbacks: [ObservedCallback] = []
  /// What `records` lines declared.
  private(set) var declared: Set<CallbackKind> = []
  /// Whether some line holds the marker.
  private(set) var isMarked = false
  /// Whether a `starts mid-run` line was read.
  private(set) var startsMidRun = false

  /// One word of a line: its text and its 1-based column.
  struct Token {
    let text: String
    let column: Int
  }

  init(bytes: [UInt8], file: String, limits: DeviceLog.Limits) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
  }

  /// Reads the whole log.
  mutating func read() throws(InputError) {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw InputError(
        file: file, message: "not a text log: byte 1 is not UTF-8 text (a UTF-16 byte order mark; save it as UTF-8)",
        cause: .invalid)
    }
    let nul = bytes[start...].firstIndex(of: 0)
    let bad = UTF8Validation.firstInvalidOffset(in: bytes, from: start)
    if let nul, nul < bad ?? bytes.count {
      throw InputError(file: file, message: "not a text log: byte \(nul + 1) is NUL", cause: .invalid)
    }
    if let bad {
      throw InputError(file: file, message: "not a text log: byte \(bad + 1) is not UTF-8 text", cause: .invalid)
    }
    isMarked = Self.find(Self.marker, in: bytes, from: start, to: bytes.count) != nil
    var lineNumber = 0
    var lineStart = start
    var markerLines = 0
    var textLines = 0
    while lineStart < bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
      lineNumber += 1
      if isMarked {
        if Self.find(Self.marker, in: bytes, from: lineStart, to: lineEnd) != nil {
          markerLines += 1
          if let found = Self.unquotedMarker(in: bytes, from: lineStart, to: lineEnd) {
            let tokens = tokens(lineStart: lineStart, from: found + Self.marker.count, to: lineEnd)
            try statement(tokens, line: lineNumber)
          }
        }
      } else {
        textLines += 1
        var tokens = tokens(lineStart: lineStart, from: lineStart, to: lineEnd)
        if let first = tokens.first, !first.text.hasPrefix("#") {
          if Self.isListPrefix(first.text) { tokens.removeFirst() }
          try statement(tokens, line: lineNumber)
        }
      }
      lineStart = lineEnd + 1
    }
    guard callbacks.isEmpty else { return }
    let what: String
    if isMarked {
      what = "\(markerLines) marker \(markerLines == 1 ? "line" : "lines"), none naming a callback"
    } else if textLines == 0 {
      what = "no lines"
    } else {
      let lines = textLines == 1 ? "line" : "lines"
      what = "\(textLines) \(lines), none naming a callback (blank lines, comments and records lines only)"
    }
    throw InputError(file: file, message: "the log has no callbacks: \(what)", cause: .invalid)
  }

  /// Whether `text` is a list prefix a plain list may put before a callback: `-`, `*`, `•`, or digits followed by
  /// `.` or `)`.
  static func isListPrefix(_ text: String) -> Bool {
    if text == "-" || text == "*" || text == "•" { return true }
    guard let last = text.last, last == "." || last == ")" else { return false }
    let digits = text.dropLast()
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Where the first marker in `bytes[from..<to]` starts that is not quoted: a marker directly followed by `"` or
  /// `'` is the text of a filter, as in the line `log stream` begins with (`Filtering the log data using
  /// "eventMessage CONTAINS "[qa-sim]""`) or a shell command echoed into a CI log, not an app's line.
  static func unquotedMarker(in bytes: [UInt8], from: Int, to: Int) -> Int? {
    var start = from
    while let found = find(marker, in: bytes, from: start, to: to) {
      let next = found + marker.count
      guard next < to, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "'") else { return found }
      start = next
    }
    return nil
  }

  /// Where `needle` first starts in `bytes[from..<to]`, if it does.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
    guard let first = needle.first, to - from >= needle.count else { return nil }
    var index = from
    let last = to - needle.count
    while index <= last {
      if bytes[index] == first {
        var offset = 1
        while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// The words of `bytes[from..<to]`, split at spaces, tabs and carriage returns, with their columns counted from
  /// `lineStart`.
  func tokens(lineStart: Int, from: Int, to: Int) -> [Token] {
    var column = 1
    for byte in bytes[lineStart..<from] where byte & 0xC0 != 0x80 { column += 1 }
    var tokens: [Token] = []
    var index = from
    while index < to {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
        column += 1
        continue
      }
      let tokenStart = index
      let tokenColumn = column
      while index < to, bytes[index] != 0x20, bytes[index] != 0x09, bytes[index] != 0x0D {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      tokens.append(Token(text: String(decoding: bytes[tokenStart..<index], as: UTF8.self), column: tokenColumn))
    }
    return tokens
  }

  /// Reads one line's words: nothing, a `records` or `starts mid-run` directive or one callback with its detail and
  /// scene.
  mutating func statement(_ tokens: [Token], line: Int) throws(InputError) {
    guard let first = tokens.first else { return }
    if first.text == "records" {
      try records(tokens.dropFirst(), directive: first, line: line)
      return
    }
    if first.text == "starts" {
      guard tokens.count == 2, tokens[1].text == "mid-run" else {
        throw error(
          at: line, first.column, "`starts` is a directive: write `starts mid-run` for a log that begins mid-run")
      }
      startsMidRun = true
      return
    }
    var rest = tokens[...]
    let kind = try callback(&rest, line: line)
    guard callbacks.count < limits.maximumCallbacks else {
      throw error(
        at: line, first.column,
        "the log has more than \(limits.maximumCallbacks) callbacks, over the limit of \(limits.maximumCallbacks)")
    }
    var observed = ObservedCallback(callback: kind, line: line)
    if let next = rest.first, !next.text.hasPrefix("@") {
      observed.detail = next.text
      rest.removeFirst()
      // A user activity is written `<activityType> <identifier>` (UIKit semantics article, section 15), an App Intent
      // `<IntentType> <target>` (section 17): two words after a callback that can carry one.
      if kind.carries.contains(.userActivity) || kind.carries.contains(.activityType)
        || kind.carries.contains(.appIntent),
        UserActivityReference.isActivityType(next.text), let identifier = rest.first, !identifier.text.hasPrefix("@")
      {
        observed.detail = next.text + " " + identifier.text
        rest.removeFirst()
      }
    }
    if let next = rest.first, next.text.hasPrefix("@") {
      guard next.text.count > 1 else {
        throw error(at: line, next.column, "`@` names no scene; write `@<scene id>` as the scenario declares it")
      }
      observed.scene = String(next.text.dropFirst())
      rest.removeFirst()
    }
    if let extra = rest.first {
      throw error(
        at: line, extra.column,
        "unexpected `\(Self.cut(extra.text))` after `\(kind.selector)`; a line holds one callback, then an optional"
          + " item type, URL or activity (`<activityType> <identifier>`) and an optional `@<scene>`")
    }
    callbacks.append(observed)
  }

  /// Reads the callbacks of a `records` line into ``declared``.
  mutating func records(_ tokens: ArraySlice<Token>, directive: Token, line: Int) throws(InputError) {
    guard !tokens.isEmpty else {
      throw error(
        at: line, directive.column, "`records` names no callbacks; write `records all` or the callbacks the app logs")
    }
    var rest = tokens
    while let next = rest.first {
      if next.text == "all" {
        declared.formUnion(CallbackKind.allCases)
        rest.removeFirst()
        continue
      }
      declared.insert(try callback(&rest, line: line))
    }
  }

  /// Reads the callback at the start of `tokens` (one word, or two for `scenePhase: active`) and removes it.
  func callback(_ tokens: inout ArraySlice<Token>, line: Int) throws(InputError) -> CallbackKind {
    guard let first = tokens.first else { throw error(at: line, 1, "a callback is missing") }
    if tokens.count > 1 {
      let pair = first.text + " " + tokens[tokens.startIndex + 1].text
      if let kind = DeviceLog.kindsBySpelling[pair] {
        tokens.removeFirst(2)
        return kind
      }
    }
    if let kind = DeviceLog.kindsBySpelling[first.text] {
      tokens.removeFirst()
      return kind
    }
    if let (one, other) = DeviceLog.ambiguousSpellings[first.text] {
      throw error(
        at: line, first.column,
        "ambiguous callback `\(first.text)`: it could be `\(one.selector)` (app delegate) or `\(other.selector)`"
          + " (scene delegate); write the one the app logged")
    }
    var message =
      "unknown callback `\(Self.cut(first.text))`; known spellings are selectors such as `sceneDidBecomeActive(_:)`"
    if let near = DeviceLog.kindsByLowercasedSpelling[first.text.lowercased()], near.spelling != first.text {
      message += " (matching is case-sensitive: did you mean `\(near.spelling)`?)"
    }
    throw error(at: line, first.column, message)
  }

  /// An invalid-log error at a line and column.
  func error(at line: Int, _ column: Int, _ message: String) -> InputError {
    InputError(file: file, location: .position(line: line, column: column), message: message, cause: .invalid)
  }

  /// A word from the log as a message quotes it: terminal-safe and cut to 80 characters.
  static func cut(_ text: String) -> String {
    String(Escaping.terminalText(text, limit: 80).map { $0 == "`" ? "'" : $0 })
  }
}
