import QuickActions

/// A URL taken apart the way a deep-link router reads it: scheme, host and path segments.
///
/// Pure and Foundation-free, so the model stays portable. The scheme is read by QuickActions' `URLScheme`, the
/// web clip's grammar too, and lowercased (RFC 3986 makes it case-insensitive); the host keeps its case (as
/// `URLComponents.host` does, and as the Paris café seed compares it), and route literals compare it ignoring
/// case. Path segments are percent-decoded; empty segments (`a//b`, a trailing `/`) are dropped. The query and
/// fragment are kept but not routed on.
public struct LinkURL: Hashable, Sendable {
  /// The URL as written.
  public let text: String
  /// The scheme, lowercased: `pariscafe`, `https`.
  public let scheme: String
  /// The host, percent-decoded, without user info or port; empty when the URL has none.
  public let host: String
  /// The path segments, percent-decoded.
  public let path: [String]
  /// The query, without its `?`, if any.
  public let query: String?

  /// The longest URL read, in UTF-8 bytes; longer text is not a URL here.
  public static let maximumLength = 8192

  /// Reads `text`; `nil` when it has no valid scheme, contains spaces or control characters, or is too long.
  public init?(_ text: String) {
    guard text.utf8.count <= Self.maximumLength,
      !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
    else { return nil }
    guard let (scheme, afterColon) = URLScheme.split(text) else { return nil }
    var rest = afterColon
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var query: String?
    if let mark = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: mark)...])
      rest = rest[..<mark]
    }
    var host = ""
    if rest.hasPrefix("//") {
      let authorityStart = rest.index(rest.startIndex, offsetBy: 2)
      let authorityEnd = rest[authorityStart...].firstIndex(of: "/") ?? rest.endIndex
      var authority = rest[authorityStart..<authorityEnd]
      if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
      if let portColon = authority.lastIndex(of: ":"), !authority.hasPrefix("["),
        authority[authority.index(after: portColon)...].allSatisfy(\.isASCIIDigit)
      {
        authority = authority[..<portColon]
      }
      host = Self.percentDecoded(authority)
      rest = rest[authorityEnd...]
    }
    self.text = text
    self.scheme = scheme.name
    self.host = host
    self.path = rest.split(separator: "/").map(Self.percentDecoded)
    self.query = query
  }

  /// Whether the scheme is a custom one (not `http` or `https`): what `openURL` takes.
  public var isCustomScheme: Bool { scheme != "http" && scheme != "https" }

  /// Whether it can be a universal link: `https` with a host.
  public var isUniversalLink: Bool { scheme == "https" && !host.isEmpty }

  /// `%XX` escapes decoded as UTF-8; text that does not decode to valid UTF-8 is kept as written.
  static func percentDecoded(_ text: Substring) -> String {
    guard text.contains("%") else { return String(text) }
    var bytes: [UInt8] = []
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
        high < utf8.endIndex, let low = utf8.index(high, offsetBy: 1, limitedBy: utf8.endIndex), low < utf8.endIndex,
        let value = hexValue(utf8[high], utf8[low])
      {
        bytes.append(value)
        index = utf8.index(after: low)
      } else {
        bytes.append(byte)
        index = utf8.index(after: index)
      }
    }
    // Decoding replaces each invalid sequence with U+FFFD, so the bytes come back unchanged exactly when they were
    // valid UTF-8 (`String(validating:as:)` says the same from macOS 15 and iOS 18, above the package's floor).
    let decoded = String(decoding: bytes, as: UTF8.self)
    return decoded.utf8.elementsEqual(bytes) ? decoded : String(text)
  }

  /// The byte `%` and two hexadecimal digits encode, or `nil` when either is not a digit.
  private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
    guard let high = Hex.digit(high), let low = Hex.digit(low) else { return nil }
    return high << 4 | low
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
