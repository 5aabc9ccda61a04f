/// Escaping of text for HTML and SVG (the report is also well-formed XML, so both parsers read it the same).
///
/// Escapes the five characters the [HTML standard](https://html.spec.whatwg.org/multipage/syntax.html#character-references)
/// and XML give meaning to, so no input text can open a tag, close a comment or end an attribute.
enum Markup {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references; control characters other than tab and line
  /// feed, and the non-characters U+FFFE and U+FFFF, become U+FFFD (XML 1.0 cannot hold them). Line feeds stay
  /// unless `lineBreaks` is `false`, when each becomes a space (one-line labels).
  static func escape(_ text: String, lineBreaks: Bool = true) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\n": output += lineBreaks ? "\n" : " "
      case "\r": output += lineBreaks ? "\n" : " "
      case "\t": output += lineBreaks ? "\t" : " "
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

  /// `text` on one line: every run of line breaks and tabs becomes a space (diagram labels).
  static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
  }
}
