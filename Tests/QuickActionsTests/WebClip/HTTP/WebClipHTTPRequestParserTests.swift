import QuickActions
import XCTest

/// The request-head parser, on bytes alone: what each malformed head is refused with.
final class WebClipHTTPRequestParserTests: XCTestCase {
  /// Parses `text` with small limits where `limits` is given.
  private func parse(_ text: String, limits: WebClipHTTPHeadLimits = WebClipHTTPHeadLimits()) -> WebClipHTTPHeadParse {
    WebClipHTTPRequestParser.parse(Array(text.utf8), limits: limits)
  }

  /// The status a head is refused with, or `nil`.
  private func status(_ text: String, limits: WebClipHTTPHeadLimits = WebClipHTTPHeadLimits()) -> Int? {
    switch parse(text, limits: limits) {
    case .reject(let status, _): status.rawValue
    case .request, .needMore: nil
    }
  }

  func testAWellFormedGetParsesWithItsTargetPathAndFields() throws {
    guard
      case .request(let request) = parse("GET /shortcut?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8245\r\nAccept:  */* \r\n\r\n")
    else { return XCTFail("not parsed") }
    XCTAssertEqual(request.method, "GET")
    XCTAssertEqual(request.target, "/shortcut?x=1")
    XCTAssertEqual(request.path, "/shortcut")
    XCTAssertEqual(request.minorVersion, 1)
    XCTAssertEqual(request.values("accept"), ["*/*"])
    XCTAssertEqual(request.headLength, 67)
    XCTAssertFalse(request.announcesBody)
  }

  func testAnHTTP10RequestNeedsNoHost() {
    guard case .request(let request) = parse("HEAD / HTTP/1.0\r\n\r\n") else { return XCTFail("not parsed") }
    XCTAssertEqual(request.minorVersion, 0)
  }

  func testOneLeadingEmptyLineIsSkippedButManyAreRefused() {
    guard case .request = parse("\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n") else { return XCTFail("not parsed") }
    XCTAssertEqual(status(String(repeating: "\r\n", count: 5) + "GET / HTTP/1.1\r\nHost: a\r\n\r\n"), 400)
  }

  func testAnIncompleteHeadNeedsMore() {
    for text in [
      "", "G", "GET /short", "GET / HTTP/1.1\r", "GET / HTTP/1.1\r\nHost: a\r\n", "GET / HTTP/1.1\r\nHost: a\r\n\r",
    ] {
      XCTAssertEqual(parse(text), .needMore, text.debugDescription)
    }
  }

  func testMalformedRequestLinesAre400() {
    for line in [
      "GET  / HTTP/1.1", "GET /", "GET / HTTP/1.1 extra", " GET / HTTP/1.1", "G(T / HTTP/1.1", "GET / HTTP/2.0",
      "GET / HTTP/1.10", "GET / http/1.1", "GET / HTTP/1.x", "GET /a#b HTTP/1.1",
    ] {
      XCTAssertEqual(status(line + "\r\nHost: a\r\n\r\n"), 400, line.debugDescription)
    }
  }

  func testTargetsNotInOriginFormAre400() {
    for target in ["http://127.0.0.1/shortcut", "*", "127.0.0.1:8245", "shortcut"] {
      XCTAssertEqual(status("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n"), 400, target)
    }
  }

  func testMalformedFieldLinesAre400() {
    for field in [
      "NoColon", "Host : a", "Ho st: a", ": empty name", "X-A: b\u{1}c", "X-A: b\u{7F}",
    ] {
      XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\n\(field)\r\n\r\n"), 400, field.debugDescription)
    }
  }

  func testObsFoldIs400() {
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nX-A: b\r\n  continued\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nX-A: b\r\n\tcontinued\r\n\r\n"), 400)
  }

  func testBareLFAndBareCRAre400() {
    XCTAssertEqual(status("GET / HTTP/1.1\nHost: a\n\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\n\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\rHost: a\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n"), 400)
  }

  func testControlCharactersAndNonASCIIInTheRequestLineAre400() {
    XCTAssertEqual(status("GET /\u{0}x HTTP/1.1\r\nHost: a\r\n\r\n"), 400)
    XCTAssertEqual(status("GET /\tx HTTP/1.1\r\nHost: a\r\n\r\n"), 400)
    XCTAssertEqual(status("GET /caf\u{E9} HTTP/1.1\r\nHost: a\r\n\r\n"), 400)
    XCTAssertEqual(status("GET /\u{1B}["), 400, "refused before the line is complete")
  }

