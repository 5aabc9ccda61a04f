#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A storyboard, as UIKit's `UIStoryboard`. The model has no storyboard files: every view controller a storyboard
  /// makes is a plain `UIViewController`, as the harness's main storyboard is by default (UIKit semantics article,
  /// 11a row 4). Making one records nothing; showing it does, as any other.
  @MainActor
  open class UIStoryboard {
    /// The storyboard's name, without its extension.
    public let name: String

    /// The storyboard named `name` in `storyboardBundleOrNil`, as `init(name:bundle:)`.
    /// - Parameters:
    ///   - name: the storyboard's name.
    ///   - storyboardBundleOrNil: its bundle; ignored.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
      self.name = name
    }

    /// The storyboard's initial view controller, as `instantiateInitialViewController()`: a new plain one.
    /// - Returns: the view controller.
    open func instantiateInitialViewController() -> UIViewController? { UIViewController() }

    /// The view controller with this storyboard identifier, as `instantiateViewController(withIdentifier:)`: a new
    /// plain one.
    /// - Parameter identifier: the storyboard identifier.
    /// - Returns: the view controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
  }
#endif
