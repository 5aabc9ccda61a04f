#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// How wide or tall an interface is, as UIKit's `UIUserInterfaceSizeClass`, with UIKit's raw values.
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Narrow or short.
    case compact = 1
    /// Wide or tall.
    case regular = 2
  }

  /// The environment an interface runs in, as UIKit's `UITraitCollection`: what
  /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` receives. The model's are an iPhone's in
  /// portrait, in the light appearance, and never change.
  open class UITraitCollection: @unchecked Sendable {
    /// The light or dark appearance.
    public let userInterfaceStyle = UIUserInterfaceStyle.light
    /// The horizontal size class: compact, as an iPhone in portrait.
    public let horizontalSizeClass = UIUserInterfaceSizeClass.compact
    /// The vertical size class: regular, as an iPhone in portrait.
    public let verticalSizeClass = UIUserInterfaceSizeClass.regular
    /// The kind of device.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// Pixels per point.
    public let displayScale: CGFloat = 3

    /// The traits of the current context, as `UITraitCollection.current`.
    public class var current: UITraitCollection { UITraitCollection() }

    /// The model's traits.
    public init() {}
  }

  /// Something with its own coordinates, as UIKit's `UICoordinateSpace`: a view, a screen, a window scene's space.
  @MainActor
  public protocol UICoordinateSpace: AnyObject {
    /// The rectangle of the space in its own coordinates.
    var bounds: CGRect { get }
  }

  extension UIView: UICoordinateSpace {}

  extension UIScreen: UICoordinateSpace {}

  extension UIWindowScene {
    /// The scene's screen, as `screen`.
    public var screen: UIScreen { UIScreen.main }
    /// The scene's coordinate space, as `coordinateSpace`: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen }
    /// How the scene's interface is turned, as `interfaceOrientation`: portrait; the model never rotates.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's traits, as `traitCollection`.
    public var traitCollection: UITraitCollection { UITraitCollection() }
  }
#endif
