#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if canImport(CloudKit)
    import CloudKit
  #endif

  extension UIScene.ConnectionOptions {
    /// The CloudKit share the user accepted to open the scene, as `cloudKitShareMetadata` (UIKit semantics article,
    /// 16 row 2); `nil` when the scene connected for anything else.
    public var cloudKitShareMetadata: CKShare.Metadata? { cloudKitShareMetadataObject as? CKShare.Metadata }
  }
#endif
