#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin, deadline-bounded wrappers over the platform's socket calls (Glibc, Musl or Darwin): every wait is
/// a `poll(2)` with a timeout, every descriptor is non-blocking and close-on-exec, and writes never raise
/// SIGPIPE (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on Darwin).
enum SocketIO {
  /// What a wait for readiness gave.
  enum Readiness: Hashable, Sendable {
    /// The descriptor is ready (or has an error or hang-up the next call will report).
    case ready
    /// The deadline passed first.
    case timedOut
  }

  /// What a receive gave.
  enum Received: Hashable, Sendable {
    /// Some bytes.
    case bytes([UInt8])
    /// The peer closed its side (or reset the connection).
    case closed
    /// Nothing yet.
    case wouldBlock
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

  /// Accepts one pending connection on the non-blocking `listener`, prepared; `nil` when none is pending.
  static func acceptConnection(_ listener: Int32) -> Int32? {
    while true {
      // accept4 is not visible from Swift's Glibc module; the descriptor is made close-on-exec just after.
      let descriptor = accept(listener, nil, nil)
      if descriptor >= 0 {
        prepare(descriptor)
        return descriptor
      }
      // ECONNABORTED: the client gave up while queued; look at the next one.
      guard errno == EINTR || errno == ECONNABORTED else { return nil }
    }
  }

  /// Waits until `descriptor` has `events` (`POLLIN` or `POLLOUT`), or `deadline` passes.
  static func wait(_ descriptor: Int32, for events: Int32, until deadline: ContinuousClock.Instant) -> Readiness {
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return .timedOut }
      var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
      let result = poll(&entry, 1, milliseconds(left))
      if result > 0 { return .ready }
      if result < 0, errno != EINTR { return .ready }
    }
  }

  /// Reads at most `limit` bytes without blocking.
  static func receive(_ descriptor: Int32, limit: Int = 4096) -> Received {
    var chunk = [UInt8](repeating: 0, count: limit)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
      if count > 0 { return .bytes(Array(chunk.prefix(count))) }
      if count == 0 { return .closed }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
    }
  }

  /// Writes all of `bytes` before `deadline`; `false` when the peer went away or was too slow to read.
  static func sendAll(_ bytes: [UInt8], to descriptor: Int32, until deadline: ContinuousClock.Instant) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        send(descriptor, raw.baseAddress.map { $0 + sent }, raw.count - sent, sendFlags)
      }
      if count > 0 {
        sent += count
      } else if count < 0, errno == EINTR {
        continue
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        guard wait(descriptor, for: Int32(POLLOUT), until: deadline) == .ready else { return false }
      } else {
        return false
      }
    }
    return true
  }

  /// Ends the connection gracefully: shuts down writing, reads and discards what the client still sends (up
  /// to `limit` bytes, until `deadline`) so that closing does not reset the connection before the client
  /// read the response, then closes.
  static func finish(_ descriptor: Int32, until deadline: ContinuousClock.Instant, limit: Int = 64 * 1024) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
    var discarded = 0
    drain: while discarded < limit {
      switch receive(descriptor) {
      case .bytes(let chunk): discarded += chunk.count
      case .closed: break drain
      case .wouldBlock: guard wait(descriptor, for: Int32(POLLIN), until: deadline) == .ready else { break drain }
      }
    }
    closeDescriptor(descriptor)
  }

  /// Closes `descriptor`, ignoring EINTR (on Linux the descriptor is closed regardless).
  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

  /// `duration` as a `poll(2)` timeout: whole milliseconds, rounded up, at most a minute.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds < 60 else { return 60_000 }
    return Int32(max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
  }
}
