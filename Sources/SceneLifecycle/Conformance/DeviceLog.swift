#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The callbacks a device, a simulator or a published post recorded, read from a log file.
///
/// A log is UTF-8 text in one of two shapes. A **marked log** is any file in which some line holds the marker
/// `[qa-sim]`: only those lines count, and only what follows the marker on them, so the marker can sit anywhere in
/// Xcode's console, `log stream` output or a CI artifact. A **plain list** has no marker at all: every line that is
/// neither blank nor a `#` comment is one callback, optionally after a list prefix (`-`, `*`, `•`, `1.`, `1)`).
/// Either way a callback reads `<callback> [<detail>] [@<scene>]`, where the callback is a selector in one of the
/// spellings ``spellings(of:)`` lists, and a line `records <callback> ...` (or `records all`) declares callbacks the
/// app logs even when they never appear, so that their absence is a fact (``declared``).
///
/// Every problem is one ``InputError``: ``InputError/Cause/unreadable`` when the file cannot be read, otherwise
/// ``InputError/Cause/invalid``, at the line and column at fault or for the file as a whole.
public struct DeviceLog: Hashable, Sendable {
  /// How much a log may hold.
  public struct Limits: Hashable, Sendable {
    /// The largest log read, in bytes: 16 MiB.
    public var maximumBytes = 16 << 20
    /// The most callbacks a log may name: 200.
    public var maximumCallbacks = 200

    /// The limits when nothing else is asked for.
    public static let defaults = Limits()

    /// Creates limits.
    /// - Parameters:
    ///   - maximumBytes: the largest log read, in bytes.
    ///   - maximumCallbacks: the most callbacks a log may name.
    public init(maximumBytes: Int = 16 << 20, maximumCallbacks: Int = 200) {
      self.maximumBytes = maximumBytes
      self.maximumCallbacks = maximumCallbacks
    }
  }

  /// The file, as given, for messages.
  public var file: String
  /// The callbacks, in the order the log has them.
  public var callbacks: [ObservedCallback]
  /// The callbacks the log's `records` lines declare (every kind for `records all`).
  public var declared: Set<CallbackKind>
  /// Whether the log was read as a marked log (`[qa-sim]` lines) rather than as a plain list.
  public var isMarked: Bool
  /// Whether a `starts mid-run` line says the log begins after the app has taken steps it does not show (the app was
  /// already running, or in the background): a conformance search may take a few steps before its first line.
  public var startsMidRun = false

  /// The callbacks the log speaks for: those it ``declared`` and those it names. A trace restricted to these kinds
  /// is what the log is compared with.
  public var recorded: Set<CallbackKind> { declared.union(callbacks.map(\.callback)) }

  /// Creates a log from its parts, e.g. from a trace.
  /// - Parameters:
  ///   - file: the file name for messages.
  ///   - callbacks: the callbacks in order.
  ///   - declared: the callbacks a `records` line declares.
  ///   - isMarked: whether it stands for a marked log.
  ///   - startsMidRun: whether the log begins after steps it does not show.
  public init(
    file: String, callbacks: [ObservedCallback], declared: Set<CallbackKind> = [], isMarked: Bool = true,
    startsMidRun: Bool = false
  ) {
    self.startsMidRun = startsMidRun
    self.file = file
    self.callbacks = callbacks
    self.declared = declared
    self.isMarked = isMarked
  }

  /// Reads a log from its bytes.
  /// - Parameters:
  ///   - bytes: the file's contents, UTF-8 text (a leading byte order mark is skipped).
  ///   - file: the file name, for messages.
  ///   - limits: the most bytes and callbacks accepted.
  /// - Throws: ``InputError`` with cause ``InputError/Cause/invalid``: binary data or bytes that are not UTF-8, more
  ///   bytes or callbacks than `limits` allow, an unknown or ambiguous callback, an unexpected word after one, or no
  ///   callbacks at all.
  public init(parsing bytes: [UInt8], file: String, limits: Limits = .defaults) throws(InputError) {
    guard bytes.count <= limits.maximumBytes else {
      throw Self.tooLarge(file: file, size: bytes.count, limit: limits.maximumBytes)
    }
    var reader = DeviceLogReader(bytes: bytes, file: file, limits: limits)
    try reader.read()
    self.init(
      file: file, callbacks: reader.callbacks, declared: reader.declared, isMarked: reader.isMarked,
      startsMidRun: reader.startsMidRun)
  }

  /// Reads a log file with `FileIO/read(_:limit:)` and parses it (``init(parsing:file:limits:)``).
  ///
  /// A file over the byte limit is refused from its size, before it is read.
  /// - Parameters:
  ///   - path: the file.
  ///   - limits: the most bytes and callbacks accepted.
  /// - Throws: ``InputError``: ``InputError/Cause/unreadable`` when the file is missing, unreadable or not a regular
  ///   file; ``InputError/Cause/invalid`` for everything ``init(parsing:file:limits:)`` refuses.
  public init(contentsOf path: String, limits: Limits = .defaults) throws(InputError) {
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path, limit: limits.maximumBytes)
    } catch {
      if error.limit == .fileSize {
        var info = stat()
        let size = stat(path, &info) == 0 ? Int(info.st_size) : nil
        throw Self.tooLarge(file: path, size: size, limit: limits.maximumBytes)
      }
      let message = error.message == "is a directory, not a scenario file" ? "is a directory, not a log" : error.message
      throw InputError(file: path, message: message, cause: error.cause)
    }
    try self.init(parsing: bytes, file: path, limits: limits)
  }

  /// The error for a log over the byte limit: `the log is 67,108,864 bytes (64 MiB), over the 16 MiB limit`.
  static func tooLarge(file: String, size: Int?, limit: Int) -> InputError {
    var limitText = "limit of \(InputLimits.describeBytes(limit))"
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where limit >= 1 << shift {
      if limit % (1 << shift) == 0 { limitText = "\(limit >> shift) \(unit) limit" }
      break
    }
    let sizeText = size.map { "is \(InputLimits.describeBytes($0))" } ?? "is larger"
    return InputError(
      file: file, message: "the log \(sizeText), over the \(limitText)", cause: .invalid, limit: .fileSize)
  }
}
