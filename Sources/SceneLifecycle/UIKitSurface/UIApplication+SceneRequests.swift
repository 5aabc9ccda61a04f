#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// How UIKit closes a scene session on request, as `UISceneDestructionRequestOptions`.
  @MainActor
  open class UISceneDestructionRequestOptions {
    /// Default options.
    public init() {}
  }

  /// How UIKit opens a scene session on request, as `UISceneActivationRequestOptions`.
  @MainActor
  open class UISceneActivationRequestOptions {
    /// The scene that asked, if any.
    open var requestingScene: UIScene?

    /// Default options.
    public init() {}
  }

  extension UIApplication {
    /// Asks UIKit to close a scene session, as `requestSceneSessionDestruction(_:options:errorHandler:)`. Inert:
    /// the simulator models a single-scene app (``supportsMultipleScenes`` is `false`) and closes scenes only as a
    /// scenario's steps say; `errorHandler` is never called.
    /// - Parameters:
    ///   - sceneSession: the session to close.
    ///   - options: how to close it.
    ///   - errorHandler: the error, if any; never called.
    public func requestSceneSessionDestruction(
      _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
      errorHandler: ((any Error) -> Void)? = nil
    ) {}

    /// Asks UIKit to open a scene session, as `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    /// Inert, as ``requestSceneSessionDestruction(_:options:errorHandler:)`` is; `errorHandler` is never called.
    /// - Parameters:
    ///   - sceneSession: the session to open again, or `nil` for a new one.
    ///   - userActivity: the activity to hand the scene.
    ///   - options: how to open it.
    ///   - errorHandler: the error, if any; never called.
    public func requestSceneSessionActivation(
      _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UISceneActivationRequestOptions?,
      errorHandler: ((any Error) -> Void)? = nil
    ) {}
  }
#endif
