#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue
  /// How to create a scene, as UIKit's `UISceneConfiguration`: what
  /// `application(_:configurationForConnecting:options:)` returns.
  @MainActor
  public class UISceneConfiguration {
    /// The configuration's name in the Info.plist's scene manifest, if any.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene delegate class to instantiate; under SwiftUI a scene delegate exists only when this is set.
    public var delegateClass: AnyClass?
    /// The scene class to instantiate.
    public var sceneClass: AnyClass?

    /// A configuration named as in the scene manifest.
    /// - Parameters:
    ///   - name: the configuration's name.
    ///   - sessionRole: the role of the sessions it is for.
    public init(name: String?, sessionRole: UISceneSession.Role) {
      self.name = name
      self.role = sessionRole
    }
  }
#endif
