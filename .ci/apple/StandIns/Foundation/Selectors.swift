// The selector-based API of Apple's Foundation and ObjectiveC: sending a message named by a `Selector`, asking
// whether an object answers one, and registering one with a notification center. Each needs the Objective-C
// runtime, which a Mac has and Linux's swift-corelibs-foundation does not. `Selector` is the stand-in ObjectiveC
// module's.

extension NSObject {
  /// Invokes a method of the receiver on the current thread using the default mode after a delay.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/perform(_:with:afterdelay:)
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {}

  /// Invokes a method of the receiver on the main thread using the default mode.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/performselector(onmainthread:with:waituntildone:)
  public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {}

  /// Cancels perform requests previously registered with the perform(_:with:afterDelay:) instance method.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/cancelpreviousperformrequests(withtarget:)
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

  // With Objective-C interoperability on, these come from the stand-in ObjectiveC.h.
  #if !_runtime(_ObjC)
  /// Sends a specified message to the receiver and returns the result of the message.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { fatalError() }

  /// Sends a message to the receiver with an object as the argument.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:)
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { fatalError() }

  /// Sends a message to the receiver with two objects as arguments.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:with:)
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
    fatalError()
  }

  /// Returns a Boolean value that indicates whether the receiver implements or inherits a method that can respond to
  /// a specified message.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
  public func responds(to aSelector: Selector!) -> Bool { fatalError() }

  /// Returns a Boolean value that indicates whether instances of the receiver are capable of responding to a given
  /// selector.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/instancesrespond(to:)
  public class func instancesRespond(to aSelector: Selector!) -> Bool { fatalError() }
  #endif
}

extension NotificationCenter {
  /// Adds an entry to the notification center to call the provided selector with the notification.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
  @available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) {}
}
