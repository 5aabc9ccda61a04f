/// A representation of the state of your app at a moment in time.
/// https://developer.apple.com/documentation/foundation/nsuseractivity
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSUserActivity: NSObject {
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {}
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  open var activityType: String { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/title
  open var title: String?
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL?
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/becomecurrent()
  open func becomeCurrent() {}
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/resigncurrent()
  open func resignCurrent() {}
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/invalidate()
  open func invalidate() {}
}

/// The activity type for a user activity that browses the web.
/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
