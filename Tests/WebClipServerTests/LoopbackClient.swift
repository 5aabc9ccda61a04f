import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A raw TCP client for the server tests: it connects to 127.0.0.1 or ::1, sends bytes and reads until the
/// server closes, every step bounded by a timeout so a broken server fails a test instead of hanging it.
final class LoopbackClient {
  /// The loopback address to connect to.
  enum Host: String, CaseIterable {
    /// 127.0.0.1.
    case ipv4 = "127.0.0.1"
    /// ::1.
    case ipv6 = "::1"
  }

  /// The connected socket.
  let descriptor: Int32

  /// Connects to `host`:`port`, or returns `nil` (refused, or no such address).
  init?(_ host: Host, port: UInt16, timeout: Double = 5) {
    #if canImport(Darwin)
      let type = SOCK_STREAM
    #else
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #endif
    descriptor = socket(host == .ipv4 ? AF_INET : AF_INET6, type, 0)
    guard descriptor >= 0 else { return nil }
    var limit = timeval()
    limit.tv_sec = .init(timeout)
    limit.tv_usec = .init(timeout.truncatingRemainder(dividingBy: 1) * 1e6)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let connected: Int32
    switch host {
    case .ipv4:
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
      connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    case .ipv6:
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      address.sin6_addr = in6addr_loopback
      connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
  }

  deinit { close(descriptor) }

  /// Sends `text`; `false` when the server has gone.
  @discardableResult
  func transmit(_ text: String) -> Bool { transmit(Array(text.utf8)) }

  /// Sends `bytes`; `false` when the server has gone.
  @discardableResult
  func transmit(_ bytes: [UInt8]) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress.map { $0 + sent }, $0.count - sent, flags) }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Everything the server sends until it closes (or the timeout passes), as text.
  func readAll() -> String {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        received += chunk.prefix(count)
      } else if count < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Whether the server has sent something or closed, without waiting.
  var hasPendingInput: Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  /// Sends `request` on a new connection and returns everything the server answers.
  static func exchange(_ request: String, _ host: Host = .ipv4, port: UInt16) -> String {
    guard let client = LoopbackClient(host, port: port) else { return "(connection refused)" }
    client.transmit(request)
    return client.readAll()
  }
}
