import Foundation
import TestSupport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A tiny HTTP/1.1 listener on 127.0.0.1 for the browser tests: it records the request target of every
/// request it gets and answers each with a small "landed" page naming that target.
final class LoopbackRecorder: @unchecked Sendable {
  /// The port it listens on (chosen by the system).
  let port: UInt16
  /// The listening socket.
  private let listener: Int32
  /// Guards ``stopping``.
  private let lock = NSLock()
  /// The request targets seen, in order.
  private let targets = LockedList<String>()
  /// Whether ``stop()`` was called.
  private var stopping = false
  /// Signalled when the accepting thread has ended.
  private let ended = DispatchSemaphore(value: 0)

  /// Why the listener could not start.
  struct StartError: Error, CustomStringConvertible {
    /// The failed call and its errno.
    let description: String
  }

  /// Starts listening on 127.0.0.1 on a free port.
  init() throws {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw StartError(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard bound == 0, named == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw StartError(description: "bind/listen on 127.0.0.1: errno \(errno)")
    }
    listener = descriptor
    port = UInt16(bigEndian: address.sin_port)
    Thread { [self] in acceptUntilStopped() }.start()
  }

  /// `http://127.0.0.1:<port>` followed by `path`.
  func url(_ path: String) -> String { "http://127.0.0.1:\(port)" + path }

  /// The request targets seen so far (`/landed?x=1`), in order.
  var requests: [String] { targets.elements }

  /// Stops accepting and closes the listener.
  func stop() {
    lock.withLock { stopping = true }
    ended.wait()
    close(listener)
  }

  /// Accepts connections, each answered on its own thread, until ``stop()``.
  private func acceptUntilStopped() {
    defer { ended.signal() }
    while !lock.withLock({ stopping }) {
      var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 50) > 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      Thread { [self] in answer(client) }.start()
    }
  }

  /// Reads one request's head from `client`, records its target and answers with the landing page.
  private func answer(_ client: Int32) {
    defer { close(client) }
    var timeout = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end = Array("\r\n\r\n".utf8)
    while received.count < 65_536 {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received += buffer[0..<count]
      if received.count >= end.count,
        received.indices.dropLast(end.count - 1).contains(where: {
          Array(received[$0..<$0 + end.count]) == end
        })
      {
        break
      }
    }
    let requestLine = String(decoding: received.prefix { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
    let parts = requestLine.split(separator: " ")
    guard parts.count == 3 else { return }
    let target = String(parts[1])
    targets.append(target)
    let body = Array(
      "<!DOCTYPE html><html><head><title>landed</title></head><body><p id=\"landed\">landed</p></body></html>".utf8)
    let head = Array(
      ("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        + "Connection: close\r\n\r\n").utf8)
    let response = head + body
    var sent = 0
    while sent < response.count {
      let count = response[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard count > 0 else { return }
      sent += count
    }
  }
}
