import QuickActions
import XCTest

/// What the web clip server answers to each well-formed request, without sockets.
final class WebClipResponderTests: XCTestCase {
  private let responder = WebClipResponder(path: "/shortcut", location: "data:text/html;base64,PGgxPkE8L2gxPg==")

  /// The response to `method target` with `extra` fields.
  private func respond(_ method: String, _ target: String, _ extra: String = "") -> WebClipHTTPResponse {
    guard
      case .request(let request) = WebClipHTTPRequestParser.parse(
        Array("\(method) \(target) HTTP/1.1\r\nHost: a\r\n\(extra)\r\n".utf8))
    else {
      XCTFail("not parsed")
      return WebClipHTTPResponse(.badRequest)
    }
    return responder.response(to: request)
  }

  /// The response's bytes as text.
  private func text(_ response: WebClipHTTPResponse) -> String { String(decoding: response.bytes, as: UTF8.self) }

  func testGetOnThePathRedirectsToTheDataURLAndIsNotCached() {
    let response = respond("GET", "/shortcut")
    XCTAssertEqual(response.status, .movedPermanently)
    let wire = text(response)
    XCTAssertTrue(wire.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"))
    XCTAssertTrue(wire.contains("\r\nLocation: data:text/html;base64,PGgxPkE8L2gxPg==\r\n"))
    XCTAssertTrue(wire.contains("\r\nCache-Control: no-store\r\n"))
    XCTAssertTrue(wire.contains("\r\nContent-Length: \(response.body.count)\r\n"))
    XCTAssertTrue(wire.hasSuffix("\r\n\r\n" + String(decoding: response.body, as: UTF8.self)))
  }

  func testHeadHasTheSameFieldsAndLengthButNoBody() {
    let get = respond("GET", "/shortcut")
    let head = respond("HEAD", "/shortcut?from=app")
    XCTAssertEqual(head.status, .movedPermanently)
    XCTAssertEqual(text(head), String(text(get).dropLast(get.body.count)))
    XCTAssertTrue(text(head).hasSuffix("\r\n\r\n"))
  }

  func testAQueryStringIsIgnoredButThePathMatchesExactly() {
    XCTAssertEqual(respond("GET", "/shortcut?a=1&b").status, .movedPermanently)
    for target in ["/shortcut/", "/Shortcut", "/shortcut2", "/", "/%73hortcut", "//shortcut"] {
      XCTAssertEqual(respond("GET", target).status, .notFound, target)
    }
  }

  func testOtherMethodsOnThePathAre405WithAllow() {
    for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT", "BREW", "get"] {
      let response = respond(method, "/shortcut")
      XCTAssertEqual(response.status, .methodNotAllowed, method)
      XCTAssertTrue(text(response).contains("\r\nAllow: GET, HEAD\r\n"), method)
    }
    XCTAssertEqual(respond("POST", "/shortcut", "Content-Length: 5\r\n").status, .methodNotAllowed)
  }

  func testContentOnGetIs400() {
    XCTAssertEqual(respond("GET", "/shortcut", "Content-Length: 5\r\n").status, .badRequest)
    XCTAssertEqual(respond("GET", "/shortcut", "Transfer-Encoding: chunked\r\n").status, .badRequest)
    XCTAssertEqual(respond("GET", "/shortcut", "Content-Length: 0\r\n").status, .movedPermanently)
  }

  func testEveryRefusalCarriesContentLengthAndClosesTheConnection() {
    for status in WebClipHTTPStatus.allCases {
      let wire = text(WebClipResponder.refusal(status))
      XCTAssertTrue(wire.hasPrefix("HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"))
      XCTAssertTrue(wire.contains("\r\nContent-Length: "))
      XCTAssertTrue(wire.contains("\r\nConnection: close\r\n"))
    }
    XCTAssertTrue(text(WebClipResponder.refusal(.serviceUnavailable)).contains("\r\nRetry-After: 1\r\n"))
  }
}
