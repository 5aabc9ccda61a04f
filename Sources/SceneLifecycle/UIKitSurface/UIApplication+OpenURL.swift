#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  extension UIApplication {
    /// A key of the options `open(_:options:completionHandler:)` takes, as `UIApplication.OpenExternalURLOptionsKey`,
    /// with the raw values iOS uses.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string, as on iOS (for example `UIApplicationOpenURLOptionUniversalLinksOnly`).
      public let rawValue: String

      /// Wraps a key string.
      /// - Parameter rawValue: the key's string.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Open the URL only if it is a universal link an installed app handles (a `Bool`).
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
      /// Tap attribution data for Private Click Measurement.
      public static let eventAttribution = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// The URL of the app's page in the Settings app, as `UIApplication.openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// Asks UIKit to open `url` in another app or in Safari, as `open(_:options:completionHandler:)`.
    ///
    /// Inert: the model has no other app and no browser, so nothing opens, nothing is recorded and
    /// `completion` is never called (on a device UIKit calls it later, on the main queue; UIKit semantics article,
    /// 11g row 1).
    /// - Parameters:
    ///   - url: the resource to open.
    ///   - options: how to open it.
    ///   - completion: whether it opened; never called here.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {}

    /// Whether an installed app can open `url`, as `canOpenURL(_:)`: always `false`, since the model has no other
    /// apps. (On a device the answer also depends on the Info.plist's `LSApplicationQueriesSchemes`.)
    /// - Parameter url: the URL to check.
    /// - Returns: `false`.
    public func canOpenURL(_ url: URL) -> Bool { false }
  }
#endif
