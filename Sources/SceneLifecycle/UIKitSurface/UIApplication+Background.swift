#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A background task's identifier, as UIKit's `UIBackgroundTaskIdentifier`.
  public typealias UIBackgroundTaskIdentifier = UIApplication.BackgroundTaskIdentifier

  /// What a background fetch or a remote notification's download brought, as UIKit's `UIBackgroundFetchResult`:
  /// the value an app passes to the completion handler of `application(_:didReceiveRemoteNotification:
  /// fetchCompletionHandler:)`. The model delivers neither, so the surface only carries the type.
  public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// Downloading failed.
    case failed = 2
  }

  extension UIApplication {
    /// A background task's identifier, as `UIApplication.BackgroundTaskIdentifier`.
    public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's number.
      public let rawValue: Int

      /// Wraps a number.
      /// - Parameter rawValue: the identifier's number.
      public init(rawValue: Int) { self.rawValue = rawValue }

      /// No task: what `beginBackgroundTask` returns when the app cannot run in the background.
      public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
    }

    /// The shortest background fetch interval, as `UIApplication.backgroundFetchIntervalMinimum`.
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// An interval so long that no background fetch happens, as `UIApplication.backgroundFetchIntervalNever`.
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// Starts a task that may go on in the background, as `beginBackgroundTask(expirationHandler:)`: returns a new
    /// identifier, different from `invalid` and from every earlier one of this app object.
    ///
    /// Inert beyond the number: the model gives no background time, so the task never expires and `handler` is
    /// never called; nothing is recorded (UIKit semantics article, 11g row 4).
    /// - Parameter handler: run when time runs out; never called here.
    /// - Returns: the task's identifier.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
      beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Starts a named task that may go on in the background, as `beginBackgroundTask(withName:expirationHandler:)`;
    /// see ``beginBackgroundTask(expirationHandler:)``.
    /// - Parameters:
    ///   - taskName: a name for debugging.
    ///   - handler: run when time runs out; never called here.
    /// - Returns: the task's identifier.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil)
      -> UIBackgroundTaskIdentifier
    {
      lastBackgroundTask += 1
      return UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
    }

    /// Ends a background task, as `endBackgroundTask(_:)`. Inert: there is no background time to give back.
    /// - Parameter identifier: the task's identifier.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The background time left, as `backgroundTimeRemaining`: always the greatest value, which UIKit also reports
    /// while the app is in the foreground; the model does not count background time.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Sets how often the system may wake the app for a background fetch, as
    /// `setMinimumBackgroundFetchInterval(_:)`. Inert: the model makes no background fetches.
    /// - Parameter minimumBackgroundFetchInterval: the interval.
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
  }
#endif
