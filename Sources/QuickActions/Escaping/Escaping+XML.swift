extension Escaping {
  /// What ``xmlText(_:breaks:)`` does with a line feed, a carriage return or a tab.
  public enum Breaks: Hashable, Sendable {
    /// Kept as written (element content; a carriage return as `&#13;`, which XML would otherwise turn into a
    /// line feed).
    case kept
    /// Character references, so they survive XML's attribute-value normalisation (`&#10;`, `&#13;`, `&#9;`).
    case references
    /// A space each (one-line labels).
    case spaces
  }

  /// `text` for XML, or for HTML that must also be well-formed XML (polyglot markup, so both parsers read it the
  /// same): `&`, `<`, `>`, `"` and `'` as character references, so no text can open a tag, close a comment or end
  /// an attribute; control characters other than tab and line breaks, and the non-characters U+FFFE and U+FFFF,
  /// become U+FFFD (XML 1.0 cannot hold them, https://www.w3.org/TR/xml/#charsets, and HTML reads C1 references as
  /// other characters). Line feeds, carriage returns and tabs as `breaks` says.
  public static func xmlText(_ text: String, breaks: Breaks = .kept) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\n", "\r", "\t": output += xmlBreak(scalar, breaks)
      case "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
      default:
        switch ControlCharacter(scalar) {
        case .c0, .delete, .c1: output += "\u{FFFD}"
        case nil: output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// `text` for a quoted XML attribute value: ``xmlText(_:breaks:)`` with line breaks and tabs as references.
  public static func xmlAttribute(_ text: String) -> String { xmlText(text, breaks: .references) }

  /// A line feed, carriage return or tab written as `breaks` says.
  private static func xmlBreak(_ scalar: Unicode.Scalar, _ breaks: Breaks) -> String {
    switch breaks {
    case .kept: scalar == "\r" ? "&#13;" : String(scalar)
    case .references: "&#\(scalar.value);"
    case .spaces: " "
    }
  }
}
