import SceneLifecycle

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Thin wrappers over the platform's socket calls (Glibc, Musl or Darwin) for the server's one poll loop:
/// every descriptor is non-blocking and close-on-exec, no call here ever waits (``ServingLoop`` waits, in one
/// `poll(2)` for all of them), and writes never raise SIGPIPE (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on
/// Darwin).
enum SocketIO {
  /// What a receive gave.
  enum Received: Hashable, Sendable {
    /// Some bytes.
    case bytes([UInt8])
    /// The peer closed its side (or reset the connection).
    case closed
    /// Nothing yet.
    case wouldBlock
  }

  /// What a send gave.
  enum Sent: Hashable, Sendable {
    /// The socket took this many bytes (at least one).
    case bytes(Int)
    /// The send buffer is full.
    case wouldBlock
    /// The peer is gone.
    case failed
  }

  /// What an accept gave.
  enum Accepted: Hashable, Sendable {
    /// A connection, prepared.
    case connection(Int32)
    /// No connection is pending.
    case none
    /// The process (`EMFILE`) or the system (`ENFILE`) has no descriptor left for it; the connection waits
    /// in the listen queue.
    case outOfDescriptors
  }

  /// `SOCK_STREAM` with close-on-exec and non-blocking where the platform takes them as flags.
  static var streamType: Int32 {
    #if canImport(Darwin)
      SOCK_STREAM
    #else
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
    #endif
  }

  /// The flags for `send(2)`.
  private static var sendFlags: Int32 {
    #if canImport(Darwin)
      0
    #else
      Int32(MSG_NOSIGNAL)
    #endif
  }

  /// Makes `descriptor` non-blocking and close-on-exec (and, on Darwin, free of SIGPIPE).
  static func prepare(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// Accepts one pending connection on the non-blocking `listener`.
  static func acceptConnection(_ listener: Int32) -> Accepted {
    while true {
      // accept4 is not visible from Swift's Glibc module; the descriptor is made close-on-exec just after.
      let descriptor = accept(listener, nil, nil)
      if descriptor >= 0 {
        prepare(descriptor)
        return .connection(descriptor)
      }
      switch errno {
      // ECONNABORTED: the client gave up while queued; look at the next one.
      case EINTR, ECONNABORTED: continue
      case EMFILE, ENFILE: return .outOfDescriptors
      default: return .none
      }
    }
  }

  /// Reads at most `limit` bytes without blocking.
  static func receive(_ descriptor: Int32, limit: Int = 16 * 1024) -> Received {
    var chunk = [UInt8](repeating: 0, count: limit)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
      if count > 0 { return .bytes(Array(chunk.prefix(count))) }
      if count == 0 { return .closed }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
    }
  }

  /// Writes as much of `bytes` as the socket takes now, without blocking.
  static func sendSome(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Sent {
    guard !bytes.isEmpty else { return .bytes(0) }
    while true {
      let count = bytes.withUnsafeBytes { raw in send(descriptor, raw.baseAddress, raw.count, sendFlags) }
      if count > 0 { return .bytes(count) }
      if count < 0, errno == EINTR { continue }
      return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .wouldBlock : .failed
    }
  }

  /// Shuts down the writing side: the client reads the end of the response.
  static func shutDownWriting(_ descriptor: Int32) { _ = shutdown(descriptor, Int32(SHUT_WR)) }

  /// Answers a connection that cannot be served and closes it, never waiting: `bytes` (a short refusal) go
  /// out in one send, which an empty socket buffer takes, and what the client already sent is read away so
  /// that the close is not a reset that could discard the refusal. Whether the refusal was sent whole.
  static func refuse(_ descriptor: Int32, with bytes: [UInt8]) -> Bool {
    let sent = sendSome(bytes[...], to: descriptor) == .bytes(bytes.count)
    shutDownWriting(descriptor)
    var discarded = 0
    while discarded < 64 * 1024, case .bytes(let chunk) = receive(descriptor) { discarded += chunk.count }
    closeDescriptor(descriptor)
    return sent
  }

  /// Closes `descriptor`, ignoring EINTR (on Linux the descriptor is closed regardless).
  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

  /// `duration` as a `poll(2)` timeout: whole milliseconds, rounded up, at most a minute.
  static func milliseconds(_ duration: TimeSpan) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds < 60 else { return 60_000 }
    return Int32(max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
  }
}
