// Timers and the run loop they fire on, as Apple's Foundation declares them.

/// A timer that fires after a certain time interval has elapsed, sending a specified message to a target object.
/// https://developer.apple.com/documentation/foundation/timer
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Timer: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:)
  @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer { fatalError() }
  /// https://developer.apple.com/documentation/foundation/timer/scheduledtimer(timeinterval:target:selector:userinfo:repeats:)
  open class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats yesOrNo: Bool
  ) -> Timer { fatalError() }
  /// https://developer.apple.com/documentation/foundation/timer/init(timeinterval:repeats:block:)
  @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
  public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {}
  /// https://developer.apple.com/documentation/foundation/timer/init(timeinterval:target:selector:userinfo:repeats:)
  public init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats yesOrNo: Bool
  ) {}
  /// https://developer.apple.com/documentation/foundation/timer/fire()
  open func fire() {}
  /// https://developer.apple.com/documentation/foundation/timer/invalidate()
  open func invalidate() {}
  /// https://developer.apple.com/documentation/foundation/timer/isvalid
  open var isValid: Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/timer/timeinterval
  open var timeInterval: TimeInterval { fatalError() }
  /// https://developer.apple.com/documentation/foundation/timer/tolerance
  open var tolerance: TimeInterval { get { fatalError() } set {} }
  /// https://developer.apple.com/documentation/foundation/timer/userinfo
  open var userInfo: Any? { fatalError() }
}

/// The programmatic interface to objects that manage input sources.
/// https://developer.apple.com/documentation/foundation/runloop
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class RunLoop: NSObject {
  /// https://developer.apple.com/documentation/foundation/runloop/main
  open class var main: RunLoop { fatalError() }
  /// https://developer.apple.com/documentation/foundation/runloop/current
  open class var current: RunLoop { fatalError() }
  /// https://developer.apple.com/documentation/foundation/runloop/add(_:formode:)-4x4xu
  open func add(_ timer: Timer, forMode mode: RunLoop.Mode) {}

  /// The modes that a run loop operates in.
  /// https://developer.apple.com/documentation/foundation/runloop/mode
  public struct Mode: RawRepresentable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/runloop/mode/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The mode's name.
    public var rawValue: String
    /// https://developer.apple.com/documentation/foundation/runloop/mode/default
    public static let `default` = RunLoop.Mode(rawValue: "kCFRunLoopDefaultMode")
    /// https://developer.apple.com/documentation/foundation/runloop/mode/common
    public static let common = RunLoop.Mode(rawValue: "kCFRunLoopCommonModes")
  }
}
