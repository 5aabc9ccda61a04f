/// Hexadecimal text, written and read in one place: the escapers, the scenario parser, the link decoder, the
/// predicate lexer and the reports all use it.
package enum Hex {
  /// `value` in hexadecimal, upper case, padded with zeros to `digits` digits (`0A`, `001F`).
  package static func text<T: BinaryInteger>(_ value: T, digits: Int = 2) -> String {
    padded(String(value, radix: 16, uppercase: true), digits)
  }

  /// `value` in hexadecimal, lower case, padded with zeros to `digits` digits (`1b1f24`, as CSS colours are written).
  package static func lowercase<T: BinaryInteger>(_ value: T, digits: Int) -> String {
    padded(String(value, radix: 16), digits)
  }

  /// The value of one hexadecimal digit, `0`–`9`, `a`–`f` or `A`–`F`, or `nil` for any other byte.
  package static func digit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The value of one hexadecimal digit as a Unicode scalar, or `nil` for any other scalar.
  package static func digit(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.isASCII ? digit(UInt8(scalar.value)) : nil
  }

  private static func padded(_ text: String, _ digits: Int) -> String {
    String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
