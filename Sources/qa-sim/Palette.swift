/// ANSI colours for text output, or none.
struct Palette: Sendable {
  /// Whether escapes are written at all.
  let enabled: Bool

  /// Colour only on a terminal, and never when `NO_COLOR` is set to a non-empty value
  /// (https://no-color.org) or `TERM` is `dumb`.
  static func forOutput(environment: [String: String], isTerminal: Bool) -> Palette {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    return Palette(enabled: isTerminal && !noColor && !dumb)
  }

  /// Passing results.
  func green(_ text: String) -> String { paint(text, "32") }
  /// Failures and missing lines.
  func red(_ text: String) -> String { paint(text, "31") }
  /// Warnings and moved lines.
  func yellow(_ text: String) -> String { paint(text, "33") }
  /// Headings.
  func bold(_ text: String) -> String { paint(text, "1") }
  /// Secondary detail.
  func dim(_ text: String) -> String { paint(text, "2") }

  private func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// Makes text from a scenario file safe for one line of terminal output: control characters become
/// `\u{…}` escapes and text longer than `limit` characters is cut with `…`.
func displayText(_ text: String, limit: Int = 200) -> String {
  var result = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == limit { return result + "…" }
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
      result += "\\u{\(String(value, radix: 16, uppercase: true))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
    count += 1
  }
  return result
}

/// `text` in double quotes for an error message, made safe and cut to `limit` characters.
func quoted(_ text: String, limit: Int = 60) -> String { "\"" + displayText(text, limit: limit) + "\"" }
