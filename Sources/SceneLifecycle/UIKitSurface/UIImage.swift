#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// An image, as UIKit's `UIImage`: what delegate code gives bars and items. The model has no asset catalog and
  /// draws nothing: an image is its name (UIKit returns `nil` for a name its catalog or symbol set lacks).
  open class UIImage: @unchecked Sendable {
    /// The image's name in the app's asset catalog, or the system symbol's name.
    public let name: String

    /// The image named `name` in the app's asset catalog, as `init(named:)`.
    /// - Parameter name: the asset's name.
    public init?(named name: String) { self.name = name }

    /// An empty image, as `init()`.
    public init() { name = "" }

    /// The system symbol named `name`, as `init(systemName:)`.
    /// - Parameter name: the symbol's name.
    public init?(systemName name: String) { self.name = name }
  }
#endif
