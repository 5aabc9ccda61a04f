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
