import QuickActions

// MARK: - Strings, numbers, literals and byte helpers

extension JSONParser {
  /// Parses a string, number or literal at the current index.
  mutating func parseScalar() throws(Failure) -> JSONValue {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      for (text, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
      where matchesWord(text) {
        index += text.utf8.count
        return value
      }
      throw Failure(offset: index, message: invalidWordMessage())
    case UInt8(ascii: "'"):
      throw Failure(offset: index, message: "strings must be in double quotes, not single quotes")
    case UInt8(ascii: "/"):
      throw Failure(offset: index, message: "comments are not allowed in JSON")
    case 0:
      throw Failure(
        offset: index, message: "unexpected NUL byte; is the file UTF-16 or binary? Scenario files are UTF-8 JSON")
    default:
      if isWordByte(byte) { throw Failure(offset: index, message: invalidWordMessage()) }
      throw Failure(offset: index, message: "unexpected \(describe(at: index)); expected a value")
    }
  }

  /// Parses a number, keeping its literal.
  mutating func parseNumber() throws(Failure) -> JSONNumber {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw Failure(offset: index, message: "expected a digit after '-'")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw Failure(offset: start, message: "numbers cannot have leading zeros")
      }
    } else {
      skipDigits()
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw Failure(offset: index, message: "expected a digit after the decimal point")
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw Failure(offset: index, message: "expected a digit in the exponent")
      }
      skipDigits()
    }
    return JSONNumber(literal: String(decoding: bytes[start..<index], as: UTF8.self), isInteger: isInteger)
  }

  /// Parses a string starting at its opening quote.
  mutating func parseString() throws(Failure) -> String {
    let start = index
    index += 1
    var segmentStart = index
    var buffer: [UInt8] = []
    var escaped = false
    while true {
      guard index < bytes.count else {
        throw Failure(offset: start, message: "unterminated string (no closing '\"' before the end of the file)")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text: String
        if escaped {
          buffer.append(contentsOf: bytes[segmentStart..<index])
          text = String(decoding: buffer, as: UTF8.self)
        } else {
          text = String(decoding: bytes[segmentStart..<index], as: UTF8.self)
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        buffer.append(contentsOf: bytes[segmentStart..<index])
        try parseEscape(into: &buffer)
        segmentStart = index
        continue
      }
      if byte < 0x20 {
        let message =
          byte == UInt8(ascii: "\n")
          ? "unescaped line break in a string (write \\n, or close the string)"
          : "control character U+00\(Hex.text(byte)) in a string must be escaped"
        throw Failure(offset: index, message: message)
      }
      index += 1
    }
  }

  /// Parses one escape sequence starting at its backslash and appends its UTF-8 bytes.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(Failure) {
    let start = index
    index += 1
    guard index < bytes.count else { throw Failure(offset: start, message: "unterminated escape sequence") }
    if let byte = Self.simpleEscape(bytes[index]) {
      buffer.append(byte)
      index += 1
      return
    }
    guard bytes[index] == UInt8(ascii: "u") else {
      throw Failure(
        offset: start,
        message:
          "invalid escape sequence '\\\(describeRaw(at: index))' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
    }
    index += 1
    let unit = try parseHex4(escapeStart: start)
    var scalarValue = UInt32(unit)
    if (0xD800...0xDBFF).contains(unit) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw Failure(
          offset: start, message: "unpaired surrogate \\u\(Hex.text(unit)) (a high surrogate needs a low one)")
      }
      let lowStart = index
      index += 2
      let low = try parseHex4(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw Failure(
          offset: start, message: "unpaired surrogate \\u\(Hex.text(unit)) (followed by \\u\(Hex.text(low)))")
      }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(unit) {
      throw Failure(
        offset: start, message: "unpaired surrogate \\u\(Hex.text(unit)) (a low surrogate without a high one)")
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw Failure(offset: start, message: "invalid Unicode escape \\u\(Hex.text(unit))")
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  /// The byte a one-letter escape (`\n`, `\"`, …) stands for.
  private static func simpleEscape(_ letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    default: nil
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(Failure) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Hex.digit(bytes[index]) else {
        throw Failure(offset: escapeStart, message: "\\u must be followed by four hexadecimal digits")
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }

  /// Moves past JSON whitespace.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || isDigit(byte) || byte == 0x5F
  }

  /// Whether `word` starts at the current index and is not followed by more letters.
  private func matchesWord(_ word: String) -> Bool {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
    return index + utf8.count == bytes.count || !isWordByte(bytes[index + utf8.count])
  }

  private func invalidWordMessage() -> String {
    var end = index
    while end < bytes.count, end - index < 24, isWordByte(bytes[end]) { end += 1 }
    let word = String(decoding: bytes[index..<end], as: UTF8.self)
    return "invalid literal `\(word)` (expected a string, number, object, array, true, false or null)"
  }

  /// `'x'` for printable ASCII, `U+XXXX` otherwise.
  func describe(at offset: Int) -> String {
    let raw = describeRaw(at: offset)
    return raw.hasPrefix("U+") ? raw : "'\(raw)'"
  }

  private func describeRaw(at offset: Int) -> String {
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
    var decoder = UTF8()
    var iterator = bytes[offset...].makeIterator()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      return "U+" + Hex.text(scalar.value, digits: 4)
    }
    return "byte 0x" + Hex.text(byte)
  }
}
