import Testing

/// Where an assertion was called, as the call's default arguments give it: what a failure points at, and the test
/// its attachments are named after.
struct CallSite: Sendable {
  /// `#fileID`: `Module/File.swift`.
  let fileID: StaticString
  /// `#filePath`: the file's full path.
  let filePath: StaticString
  /// `#line`.
  let line: UInt
  /// `#column`.
  let column: UInt
  /// `#function`: the calling function, which names attachments when Swift Testing runs no test.
  let function: String

  /// The location Swift Testing's issues carry.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
      column: Int(column))
  }

  /// The test's name as a file name's start (``AttachmentName/testName(_:)``): Swift Testing's running test, else
  /// the calling function (an `XCTestCase`'s test method).
  var testName: String { AttachmentName.testName(Test.current?.name ?? function) }
}
