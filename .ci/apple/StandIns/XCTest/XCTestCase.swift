// The stand-in XCTest module: Apple's XCTest as Swift sees it on macOS and iOS (an Objective-C framework with a Swift
// overlay), reduced to what qa-sim and its dependent package use, each declaration as Apple's documentation gives it.
// Declarations only; nothing here runs.
@_exported import Foundation

/// An abstract base class for creating, managing, and executing tests.
/// https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {
  /// The test's name.
  /// https://developer.apple.com/documentation/xctest/xctest/name
  open var name: String { fatalError() }

  /// Provides an opportunity to reset state before calling each test method in a test case.
  /// https://developer.apple.com/documentation/xctest/xctest/setup()
  open func setUp() {}

  /// Provides an opportunity to reset state and to throw errors before calling each test method in a test case.
  /// https://developer.apple.com/documentation/xctest/xctest/setupwitherror()
  open func setUpWithError() throws {}

  /// Provides an opportunity to perform cleanup after each test method in a test case ends.
  /// https://developer.apple.com/documentation/xctest/xctest/teardown()
  open func tearDown() {}

  /// Provides an opportunity to perform cleanup and to throw errors after each test method in a test case ends.
  /// https://developer.apple.com/documentation/xctest/xctest/teardownwitherror()
  open func tearDownWithError() throws {}
}

/// The primary class for defining test cases, test methods, and performance tests.
/// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: XCTest, XCTActivity {
  /// Records an issue during test execution (`-recordIssue:`, bridged to the Swift ``XCTIssue``).
  /// https://developer.apple.com/documentation/xctest/xctestcase/record(_:)
  open func record(_ issue: XCTIssue) {}

  /// Registers a block of teardown code to run after the current test method ends.
  /// https://developer.apple.com/documentation/xctest/xctestcase/addteardownblock(_:)-5zw6c
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @preconcurrency
  open func addTeardownBlock(_ block: @escaping @MainActor @Sendable () throws -> Void) {}

  /// Registers a block of teardown code to run after the current test method ends (`-addTeardownBlock:`).
  /// https://developer.apple.com/documentation/xctest/xctestcase/addteardownblock(_:)-6x8rl
  open func addTeardownBlock(_ block: @escaping () -> Void) {}

  /// Records the time it takes to run a block of code.
  /// https://developer.apple.com/documentation/xctest/xctestcase/measure(_:)
  open func measure(_ block: () -> Void) {}

  /// The activity's name (`XCTActivity`).
  /// https://developer.apple.com/documentation/xctest/xctactivity/name
  open override var name: String { fatalError() }

  /// Adds an attachment to the test (`XCTActivity`).
  /// https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
  open func add(_ attachment: XCTAttachment) {}
}
