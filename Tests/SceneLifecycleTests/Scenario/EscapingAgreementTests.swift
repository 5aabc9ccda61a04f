import QuickActions
import XCTest

@testable import SceneLifecycle

/// The shared escaping module writes exactly what the scenario code's own writers write today, for every class of
/// scalar: until they call ``Escaping`` themselves, the JSON serializer's string literals and the terminal's
/// display text.
final class EscapingAgreementTests: XCTestCase {
  /// One scalar of every class (each C0 control, DEL, each C1 control, the rest of Latin-1 and beyond, the line
  /// separators, the BMP's last private and non-characters, non-BMP), each alone and then all in one string.
  private var samples: [String] {
    let values =
      Array(UInt32(0)...0x2FF) + [0x2028, 0x2029, 0xD7FF, 0xE000, 0xFFFD, 0xFFFE, 0xFFFF, 0x1_0000, 0x1_F600]
      + [0x10_FFFF]
    let scalars = values.compactMap(Unicode.Scalar.init)
    return scalars.map(String.init) + [String(String.UnicodeScalarView(scalars)), "a\r\nb", ""]
  }

  func testJSONStringIsTheSerializersQuote() {
    for sample in samples {
      XCTAssertEqual(Escaping.jsonString(sample), JSONSerializer.quote(sample), sample.debugDescription)
    }
  }

  func testTerminalTextIsDisplayText() {
    for sample in samples {
      XCTAssertEqual(Escaping.terminalText(sample), displayText(sample), sample.debugDescription)
      XCTAssertEqual(Escaping.terminalText(sample, limit: 5), displayText(sample, limit: 5), sample.debugDescription)
    }
  }
}
