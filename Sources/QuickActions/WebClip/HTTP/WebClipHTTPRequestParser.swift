/// What ``WebClipHTTPRequestParser`` made of the bytes received so far.
public enum WebClipHTTPHeadParse: Hashable, Sendable {
  /// The head is not complete yet and nothing is wrong so far.
  case needMore
  /// A complete, well-formed head.
  case request(WebClipHTTPRequest)
  /// The request is refused with `status` (400, 414 or 431); `reason` says why, for the log.
  case reject(WebClipHTTPStatus, reason: String)
}

/// Parses an HTTP/1.x request head from raw bytes, strictly and without side effects: bytes in, a verdict
/// out. Nothing here touches a socket, so every rule is unit-tested on byte arrays.
///
/// The grammar is RFC 9112's (<https://www.rfc-editor.org/rfc/rfc9112>), applied strictly:
/// - lines end with CRLF; a bare LF or a bare CR is refused (§2.2 allows either choice; this server
///   always refuses), as are obs-fold continuation lines (§5.2) and control characters;
/// - the request line is exactly `method SP origin-form SP HTTP/1.<digit>` (§3), up to
///   ``WebClipHTTPHeadLimits/leadingEmptyLines`` empty lines before it are skipped (§2.2);
/// - a field line is `token ":" OWS value OWS`, with no whitespace before the colon (§5.1);
/// - HTTP/1.1 needs exactly one `Host` (§3.2); `Content-Length` must be digits, and several must agree
///   (§6.3); `Transfer-Encoding` in HTTP/1.0 is refused (§6.1).
///
/// The absolute-form and asterisk-form targets, which RFC 9112 §3.2.2 asks servers to accept, get 400: the
/// server answers only its own loopback URL's origin-form path.
public enum WebClipHTTPRequestParser {
  private static let cr: UInt8 = 13
  private static let lf: UInt8 = 10
  private static let space: UInt8 = 32
  private static let tab: UInt8 = 9
  private static let colon: UInt8 = 58

  /// Parses the head at the start of `bytes`.
  /// - Parameters:
  ///   - bytes: everything received on the connection so far.
  ///   - limits: the size bounds (414 for a long request line, 431 for a large header section).
  public static func parse(_ bytes: [UInt8], limits: WebClipHTTPHeadLimits = WebClipHTTPHeadLimits())
    -> WebClipHTTPHeadParse
  {
    var index = 0
    var emptyLines = 0
    while index < bytes.count, bytes[index] == cr || bytes[index] == lf {
      switch lineEnd(bytes, from: index) {
      case .incomplete: return .needMore
      case .bad(let reason): return .reject(.badRequest, reason: reason)
      case .end(let next):
        emptyLines += 1
        guard emptyLines <= limits.leadingEmptyLines else {
          return .reject(.badRequest, reason: "too many empty lines before the request line")
        }
        index = next
      }
    }
    guard index < bytes.count else { return .needMore }
    let lineStart = index
    var cursor = index
    // Each byte is measured before it is judged, so that a line already too long stays 414 whatever follows:
    // the server decides on the bytes received so far, and more of them must never change a verdict.
    while cursor < bytes.count, bytes[cursor] != cr, bytes[cursor] != lf {
      guard cursor - lineStart < limits.requestLine else {
        return .reject(.uriTooLong, reason: "the request line is longer than \(limits.requestLine) bytes")
      }
      guard isRequestLineByte(bytes[cursor]) else {
        return .reject(.badRequest, reason: "a control character or non-ASCII byte in the request line")
      }
      cursor += 1
    }
    let line = bytes[lineStart..<cursor]
    switch lineEnd(bytes, from: cursor) {
    case .incomplete: return .needMore
    case .bad(let reason): return .reject(.badRequest, reason: reason)
    case .end(let next): index = next
    }
    let start: RequestLine
    switch requestLine(line) {
    case .success(let parsed): start = parsed
    case .failure(let reason): return .reject(.badRequest, reason: reason.text)
    }
    let fields: [WebClipHTTPField]
    let headLength: Int
    switch fieldLines(bytes, from: index, limits: limits) {
    case .needMore: return .needMore
    case .reject(let status, let reason): return .reject(status, reason: reason)
    case .done(let parsed, let end):
      fields = parsed
      headLength = end
    }
    let request = WebClipHTTPRequest(
      method: start.method, target: start.target, minorVersion: start.minor, fields: fields, headLength: headLength)
    if let reason = semanticProblem(request) { return .reject(.badRequest, reason: reason) }
    return .request(request)
  }

