/// Where a regex's `\b` sees a word boundary in Swift's default mode, for plain string code (`Regex` needs macOS 13
/// and iOS 16): at the start and the end of the text, and between two characters where Unicode's word segmentation
/// (UAX #29, https://www.unicode.org/reports/tr29/#Word_Boundary_Rules) breaks. So `1.5`, `2,000`, `x_1`, `a:b` and
/// `it's` are one word each, while `a.5` and `1:5` are two.
///
/// The classes are UAX #29's Word_Break values: exact for ASCII and the listed punctuation, and taken from the general
/// category and the Alphabetic property for the letters and digits of other scripts.
enum WordBoundary {
  /// A character's Word_Break class (that of its first scalar), as far as the rules below tell them apart.
  enum Kind {
    /// CR, LF and the other line breaks: a boundary on either side.
    case newline
    /// Format characters, combining marks and joiners, which belong to the character before them.
    case ignorable
    /// Spaces, which two together are one word.
    case space
    /// A letter of an alphabet (ALetter).
    case letter
    /// A Hebrew letter.
    case hebrewLetter
    /// A digit (Numeric).
    case numeric
    /// A Katakana character.
    case katakana
    /// `_` and the other connector punctuation (ExtendNumLet), which joins letters and numbers.
    case extendNumLet
    /// `:` and its kind (MidLetter), between two letters.
    case midLetter
    /// `,` and `;` and their kind (MidNum), between two numbers.
    case midNum
    /// `.` and its kind (MidNumLet), between two letters or two numbers.
    case midNumLet
    /// `'`, between two letters or two numbers.
    case singleQuote
    /// `"`, between two Hebrew letters.
    case doubleQuote
    /// Anything else.
    case other

    /// Whether this is a letter of either kind (AHLetter).
    var isLetter: Bool { self == .letter || self == .hebrewLetter }
    /// Whether this may join two letters (MidLetter, MidNumLet, Single_Quote).
    var isMidLetter: Bool { self == .midLetter || self == .midNumLet || self == .singleQuote }
    /// Whether this may join two numbers (MidNum, MidNumLet, Single_Quote).
    var isMidNum: Bool { self == .midNum || self == .midNumLet || self == .singleQuote }
    /// Whether an ExtendNumLet joins this to what follows it.
    var isWordLike: Bool { isLetter || self == .numeric || self == .katakana || self == .extendNumLet }
  }

  /// Whether `index` in `text` is on a word boundary.
  static func isBoundary(_ text: String, at index: String.Index) -> Bool {
    guard index > text.startIndex, index < text.endIndex else { return true }
    let adjacent = kind(of: text[text.index(before: index)])
    let after = kind(of: text[index])
    if adjacent == .newline || after == .newline { return true }
    if adjacent == .space && after == .space { return false }
    if after == .ignorable { return false }
    // What an ignorable character follows stands for it, unless that is a line break or the start.
    guard let before = kind(before: index, in: text), before != .newline else { return true }
    let beforeThat = kind(before: text.index(before: start(of: index, in: text)), in: text)
    let afterThat = kind(after: text.index(after: index), in: text)
    // The rules that keep a word together (WB5 to WB13b); a boundary everywhere else (WB999).
    let joined =
      (before.isLetter && after.isLetter)
      || (before.isLetter && after.isMidLetter && afterThat?.isLetter == true)
      || (beforeThat?.isLetter == true && before.isMidLetter && after.isLetter)
      || (before == .hebrewLetter && after == .singleQuote)
      || (before == .hebrewLetter && after == .doubleQuote && afterThat == .hebrewLetter)
      || (beforeThat == .hebrewLetter && before == .doubleQuote && after == .hebrewLetter)
      || (before == .numeric && after == .numeric)
      || (before.isLetter && after == .numeric)
      || (before == .numeric && after.isLetter)
      || (beforeThat == .numeric && before.isMidNum && after == .numeric)
      || (before == .numeric && after.isMidNum && afterThat == .numeric)
      || (before == .katakana && after == .katakana)
      || (before.isWordLike && after == .extendNumLet)
      || (before == .extendNumLet && after.isWordLike && after != .extendNumLet)
    return !joined
  }

  /// Where the run of ignorable characters that ends at `index` starts (`index` when there is none).
  private static func start(of index: String.Index, in text: String) -> String.Index {
    var start = index
    while start > text.startIndex, kind(of: text[text.index(before: start)]) == .ignorable {
      start = text.index(before: start)
    }
    return start
  }

  /// The kind of the last character before `index` that is not ignorable; `nil` at the start of the text.
  private static func kind(before index: String.Index, in text: String) -> Kind? {
    let start = start(of: index, in: text)
    return start > text.startIndex ? kind(of: text[text.index(before: start)]) : nil
  }

  /// The kind of the first character from `index` on that is not ignorable; `nil` at the end of the text.
  private static func kind(after index: String.Index, in text: String) -> Kind? {
    text[index...].lazy.map(kind(of:)).first { $0 != .ignorable }
  }

  /// The class of `character`'s first scalar.
  static func kind(of character: Character) -> Kind {
    guard let scalar = character.unicodeScalars.first else { return .other }
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return .newline
    case 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
    case 0x22: return .doubleQuote
    case 0x27: return .singleQuote
    case 0x2E, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E: return .midNumLet
    case 0x3A, 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13, 0xFE55, 0xFF1A: return .midLetter
    case 0x2C, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54, 0xFF0C, 0xFF1B:
      return .midNum
    case 0x5F, 0x202F, 0x203F, 0x2040, 0x2054, 0xFE33, 0xFE34, 0xFE4D...0xFE4F, 0xFF3F: return .extendNumLet
    case 0x200B: return .other
    case 0x200C, 0x200D: return .ignorable
    case 0x5D0...0x5EA, 0x5EF...0x5F2, 0xFB1D, 0xFB1F...0xFB28, 0xFB2A...0xFB4F: return .hebrewLetter
    case 0x3031...0x3035, 0x309B, 0x309C, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0x32D0...0x32FE,
      0x3300...0x3357, 0xFF66...0xFF9D:
      return .katakana
    // Hiragana, and the scripts written without spaces (Thai, Lao, Myanmar, Khmer, Tai), whose letters are no ALetter.
    case 0x3040...0x309F, 0xE00...0xEFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19DF, 0x1A20...0x1AAF,
      0xA9E0...0xA9FF, 0xAA60...0xAADF:
      return .other
    default: break
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .decimalNumber: return .numeric
    case .format, .nonspacingMark, .spacingMark, .enclosingMark: return .ignorable
    default: return properties.isAlphabetic && !properties.isIdeographic ? .letter : .other
    }
  }
}
