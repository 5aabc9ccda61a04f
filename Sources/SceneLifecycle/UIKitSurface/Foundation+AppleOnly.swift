#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if !canImport(Darwin)
    import Foundation

    // Apple's Foundation has these and swift-corelibs-foundation has not: declared only where they are missing
    // (Linux), as app delegates use them at launch and when opening files.
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

      /// The token of the iCloud account, as `ubiquityIdentityToken`: `nil`, as when iCloud is off.
      public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
    }

    extension URLCache {
      /// A cache of the given capacities kept in `directory`, as Apple's `init(memoryCapacity:diskCapacity:directory:)`
      /// (iOS 13): swift-corelibs-foundation's `init(memoryCapacity:diskCapacity:diskPath:)` with the directory's
      /// path.
      /// - Parameters:
      ///   - memoryCapacity: bytes kept in memory.
      ///   - diskCapacity: bytes kept on disk.
      ///   - directory: where, or `nil` for the default place.
      public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
      }
    }

    /// Runs `body` in an autorelease pool, as Apple's `autoreleasepool(invoking:)`: Linux's Swift has no
    /// Objective-C autorelease pools, so it just runs `body`.
    /// - Parameter body: the code to run.
    /// - Returns: what `body` returns.
    public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }

    extension URL {
      /// Asks for access to a file outside the app's sandbox, as `startAccessingSecurityScopedResource()`: granted
      /// (`true`), since the model has no sandbox.
      /// - Returns: `true`.
      public func startAccessingSecurityScopedResource() -> Bool { true }

      /// Gives the access back, as `stopAccessingSecurityScopedResource()`. Inert.
      public func stopAccessingSecurityScopedResource() {}
    }
  #endif
#endif
