#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  #if !canImport(Darwin)
    /// The activity type of a web page or universal link, as Foundation's `NSUserActivityTypeBrowsingWeb`: Apple's
    /// Foundation declares it, swift-corelibs-foundation does not, so it is declared here only where it is missing.
    public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

    /// Something the user was doing that the app can continue, as Foundation's `NSUserActivity`: declared here only
    /// where Foundation lacks it (Linux), with Apple's shape (an `NSObject` whose properties a subclass can override),
    /// so the harness's own subclass is the same code over Apple's class and over this one.
    open class NSUserActivity: NSObject {
      /// The kind of activity, such as ``NSUserActivityTypeBrowsingWeb``.
      public let activityType: String
      /// A title for the activity.
      open var title: String?
      /// The web page the activity shows, such as a universal link's URL.
      open var webpageURL: URL?
      /// App data for continuing the activity.
      open var userInfo: [AnyHashable: Any]?

      /// An activity of the given type.
      /// - Parameter activityType: the kind of activity.
      public init(activityType: String) {
        self.activityType = activityType
        super.init()
      }

      /// Makes the activity the device's current one, as `becomeCurrent()`. Inert: the model has no Handoff.
      open func becomeCurrent() {}

      /// Stops the activity being current, as `resignCurrent()`. Inert.
      open func resignCurrent() {}

      /// Ends the activity, as `invalidate()`. Inert.
      open func invalidate() {}
    }
  #endif

  /// The activity the harness hands to the app for a universal link's delivery: a subclass of Foundation's
  /// `NSUserActivity` on Apple's platforms and of the one above on Linux, so the app's code gets the same class
  /// everywhere and reading its `webpageURL` or `userInfo` counts as reading the delivery on both (UIKit semantics
  /// article, 11d row 1).
  ///
  /// Its properties keep their values in Swift storage and never reach Foundation's: Apple's setter raises for a URL
  /// that is not `http` or `https`, and values that pass through Objective-C come back as `NSString` and `NSNumber`.
  package final class HarnessUserActivity: NSUserActivity {
    /// The delivery the activity stands for.
    let delivery: Delivery
    /// The web page URL, read without recording.
    package private(set) var storedWebpageURL: URL?
    /// The app data, read without recording.
    private var storedUserInfo: [AnyHashable: Any]?

    /// The activity of type ``NSUserActivityTypeBrowsingWeb`` for the universal link `webpageURL` of `delivery`.
    package init(webpageURL: URL, delivery: Delivery) {
      self.delivery = delivery
      self.storedWebpageURL = webpageURL
      super.init(activityType: NSUserActivityTypeBrowsingWeb)
    }

    /// The activity `reference` names, for `delivery`: of its type, its identifier in `userInfo` under
    /// ``UserActivityReference/userInfoKey`` (UIKit semantics article, 15 row 1).
    init(_ reference: UserActivityReference, delivery: Delivery) {
      self.delivery = delivery
      self.storedUserInfo = reference.identifier.map { [reference.userInfoKey: $0] }
      super.init(activityType: reference.activityType)
    }

    /// The web page the activity shows; reading it records a read of the delivery.
    package override var webpageURL: URL? {
      get {
        SurfaceRecorder.record(.read(delivery))
        return storedWebpageURL
      }
      set { storedWebpageURL = newValue }
    }

    /// App data for continuing the activity; reading it records a read of the delivery.
    package override var userInfo: [AnyHashable: Any]? {
      get {
        SurfaceRecorder.record(.read(delivery))
        return storedUserInfo
      }
      set { storedUserInfo = newValue }
    }
  }
#endif
