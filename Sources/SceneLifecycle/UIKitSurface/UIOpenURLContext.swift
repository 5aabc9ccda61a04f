#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// A URL to open and how, as UIKit's `UIOpenURLContext`. Equal only to itself; only UIKit (here, the harness)
  /// makes one.
  @MainActor
  public final class UIOpenURLContext: Hashable {
    /// The link delivery this context stands for.
    let delivery: Delivery?
    /// The URL, as stored.
    let storedURL: URL

    /// The URL to open; reading it while the harness runs the app counts as reading the delivery.
    public var url: URL {
      if let delivery { SurfaceRecorder.record(.read(delivery)) }
      return storedURL
    }

    /// How to open it.
    public let options: UIScene.OpenURLOptions

    /// A context for `url`, standing for `delivery`.
    package init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions(), delivery: Delivery?) {
      self.storedURL = url
      self.options = options
      self.delivery = delivery
    }

    /// Contexts are equal only to themselves.
    public nonisolated static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif
