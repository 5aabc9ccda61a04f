import QuickActions
import XCTest

@testable import qa_sim

/// The shared escaping module writes exactly what the web clip page's escaping writes today, for every class of
/// scalar, so the page can call ``Escaping`` instead without one byte changing.
final class WebClipEscapingAgreementTests: XCTestCase {
  /// One scalar of every class (each C0 control, DEL, each C1 control, the rest of Latin-1 and beyond, the line
  /// separators, the BMP's last private and non-characters, non-BMP), each alone and then all in one string.
  private var samples: [String] {
    let values =
      Array(UInt32(0)...0x2FF) + [0x2028, 0x2029, 0xD7FF, 0xE000, 0xFFFD, 0xFFFE, 0xFFFF, 0x1_0000, 0x1_F600]
      + [0x10_FFFF]
    let scalars = values.compactMap(Unicode.Scalar.init)
    return scalars.map(String.init) + [String(String.UnicodeScalarView(scalars)), "a\r\nb", ""]
  }

  func testEveryContextAgreesWithTheWebClipPage() {
    for sample in samples {
      XCTAssertEqual(Escaping.htmlText(sample), WebClipEscaping.htmlText(sample), sample.debugDescription)
      XCTAssertEqual(Escaping.htmlAttribute(sample), WebClipEscaping.htmlAttribute(sample), sample.debugDescription)
      XCTAssertEqual(
        Escaping.javaScriptString(sample), WebClipEscaping.javaScriptString(sample), sample.debugDescription)
    }
    for scalar in samples.flatMap(\.unicodeScalars) {
      XCTAssertEqual(ControlCharacter.isControl(scalar), WebClipEscaping.isControl(scalar), "U+\(scalar.value)")
    }
  }
}