  func testHostIsRequiredOnceInHTTP11() {
    XCTAssertEqual(status("GET / HTTP/1.1\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nHOST: b\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n"), 400)
  }

  func testContentLengthMustBeDigitsThatAgree() {
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1x\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n"), 400)
    guard case .request(let request) = parse("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 3, 3\r\n\r\n") else {
      return XCTFail("agreeing lengths refused")
    }
    XCTAssertTrue(request.announcesBody)
  }

  func testARequestLineOverTheLimitIs414EvenBeforeItEnds() {
    let limits = WebClipHTTPHeadLimits(requestLine: 32, headerSection: 64, fieldCount: 3)
    XCTAssertEqual(status("GET /\(String(repeating: "a", count: 40)) HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits), 414)
    XCTAssertEqual(status("GET /\(String(repeating: "a", count: 40))", limits: limits), 414)
    XCTAssertEqual(status("GET /\(String(repeating: "a", count: 16)) HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits), nil)
    XCTAssertEqual(status("GET /\(String(repeating: "a", count: 8 * 1024)) HTTP/1.1\r\nHost: a\r\n\r\n"), 414)
  }

  // Found by the http-request fuzz target: a line already over its limit was 400 when a control character
  // followed, so the verdict on the bytes received so far changed as more came.
  func testAHeadOverALimitKeepsItsVerdictWhateverFollows() {
    let limits = WebClipHTTPHeadLimits(requestLine: 32, headerSection: 64, fieldCount: 3)
    let longLine = "GET /\(String(repeating: "a", count: 40))"
    let longField = "GET / HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "b", count: 80))"
    for (prefix, expected) in [(longLine, 414), (longField, 431)] {
      XCTAssertEqual(status(prefix, limits: limits), expected, prefix)
      for next in ["\u{1}", "\u{7F}", "\n", "\r\n", "\r\n\r\n", " x"] {
        XCTAssertEqual(status(prefix + next, limits: limits), expected, (prefix + next).debugDescription)
      }
    }
  }

  func testAHeaderSectionOverItsSizeOrFieldCountIs431() {
    let limits = WebClipHTTPHeadLimits(requestLine: 32, headerSection: 64, fieldCount: 3)
    XCTAssertEqual(
      status("GET / HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "b", count: 80))\r\n\r\n", limits: limits), 431)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "b", count: 80))", limits: limits), 431)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", limits: limits), 431)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\n\r\n", limits: limits), nil)
    let many = (0..<101).map { "X-\($0): v\r\n" }.joined()
    XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: a\r\n\(many)\r\n"), 431)
  }

  func testRandomBytesNeverTrapAndGiveOnlyRefusalsOrNeedMore() {
    let seed: UInt64 = 0x16_5EED
    var random = SplitMix64(seed: seed)
    let limits = WebClipHTTPHeadLimits(requestLine: 64, headerSection: 128, fieldCount: 4)
    let alphabet = Array("GET HEAD / HTTP/1.1\r\n:Host a\t\u{0}\u{7F}é#?*".utf8)
    for round in 0..<3000 {
      let count = Int(random.next() % 300)
      let bytes = (0..<count).map { _ -> UInt8 in
        random.next() % 3 == 0
          ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      switch WebClipHTTPRequestParser.parse(bytes, limits: limits) {
      case .needMore, .request: break
      case .reject(let status, _):
        XCTAssertTrue(
          [.badRequest, .uriTooLong, .headerFieldsTooLarge].contains(status), "seed \(seed) round \(round): \(status)")
      }
    }
  }

  func testRandomValidPrefixesNeedMoreAndTheWholeHeadParses() {
    let head = Array("GET /shortcut HTTP/1.1\r\nHost: [::1]:8245\r\nUser-Agent: curl/8\r\n\r\n".utf8)
    for end in 0..<head.count {
      XCTAssertEqual(WebClipHTTPRequestParser.parse(Array(head.prefix(end))), .needMore, "prefix \(end)")
    }
    guard case .request = WebClipHTTPRequestParser.parse(head) else { return XCTFail("not parsed") }
  }
}
