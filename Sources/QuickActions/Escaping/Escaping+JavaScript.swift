extension Escaping {
  /// `text` as the inside of a double-quoted JavaScript string literal in an HTML `<script>`: printable ASCII
  /// stays, except `\`, both quotes, the backtick, `<`, `>`, `&` and `/`; those, every control character and
  /// everything beyond ASCII (U+2028 and U+2029 included, and each UTF-16 unit of a character beyond the BMP)
  /// become `\uXXXX`. The result is plain ASCII holding no `<`, so neither `</script` nor `<!--` can occur
  /// (https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements).
  public static func javaScriptString(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch ControlCharacter(scalar) {
      case nil where scalar.isASCII && !javaScriptEscapedASCII.contains(scalar):
        result.unicodeScalars.append(scalar)
      case nil, .c0, .delete, .c1:
        for unit in String(scalar).utf16 { result += "\\u" + Hex.text(UInt32(unit), digits: 4) }
      }
    }
    return result
  }

  /// The printable ASCII that ``javaScriptString(_:)`` still escapes: `\ " ' \` < > & /`.
  private static let javaScriptEscapedASCII: Set<Unicode.Scalar> = Set("\\\"'`<>&/".unicodeScalars)
}
