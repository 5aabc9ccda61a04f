import SceneLifecycle
import XCTest

/// Every text colour of the HTML report on every background it is drawn on meets WCAG 2's 4.5:1 contrast, in the
/// light and the dark scheme. Relative luminance and contrast ratio as
/// [WCAG 2.2](https://www.w3.org/TR/WCAG22/#dfn-relative-luminance) defines them.
final class HTMLContrastTests: XCTestCase {
  /// The relative luminance of `0xRRGGBB` (sRGB).
  static func luminance(_ color: UInt32) -> Double {
    func channel(_ shift: UInt32) -> Double {
      let value = Double((color >> shift) & 0xFF) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
  }

  /// `(L1 + 0.05) / (L2 + 0.05)`, the lighter over the darker.
  static func contrast(_ first: UInt32, _ second: UInt32) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  func testTheFormulaGivesWCAGsKnownValues() {
    XCTAssertEqual(Self.contrast(0x000000, 0xFFFFFF), 21, accuracy: 0.001)
    XCTAssertEqual(Self.contrast(0x777777, 0xFFFFFF), 4.48, accuracy: 0.01)
    XCTAssertEqual(Self.contrast(0x767676, 0xFFFFFF), 4.54, accuracy: 0.01)
  }

  func testEveryTextColourMeetsAAOnItsBackgroundInBothSchemes() throws {
    let colors = Dictionary(uniqueKeysWithValues: HTMLReport.colors.map { ($0.name, $0) })
    XCTAssertGreaterThanOrEqual(HTMLReport.textPairs.count, 10)
    for pair in HTMLReport.textPairs {
      let text = try XCTUnwrap(colors[pair.text], pair.text)
      let background = try XCTUnwrap(colors[pair.background], pair.background)
      XCTAssertGreaterThanOrEqual(
        Self.contrast(text.light, background.light), 4.5, "light \(pair.text) on \(pair.background)")
      XCTAssertGreaterThanOrEqual(
        Self.contrast(text.dark, background.dark), 4.5, "dark \(pair.text) on \(pair.background)")
    }
  }

  func testTheStyleSheetUsesOnlyTheCheckedColours() {
    let sheet = HTMLReport.styleSheet
    for color in HTMLReport.colors {
      XCTAssertTrue(sheet.contains("--\(color.name):\(HTMLReport.hex(color.light));"))
      XCTAssertTrue(sheet.contains("--\(color.name):\(HTMLReport.hex(color.dark));"))
    }
    // Every colour in the sheet is one of the variables: no literal colour elsewhere.
    XCTAssertEqual(sheet.components(separatedBy: "#").count - 1, HTMLReport.colors.count * 2)
    for property in ["color:", "fill:", "background:"] {
      for use in sheet.components(separatedBy: property).dropFirst() {
        XCTAssertTrue(use.hasPrefix("var(--") || use.hasPrefix("light dark"), "\(property)\(use.prefix(20))")
      }
    }
    XCTAssertFalse(sheet.contains("<"))
    XCTAssertFalse(sheet.contains("&"))
  }
}
