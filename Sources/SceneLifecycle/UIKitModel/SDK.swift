/// The major version of the iOS SDK the app is built with (`"sdk"` in a scenario, `--sdk` on the commands).
///
/// UIKit decides two things by the SDK an app was built with, not by the iOS it runs on (UIKit semantics
/// article, 8e rows 2 and 6): from 26 the app-delegate roads for quick actions and links are deprecated, and
/// from 27 an app that has not adopted the scene lifecycle does not launch.
///
/// The default is 26 (``standard``): App Store Connect has taken only builds made with the iOS 26 SDK or later
/// since 28 April 2026, and 26 is the last SDK under which an AppDelegate-only app still launches, so a scenario
/// that names no SDK behaves as it did before the axis existed (8e row 6).
public struct SDK: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major version, as in "the iOS 26 SDK".
  public let major: Int

  /// The lowest major version a scenario may name: quick actions (`UIApplicationShortcutItem`) came with iOS 9.
  public static let lowest = 9
  /// The highest major version a scenario may name.
  public static let highest = 99
  /// The SDK assumed when a scenario and the command name none (see the type's discussion).
  public static let standard = SDK(checked: 26)
  /// The first SDK that deprecates the app-delegate callbacks and launch-option keys (8e row 4).
  public static let deprecatingAppDelegateRoads = SDK(checked: 26)
  /// The first SDK whose apps must adopt the scene lifecycle to launch (8e rows 2 and 3).
  public static let requiringSceneLifecycle = SDK(checked: 27)

  /// The SDK with major version `major`, or `nil` outside ``lowest``...``highest``.
  public init?(major: Int) {
    guard (Self.lowest...Self.highest).contains(major) else { return nil }
    self.major = major
  }

  private init(checked major: Int) { self.major = major }

  /// Whether the app-delegate callbacks and launch-option keys that carry quick actions and links are deprecated
  /// (8e row 4).
  public var deprecatesAppDelegateRoads: Bool { self >= Self.deprecatingAppDelegateRoads }
  /// Whether an app that has not adopted the scene lifecycle crashes at launch (8e rows 2 and 3).
  public var requiresSceneLifecycle: Bool { self >= Self.requiringSceneLifecycle }

  /// `iOS 26`.
  public var description: String { "iOS \(major)" }

  /// Orders SDKs by major version.
  public static func < (lhs: SDK, rhs: SDK) -> Bool { lhs.major < rhs.major }
}
