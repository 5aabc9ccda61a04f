/// Escaping of text for HTML and SVG (the report is also well-formed XML, so both parsers read it the same).
///
/// Escapes the five characters the [HTML standard](https://html.spec.whatwg.org/multipage/syntax.html#character-references)
/// and XML give meaning to, so no input text can open a tag, close a comment or end an attribute.
enum Markup {
  /// What becomes of a line break or a tab.
  enum Breaks {
    /// Kept as written (element content; a carriage return as `&#13;`, which XML would otherwise drop).
    case kept
    /// Character references, so they survive XML's attribute-value normalisation (`&#10;`, `&#13;`, `&#9;`).
    case references
    /// A space each (one-line labels).
    case spaces
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` as character references; control characters other than tab and line
  /// breaks, and the non-characters U+FFFE and U+FFFF, become U+FFFD (XML 1.0 cannot hold them, and HTML reads C1
  /// references as other characters). Line breaks and tabs as `breaks` says. The HTML report, its SVG and the JUnit
  /// report all escape through here.
  static func escape(_ text: String, breaks: Breaks = .kept) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\n", "\r", "\t": output += escapeBreak(scalar, breaks)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          output += "\u{FFFD}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// A line feed, carriage return or tab written as `breaks` says.
  private static func escapeBreak(_ scalar: Unicode.Scalar, _ breaks: Breaks) -> String {
    switch breaks {
    case .kept: scalar == "\r" ? "&#13;" : String(scalar)
    case .references: "&#\(scalar.value);"
    case .spaces: " "
    }
  }

  /// `text` on one line: every run of line breaks and tabs becomes a space (diagram labels).
  static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
  }
}
