/// A response, ready to be written: every response carries `Content-Length` and `Connection: close`.
struct HTTPResponse: Hashable, Sendable {
  /// The status.
  var status: HTTPStatus
  /// The fields besides `Content-Length` and `Connection`, in order.
  var fields: [HTTPField]
  /// The content; for `HEAD` it is counted in `Content-Length` but not sent (RFC 9110 §9.3.2).
  var body: [UInt8]
  /// Whether the body is sent (false for `HEAD`).
  var sendsBody: Bool

  /// A response with a short plain-text body.
  init(_ status: HTTPStatus, fields: [HTTPField] = [], text: String? = nil, sendsBody: Bool = true) {
    self.status = status
    self.fields = [HTTPField(name: "Content-Type", value: "text/plain; charset=utf-8")] + fields
    self.body = Array((text ?? status.line + "\n").utf8)
    self.sendsBody = sendsBody
  }

  /// The bytes on the wire: status line, fields, empty line, and the body unless ``sendsBody`` is false.
  var bytes: [UInt8] {
    var head = "HTTP/1.1 \(status.line)\r\n"
    for field in fields { head += "\(field.name): \(field.value)\r\n" }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + (sendsBody ? body : [])
  }
}

/// What the web clip server answers; pure, so every route is tested without sockets.
struct WebClipResponder: Hashable, Sendable {
  /// The path that redirects (`/shortcut`); matched exactly, a query string is ignored.
  var path: String
  /// The `data:` URL that `Location:` carries.
  var location: String

  /// The methods the path answers, for `Allow:`.
  static let allowedMethods = "GET, HEAD"

  /// The response to a well-formed request: 301 for `GET`/`HEAD` on the path, 405 for another method on it,
  /// 404 for another path, 400 for content on `GET`/`HEAD` (it has no meaning there, RFC 9110 §9.3.1, and
  /// this server reads no content).
  func response(to request: HTTPRequest) -> HTTPResponse {
    let isHead = request.method == "HEAD"
    guard request.path == path[...] else { return HTTPResponse(.notFound, sendsBody: !isHead) }
    guard request.method == "GET" || isHead else {
      return HTTPResponse(.methodNotAllowed, fields: [HTTPField(name: "Allow", value: Self.allowedMethods)])
    }
    guard !request.announcesBody else {
      return HTTPResponse(.badRequest, text: "400 Bad Request: GET and HEAD take no content\n", sendsBody: !isHead)
    }
    return HTTPResponse(
      .movedPermanently,
      fields: [HTTPField(name: "Location", value: location), HTTPField(name: "Cache-Control", value: "no-store")],
      sendsBody: !isHead)
  }

  /// The response to a head the parser refused, or that timed out, or to a connection over the cap.
  static func refusal(_ status: HTTPStatus) -> HTTPResponse {
    switch status {
    case .serviceUnavailable: HTTPResponse(status, fields: [HTTPField(name: "Retry-After", value: "1")])
    case .movedPermanently, .badRequest, .notFound, .methodNotAllowed, .requestTimeout, .uriTooLong,
      .headerFieldsTooLarge:
      HTTPResponse(status)
    }
  }
}
