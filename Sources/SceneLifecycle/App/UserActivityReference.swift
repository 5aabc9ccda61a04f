/// A user activity the system opens the app with, other than a universal link: its `activityType` and the one
/// identifier the app routes on (UIKit semantics article, section 15).
///
/// Wherever a link's URL is written (a catalog entry, a trace header, a counterexample), an activity is written
/// ``text``: `<activityType>` or `<activityType> <identifier>`, such as
/// `com.apple.corespotlightitem pariscafe://cafe/PRS103`. An activity type is reverse-DNS text with no colon or
/// space, so no URL reads as an activity and no activity as a URL. Pure and Foundation-free, as ``LinkURL`` is.
public struct UserActivityReference: Hashable, Sendable {
  /// The activity's type: `com.apple.corespotlightitem` for a Spotlight result, the app's own type for a Siri
  /// suggestion or a Handoff, a widget's kind.
  public let activityType: String
  /// What the app routes on: the Spotlight item's identifier, the query of a "search in app", the value under
  /// ``userInfoKey`` for any other type; `nil` when the activity carries only its type.
  public let identifier: String?

  /// `CSSearchableItemActionType`: the type of an activity for a Spotlight result (15 row 1).
  public static let spotlightActivityType = "com.apple.corespotlightitem"
  /// `CSQueryContinuationActionType`: the type of a "search in app" continued from Spotlight (15 row 1).
  public static let queryContinuationActivityType = "com.apple.corespotlightquerycontinuation"
  /// `CSSearchableItemActivityIdentifier`: the `userInfo` key of a Spotlight result's identifier.
  public static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"
  /// `CSSearchQueryString`: the `userInfo` key of a continued query.
  public static let searchQueryKey = "kCSSearchQueryString"
  /// The `userInfo` key the harness puts the identifier of any other activity type under.
  public static let defaultIdentifierKey = "identifier"
  /// The longest activity type read, in UTF-8 bytes.
  public static let maximumTypeLength = 256

  /// An activity of `activityType` carrying `identifier`; `nil` when the type is empty, too long, or has a
  /// character other than ASCII letters, digits, `.`, `-` and `_`, or when the identifier is empty, too long or
  /// holds a control character.
  public init?(activityType: String, identifier: String?) {
    guard Self.isActivityType(activityType) else { return nil }
    if let identifier {
      guard !identifier.isEmpty, identifier.utf8.count <= LinkURL.maximumLength,
        !identifier.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      else { return nil }
    }
    self.activityType = activityType
    self.identifier = identifier
  }

  /// Reads ``text``; `nil` for anything else, a URL among them.
  public init?(_ text: String) {
    guard let space = text.firstIndex(of: " ") else {
      self.init(activityType: text, identifier: nil)
      return
    }
    self.init(activityType: String(text[..<space]), identifier: String(text[text.index(after: space)...]))
  }

  /// `<activityType>` or `<activityType> <identifier>`.
  public var text: String { identifier.map { "\(activityType) \($0)" } ?? activityType }

  /// The `userInfo` key the identifier goes under: `CSSearchableItemActivityIdentifier` for a Spotlight result,
  /// `CSSearchQueryString` for a continued query, ``defaultIdentifierKey`` for any other type.
  public var userInfoKey: String {
    switch activityType {
    case Self.spotlightActivityType: Self.spotlightIdentifierKey
    case Self.queryContinuationActivityType: Self.searchQueryKey
    default: Self.defaultIdentifierKey
    }
  }

  /// The identifier when it is a URL a route table can read (many apps index Spotlight items under their deep
  /// link), else `nil`.
  public var routableURL: LinkURL? { identifier.flatMap(LinkURL.init) }

  /// Whether `text` is an activity type: 1 to ``maximumTypeLength`` ASCII letters, digits, `.`, `-` and `_`.
  public static func isActivityType(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= maximumTypeLength
      && text.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
          || byte == 0x2E || byte == 0x2D || byte == 0x5F
      }
  }
}
