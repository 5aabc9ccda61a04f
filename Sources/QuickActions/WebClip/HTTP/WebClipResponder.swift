/// What the web clip server answers; pure, so every route is tested without sockets.
public struct WebClipResponder: Hashable, Sendable {
  /// The path that redirects (`/shortcut`); matched exactly, a query string is ignored.
  public var path: String
  /// The `data:` URL that `Location:` carries.
  public var location: String

  /// A responder redirecting `path` to `location`.
  public init(path: String, location: String) {
    self.path = path
    self.location = location
  }

  /// The methods the path answers, for `Allow:`.
  public static let allowedMethods = "GET, HEAD"

  /// The response to a well-formed request: 301 for `GET`/`HEAD` on the path, 405 for another method on it,
  /// 404 for another path, 400 for content on `GET`/`HEAD` (it has no meaning there, RFC 9110 §9.3.1, and
  /// this server reads no content).
  public func response(to request: WebClipHTTPRequest) -> WebClipHTTPResponse {
    let isHead = request.method == "HEAD"
    guard request.path == path[...] else { return WebClipHTTPResponse(.notFound, sendsBody: !isHead) }
    guard request.method == "GET" || isHead else {
      return WebClipHTTPResponse(
        .methodNotAllowed, fields: [WebClipHTTPField(name: "Allow", value: Self.allowedMethods)])
    }
    guard !request.announcesBody else {
      return WebClipHTTPResponse(
        .badRequest, text: "400 Bad Request: GET and HEAD take no content\n", sendsBody: !isHead)
    }
    return redirect(sendsBody: !isHead)
  }

  /// The 301 to ``location`` that `GET` (`sendsBody`) or `HEAD` on ``path`` gets.
  public func redirect(sendsBody: Bool) -> WebClipHTTPResponse {
    WebClipHTTPResponse(
      .movedPermanently,
      fields: [
        WebClipHTTPField(name: "Location", value: location), WebClipHTTPField(name: "Cache-Control", value: "no-store"),
      ],
      sendsBody: sendsBody)
  }

  /// The response to a head the parser refused, or that timed out, or to a connection over the cap.
  public static func refusal(_ status: WebClipHTTPStatus) -> WebClipHTTPResponse {
    switch status {
    case .serviceUnavailable: WebClipHTTPResponse(status, fields: [WebClipHTTPField(name: "Retry-After", value: "1")])
    case .movedPermanently, .badRequest, .notFound, .methodNotAllowed, .requestTimeout, .uriTooLong,
      .headerFieldsTooLarge:
      WebClipHTTPResponse(status)
    }
  }
}
