#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// How the app's interface is turned, as UIKit's `UIInterfaceOrientation`, with UIKit's raw values.
  public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned so the device's home button is on the left.
    case landscapeLeft = 4
    /// Turned so the device's home button is on the right.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }

  /// The interface orientations an app or view controller supports, as UIKit's `UIInterfaceOrientationMask`: what
  /// `application(_:supportedInterfaceOrientationsFor:)` returns. The model never rotates; the value is only carried.
  public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask from bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Home button on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Home button on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Either landscape orientation.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
      .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
  }
#endif
