extension Escaping {
  /// `text` as an `NSPredicate` format string literal in single quotes, which reads back to the same string: `\` and
  /// `'` escaped, newline, tab and return as `\n`, `\t`, `\r`, and every other control character (``ControlCharacter``)
  /// as `\u001B`; everything else written as is
  /// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html).
  public static func predicateStringLiteral(_ text: String) -> String {
    var output = "'"
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "'": output += "\\'"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      default:
        switch ControlCharacter(scalar) {
        case .c0, .delete, .c1: output += "\\u" + Hex.text(scalar.value, digits: 4)
        case nil: output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "'"
  }
}
