import QuickActions
import XCTest

/// The head reader: however a head arrives in pieces, it settles on the parser's verdict on all of it.
final class WebClipHeadReaderTests: XCTestCase {
  private let limits = WebClipHTTPHeadLimits(requestLine: 32, headerSection: 64, fieldCount: 3)

  /// Heads that parse, that need more, and that each limit or rule refuses, some decided before a line ends.
  private var heads: [String] {
    [
      "GET /shortcut HTTP/1.1\r\nHost: a\r\nAccept: */*\r\n\r\n", "HEAD / HTTP/1.0\r\n\r\n", "GET / HTTP/1.1\r\nHo",
      "GET /\(String(repeating: "a", count: 40)) HTTP/1.1\r\n", "GET /\u{1}", "GET / HTTP/1.1\nHost: a\n\n",
      "GET / HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "b", count: 80))", "GET / HTTP/1.1\r\nHost: a\r\nX: \u{1}",
      "GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", "",
    ]
  }

  func testEverySplitOfAHeadSettlesOnTheVerdictOnTheWholeHead() {
    for head in heads {
      let bytes = Array(head.utf8)
      let whole = WebClipHTTPRequestParser.parse(bytes, limits: limits)
      for cut in 0...bytes.count {
        var reader = WebClipHeadReader(limits: limits)
        reader.append(Array(bytes[..<cut]))
        reader.append(Array(bytes[cut...]))
        XCTAssertEqual(reader.settle(), whole, "\(head.debugDescription) cut at \(cut)")
      }
      var trickled = WebClipHeadReader(limits: limits)
      for byte in bytes { trickled.append([byte]) }
      XCTAssertEqual(trickled.settle(), whole, "\(head.debugDescription) a byte at a time")
    }
  }

  func testAHeadIsDecidedAsSoonAsItsLastLineArrivesAndLaterBytesAreIgnored() {
    var reader = WebClipHeadReader(limits: limits)
    XCTAssertEqual(reader.append(Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)), .needMore)
    guard case .request(let request) = reader.append(Array("\r\nGET /other".utf8)) else {
      return XCTFail("the complete head was not parsed")
    }
    XCTAssertEqual(request.target, "/")
    XCTAssertEqual(reader.append(Array(" HTTP/1.1\r\n\r\n".utf8)), .request(request))
    XCTAssertEqual(reader.bytes.count, "GET / HTTP/1.1\r\nHost: a\r\n\r\nGET /other".utf8.count)
  }

  func testAHeadTrickledALineAtATimeIsParsedAFewTimesNotOncePerLine() throws {
    var reader = WebClipHeadReader(limits: WebClipHTTPHeadLimits())
    reader.append(Array("GET /shortcut HTTP/1.1\r\nHost: a\r\n".utf8))
    let line = Array("X-Filler: \(String(repeating: "v", count: 148))\r\n".utf8)
    for _ in 0..<98 { XCTAssertEqual(reader.append(line), .needMore) }
    guard case .request(let request) = reader.append(Array("\r\n".utf8)) else {
      return XCTFail("the head was not parsed at its end")
    }
    XCTAssertEqual(request.fields.count, 99)
    // At 1, 2, 4 and 8 KiB, and at the empty line; once per line would be 100 parses of up to 16 KiB.
    XCTAssertEqual(reader.parseCount, 5)
  }

  func testAMalformedLineInAShortHeadIsAnsweredAtTheHeadsEnd() {
    var reader = WebClipHeadReader(limits: WebClipHTTPHeadLimits())
    XCTAssertEqual(reader.append(Array("GET / HTTP/1.1\r\nHost a\r\n".utf8)), .needMore)
    XCTAssertEqual(reader.append(Array("\r\n".utf8)), .reject(.badRequest, reason: "a header line without a colon"))
    var bareLF = WebClipHeadReader(limits: WebClipHTTPHeadLimits())
    XCTAssertEqual(bareLF.append(Array("GET / HTTP/1.1\nHost: a\n".utf8)), .needMore)
    XCTAssertEqual(bareLF.append(Array("\n".utf8)).status, 400, "an empty line ended by a bare LF ends the head too")
  }

  func testARefusalThatNeedsNoLineEndIsFoundAtTheFirstKibibyteOrWhenSettled() {
    var reader = WebClipHeadReader(limits: WebClipHTTPHeadLimits())
    XCTAssertEqual(reader.append(Array("GET /\u{1}".utf8)), .needMore, "not parsed before an empty line or 1 KiB")
    XCTAssertEqual(
      reader.settle(), .reject(.badRequest, reason: "a control character or non-ASCII byte in the request line"))
    var long = WebClipHeadReader(limits: WebClipHTTPHeadLimits())
    XCTAssertEqual(long.append(Array("GET /\u{1}".utf8) + [UInt8](repeating: 97, count: 1100)).status, 400)
  }
}

extension WebClipHTTPHeadParse {
  /// The refusal's status code, or `nil`.
  fileprivate var status: Int? {
    switch self {
    case .reject(let status, _): status.rawValue
    case .needMore, .request: nil
    }
  }
}
