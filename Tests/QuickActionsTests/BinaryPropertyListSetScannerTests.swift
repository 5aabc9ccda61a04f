import Foundation
import XCTest

// Tests the internal scanner BinaryPropertyListSets on every truncation and corrupted trailer.
@testable import QuickActions

/// The set scanner below the Info.plist reader: anything that is not a readable binary property list is left
/// to Foundation, and no truncation or trailer value makes the scanner trap.
final class BinaryPropertyListSetScannerTests: XCTestCase {
  func testAnythingElseIsLeftToFoundation() throws {
    XCTAssertNil(BinaryPropertyListSets.firstSetOffset(in: Data()))
    XCTAssertNil(BinaryPropertyListSets.firstSetOffset(in: Data("<plist><dict/></plist>".utf8)))
    let valid = try BinaryPropertyListSetTests.binaryInfoPlist()
    // Every truncation, and a trailer pointing anywhere, is read without trapping.
    for length in 0...valid.count { _ = BinaryPropertyListSets.firstSetOffset(in: valid.prefix(length)) }
    for position in (valid.count - 32)..<valid.count {
      for value: UInt8 in [0x00, 0x01, 0x08, 0x09, 0x7F, 0xFF] {
        var changed = valid
        changed[position] = value
        _ = BinaryPropertyListSets.firstSetOffset(in: changed)
        _ = try? StaticShortcutItems.fromInfoPlist(data: changed)
      }
    }
  }
}