  /// A parsed request line.
  private struct RequestLine {
    /// The method token.
    var method: String
    /// The origin-form target.
    var target: String
    /// The HTTP/1 minor version.
    var minor: Int
  }

  /// Why a request line is refused.
  private struct LineProblem: Error {
    /// The reason, for the log.
    var text: String
  }

  /// How a line ends at `index`.
  private enum LineEnd {
    /// More bytes are needed to tell.
    case incomplete
    /// A bare CR or bare LF.
    case bad(String)
    /// A CRLF; the next line starts at the index.
    case end(Int)
  }

  /// Reads the line terminator at `index` (a CR or an LF, or the end of the bytes).
  private static func lineEnd(_ bytes: [UInt8], from index: Int) -> LineEnd {
    guard index < bytes.count else { return .incomplete }
    guard bytes[index] == cr else { return .bad("a bare LF ends a line (CRLF is required)") }
    guard index + 1 < bytes.count else { return .incomplete }
    guard bytes[index + 1] == lf else { return .bad("a bare CR in a line") }
    return .end(index + 2)
  }

  /// Splits and checks `method SP request-target SP HTTP-version`.
  private static func requestLine(_ line: ArraySlice<UInt8>) -> Result<RequestLine, LineProblem> {
    let parts = line.split(separator: space, omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
      return .failure(LineProblem(text: "the request line is not 'method SP target SP version'"))
    }
    guard parts[0].allSatisfy(isTokenByte) else {
      return .failure(LineProblem(text: "the method is not a token"))
    }
    let target = parts[1]
    guard target.first == UInt8(ascii: "/") else {
      return .failure(LineProblem(text: "the request target is not in origin-form (it must start with '/')"))
    }
    guard !target.contains(UInt8(ascii: "#")) else {
      return .failure(LineProblem(text: "the request target contains a fragment"))
    }
    let version = Array(parts[2])
    let prefix = Array("HTTP/1.".utf8)
    guard version.count == prefix.count + 1, Array(version.prefix(prefix.count)) == prefix,
      let digit = version.last, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit)
    else {
      return .failure(LineProblem(text: "the version is not HTTP/1.x"))
    }
    return .success(
      RequestLine(
        method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: target, as: UTF8.self),
        minor: Int(digit - UInt8(ascii: "0"))))
  }

  /// What reading the field lines gave.
  private enum FieldLines {
    /// The section is not complete yet.
    case needMore
    /// Refused with a status.
    case reject(WebClipHTTPStatus, String)
    /// The fields, and the index just past the empty line that ends the head.
    case done([WebClipHTTPField], Int)
  }

  /// Reads field lines from `start` up to the empty line.
  private static func fieldLines(_ bytes: [UInt8], from start: Int, limits: WebClipHTTPHeadLimits) -> FieldLines {
    var fields: [WebClipHTTPField] = []
    var index = start
    let tooLarge = FieldLines.reject(
      .headerFieldsTooLarge, "the header section is larger than \(limits.headerSection) bytes")
    while true {
      guard index < bytes.count else { return bytes.count - start > limits.headerSection ? tooLarge : .needMore }
      if bytes[index] == cr || bytes[index] == lf {
        switch lineEnd(bytes, from: index) {
        case .incomplete: return .needMore
        case .bad(let reason): return .reject(.badRequest, reason)
        case .end(let next): return .done(fields, next)
        }
      }
      if bytes[index] == space || bytes[index] == tab {
        return .reject(.badRequest, "a field line starts with whitespace (obs-fold)")
      }
      var cursor = index
      // As for the request line: the section's size is checked before each byte is judged (the line's byte
      // and its CRLF must still fit).
      while cursor < bytes.count, bytes[cursor] != cr, bytes[cursor] != lf {
        guard cursor + 3 - start <= limits.headerSection else { return tooLarge }
        guard isFieldLineByte(bytes[cursor]) else {
          return .reject(.badRequest, "a control character in a header field")
        }
        cursor += 1
      }
      guard cursor + 2 - start <= limits.headerSection else { return tooLarge }
      switch lineEnd(bytes, from: cursor) {
      case .incomplete: return .needMore
      case .bad(let reason): return .reject(.badRequest, reason)
      case .end(let next):
        guard fields.count < limits.fieldCount else {
          return .reject(.headerFieldsTooLarge, "more than \(limits.fieldCount) header fields")
        }
        switch field(bytes[index..<cursor]) {
        case .success(let parsed): fields.append(parsed)
        case .failure(let problem): return .reject(.badRequest, problem.text)
        }
        index = next
      }
    }
  }

  /// Splits `name ":" OWS value OWS`.
  private static func field(_ line: ArraySlice<UInt8>) -> Result<WebClipHTTPField, LineProblem> {
    guard let colonIndex = line.firstIndex(of: colon) else {
      return .failure(LineProblem(text: "a header line without a colon"))
    }
    let name = line[line.startIndex..<colonIndex]
    if let last = name.last, last == space || last == tab {
      return .failure(LineProblem(text: "whitespace between a field name and its colon"))
    }
    guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
      return .failure(LineProblem(text: "a field name is not a token"))
    }
    var value = line[(colonIndex + 1)...]
    while let first = value.first, first == space || first == tab { value = value.dropFirst() }
    while let last = value.last, last == space || last == tab { value = value.dropLast() }
    return .success(
      WebClipHTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
  }

  /// The problem with a syntactically valid head's fields, if any: `Host`, `Content-Length`,
  /// `Transfer-Encoding`.
  private static func semanticProblem(_ request: WebClipHTTPRequest) -> String? {
    let hosts = request.values("Host")
    if request.minorVersion >= 1, hosts.isEmpty { return "an HTTP/1.1 request without Host" }
    if hosts.count > 1 { return "several Host fields" }
    if request.minorVersion == 0, !request.values("Transfer-Encoding").isEmpty {
      return "Transfer-Encoding in an HTTP/1.0 request"
    }
    // A list of lengths, each digits with optional whitespace around; on the bytes, not on Characters.
    var lengths = Set<Int>()
    for value in request.values("Content-Length") {
      for part in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
        var digits = part[...]
        while let first = digits.first, first == space || first == tab { digits = digits.dropFirst() }
        while let last = digits.last, last == space || last == tab { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy(isDigit) else {
          return "an invalid Content-Length"
        }
        lengths.insert(digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
      }
    }
    return lengths.count > 1 ? "conflicting Content-Length values" : nil
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// `tchar` (RFC 9110 §5.6.2: <https://www.rfc-editor.org/rfc/rfc9110#section-5.6.2>): a digit, a letter, or
  /// one of `!#$%&'*+-.^_`|~`.
  public static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
    default: false
    }
  }

  /// A byte allowed in a request line: visible ASCII or SP.
  private static func isRequestLineByte(_ byte: UInt8) -> Bool { byte == space || (0x21...0x7E).contains(byte) }

  /// A byte allowed in a field line: HTAB, SP, visible ASCII, obs-text.
  private static func isFieldLineByte(_ byte: UInt8) -> Bool {
    byte == tab || byte == space || (0x21...0x7E).contains(byte) || byte >= 0x80
  }
}
