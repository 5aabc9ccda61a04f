import Foundation
import QuickActions

/// Reads a generated page back the way the tests need: its tag skeleton, the values between known markers,
/// and the decoding of HTML references and JavaScript escapes.
public enum WebClipPageReader {
  /// Every tag's opening as the HTML tokenizer would start it: `<` followed by a letter, `/` or `!`, up to
  /// the first space, `>` or `/` after it (`<meta`, `</title`, `<!DOCTYPE`).
  public static func skeleton(_ html: String) -> [String] {
    let scalars = Array(html.unicodeScalars)
    var tags: [String] = []
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "<", index + 1 < scalars.count else { continue }
      let next = scalars[index + 1]
      guard next.properties.isAlphabetic || next == "/" || next == "!" else { continue }
      var end = index + 2
      while end < scalars.count, !" \n\t>/".unicodeScalars.contains(scalars[end]) { end += 1 }
      var tag = String.UnicodeScalarView()
      tag.append(contentsOf: scalars[index..<end])
      tags.append(String(tag))
    }
    return tags
  }

  /// How often `needle` occurs in `text`, ignoring ASCII case.
  public static func occurrences(of needle: String, in text: String) -> Int {
    text.lowercased().components(separatedBy: needle.lowercased()).count - 1
  }

  /// The text between the first `start` and the next `end` after it.
  public static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
    else { return nil }
    return String(text[open.upperBound..<close.lowerBound])
  }

  /// `text` with the character references the page writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`,
  /// `&#xH;`) decoded; `nil` if a reference is malformed or a raw `<`, `>`, `"` or `&` is left.
  public static func decodeHTML(_ text: String) -> String? {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "<", ">", "\"": return nil
      case "&":
        guard let semicolon = scalars.firstIndex(of: ";") else { return nil }
        let name = String(String.UnicodeScalarView(scalars[..<semicolon]))
        scalars = scalars[scalars.index(after: semicolon)...]
        switch name {
        case "amp": result.append("&")
        case "lt": result.append("<")
        case "gt": result.append(">")
        case "quot": result.append("\"")
        case "#39": result.append("'")
        default:
          guard name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16),
            let decoded = Unicode.Scalar(value)
          else { return nil }
          result.append(decoded)
        }
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text`, the inside of a JavaScript string literal the page writes, decoded: `\uXXXX` escapes as UTF-16
  /// units; `nil` on any other backslash, a raw quote or a unit sequence that is not valid UTF-16.
  public static func decodeJavaScript(_ text: String) -> String? {
    var units: [UInt16] = []
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\"", "'": return nil
      case "\\":
        guard scalars.popFirst() == "u", scalars.count >= 4 else { return nil }
        let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
        scalars = scalars.dropFirst(4)
        guard let unit = UInt16(hex, radix: 16) else { return nil }
        units.append(unit)
      default:
        units.append(contentsOf: String(scalar).utf16)
      }
    }
    return String(utf16CodeUnits: units, count: units.count)
  }

  /// The bytes a `data:…;base64,` URL holds, or `nil`.
  public static func dataURLBytes(_ url: String, prefix: String = WebClipPage.dataURLPrefix) -> Data? {
    guard url.hasPrefix(prefix) else { return nil }
    return Data(base64Encoded: String(url.dropFirst(prefix.count)))
  }
}
