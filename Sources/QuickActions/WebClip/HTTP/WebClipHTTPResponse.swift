/// A response, ready to be written: every response carries `Content-Length` and `Connection: close`.
public struct WebClipHTTPResponse: Hashable, Sendable {
  /// The status.
  public var status: WebClipHTTPStatus
  /// The fields besides `Content-Length` and `Connection`, in order.
  public var fields: [WebClipHTTPField]
  /// The content; for `HEAD` it is counted in `Content-Length` but not sent (RFC 9110 §9.3.2).
  public var body: [UInt8]
  /// Whether the body is sent (false for `HEAD`).
  public var sendsBody: Bool

  /// A response with a short plain-text body.
  public init(_ status: WebClipHTTPStatus, fields: [WebClipHTTPField] = [], text: String? = nil, sendsBody: Bool = true)
  {
    self.status = status
    self.fields = [WebClipHTTPField(name: "Content-Type", value: "text/plain; charset=utf-8")] + fields
    self.body = Array((text ?? status.line + "\n").utf8)
    self.sendsBody = sendsBody
  }

  /// The bytes on the wire: status line, fields, empty line, and the body unless ``sendsBody`` is false.
  public var bytes: [UInt8] {
    var head = "HTTP/1.1 \(status.line)\r\n"
    for field in fields { head += "\(field.name): \(field.value)\r\n" }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + (sendsBody ? body : [])
  }
}
