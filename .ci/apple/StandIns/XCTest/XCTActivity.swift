/// A named substep of a test method.
/// https://developer.apple.com/documentation/xctest/xctactivity
public protocol XCTActivity: NSObjectProtocol {
  /// The activity's name.
  /// https://developer.apple.com/documentation/xctest/xctactivity/name
  var name: String { get }

  /// Adds an attachment to the activity.
  /// https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
  func add(_ attachment: XCTAttachment)
}

/// A proxy for the current testing context.
/// https://developer.apple.com/documentation/xctest/xctcontext
open class XCTContext: NSObject {
  /// Creates and runs an activity with the provided block of code.
  /// https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)
  @MainActor @preconcurrency
  public class func runActivity<Result>(named name: String, block: @MainActor (any XCTActivity) throws -> Result)
    rethrows -> Result
  { fatalError() }
}

/// Data from a test method's execution, such as a file, image, screenshot, data blob, or ZIP archive.
/// https://developer.apple.com/documentation/xctest/xctattachment
open class XCTAttachment: NSObject {
  /// How long the attachment is kept in the test results.
  /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
  public enum Lifetime: Int, @unchecked Sendable {
    /// Keep the attachment whatever the test's outcome.
    case keepAlways = 0
    /// Delete the attachment when the test passes.
    case deleteOnSuccess = 1
  }

  /// Creates an attachment containing the provided data payload, with a custom UTI.
  /// https://developer.apple.com/documentation/xctest/xctattachment/init(data:uniformtypeidentifier:)
  public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) { fatalError() }

  /// The attachment's name.
  /// https://developer.apple.com/documentation/xctest/xctattachment/name
  open var name: String?

  /// How long the test results keep the attachment.
  /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property
  open var lifetime: XCTAttachment.Lifetime = .deleteOnSuccess

  /// The attachment's Uniform Type Identifier.
  /// https://developer.apple.com/documentation/xctest/xctattachment/uniformtypeidentifier
  open var uniformTypeIdentifier: String { fatalError() }
}
