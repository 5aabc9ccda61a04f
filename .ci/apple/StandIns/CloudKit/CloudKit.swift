// A stand-in for the parts of Apple's CloudKit that the package's Apple-only branches use, written from the
// framework's documented Swift signatures (https://developer.apple.com/documentation/cloudkit), with the documented
// availability. On a Mac `canImport(CloudKit)` is true, so the surface's own `CKShare` is left out there and the
// package meets these instead.
import Foundation

/// `CKShare`, reduced to the URL an app reads (Apple's is a `CKRecord`).
@available(macOS 10.12, iOS 10.0, *)
open class CKShare: NSObject, @unchecked Sendable {
  /// The share's URL.
  open var url: URL? { fatalError() }

  /// `CKShare.Metadata`.
  public typealias Metadata = CKShareMetadata
}

/// `CKShareMetadata`: only the system makes one.
@available(macOS 10.12, iOS 10.0, *)
open class CKShareMetadata: NSObject, @unchecked Sendable {
  /// The share the user accepted.
  open var share: CKShare { fatalError() }
  /// The share's container.
  open var containerIdentifier: String { fatalError() }
}
