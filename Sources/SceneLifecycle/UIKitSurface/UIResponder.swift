#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// An object that can restore a user activity's state, as UIKit's `UIUserActivityRestoring`: what the restoration
  /// handler of `application(_:continue:restorationHandler:)` takes.
  @MainActor
  public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the state the activity carries.
    /// - Parameter activity: the activity to restore from.
    func restoreUserActivityState(_ activity: NSUserActivity)
  }

  /// The base of the app objects that take part in UIKit's event handling, as UIKit's `UIResponder`: the class an
  /// app delegate, scene delegate, scene, window or view controller derives from.
  ///
  /// Its `init()` is not `required`, so an app's subclasses can add their own designated initialisers. It derives
  /// from `NSObject`, as UIKit's does, so that an app's `@objc` methods, `#selector`s and `responds(to:)` compile
  /// on a Mac against the surface as they do against UIKit.
  @MainActor
  open class UIResponder: NSObject, UIUserActivityRestoring {
    /// The activity the responder stands for, as `UIResponder.userActivity` (a scene's, for instance). Kept and
    /// nothing else: the model makes no activity current and saves none for Handoff or state restoration.
    open var userActivity: NSUserActivity?

    /// The next responder in the chain, as `next`: `nil` here, as UIKit's `UIResponder` answers unless a subclass
    /// overrides it; views, view controllers and windows do (UIKit semantics article, 11g row 10). The model sends
    /// no events along the chain.
    open var next: UIResponder? { nil }

    /// Creates a responder.
    public override init() {}

    /// Does nothing, as UIKit's `UIResponder` does unless a subclass overrides it.
    /// - Parameter activity: the activity to restore from.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
  }
#endif
