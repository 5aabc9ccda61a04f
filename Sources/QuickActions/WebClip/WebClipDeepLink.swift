/// The URL a web clip opens when it is started from the Home Screen: an absolute URL whose scheme is neither
/// `javascript:`, `data:`, `file:` nor `blob:` (a custom scheme such as `pariscafe://search`, or http(s)).
///
/// It is checked the way a browser will read it: the WHATWG URL parser first removes leading and trailing C0
/// controls and spaces and every ASCII tab or newline, so `java\tscript:` and ` JavaScript:` are the
/// `javascript:` scheme (https://url.spec.whatwg.org/#concept-basic-url-parser). The scheme is read by
/// ``URLScheme``: RFC 3986's grammar, compared without regard to case.
public struct WebClipDeepLink: Hashable, Sendable {
  /// The link as the user gave it (the page escapes it; the browser strips what ``normalized(_:)`` strips).
  public let text: String
  /// The scheme, lower case (`pariscafe`).
  public let scheme: String

  /// Why a deep link is refused.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is left once controls and spaces are removed.
    case empty
    /// No valid scheme followed by `:` and something after it.
    case notAbsolute(String)
    /// A scheme a web clip must not open: it would run script or read local data in the page's place.
    case forbiddenScheme(String)

    /// What is wrong, in one line, lower case.
    public var description: String {
      switch self {
      case .empty:
        "the deep link is empty"
      case .notAbsolute(let text):
        "'\(Escaping.terminalText(text, limit: 80))' is not an absolute URL; expected a scheme and a target such as "
          + "pariscafe://search or https://example.com/"
      case .forbiddenScheme(let scheme):
        "the \(scheme): scheme is refused (javascript:, data:, file: and blob: would run script or read "
          + "local data instead of opening an app)"
      }
    }
  }

  /// The schemes refused, lower case.
  public static let forbiddenSchemes: Set<String> = ["javascript", "data", "file", "blob"]

  /// Checks `text`: the deep link, or why it is refused.
  public static func parse(_ text: String) -> Result<WebClipDeepLink, Refusal> {
    let cleaned = normalized(text)
    guard !cleaned.isEmpty else { return .failure(.empty) }
    guard let (scheme, rest) = URLScheme.split(cleaned), !rest.isEmpty else { return .failure(.notAbsolute(text)) }
    let name = scheme.name
    guard !forbiddenSchemes.contains(name) else { return .failure(.forbiddenScheme(name)) }
    return .success(WebClipDeepLink(text: text, scheme: name))
  }

  /// `text` as the WHATWG URL parser first sees it: leading and trailing C0 controls and spaces (U+0000 to
  /// U+0020) removed, then every ASCII tab or newline (U+0009, U+000A, U+000D) removed.
  public static func normalized(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
    while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    return String(result)
  }
}
