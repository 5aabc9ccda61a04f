// The URL loading system's session and cache, as far as delegate files use them.

/// An object that coordinates a group of related, network data transfer tasks.
/// https://developer.apple.com/documentation/foundation/urlsession
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLSession: NSObject, @unchecked Sendable {
  /// The shared singleton session object.
  /// https://developer.apple.com/documentation/foundation/urlsession/shared
  open class var shared: URLSession { fatalError() }
  /// Creates a session with the specified session configuration.
  /// https://developer.apple.com/documentation/foundation/urlsession/init(configuration:)
  public init(configuration: URLSessionConfiguration) {}
  /// A copy of the configuration object for this session.
  /// https://developer.apple.com/documentation/foundation/urlsession/configuration
  open var configuration: URLSessionConfiguration { fatalError() }
}

/// A configuration object that defines behavior and policies for a URL session.
/// https://developer.apple.com/documentation/foundation/urlsessionconfiguration
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLSessionConfiguration: NSObject, @unchecked Sendable {
  /// A default session configuration object.
  /// https://developer.apple.com/documentation/foundation/urlsessionconfiguration/default
  open class var `default`: URLSessionConfiguration { fatalError() }
  /// A session configuration that uses no persistent storage for caches, cookies, or credentials.
  /// https://developer.apple.com/documentation/foundation/urlsessionconfiguration/ephemeral
  open class var ephemeral: URLSessionConfiguration { fatalError() }
}

/// An object that maps URL requests to cached response objects.
/// https://developer.apple.com/documentation/foundation/urlcache
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLCache: NSObject, @unchecked Sendable {
  /// The shared URL cache instance.
  /// https://developer.apple.com/documentation/foundation/urlcache/shared
  open class var shared: URLCache { get { fatalError() } set {} }
  /// Creates a URL cache object with the specified values.
  /// https://developer.apple.com/documentation/foundation/urlcache/init(memorycapacity:diskcapacity:diskpath:)
  @available(macOS, introduced: 10.2, deprecated: 100000)
  @available(iOS, introduced: 2.0, deprecated: 100000)
  public init(memoryCapacity: Int, diskCapacity: Int, diskPath path: String?) {}
  /// Creates a URL cache object with the specified memory and disk capacities, in the specified directory.
  /// https://developer.apple.com/documentation/foundation/urlcache/init(memorycapacity:diskcapacity:directory:)
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {}
  /// Clears the receiver's cache, removing all stored cached URL responses.
  /// https://developer.apple.com/documentation/foundation/urlcache/removeallcachedresponses()
  open func removeAllCachedResponses() {}
}
