extension Escaping {
  /// `text` made safe for one line of terminal output, wherever in the line it is printed: every control character
  /// (so no escape sequence can reach the terminal), every other line break (U+2028, U+2029) and every bidirectional
  /// formatting character (``isBidiControl(_:)``, which can make a line read other than it is) becomes a visible
  /// `\u{1B}` escape; a `::` that would open the line after its blanks, or a `##[` anywhere, is broken up so that a
  /// CI runner cannot read it as a command (``terminalLine(_:keepsPalette:)``); and text longer than `limit` scalars is cut
  /// with `…`.
  public static func terminalText(_ text: String, limit: Int = 200) -> String {
    var kept = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        kept.append("…")
        break
      }
      kept.append(scalar)
      count += 1
    }
    return terminalLine(String(kept), keepsPalette: false)
  }

  /// One whole line of terminal output made inert, the last word before it is written: every scalar
  /// ``terminalText(_:limit:)`` escapes is escaped here too, except, when `keepsPalette`, the few colour sequences
  /// qa-sim writes itself (reset, bold, dim, red, green and yellow); then the two workflow commands GitHub Actions' runner reads from
  /// a step's output are broken up: a line whose first scalar after any blanks starts `::` gets its first colon
  /// written `\u{3A}`, and every `##[` (the older form, honoured anywhere in a line) becomes `##\u{5B}`.
  ///
  /// The runner trims a line's leading white space before it looks for `::`, and looks for `##[` at any place:
  /// https://github.com/actions/runner/blob/main/src/Runner.Common/ActionCommand.cs
  public static func terminalLine(_ line: String, keepsPalette: Bool = true) -> String {
    if isPlainLine(line) { return line }
    let scalars = Array(line.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    var opening = true
    while index < scalars.count {
      let scalar = scalars[index]
      if keepsPalette, scalar == "\u{1B}", let sequence = paletteSequence(in: scalars, at: index) {
        result.append(contentsOf: sequence)
        index += sequence.count
        continue
      }
      if isEscaped(scalar) {
        result.append(contentsOf: visible(scalar))
      } else if opening, scalar == ":", index + 1 < scalars.count, scalars[index + 1] == ":" {
        result.append(contentsOf: visible(scalar))
      } else if scalar == "[", index >= 2, scalars[index - 1] == "#", scalars[index - 2] == "#" {
        result.append(contentsOf: visible(scalar))
      } else {
        result.append(scalar)
      }
      if !scalar.properties.isWhitespace || ControlCharacter.isControl(scalar) { opening = false }
      index += 1
    }
    return String(result)
  }

  /// What makes `line`, one line of text output, other than inert, or `nil` when it is inert: the scalar it holds
  /// that ``terminalLine(_:keepsPalette:)`` would escape (palette sequences included), a `::` opening it after its
  /// blanks, or a `##[`. The rule as a check, for the tests and the fuzz target that read every report.
  package static func terminalLineProblem(_ line: Substring) -> String? {
    for scalar in line.unicodeScalars where isEscaped(scalar) {
      return "holds U+\(Hex.text(scalar.value, digits: 4))"
    }
    if line.drop(while: \.isWhitespace).hasPrefix("::") { return "opens with ::" }
    if line.contains("##[") { return "holds ##[" }
    return nil
  }

  /// Whether terminal text shows `scalar` as a visible escape: a control character, a line break, a bidirectional
  /// control.
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacter.isControl(scalar) || ControlCharacter.isLineBreak(scalar) || isBidiControl(scalar)
  }

  /// Whether `line` is printable ASCII that neither opens with `::` after its spaces nor holds `##[`: most lines
  /// are, and they need no other look.
  private static func isPlainLine(_ line: String) -> Bool {
    var opening = true
    var hashes = 0
    for byte in line.utf8 {
      guard (0x20...0x7E).contains(byte) else { return false }
      if opening, byte == UInt8(ascii: ":") { return false }
      if byte != UInt8(ascii: " ") { opening = false }
      if byte == UInt8(ascii: "["), hashes >= 2 { return false }
      hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
    }
    return true
  }

  /// Whether `scalar` is one of Unicode's bidirectional formatting characters (property Bidi_Control): the
  /// Arabic letter mark, the left-to-right and right-to-left marks, the embeddings and overrides U+202A–U+202E and
  /// the isolates U+2066–U+2069. Printed raw they reorder what a terminal shows.
  /// https://www.unicode.org/reports/tr9/#Directional_Formatting_Characters
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isBidiControl }

  /// The colour sequences qa-sim's text reports write, and the only escape sequences ``terminalLine(_:keepsPalette:)`` keeps:
  /// reset, bold, dim, red, green and yellow (Select Graphic Rendition).
  private static let paletteSequences: [String] = ["0", "1", "2", "31", "32", "33"].map { "\u{1B}[\($0)m" }

  /// The palette sequence that starts at `index` in `scalars`, if one does.
  private static func paletteSequence(in scalars: [Unicode.Scalar], at index: Int) -> [Unicode.Scalar]? {
    for sequence in paletteSequences {
      let candidate = Array(sequence.unicodeScalars)
      if index + candidate.count <= scalars.count, Array(scalars[index..<index + candidate.count]) == candidate {
        return candidate
      }
    }
    return nil
  }

  /// `scalar` written as the visible escape `\u{1B}`.
  private static func visible(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
    "\\u{\(Hex.text(scalar.value, digits: 1))}".unicodeScalars
  }
}
