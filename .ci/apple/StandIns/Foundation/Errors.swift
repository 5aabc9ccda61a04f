// NSError and its user-info keys, as Apple's Foundation declares them.

/// Information about an error condition including a domain, a domain-specific error code, and application-specific
/// information.
/// https://developer.apple.com/documentation/foundation/nserror
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSError: NSObject, Error, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nserror/init(domain:code:userinfo:)
  public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {}
  /// https://developer.apple.com/documentation/foundation/nserror/domain
  open var domain: String { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nserror/code
  open var code: Int { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nserror/userinfo
  open var userInfo: [String: Any] { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nserror/localizeddescription
  open var localizedDescription: String { fatalError() }
}

/// The corresponding value is a localized string representation of the error that, if present, will be returned by
/// localizedDescription.
/// https://developer.apple.com/documentation/foundation/nslocalizeddescriptionkey
public let NSLocalizedDescriptionKey: String = "NSLocalizedDescription"

/// The corresponding value is a localized string representation containing the reason for the failure.
/// https://developer.apple.com/documentation/foundation/nslocalizedfailurereasonerrorkey
public let NSLocalizedFailureReasonErrorKey: String = "NSLocalizedFailureReason"

/// The corresponding value is an error that was encountered in an underlying implementation and caused the error.
/// https://developer.apple.com/documentation/foundation/nsunderlyingerrorkey
public let NSUnderlyingErrorKey: String = "NSUnderlyingError"
