/// A test failure, with the call stacks and source location for reporting it (the Swift value type that bridges to
/// `XCTIssueReference`).
/// https://developer.apple.com/documentation/xctest/xctissue-swift.struct
public struct XCTIssue {
  /// A concise description of the issue.
  /// https://developer.apple.com/documentation/xctest/xctissue-swift.struct/compactdescription
  public var compactDescription: String

  /// A detailed description of the issue.
  /// https://developer.apple.com/documentation/xctest/xctissue-swift.struct/detaileddescription
  public var detailedDescription: String?

  /// The source code location and call stack of the issue.
  /// https://developer.apple.com/documentation/xctest/xctissue-swift.struct/sourcecodecontext
  public var sourceCodeContext: XCTSourceCodeContext
}

/// The call stack and source code location of a test issue.
/// https://developer.apple.com/documentation/xctest/xctsourcecodecontext
open class XCTSourceCodeContext: NSObject {
  /// The source code location of the issue.
  /// https://developer.apple.com/documentation/xctest/xctsourcecodecontext/location
  open var location: XCTSourceCodeLocation? { fatalError() }
}

/// A file path and line number for a test issue.
/// https://developer.apple.com/documentation/xctest/xctsourcecodelocation
open class XCTSourceCodeLocation: NSObject {
  /// The file URL of the location.
  /// https://developer.apple.com/documentation/xctest/xctsourcecodelocation/fileurl
  open var fileURL: URL { fatalError() }

  /// The line number of the location.
  /// https://developer.apple.com/documentation/xctest/xctsourcecodelocation/linenumber
  open var lineNumber: Int { fatalError() }
}
