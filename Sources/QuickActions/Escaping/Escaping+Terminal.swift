extension Escaping {
  /// `text` made safe for one line of terminal output: every control character (so no escape sequence can reach
  /// the terminal) and every other line break (U+2028, U+2029) becomes a visible `\u{1B}` escape, and text longer
  /// than `limit` scalars is cut with `…`.
  public static func terminalText(_ text: String, limit: Int = 200) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit { return result + "…" }
      switch ControlCharacter(scalar) {
      case .c0, .delete, .c1: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      case nil where ControlCharacter.isLineBreak(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      case nil: result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
