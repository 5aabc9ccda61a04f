/// A protocol that defines methods an observer calls as tests run (its methods are optional in Objective-C; Linux has
/// no `@objc optional`, so here each has an empty default).
/// https://developer.apple.com/documentation/xctest/xctestobservation
public protocol XCTestObservation: NSObjectProtocol {
  /// Notifies the observer when a test case reports an issue.
  /// https://developer.apple.com/documentation/xctest/xctestobservation/testcase(_:didrecord:)-4cou6
  func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)
}

extension XCTestObservation {
  /// The optional requirement's absence.
  public func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {}
}

/// An object that notifies observers of test progress.
/// https://developer.apple.com/documentation/xctest/xctestobservationcenter
open class XCTestObservationCenter: NSObject {
  /// The shared observation center.
  /// https://developer.apple.com/documentation/xctest/xctestobservationcenter/shared
  open class var shared: XCTestObservationCenter { fatalError() }

  /// Registers an object that conforms to the test observation protocol.
  /// https://developer.apple.com/documentation/xctest/xctestobservationcenter/addtestobserver(_:)
  open func addTestObserver(_ testObserver: any XCTestObservation) {}

  /// Unregisters an object that conforms to the test observation protocol.
  /// https://developer.apple.com/documentation/xctest/xctestobservationcenter/removetestobserver(_:)
  open func removeTestObserver(_ testObserver: any XCTestObservation) {}
}
