#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why the listening sockets could not be opened.
package struct ListenError: Error, Hashable, Sendable {
  /// The `errno` of the call that failed.
  var code: Int32
  /// The address that failed (`127.0.0.1` or `::1`).
  var address: String

  /// `address already in use`, `permission denied`, … in lower case, naming `::1` when that was the one.
  package var message: String {
    let text: String
    switch code {
    case EADDRINUSE: text = "address already in use"
    case EACCES, EPERM: text = "permission denied"
    default: text = String(cString: strerror(code)).lowercased()
    }
    return address == LoopbackListeners.ipv4Host ? text : "\(text) on \(address)"
  }
}

/// The listening sockets: one on 127.0.0.1 and one on ::1 with the same port (IPv4 alone when the machine has
/// no ::1). Nothing binds to any other address, so the page is never served beyond this machine.
package final class LoopbackListeners: @unchecked Sendable {
  /// The IPv4 loopback address.
  static let ipv4Host = "127.0.0.1"
  /// The IPv6 loopback address.
  static let ipv6Host = "::1"

  /// The listening descriptors: IPv4 first, then IPv6 when present.
  let descriptors: [Int32]
  /// The port both listen on.
  let port: UInt16
  /// Whether ::1 is served too.
  package var servesIPv6: Bool { descriptors.count == 2 }

  private init(descriptors: [Int32], port: UInt16) {
    self.descriptors = descriptors
    self.port = port
  }

  /// The `http://` URLs of `path` on each address.
  func urls(path: String) -> [String] {
    ["http://\(Self.ipv4Host):\(port)\(path)"] + (servesIPv6 ? ["http://[\(Self.ipv6Host)]:\(port)\(path)"] : [])
  }

  /// Closes the sockets.
  func close() { descriptors.forEach(SocketIO.closeDescriptor) }

  /// Opens 127.0.0.1:`port` and [::1]:`port`. With port 0 the system picks IPv4's port and IPv6 takes the same
  /// one; if that port is taken on ::1, a few fresh ports are tried. A machine without ::1 (`EADDRNOTAVAIL`,
  /// `EAFNOSUPPORT`) is served on IPv4 alone.
  static func open(port: UInt16) -> Result<LoopbackListeners, ListenError> {
    var attempt = 0
    while true {
      attempt += 1
      let ipv4: (descriptor: Int32, port: UInt16)
      switch openListener(ipv6: false, port: port) {
      case .success(let opened): ipv4 = opened
      case .failure(let error): return .failure(error)
      }
      switch openListener(ipv6: true, port: ipv4.port) {
      case .success(let ipv6):
        return .success(LoopbackListeners(descriptors: [ipv4.descriptor, ipv6.descriptor], port: ipv4.port))
      case .failure(let error) where error.code == EADDRNOTAVAIL || error.code == EAFNOSUPPORT:
        return .success(LoopbackListeners(descriptors: [ipv4.descriptor], port: ipv4.port))
      case .failure(let error):
        SocketIO.closeDescriptor(ipv4.descriptor)
        guard port == 0, error.code == EADDRINUSE, attempt < 8 else { return .failure(error) }
      }
    }
  }

  /// Opens one listening socket on a loopback address and reads its port back.
  private static func openListener(ipv6: Bool, port: UInt16) -> Result<(descriptor: Int32, port: UInt16), ListenError> {
    let address = ipv6 ? ipv6Host : ipv4Host
    let descriptor = socket(ipv6 ? AF_INET6 : AF_INET, SocketIO.streamType, 0)
    guard descriptor >= 0 else { return .failure(ListenError(code: errno, address: address)) }
    SocketIO.prepare(descriptor)
    var one: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    if ipv6 {
      _ = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
    }
    let bound = ipv6 ? bindIPv6(descriptor, port: port) : bindIPv4(descriptor, port: port)
    // A deep queue, so that a burst of clients (a thousand at once) waits to be accepted rather than having its
    // SYNs dropped and retried a second later; the system caps it (Linux: net.core.somaxconn).
    guard let boundPort = bound, listen(descriptor, 4096) == 0 else {
      let error = ListenError(code: errno, address: address)
      SocketIO.closeDescriptor(descriptor)
      return .failure(error)
    }
    return .success((descriptor, boundPort))
  }

  /// Binds to 127.0.0.1:`port`; the bound port, or `nil` with `errno` set.
  private static func bindIPv4(_ descriptor: Int32, port: UInt16) -> UInt16? {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    return bindAndReadPort(descriptor, &address) { UInt16(bigEndian: $0.sin_port) }
  }

  /// Binds to [::1]:`port`; the bound port, or `nil` with `errno` set.
  private static func bindIPv6(_ descriptor: Int32, port: UInt16) -> UInt16? {
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_port = port.bigEndian
    address.sin6_addr = in6addr_loopback
    #if canImport(Darwin)
      address.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
    #endif
    return bindAndReadPort(descriptor, &address) { UInt16(bigEndian: $0.sin6_port) }
  }

  /// `bind(2)` then `getsockname(2)`, for either address family.
  private static func bindAndReadPort<Address>(
    _ descriptor: Int32, _ address: inout Address, port: (Address) -> UInt16
  ) -> UInt16? {
    let size = socklen_t(MemoryLayout<Address>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
    }
    guard bound == 0 else { return nil }
    var length = size
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return named == 0 ? port(address) : nil
  }
}
