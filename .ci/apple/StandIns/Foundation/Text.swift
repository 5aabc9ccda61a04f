/// A formatter that converts between dates and their ISO 8601 string representations.
/// https://developer.apple.com/documentation/foundation/iso8601dateformatter
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class ISO8601DateFormatter: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/init()
  public override init() {}
  /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/formatoptions
  open var formatOptions: ISO8601DateFormatter.Options = []
  /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/timezone
  open var timeZone: TimeZone!
  /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/string(from:)
  open func string(from date: Date) -> String { fatalError() }
  /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/date(from:)
  open func date(from string: String) -> Date? { fatalError() }

  /// Options for generating and parsing ISO 8601 date representations.
  /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/options
  public struct Options: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/options/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The options' bits.
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/options/withinternetdatetime
    public static var withInternetDateTime: ISO8601DateFormatter.Options { .init(rawValue: 1907) }
    /// https://developer.apple.com/documentation/foundation/iso8601dateformatter/options/withfractionalseconds
    @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    public static var withFractionalSeconds: ISO8601DateFormatter.Options { .init(rawValue: 2048) }
  }
}

/// An event-driven parser of XML documents (SAX).
/// https://developer.apple.com/documentation/foundation/xmlparser
@available(macOS 10.3, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class XMLParser: NSObject {
  /// https://developer.apple.com/documentation/foundation/xmlparser/init(data:)
  public init(data: Data) {}
  /// https://developer.apple.com/documentation/foundation/xmlparser/delegate
  unowned(unsafe) open var delegate: (any XMLParserDelegate)?
  /// https://developer.apple.com/documentation/foundation/xmlparser/parse()
  open func parse() -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/xmlparser/parsererror
  open var parserError: (any Error)? { fatalError() }
}

/// The interface an XML parser uses to inform its delegate about the content of the parsed document. Its methods are
/// optional in Objective-C; Linux has no `@objc optional`, so here each has an empty default.
/// https://developer.apple.com/documentation/foundation/xmlparserdelegate
public protocol XMLParserDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/foundation/xmlparserdelegate/parser(_:didstartelement:namespaceuri:qualifiedname:attributes:)
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String])
  /// https://developer.apple.com/documentation/foundation/xmlparserdelegate/parser(_:didendelement:namespaceuri:qualifiedname:)
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?)
  /// https://developer.apple.com/documentation/foundation/xmlparserdelegate/parser(_:foundcharacters:)
  func parser(_ parser: XMLParser, foundCharacters string: String)
  /// https://developer.apple.com/documentation/foundation/xmlparserdelegate/parser(_:parseerroroccurred:)
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error)
}

extension XMLParserDelegate {
  /// The optional requirement's absence.
  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  ) {}
  /// The optional requirement's absence.
  public func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {}
  /// The optional requirement's absence.
  public func parser(_ parser: XMLParser, foundCharacters string: String) {}
  /// The optional requirement's absence.
  public func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {}
}

/// A specific error domain that can provide detailed information about the error.
/// https://developer.apple.com/documentation/foundation/customnserror
public protocol CustomNSError: Error {
  /// https://developer.apple.com/documentation/foundation/customnserror/errordomain
  static var errorDomain: String { get }
  /// https://developer.apple.com/documentation/foundation/customnserror/errorcode
  var errorCode: Int { get }
  /// https://developer.apple.com/documentation/foundation/customnserror/erroruserinfo
  var errorUserInfo: [String: Any] { get }
}

extension CustomNSError {
  /// The default error domain.
  public static var errorDomain: String { fatalError() }
  /// The default error code.
  public var errorCode: Int { fatalError() }
  /// The default user info.
  public var errorUserInfo: [String: Any] { [:] }
}

/// A string with associated attributes for portions of its text.
/// https://developer.apple.com/documentation/foundation/nsattributedstring
@available(macOS 10.0, iOS 3.2, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSAttributedString: NSObject, @unchecked Sendable {
  /// Attributes that you can apply to text in an attributed string.
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key
  public struct Key: RawRepresentable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key
    public init(rawValue: String) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key
    public init(_ rawValue: String) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key
    public var rawValue: String { fatalError() }
  }
}
