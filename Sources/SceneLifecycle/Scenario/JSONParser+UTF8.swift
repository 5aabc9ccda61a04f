/// Checks bytes against the UTF-8 encoding form (RFC 3629): no overlong forms, no surrogates, nothing
/// above U+10FFFF, no truncated sequences.
package enum UTF8Validation {
  /// The offset of the first byte that does not belong to well-formed UTF-8, or `nil` if all do.
  /// - Parameters:
  ///   - bytes: the bytes to check.
  ///   - start: where to begin (after a byte order mark, say).
  package static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
    var index = start
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + 1 < count, bytes[index + 1] >= lower, bytes[index + 1] <= upper else { return index }
      var offset = 2
      while offset < length {
        guard index + offset < count, bytes[index + offset] & 0xC0 == 0x80 else { return index }
        offset += 1
      }
      index += length
    }
    return nil
  }
}
