#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// A scene's persistent record, as UIKit's `UISceneSession`: it outlives its scene and, across launches, keeps its
  /// `persistentIdentifier`. Equal only to itself; only UIKit (here, the harness) makes one.
  @MainActor
  public final class UISceneSession: Hashable {
    /// What a session is for, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
      /// The role's string, as on iOS.
      public let rawValue: String

      /// Wraps a role string.
      /// - Parameter rawValue: the role's string.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// The app's main interactive window.
      public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
      /// A non-interactive window on an external display.
      public static let windowExternalDisplayNonInteractive = Role(
        rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// What the session is for.
    public let role: Role
    /// The identifier that stays the same for this session across launches.
    public let persistentIdentifier: String
    /// App data kept with the session.
    public var userInfo: [String: Any]?
    /// The configuration the scene was created with.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, if any.
    public internal(set) weak var scene: UIScene?
    /// The activity to restore the scene's interface from, as `stateRestorationActivity`. Kept for the session's
    /// life; the harness never fills it, since the model restores no interface state across launches (UIKit
    /// semantics article, 11g row 7).
    public var stateRestorationActivity: NSUserActivity?

    /// A session as the harness makes it; its configuration is the default one until the app picks another.
    package init(
      persistentIdentifier: String, role: Role = .windowApplication, configuration: UISceneConfiguration? = nil
    ) {
      self.persistentIdentifier = persistentIdentifier
      self.role = role
      self.configuration =
        configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    }

    /// Sessions are equal only to themselves.
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif
