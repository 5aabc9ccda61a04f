import QuickActions
import XCTest

/// The one control-character rule: which scalars are controls, of which class, and which end a line.
final class ControlCharacterTests: XCTestCase {
  func testEveryScalarUpToTheSeparatorsIsClassifiedAsUnicodesCcCategory() {
    for value in UInt32(0)...0x2030 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let control = ControlCharacter(scalar)
      XCTAssertEqual(control != nil, scalar.properties.generalCategory == .control, "U+\(value)")
      XCTAssertEqual(ControlCharacter.isControl(scalar), control != nil)
      switch control {
      case .c0(let byte)?: XCTAssertTrue(value < 0x20 && UInt32(byte) == value)
      case .delete?: XCTAssertEqual(value, 0x7F)
      case .c1(let byte)?: XCTAssertTrue((0x80...0x9F).contains(value) && UInt32(byte) == value)
      case nil: XCTAssertFalse(value < 0x20 || (0x7F...0x9F).contains(value))
      }
      if let control { XCTAssertEqual(control.scalar, scalar) }
    }
  }

  func testLineBreaksAreTheScalarsOfCharacterIsNewline() {
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      XCTAssertEqual(ControlCharacter.isLineBreak(scalar), Character(scalar).isNewline, "U+\(value)")
    }
    XCTAssertFalse(ControlCharacter.isLineBreak("\u{1F600}"))
  }
}
