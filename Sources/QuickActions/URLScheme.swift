/// A URL's scheme, read by RFC 3986's grammar, `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, and compared
/// without regard to case (https://www.rfc-editor.org/rfc/rfc3986#section-3.1): `pariscafe`, `https`,
/// `x-y.z+1`.
///
/// The one reading of a scheme that the deep-link router (`LinkURL` in SceneLifecycle) and the web clip's
/// deep-link check (``WebClipDeepLink``) share. It works on Unicode scalars, as the RFC's grammar and the
/// WHATWG URL parser do (https://url.spec.whatwg.org/#scheme-state), not on Swift's `Character`s: a combining
/// mark after the colon is part of what follows the scheme, not of the colon.
public struct URLScheme: Hashable, Sendable {
  /// The scheme, lower case (`pariscafe`).
  public let name: String

  /// The scheme `text` spells, lower-cased; `nil` unless `text` is a letter followed by letters, digits,
  /// `+`, `-` or `.`, all ASCII.
  public init?(_ text: some StringProtocol) {
    guard let first = text.unicodeScalars.first, Self.isLetter(first),
      text.unicodeScalars.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || "+-.".unicodeScalars.contains($0) })
    else { return nil }
    name = String(text).lowercased()
  }

  /// The scheme `url` starts with and what follows its colon: the text before the first `:` when it is a
  /// scheme; `nil` when `url` has no `:` or the text before it is not a scheme.
  public static func split(_ url: String) -> (scheme: URLScheme, rest: Substring)? {
    let scalars = url.unicodeScalars
    guard let colon = scalars.firstIndex(of: ":"), let scheme = URLScheme(Substring(scalars[..<colon])) else {
      return nil
    }
    return (scheme, Substring(scalars[scalars.index(after: colon)...]))
  }

  /// Whether `scalar` is an ASCII letter.
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
  }

  /// Whether `scalar` is an ASCII digit.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }
}
