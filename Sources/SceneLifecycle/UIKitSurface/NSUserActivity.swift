#if !canImport(UIKit) && !QASIM_WITHOUT_UIKIT_SURFACE && !canImport(Darwin)
  import Foundation

  /// The activity type of a web page or universal link, as Foundation's `NSUserActivityTypeBrowsingWeb` (defined
  /// here only where Foundation lacks it).
  public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

  /// Something the user was doing that the app can continue, as Foundation's `NSUserActivity` (defined here only
  /// where Foundation lacks it). Equal only to itself. One the harness delivers stands for that ``Delivery``:
  /// reading its `webpageURL` or `userInfo` while the harness runs the app counts as reading the delivery.
  public class NSUserActivity: Hashable {
    /// The delivery a harness-made activity stands for; `nil` for activities the app makes.
    let delivery: Delivery?
    /// The stored web page URL.
    var storedWebpageURL: URL?
    /// The stored app data.
    var storedUserInfo: [AnyHashable: Any]?

    /// The kind of activity, such as ``NSUserActivityTypeBrowsingWeb``.
    public let activityType: String
    /// A title for the activity.
    public var title: String?

    /// An activity of the given type.
    /// - Parameter activityType: the kind of activity.
    public init(activityType: String) {
      self.activityType = activityType
      self.delivery = nil
    }

    /// The activity the harness hands to the app for a universal link's `delivery`.
    init(activityType: String, webpageURL: URL?, delivery: Delivery?) {
      self.activityType = activityType
      self.storedWebpageURL = webpageURL
      self.delivery = delivery
    }

    /// Records a read of the delivery this activity stands for, if any.
    private func noteRead() {
      if let delivery { SurfaceRecorder.record(.read(delivery)) }
    }

    /// The web page the activity shows, such as a universal link's URL.
    public var webpageURL: URL? {
      get {
        noteRead()
        return storedWebpageURL
      }
      set { storedWebpageURL = newValue }
    }

    /// App data for continuing the activity.
    public var userInfo: [AnyHashable: Any]? {
      get {
        noteRead()
        return storedUserInfo
      }
      set { storedUserInfo = newValue }
    }

    /// Activities are equal only to themselves.
    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif
