// XCTest's assertion and skip functions (its Swift overlay), as Apple's documentation declares them.

/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:accuracy:_:file:line:)-9srx5
public func XCTAssertEqual<T: FloatingPoint>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertnotequal(_:_:_:file:line:)
public func XCTAssertNotEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctassert(_:_:file:line:)
public func XCTAssert(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctassertnil(_:_:file:line:)
public func XCTAssertNil(_ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctassertnotnil(_:_:file:line:)
public func XCTAssertNotNil(_ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctassertgreaterthan(_:_:_:file:line:)
public func XCTAssertGreaterThan<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertgreaterthanorequal(_:_:_:file:line:)
public func XCTAssertGreaterThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertlessthan(_:_:_:file:line:)
public func XCTAssertLessThan<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// https://developer.apple.com/documentation/xctest/xctassertthrowserror(_:_:file:line:_:)
public func XCTAssertThrowsError<T>(
  _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line,
  _ errorHandler: (_ error: any Error) -> Void = { _ in }
) {}

/// https://developer.apple.com/documentation/xctest/xctassertnothrow(_:_:file:line:)
public func XCTAssertNoThrow<T>(_ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(_ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) throws -> T {
  fatalError()
}

/// https://developer.apple.com/documentation/xctest/xctskipif(_:_:file:line:)
public func XCTSkipIf(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {}

/// https://developer.apple.com/documentation/xctest/xctskipunless(_:_:file:line:)
public func XCTSkipUnless(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {}

/// An error that indicates a test skipped.
/// https://developer.apple.com/documentation/xctest/xctskip-swift.struct
public struct XCTSkip: Error, CustomNSError {
  /// Creates a skip error with an optional message.
  /// https://developer.apple.com/documentation/xctest/xctskip-swift.struct/init(_:file:line:)
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {}

  /// The error's domain.
  public static var errorDomain: String { "com.apple.XCTest.XCTSkipErrorDomain" }
}
