/// ANSI colours for the text reports, or none: what the command line passes when its output is a terminal.
public struct Palette: Sendable {
  /// Whether escapes are written at all.
  public let enabled: Bool

  /// Colours when `enabled`, else plain text.
  public init(enabled: Bool) { self.enabled = enabled }

  /// No colours: plain text.
  public static let plain = Palette(enabled: false)

  /// Colour only on a terminal, and never when `NO_COLOR` is set to a non-empty value
  /// (https://no-color.org) or `TERM` is `dumb`.
  public static func forOutput(environment: [String: String], isTerminal: Bool) -> Palette {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    return Palette(enabled: isTerminal && !noColor && !dumb)
  }

  /// Passing results.
  public func green(_ text: String) -> String { paint(text, "32") }
  /// Failures and missing lines.
  public func red(_ text: String) -> String { paint(text, "31") }
  /// Warnings and moved lines.
  public func yellow(_ text: String) -> String { paint(text, "33") }
  /// Headings.
  public func bold(_ text: String) -> String { paint(text, "1") }
  /// Secondary detail.
  public func dim(_ text: String) -> String { paint(text, "2") }

  private func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
