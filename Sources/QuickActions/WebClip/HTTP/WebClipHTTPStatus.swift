/// The HTTP statuses the web clip server answers with.
///
/// Meanings from RFC 9110 §15 (<https://www.rfc-editor.org/rfc/rfc9110#section-15>) and RFC 6585 §5
/// (<https://www.rfc-editor.org/rfc/rfc6585#section-5>) for 431.
public enum WebClipHTTPStatus: Int, Hashable, Sendable, CaseIterable {
  /// The served path: `Location:` carries the page's `data:` URL.
  case movedPermanently = 301
  /// The request is malformed.
  case badRequest = 400
  /// Any other path.
  case notFound = 404
  /// Any method but `GET` and `HEAD` (with `Allow: GET, HEAD`).
  case methodNotAllowed = 405
  /// The head did not arrive before the read deadline.
  case requestTimeout = 408
  /// The request line is longer than its limit.
  case uriTooLong = 414
  /// The header section is longer than its limit or has too many fields.
  case headerFieldsTooLarge = 431
  /// Too many connections are open at once.
  case serviceUnavailable = 503

  /// The reason phrase of the status line.
  public var reason: String {
    switch self {
    case .movedPermanently: "Moved Permanently"
    case .badRequest: "Bad Request"
    case .notFound: "Not Found"
    case .methodNotAllowed: "Method Not Allowed"
    case .requestTimeout: "Request Timeout"
    case .uriTooLong: "URI Too Long"
    case .headerFieldsTooLarge: "Request Header Fields Too Large"
    case .serviceUnavailable: "Service Unavailable"
    }
  }

  /// `301 Moved Permanently`.
  public var line: String { "\(rawValue) \(reason)" }
}
