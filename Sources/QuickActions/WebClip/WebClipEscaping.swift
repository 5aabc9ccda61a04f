/// How a user's value is written into the page, one function per context, so that no value can end an
/// element, an attribute or the script it sits in.
///
/// The contexts are the HTML specification's: text (and the `<title>` element's escapable raw text), a
/// double-quoted attribute value (https://html.spec.whatwg.org/multipage/syntax.html#attributes-2), and a
/// JavaScript string literal inside `<script>`, where `</script` and `<!--` must never appear
/// (https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements).
enum WebClipEscaping {
  /// `text` for HTML text or `<title>`: `&`, `<`, `>`, both quotes and every control character (C0, DEL, C1)
  /// become character references; everything else, non-ASCII included, is written as is (the page is UTF-8).
  ///
  /// Browsers read `&#x0;` as U+FFFD and C1 references through the windows-1252 table
  /// (https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state), which is
  /// why the command refuses titles holding controls; the page's structure holds either way.
  static func htmlText(_ text: String) -> String {
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
        if isControl(scalar) {
          result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `text` for a double-quoted attribute value: the same references as ``htmlText(_:)``, which cover `"`.
  static func htmlAttribute(_ text: String) -> String { htmlText(text) }

  /// `text` as the inside of a double-quoted JavaScript string literal: printable ASCII stays, except `\`,
  /// both quotes, the backtick, `<`, `>`, `&` and `/`; those, every control character and everything beyond
  /// ASCII (U+2028 and U+2029 included, as UTF-16 units) become `\uXXXX`. The result is plain ASCII holding
  /// no `<`, so neither `</script` nor `<!--` can occur.
  static func javaScriptString(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for unit in text.utf16 {
      switch unit {
      case 0x20...0x7E where !escapedASCII.contains(unit):
        result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result
  }

  /// The printable ASCII that ``javaScriptString(_:)`` still escapes: `\ " ' \` < > & /`.
  private static let escapedASCII: Set<UInt16> = Set("\\\"'`<>&/".utf16)

  /// `text` made safe for one line of a message (the same as the scenario engine's display text): control
  /// characters, U+2028 and U+2029 become `\u{…}` escapes, and text longer than `limit` scalars is cut with `…`.
  static func displayText(_ text: String, limit: Int) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit { return result + "…" }
      if isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }

  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
