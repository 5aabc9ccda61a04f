extension Escaping {
  /// `text` for the text of a document only an HTML parser reads (an element's content, or `<title>`'s escapable
  /// raw text): `&`, `<`, `>`, both quotes and every control character (C0, DEL, C1) become character references
  /// (`&amp;`, `&#39;`, `&#x1B;`); everything else, non-ASCII included, is written as is (the page is UTF-8).
  ///
  /// Browsers read `&#x0;` as U+FFFD and C1 references through the windows-1252 table
  /// (https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state); the page's
  /// structure holds either way. A document an XML parser must also read takes ``xmlText(_:breaks:)``.
  public static func htmlText(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        switch ControlCharacter(scalar) {
        case .c0, .delete, .c1: result += "&#x" + Hex.text(scalar.value, digits: 1) + ";"
        case nil: result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `text` for a double-quoted HTML attribute value
  /// (https://html.spec.whatwg.org/multipage/syntax.html#attributes-2): the same references as ``htmlText(_:)``,
  /// which cover `"`.
  public static func htmlAttribute(_ text: String) -> String { htmlText(text) }
}
