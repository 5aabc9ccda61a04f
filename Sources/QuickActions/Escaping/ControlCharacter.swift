/// The one rule every ``Escaping`` context shares for the characters that are not text: Unicode's control
/// characters (general category Cc), which are the C0 controls U+0000–U+001F, DEL (U+007F) and the C1 controls
/// U+0080–U+009F.
///
/// Each context then decides, by switching over the cases, what it does with each one (see ``Escaping``): HTML
/// writes them as character references, XML replaces the ones it cannot hold, JSON escapes only C0 (all its
/// grammar requires), the terminal makes every one visible.
/// Categories: https://www.unicode.org/reports/tr44/#General_Category_Values
public enum ControlCharacter: Hashable, Sendable {
  /// A C0 control, U+0000–U+001F (tab, line feed and carriage return among them): its value.
  case c0(UInt8)
  /// DELETE, U+007F.
  case delete
  /// A C1 control, U+0080–U+009F (NEXT LINE, U+0085, among them): its value.
  case c1(UInt8)

  /// The control character `scalar` is, or `nil` for any other scalar.
  public init?(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x00...0x1F: self = .c0(UInt8(scalar.value))
    case 0x7F: self = .delete
    case 0x80...0x9F: self = .c1(UInt8(scalar.value))
    default: return nil
    }
  }

  /// Whether `scalar` is a control character (C0, DEL or C1).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool { ControlCharacter(scalar) != nil }

  /// The character's scalar.
  public var scalar: Unicode.Scalar {
    switch self {
    case .c0(let value), .c1(let value): Unicode.Scalar(value)
    case .delete: "\u{7F}"
    }
  }

  /// Whether `scalar` ends a line: line feed, vertical tab, form feed, carriage return, NEXT LINE (U+0085), and
  /// the LINE and PARAGRAPH SEPARATORs (U+2028, U+2029), which are not controls but end lines all the same.
  /// These are the scalars of Swift's `Character.isNewline` (a CR LF pair is one line break).
  public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch ControlCharacter(scalar) {
    case .c0(let value)?: (0x0A...0x0D).contains(value)
    case .c1(let value)?: value == 0x85
    case .delete?: false
    case nil: scalar == "\u{2028}" || scalar == "\u{2029}"
    }
  }
}
