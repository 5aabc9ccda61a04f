extension Escaping {
  /// `text` as a Graphviz DOT quoted string, quotes included, whose label shows exactly `text`: a backslash doubled
  /// (so `\N`, `\G`, `\l` stay text), a quote escaped, `&` as `&amp;` (Graphviz reads entities in labels), each line
  /// break (``ControlCharacter/isLineBreak(_:)``, a CR LF pair as one) as `\n` (a centred line), and any other
  /// control character as U+FFFD. `<` and `>` need nothing inside quotes.
  /// Language: https://graphviz.org/doc/info/lang.html
  public static func dotString(_ text: String) -> String {
    var escaped = "\""
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n" && afterCarriageReturn { continue }
      if ControlCharacter.isLineBreak(scalar) {
        escaped += "\\n"
        continue
      }
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "&": escaped += "&amp;"
      default:
        switch ControlCharacter(scalar) {
        case .c0, .delete, .c1: escaped += "\u{FFFD}"
        case nil: escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped + "\""
  }
}
