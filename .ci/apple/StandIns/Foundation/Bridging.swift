// The value types Apple's Foundation bridges to its Objective-C classes, beyond String and Dictionary
// (Collections.swift): what lets an `@objc` method take a `Notification`, `Date`, `Data` or an array, as a
// selector-based observer or target-action method does. Each conformance names the class the value bridges to.
// Declarations only; nothing here runs.

extension Notification: _ObjectiveCBridgeable {
  /// The bridged class: `Notification as NSNotification`.
  /// https://developer.apple.com/documentation/foundation/notification
  public typealias _ObjectiveCType = NSNotification
  public func _bridgeToObjectiveC() -> NSNotification { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSNotification, result: inout Notification?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSNotification, result: inout Notification?)
    -> Bool
  { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNotification?) -> Notification { fatalError() }
}

extension Date: _ObjectiveCBridgeable {
  /// The bridged class: `Date as NSDate`.
  /// https://developer.apple.com/documentation/foundation/date
  public typealias _ObjectiveCType = NSDate
  public func _bridgeToObjectiveC() -> NSDate { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError() }
}

extension Data: _ObjectiveCBridgeable {
  /// The bridged class: `Data as NSData`.
  /// https://developer.apple.com/documentation/foundation/data
  public typealias _ObjectiveCType = NSData
  public func _bridgeToObjectiveC() -> NSData { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { fatalError() }
}

extension Array: _ObjectiveCBridgeable {
  /// The bridged class: `[Element] as NSArray`.
  /// https://developer.apple.com/documentation/swift/array
  public typealias _ObjectiveCType = NSArray
  public func _bridgeToObjectiveC() -> NSArray { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { fatalError() }
}
