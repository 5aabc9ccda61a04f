#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  #if !canImport(CloudKit)
    /// A CloudKit share, as CloudKit's `CKShare`: declared where CloudKit is missing (Linux), with what an app's share
    /// handling reads, its URL. On a Mac the app's own `import CloudKit` brings Apple's (UIKit semantics article,
    /// section 16).
    open class CKShare: NSObject, @unchecked Sendable {
      /// The URL the owner sent, which the user tapped.
      public let url: URL?

      /// A share at `url`.
      init(url: URL?) {
        self.url = url
        super.init()
      }

      /// Where the current user stands in a share, as `CKShare.ParticipantAcceptanceStatus`.
      public enum ParticipantAcceptanceStatus: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// Invited, not yet accepted.
        case pending = 1
        /// Accepted.
        case accepted = 2
        /// Removed by the owner.
        case removed = 3
      }

      /// The invitation the user accepted, as `CKShare.Metadata`: only the system (here, the harness) makes one.
      /// Reading its ``share`` is reading the delivery (UIKit semantics article, 11d row 1).
      public final class Metadata: NSObject, @unchecked Sendable {
        /// The share's container, as the owner's app names it.
        public let containerIdentifier: String
        /// Where the user stands: pending until the app accepts the share.
        public let participantStatus: ParticipantAcceptanceStatus
        /// The delivery the metadata stands for.
        let delivery: Delivery
        /// The share, read without recording.
        private let storedShare: CKShare

        /// The metadata of the share at `url`, for `delivery`.
        package init(url: URL, delivery: Delivery) {
          self.delivery = delivery
          storedShare = CKShare(url: url)
          containerIdentifier = "iCloud.qa-sim"
          participantStatus = .pending
          super.init()
        }

        /// The share the user accepted; reading it records a read of the delivery.
        public var share: CKShare {
          SurfaceRecorder.record(.read(delivery))
          return storedShare
        }
      }
    }
  #endif
#endif
