/// A request head that parsed cleanly (RFC 9112 §2–§5: <https://www.rfc-editor.org/rfc/rfc9112>).
struct HTTPRequest: Hashable, Sendable {
  /// The method token, case-sensitive (`GET`).
  var method: String
  /// The request target in origin-form, as sent (`/shortcut?x=1`).
  var target: String
  /// The HTTP minor version: 0 for HTTP/1.0, 1 for HTTP/1.1 (and later 1.x).
  var minorVersion: Int
  /// The header fields in order, names as sent.
  var fields: [HTTPField]
  /// How many bytes the head took, up to and including its empty line.
  var headLength: Int

  /// The target's path: everything before `?`.
  var path: Substring { target.prefix { $0 != "?" } }

  /// The values of the fields named `name` (ASCII case-insensitive, as field names are tokens).
  func values(_ name: String) -> [String] {
    fields.filter { $0.name.utf8.elementsEqual(name.utf8) { lowercased($0) == lowercased($1) } }.map(\.value)
  }

  /// `byte` with an ASCII capital letter made small.
  private func lowercased(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte | 0x20 : byte }
}

/// One header field: a name and its value without surrounding whitespace.
struct HTTPField: Hashable, Sendable {
  /// The field name (a token).
  var name: String
  /// The field value.
  var value: String
}

/// The bounds on a request head.
struct HTTPHeadLimits: Hashable, Sendable {
  /// The longest request line, without its CRLF; a longer one gets 414.
  var requestLine = 8 * 1024
  /// The longest header section, CRLFs included, without the final empty line; a longer one gets 431.
  var headerSection = 16 * 1024
  /// The most header fields; more get 431.
  var fieldCount = 100
  /// The most empty lines tolerated before the request line (RFC 9112 §2.2); more get 400.
  var leadingEmptyLines = 4

  /// The most bytes a head can take before a limit is certainly passed.
  var headBytes: Int { leadingEmptyLines * 2 + requestLine + 2 + headerSection + 2 }
}

extension HTTPRequest {
  /// Whether the head announces content: any `Transfer-Encoding`, or a `Content-Length` above 0 (the parser
  /// has already refused lengths that are not digits).
  var announcesBody: Bool {
    !values("Transfer-Encoding").isEmpty
      || values("Content-Length").contains { $0.contains { ("1"..."9").contains($0) } }
  }
}
