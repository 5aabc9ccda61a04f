#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if !canImport(Darwin)
    import Foundation

    // Apple's Foundation has these two and swift-corelibs-foundation has not: declared only where they are
    // missing (Linux), as app delegates read them at launch.
    extension FileManager {
      /// The shared folder of an app group, as `containerURL(forSecurityApplicationGroupIdentifier:)`: `nil`, as
      /// for an app without the group's entitlement; the model has no app groups.
      /// - Parameter groupIdentifier: the group's identifier.
      /// - Returns: `nil`.
      public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }

      /// The app's iCloud container, as `url(forUbiquityContainerIdentifier:)`: `nil`, as when iCloud is off; the
      /// model has no iCloud.
      /// - Parameter containerIdentifier: the container's identifier, or `nil` for the first one.
      /// - Returns: `nil`.
      public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
    }
  #endif
#endif
