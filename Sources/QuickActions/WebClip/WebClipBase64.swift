/// Base64 with the standard alphabet and `=` padding (https://www.rfc-editor.org/rfc/rfc4648#section-4), the
/// encoding `data:` URLs use.
public enum WebClipBase64 {
  /// The 64 digits.
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64, without line breaks.
  public static func encode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
      let second = iterator.next()
      let third = iterator.next()
      let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
      output.append(alphabet[Int(group >> 18 & 0x3F)])
      output.append(alphabet[Int(group >> 12 & 0x3F)])
      output.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 0x3F)])
      output.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 0x3F)])
    }
    return String(decoding: output, as: UTF8.self)
  }
}
