/// An object-oriented wrapper for a file descriptor.
/// https://developer.apple.com/documentation/foundation/filehandle
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class FileHandle: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/filehandle/standarderror
  open class var standardError: FileHandle { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/standardoutput
  open class var standardOutput: FileHandle { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/nulldevice
  open class var nullDevice: FileHandle { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/init(forwritingto:)
  public convenience init(forWritingTo url: URL) throws { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/init(forwritingatpath:)
  public convenience init?(forWritingAtPath path: String) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/init(forreadingfrom:)
  public convenience init(forReadingFrom url: URL) throws { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/filedescriptor
  open var fileDescriptor: Int32 { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/write(_:)
  open func write(_ data: Data) {}
  /// https://developer.apple.com/documentation/foundation/filehandle/readdatatoendoffile()
  open func readDataToEndOfFile() -> Data { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/readtoend()
  @available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *)
  public func readToEnd() throws -> Data? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/truncate(atoffset:)
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  open func truncate(atOffset offset: UInt64) throws {}
  /// https://developer.apple.com/documentation/foundation/filehandle/seektoend()
  @available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *)
  @discardableResult public func seekToEnd() throws -> UInt64 { fatalError() }
  /// https://developer.apple.com/documentation/foundation/filehandle/close()
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  open func close() throws {}
  /// https://developer.apple.com/documentation/foundation/filehandle/closefile()
  open func closeFile() {}
}

/// A one-way communications channel between related processes.
/// https://developer.apple.com/documentation/foundation/pipe
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Pipe: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/pipe/filehandleforreading
  open var fileHandleForReading: FileHandle { fatalError() }
  /// https://developer.apple.com/documentation/foundation/pipe/filehandleforwriting
  open var fileHandleForWriting: FileHandle { fatalError() }
}

/// An object that represents a subprocess of the current process (macOS only).
/// https://developer.apple.com/documentation/foundation/process
@available(macOS 10.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
open class Process: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/process/executableurl
  @available(macOS 10.13, *)
  open var executableURL: URL?
  /// https://developer.apple.com/documentation/foundation/process/arguments
  open var arguments: [String]?
  /// https://developer.apple.com/documentation/foundation/process/environment
  open var environment: [String: String]?
  /// https://developer.apple.com/documentation/foundation/process/currentdirectoryurl
  @available(macOS 10.13, *)
  open var currentDirectoryURL: URL?
  /// https://developer.apple.com/documentation/foundation/process/standardinput
  open var standardInput: Any?
  /// https://developer.apple.com/documentation/foundation/process/standardoutput
  open var standardOutput: Any?
  /// https://developer.apple.com/documentation/foundation/process/standarderror
  open var standardError: Any?
  /// https://developer.apple.com/documentation/foundation/process/terminationhandler
  open var terminationHandler: (@Sendable (Process) -> Void)?
  /// https://developer.apple.com/documentation/foundation/process/run()
  @available(macOS 10.13, *)
  open func run() throws {}
  /// https://developer.apple.com/documentation/foundation/process/waituntilexit()
  open func waitUntilExit() {}
  /// https://developer.apple.com/documentation/foundation/process/terminate()
  open func terminate() {}
  /// https://developer.apple.com/documentation/foundation/process/isrunning
  open var isRunning: Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/process/terminationstatus
  open var terminationStatus: Int32 { fatalError() }
  /// https://developer.apple.com/documentation/foundation/process/processidentifier
  open var processIdentifier: Int32 { fatalError() }
}

/// A representation of the code and resources stored in a bundle directory on disk.
/// https://developer.apple.com/documentation/foundation/bundle
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Bundle: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/bundle/main
  open class var main: Bundle { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/allbundles
  open class var allBundles: [Bundle] { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/bundleurl
  open var bundleURL: URL { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/bundlepath
  open var bundlePath: String { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/executablepath
  open var executablePath: String? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/executableurl
  @available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, *)
  open var executableURL: URL? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/bundleidentifier
  open var bundleIdentifier: String? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/infodictionary
  open var infoDictionary: [String: Any]? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/object(forinfodictionarykey:)
  open func object(forInfoDictionaryKey key: String) -> Any? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/path(forresource:oftype:)
  open func path(forResource name: String?, ofType ext: String?) -> String? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/appstorereceipturl
  @available(macOS 10.7, iOS 7.0, tvOS 9.0, watchOS 2.0, *)
  open var appStoreReceiptURL: URL? { fatalError() }
}
