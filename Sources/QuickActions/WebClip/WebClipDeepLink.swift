import SceneLifecycle

/// The URL a web clip opens when it is started from the Home Screen: an absolute URL whose scheme is neither
/// `javascript:`, `data:`, `file:` nor `blob:` (a custom scheme such as `pariscafe://search`, or http(s)).
///
/// It is checked the way a browser will read it: the WHATWG URL parser first removes leading and trailing C0
/// controls and spaces and every ASCII tab or newline, so `java\tscript:` and ` JavaScript:` are the
/// `javascript:` scheme (https://url.spec.whatwg.org/#concept-basic-url-parser). The scheme follows RFC 3986's
/// grammar, `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (https://www.rfc-editor.org/rfc/rfc3986#section-3.1),
/// compared without regard to case.
struct WebClipDeepLink: Hashable, Sendable {
  /// The link as the user gave it (the page escapes it; the browser strips what ``normalized(_:)`` strips).
  let text: String
  /// The scheme, lower case (`pariscafe`).
  let scheme: String

  /// Why a deep link is refused.
  enum Refusal: Error, Hashable, Sendable {
    /// Nothing is left once controls and spaces are removed.
    case empty
    /// No valid scheme followed by `:` and something after it.
    case notAbsolute(String)
    /// A scheme a web clip must not open: it would run script or read local data in the page's place.
    case forbiddenScheme(String)

    /// One line for `Error: --deeplink: …`.
    var message: String {
      switch self {
      case .empty:
        "the deep link is empty"
      case .notAbsolute(let text):
        "'\(displayText(text, limit: 80))' is not an absolute URL; expected a scheme and a target such as "
          + "pariscafe://search or https://example.com/"
      case .forbiddenScheme(let scheme):
        "the \(scheme): scheme is refused (javascript:, data:, file: and blob: would run script or read "
          + "local data instead of opening an app)"
      }
    }
  }

  /// The schemes refused, lower case.
  static let forbiddenSchemes: Set<String> = ["javascript", "data", "file", "blob"]

  /// Checks `text`: the deep link, or why it is refused.
  static func parse(_ text: String) -> Result<WebClipDeepLink, Refusal> {
    let cleaned = Array(normalized(text).unicodeScalars)
    guard !cleaned.isEmpty else { return .failure(.empty) }
    guard let colon = cleaned.firstIndex(of: ":"), colon + 1 < cleaned.count else {
      return .failure(.notAbsolute(text))
    }
    let scheme = cleaned[..<colon]
    guard let first = scheme.first, isASCIILetter(first),
      scheme.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || $0 == "+" || $0 == "-" || $0 == "." })
    else { return .failure(.notAbsolute(text)) }
    var lowered = String.UnicodeScalarView()
    lowered.append(contentsOf: scheme)
    let name = String(lowered).lowercased()
    guard !forbiddenSchemes.contains(name) else { return .failure(.forbiddenScheme(name)) }
    return .success(WebClipDeepLink(text: text, scheme: name))
  }

  /// `text` as the WHATWG URL parser first sees it: leading and trailing C0 controls and spaces (U+0000 to
  /// U+0020) removed, then every ASCII tab or newline (U+0009, U+000A, U+000D) removed.
  static func normalized(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
    while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    return String(result)
  }

  /// Whether `scalar` is an ASCII letter.
  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
  }

  /// Whether `scalar` is an ASCII digit.
  private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }
}
