#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// An attachment in attributed text, as UIKit's `NSTextAttachment` (not main-actor isolated in UIKit either): here
  /// only the registration of view providers that apps make at launch. The model draws no text.
  open class NSTextAttachment {
    /// An attachment with no contents.
    public init() {}

    /// Registers the class that provides the views of attachments of `fileType`, as
    /// `registerViewProviderClass(_:forFileType:)` (iOS 15). Dropped: the model draws no text, so no view is ever
    /// asked for.
    /// - Parameters:
    ///   - textAttachmentViewProviderClass: the view provider class.
    ///   - fileType: the attachments' file type.
    open class func registerViewProviderClass(_ textAttachmentViewProviderClass: AnyClass, forFileType fileType: String)
    {}
  }
#endif
