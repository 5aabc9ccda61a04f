import QuickActions
import XCTest

/// The checks an icon or launch image passes before the page embeds it.
final class WebClipPNGTests: XCTestCase {
  func testAValidPNGIsAcceptedWithItsSize() throws {
    let image = try WebClipPNG.check(TestPNG.bytes(width: 180, height: 120)).get()
    XCTAssertEqual(image.width, 180)
    XCTAssertEqual(image.height, 120)
    XCTAssertEqual(image.bytes, TestPNG.bytes(width: 180, height: 120))
  }

  func testFilesWithoutTheSignatureOrHeaderAreRefused() {
    let valid = TestPNG.bytes()
    XCTAssertEqual(WebClipPNG.check(Array("GIF89a....".utf8)), .failure(.noSignature))
    XCTAssertEqual(WebClipPNG.check([]), .failure(.noSignature))
    XCTAssertEqual(WebClipPNG.check(Array(valid.prefix(20))), .failure(.noHeader))
    var wrongType = valid
    wrongType[12...15] = ArraySlice(Array("IDAT".utf8))
    XCTAssertEqual(WebClipPNG.check(wrongType), .failure(.noHeader))
    var wrongLength = valid
    wrongLength[11] = 14
    XCTAssertEqual(WebClipPNG.check(wrongLength), .failure(.noHeader))
  }

  func testEmptyOrHugeSidesAreRefused() {
    XCTAssertEqual(WebClipPNG.check(TestPNG.bytes(width: 0, height: 5)), .failure(.size(width: 0, height: 5)))
    XCTAssertEqual(
      WebClipPNG.check(TestPNG.bytes(width: 5, height: 0x8000_0000)), .failure(.size(width: 5, height: 0x8000_0000)))
    XCTAssertNoThrow(try WebClipPNG.check(TestPNG.bytes(width: 8192, height: 8192)).get())
    XCTAssertEqual(WebClipPNG.check(TestPNG.bytes(width: 8193, height: 1)), .failure(.size(width: 8193, height: 1)))
  }

  func testFilesOverTheSizeLimitAreRefused() {
    let large = TestPNG.bytes() + [UInt8](repeating: 0, count: WebClipPNG.maximumBytes)
    XCTAssertEqual(WebClipPNG.check(large), .failure(.tooLarge(large.count)))
  }
}
