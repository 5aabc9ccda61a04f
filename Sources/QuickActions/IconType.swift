extension ShortcutIcon {
  /// A system glyph for a quick action, as `UIApplicationShortcutIcon.IconType`.
  ///
  /// The 29 cases and their raw values follow the SDK declaration order (UIKit semantics article, 5b):
  /// iOS 9.0 added `compose` (0) through `share` (6), iOS 9.1 added `prohibit` (7) through `update` (28).
  /// Info.plist names a case by its Objective-C name (``infoPlistName``, e.g.
  /// `UIApplicationShortcutIconTypeSearch`); scenario JSON uses the short Swift name (``name``, e.g. `search`).
  public enum IconType: Int, CaseIterable, Hashable, Sendable {
    /// A pencil on paper (iOS 9.0).
    case compose = 0
    /// A play triangle (iOS 9.0).
    case play = 1
    /// Two pause bars (iOS 9.0).
    case pause = 2
    /// A plus sign (iOS 9.0).
    case add = 3
    /// A location arrow (iOS 9.0).
    case location = 4
    /// A magnifying glass (iOS 9.0).
    case search = 5
    /// A share box with an arrow (iOS 9.0).
    case share = 6
    /// A circle with a slash (iOS 9.1).
    case prohibit = 7
    /// A person (iOS 9.1).
    case contact = 8
    /// A house (iOS 9.1).
    case home = 9
    /// A map pin (iOS 9.1).
    case markLocation = 10
    /// A star (iOS 9.1).
    case favorite = 11
    /// A heart (iOS 9.1).
    case love = 12
    /// A cloud (iOS 9.1).
    case cloud = 13
    /// An invitation card (iOS 9.1).
    case invitation = 14
    /// A check mark in a circle (iOS 9.1).
    case confirmation = 15
    /// An envelope (iOS 9.1).
    case mail = 16
    /// A speech bubble (iOS 9.1).
    case message = 17
    /// A calendar page (iOS 9.1).
    case date = 18
    /// A clock (iOS 9.1).
    case time = 19
    /// A camera (iOS 9.1).
    case capturePhoto = 20
    /// A video camera (iOS 9.1).
    case captureVideo = 21
    /// An empty task box (iOS 9.1).
    case task = 22
    /// A checked task box (iOS 9.1).
    case taskCompleted = 23
    /// An alarm clock (iOS 9.1).
    case alarm = 24
    /// A bookmark (iOS 9.1).
    case bookmark = 25
    /// Crossed shuffle arrows (iOS 9.1).
    case shuffle = 26
    /// A musical note (iOS 9.1).
    case audio = 27
    /// A circular update arrow (iOS 9.1).
    case update = 28

    /// The prefix of every Objective-C name, as in `UIApplicationShortcutIconTypeSearch`.
    public static let infoPlistNamePrefix = "UIApplicationShortcutIconType"

    /// Creates the icon type with the given short Swift name, as scenario JSON writes it (`"search"`).
    ///
    /// The match is exact and case-sensitive.
    /// - Parameter name: a case name such as `markLocation`.
    public init?(name: String) {
      guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = match
    }

    /// Creates the icon type with the given Objective-C name, as Info.plist writes it
    /// (`UIApplicationShortcutIconTypeSearch`).
    ///
    /// The match is exact and case-sensitive.
    /// - Parameter infoPlistName: a name such as `UIApplicationShortcutIconTypeMarkLocation`.
    public init?(infoPlistName: String) {
      guard let match = Self.allCases.first(where: { $0.infoPlistName == infoPlistName }) else { return nil }
      self = match
    }

    /// The Objective-C name used in Info.plist: ``infoPlistNamePrefix`` followed by ``name`` with its first
    /// letter upper-cased, e.g. `UIApplicationShortcutIconTypeCapturePhoto`.
    public var infoPlistName: String {
      Self.infoPlistNamePrefix + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The short Swift name of the case, e.g. `capturePhoto`; scenario JSON uses it for `iconType`.
    public var name: String {
      switch self {
      case .compose: "compose"
      case .play: "play"
      case .pause: "pause"
      case .add: "add"
      case .location: "location"
      case .search: "search"
      case .share: "share"
      case .prohibit: "prohibit"
      case .contact: "contact"
      case .home: "home"
      case .markLocation: "markLocation"
      case .favorite: "favorite"
      case .love: "love"
      case .cloud: "cloud"
      case .invitation: "invitation"
      case .confirmation: "confirmation"
      case .mail: "mail"
      case .message: "message"
      case .date: "date"
      case .time: "time"
      case .capturePhoto: "capturePhoto"
      case .captureVideo: "captureVideo"
      case .task: "task"
      case .taskCompleted: "taskCompleted"
      case .alarm: "alarm"
      case .bookmark: "bookmark"
      case .shuffle: "shuffle"
      case .audio: "audio"
      case .update: "update"
      }
    }
  }
}
