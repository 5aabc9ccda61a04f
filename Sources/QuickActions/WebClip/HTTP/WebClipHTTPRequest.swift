/// A request head that parsed cleanly (RFC 9112 §2–§5: <https://www.rfc-editor.org/rfc/rfc9112>).
public struct WebClipHTTPRequest: Hashable, Sendable {
  /// The method token, case-sensitive (`GET`).
  public var method: String
  /// The request target in origin-form, as sent (`/shortcut?x=1`).
  public var target: String
  /// The HTTP minor version: 0 for HTTP/1.0, 1 for HTTP/1.1 (and later 1.x).
  public var minorVersion: Int
  /// The header fields in order, names as sent.
  public var fields: [WebClipHTTPField]
  /// How many bytes the head took, up to and including its empty line.
  public var headLength: Int

  /// A head with these parts; ``WebClipHTTPRequestParser`` makes them from bytes.
  public init(method: String, target: String, minorVersion: Int, fields: [WebClipHTTPField], headLength: Int) {
    self.method = method
    self.target = target
    self.minorVersion = minorVersion
    self.fields = fields
    self.headLength = headLength
  }

  /// The target's path: everything before `?`.
  public var path: Substring { target.prefix { $0 != "?" } }

  /// The values of the fields named `name` (ASCII case-insensitive, as field names are tokens).
  public func values(_ name: String) -> [String] {
    fields.filter { $0.name.utf8.elementsEqual(name.utf8) { lowercased($0) == lowercased($1) } }.map(\.value)
  }

  /// `byte` with an ASCII capital letter made small.
  private func lowercased(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte | 0x20 : byte }
}

/// One header field: a name and its value without surrounding whitespace.
public struct WebClipHTTPField: Hashable, Sendable {
  /// The field name (a token).
  public var name: String
  /// The field value.
  public var value: String

  /// A field named `name` holding `value`.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// The bounds on a request head.
public struct WebClipHTTPHeadLimits: Hashable, Sendable {
  /// The longest request line, without its CRLF; a longer one gets 414.
  public var requestLine: Int
  /// The longest header section, CRLFs included, without the final empty line; a longer one gets 431.
  public var headerSection: Int
  /// The most header fields; more get 431.
  public var fieldCount: Int
  /// The most empty lines tolerated before the request line (RFC 9112 §2.2); more get 400.
  public var leadingEmptyLines: Int

  /// Bounds of these sizes; the defaults are the web clip server's.
  public init(
    requestLine: Int = 8 * 1024, headerSection: Int = 16 * 1024, fieldCount: Int = 100, leadingEmptyLines: Int = 4
  ) {
    self.requestLine = requestLine
    self.headerSection = headerSection
    self.fieldCount = fieldCount
    self.leadingEmptyLines = leadingEmptyLines
  }

  /// The most bytes a head can take before a limit is certainly passed.
  public var headBytes: Int { leadingEmptyLines * 2 + requestLine + 2 + headerSection + 2 }
}

extension WebClipHTTPRequest {
  /// Whether the head announces content: any `Transfer-Encoding`, or a `Content-Length` above 0 (the parser
  /// has already refused lengths that are not digits).
  public var announcesBody: Bool {
    !values("Transfer-Encoding").isEmpty
      || values("Content-Length").contains { $0.contains { ("1"..."9").contains($0) } }
  }
}
