// libFuzzer target `http-request`: the web clip server's request-head parser (`WebClipHTTPRequestParser.parse`) on
// arbitrary bytes, as a client could send them, under the server's limits and under small ones that short
// inputs can pass.
//
// Besides "no crash, no hang" it checks what the server relies on: a verdict is a request, needs-more, or a
// refusal with 400, 414 or 431 and a reason; once a prefix of the bytes is decided, more bytes never change
// the verdict (the server decides on what it has received so far), and the server's reader (`WebClipHeadReader`),
// however the bytes are split into chunks, settles on the verdict on all of them, parsing them a bounded
// number of times (a few, plus one per doubling from 1 KiB); past the most bytes a head
// can take it is always decided; a request is well formed, ends where it says, and written out again
// parses to itself; the responder's answer to it is a well-formed response.

import QuickActions

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func httpRequestFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  HTTPRequestFuzzer.check(bytes)
  return 0
}

/// The checks made on one input.
enum HTTPRequestFuzzer {
  /// Stops the fuzzer with a message when a property fails (a crash is what libFuzzer records).
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property failed: \(message())") }
  }

  /// The server's limits, and small ones that inputs of a few hundred bytes pass.
  static let limitSets = [
    WebClipHTTPHeadLimits(),
    WebClipHTTPHeadLimits(requestLine: 48, headerSection: 96, fieldCount: 3, leadingEmptyLines: 1),
  ]

  /// The statuses the parser refuses with.
  static let refusals: Set<WebClipHTTPStatus> = [.badRequest, .uriTooLong, .headerFieldsTooLarge]

  /// A few places to cut `count` bytes, chosen from the bytes themselves so that they vary with the input.
  static func cuts(_ bytes: [UInt8]) -> [Int] {
    guard bytes.count > 1 else { return [] }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let count = UInt64(bytes.count)
    return Array(Set([bytes.count - 1, Int(hash % count), Int((hash >> 32) % count)])).filter { $0 > 0 }
  }

  static func check(_ bytes: [UInt8]) {
    for limits in limitSets { check(bytes, limits: limits) }
  }

  static func check(_ bytes: [UInt8], limits: WebClipHTTPHeadLimits) {
    let whole = WebClipHTTPRequestParser.parse(bytes, limits: limits)
    switch whole {
    case .needMore:
      require(bytes.count <= limits.headBytes, "\(bytes.count) bytes, over the head's \(limits.headBytes), need more")
    case .reject(let status, let reason):
      require(refusals.contains(status), "refused with \(status.rawValue)")
      require(!reason.isEmpty, "a refusal without a reason")
    case .request(let request):
      checkRequest(request, bytes: bytes, limits: limits)
    }
    // Monotone: a verdict on a prefix is the verdict on the whole.
    let cuts = cuts(bytes)
    for cut in cuts {
      let prefix = WebClipHTTPRequestParser.parse(Array(bytes[..<cut]), limits: limits)
      if prefix != .needMore {
        require(prefix == whole, "the first \(cut) bytes give \(prefix), all \(bytes.count) give \(whole)")
      }
    }
    // The server's reader, fed the bytes whole, in two parts at each cut, and trickled a few bytes at a time,
    // settles on the verdict on all of them.
    let step = 1 + Int(bytes.first ?? 0) % 8
    let trickled = stride(from: 0, to: bytes.count, by: step).map { bytes[$0..<min($0 + step, bytes.count)] }
    let splits = [[bytes[...]], trickled] + cuts.map { [bytes[..<$0], bytes[$0...]] }
    for chunks in splits {
      var reader = WebClipHeadReader(limits: limits)
      for chunk in chunks { reader.append(chunk) }
      let settled = reader.settle()
      require(settled == whole, "read in \(chunks.map(\.count)) bytes: \(settled), parsed whole: \(whole)")
      // Linear, not quadratic: a parse per leading empty line and one at the head's end, one per limit passed
      // (the request line's, the head's), one at 1 KiB and at each doubling after it, and one when settled.
      let kibibytes = bytes.count / WebClipHeadReader.firstParse
      let doublings = kibibytes.bitWidth - kibibytes.leadingZeroBitCount
      let bound = (limits.leadingEmptyLines + 1) + 2 + doublings + 1
      require(reader.parseCount <= bound, "read in \(chunks.count) chunks, parsed \(reader.parseCount) times")
    }
  }

  /// A parsed request's own properties.
  static func checkRequest(_ request: WebClipHTTPRequest, bytes: [UInt8], limits: WebClipHTTPHeadLimits) {
    let length = request.headLength
    require(length >= 4 && length <= bytes.count, "head length \(length) of \(bytes.count) bytes")
    require(Array(bytes[(length - 4)..<length]) == Array("\r\n\r\n".utf8), "the head does not end with CRLF CRLF")
    require(
      WebClipHTTPRequestParser.parse(Array(bytes[..<length]), limits: limits) == .request(request),
      "the head alone parses differently")
    require(
      WebClipHTTPRequestParser.parse(Array(bytes[..<(length - 1)]), limits: limits) == .needMore,
      "the head less its last byte is decided")
    require(!request.method.isEmpty && request.method.utf8.allSatisfy(WebClipHTTPRequestParser.isTokenByte), "method")
    require(request.target.hasPrefix("/"), "a target not in origin-form")
    require(
      !request.target.utf8.contains { $0 <= 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "#") },
      "a target with a space, control, non-ASCII or '#'")
    require((0...9).contains(request.minorVersion), "minor version \(request.minorVersion)")
    require(request.fields.count <= limits.fieldCount, "\(request.fields.count) fields")
    if request.minorVersion >= 1 { require(request.values("host").count == 1, "HTTP/1.1 without exactly one Host") }
    for field in request.fields {
      require(!field.name.isEmpty && field.name.utf8.allSatisfy(WebClipHTTPRequestParser.isTokenByte), "field name")
      let value = Array(field.value.utf8)
      require(!value.contains(13) && !value.contains(10), "a CR or LF in a field value")
      require(
        [9, 32].contains(value.first ?? 0) == false && [9, 32].contains(value.last ?? 0) == false,
        "a field value with surrounding whitespace")
    }
    // Written out again (without leading empty lines), the head parses to the same request. Field values are
    // decoded as UTF-8, so an obs-text byte that is not UTF-8 comes back as U+FFFD, three bytes: the written
    // head may need three times the header section.
    var wider = limits
    wider.headerSection *= 3
    var text = "\(request.method) \(request.target) HTTP/1.\(request.minorVersion)\r\n"
    for field in request.fields { text += "\(field.name): \(field.value)\r\n" }
    text += "\r\n"
    var again = request
    again.headLength = text.utf8.count
    require(
      WebClipHTTPRequestParser.parse(Array(text.utf8), limits: wider) == .request(again), "the head written out differs"
    )
    checkResponse(to: request)
  }

  /// The responder's answer to a parsed request is one of its statuses, with a matching Content-Length.
  static func checkResponse(to request: WebClipHTTPRequest) {
    let responder = WebClipResponder(path: "/shortcut", location: "data:text/html;base64,PGgxPg==")
    let response = responder.response(to: request)
    require(
      [.movedPermanently, .badRequest, .notFound, .methodNotAllowed].contains(response.status),
      "answered with \(response.status.rawValue)")
    let wire = response.bytes
    let head = Array("HTTP/1.1 \(response.status.line)\r\n".utf8)
    require(Array(wire.prefix(head.count)) == head, "the status line")
    let text = String(decoding: wire, as: UTF8.self)
    require(text.contains("\r\nContent-Length: \(response.body.count)\r\n"), "Content-Length")
    require(text.contains("\r\nConnection: close\r\n"), "Connection: close")
    let end = Array("\r\n\r\n".utf8)
    let headEnd = (0...(wire.count - end.count)).first { Array(wire[$0..<($0 + end.count)]) == end }
    require(headEnd.map { wire.count - $0 - end.count } == (response.sendsBody ? response.body.count : 0), "the body")
    require(response.sendsBody == (request.method != "HEAD"), "a body for HEAD, or none for another method")
  }
}
