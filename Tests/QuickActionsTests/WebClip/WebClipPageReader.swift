import Foundation

@testable import qa_sim

/// Reads a generated page back the way the tests need: its tag skeleton, the values between known markers,
/// and the decoding of HTML references and JavaScript escapes.
enum WebClipPageReader {
  /// Every tag's opening as the HTML tokenizer would start it: `<` followed by a letter, `/` or `!`, up to
  /// the first space, `>` or `/` after it (`<meta`, `</title`, `<!DOCTYPE`).
  static func skeleton(_ html: String) -> [String] {
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
  static func occurrences(of needle: String, in text: String) -> Int {
    text.lowercased().components(separatedBy: needle.lowercased()).count - 1
  }

  /// The text between the first `start` and the next `end` after it.
  static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
    else { return nil }
    return String(text[open.upperBound..<close.lowerBound])
  }

  /// `text` with the character references the page writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`,
  /// `&#xH;`) decoded; `nil` if a reference is malformed or a raw `<`, `>`, `"` or `&` is left.
  static func decodeHTML(_ text: String) -> String? {
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
  static func decodeJavaScript(_ text: String) -> String? {
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
  static func dataURLBytes(_ url: String, prefix: String = WebClipPage.dataURLPrefix) -> Data? {
    guard url.hasPrefix(prefix) else { return nil }
    return Data(base64Encoded: String(url.dropFirst(prefix.count)))
  }
}

/// PNG files for the tests.
enum TestPNG {
  /// A valid 1×1 opaque PNG (signature, IHDR, IDAT, IEND, with their CRCs), `width`×`height` in IHDR.
  static func bytes(width: UInt32 = 1, height: UInt32 = 1) -> [UInt8] {
    var bytes = WebClipPNG.signature
    var header = bigEndian(width) + bigEndian(height)
    header += [8, 2, 0, 0, 0]  // 8-bit RGB, deflate, no filter, no interlace.
    bytes += chunk("IHDR", header)
    // A zlib stream of one stored block: one scanline (filter 0, one red pixel).
    let raw: [UInt8] = [0, 0xFF, 0x00, 0x00]
    var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(raw.count), 0, ~UInt8(raw.count), 0xFF] + raw
    zlib += bigEndian(adler32(raw))
    bytes += chunk("IDAT", zlib)
    bytes += chunk("IEND", [])
    return bytes
  }

  /// One chunk: length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  /// `value` as four big-endian bytes.
  static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

  /// The CRC-32 PNG uses.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// The Adler-32 checksum zlib uses.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}
