#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// The kind of device, as UIKit's `UIUserInterfaceIdiom`, with UIKit's raw values.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
  }

  /// The device the app runs on, as UIKit's `UIDevice`. The model's device is an iPhone whatever device the
  /// simulator is asked for: these values describe it and change nothing.
  @MainActor
  open class UIDevice {
    /// The device, as `UIDevice.current`.
    public class var current: UIDevice { UIDevice() }

    /// The kind of device: `.phone`.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The operating system's name.
    public let systemName = "iOS"
    /// The operating system's version: the package's floor, 15.0.
    public let systemVersion = "15.0"
    /// The model's name.
    public let model = "iPhone"
    /// The device's name.
    public let name = "iPhone"
    /// The device's physical orientation: portrait.
    public let orientation = UIDeviceOrientation.portrait

    /// The device, as only UIKit (here, the surface) makes one.
    init() {}
  }

  /// How the device is held, as UIKit's `UIDeviceOrientation`, with UIKit's raw values.
  public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button on the right.
    case landscapeLeft = 3
    /// On its side, the home button on the left.
    case landscapeRight = 4
    /// Face up.
    case faceUp = 5
    /// Face down.
    case faceDown = 6
  }
#endif
