extension Escaping {
  /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, the C0 controls as `\n`, `\r`, `\t`,
  /// `\b`, `\f` or `\u001B`; everything else (DEL, C1 and non-ASCII included) written as is, since JSON's grammar
  /// requires no more (https://www.rfc-editor.org/rfc/rfc8259#section-7).
  public static func jsonString(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        switch ControlCharacter(scalar) {
        case .c0: output += "\\u" + Hex.text(scalar.value, digits: 4)
        case .delete, .c1, nil: output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}
