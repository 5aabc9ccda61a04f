import Foundation
import SceneLifecycle
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Many ``LoopbackClient``s read at once: one `poll(2)` over all of them, recording for each what the server
/// sent and when it closed, so a load test can say how long every client waited. Bounded by a deadline.
final class LoopbackCrowd {
  /// What one client got.
  struct Outcome {
    /// Everything the server sent, as text.
    var answer = ""
    /// When the server closed the connection; `nil` if it had not by the deadline.
    var closedAt: MonotonicInstant?

    /// The status code of the answer (`301`), or `nil`.
    var status: Int? {
      guard answer.hasPrefix("HTTP/1.1 ") else { return nil }
      return Int(answer.dropFirst("HTTP/1.1 ".count).prefix(3))
    }
  }

  /// The clients, in order.
  let clients: [LoopbackClient]

  /// A crowd of `clients`.
  init(_ clients: [LoopbackClient]) { self.clients = clients }

  /// Reads every client until the server closes it or `timeout` seconds pass; one outcome per client.
  func readAll(timeout: Double = 10) -> [Outcome] {
    var outcomes = [Outcome](repeating: Outcome(), count: clients.count)
    var received = [[UInt8]](repeating: [], count: clients.count)
    var open = Array(clients.indices)
    let deadline = MonotonicInstant.now + .milliseconds(Int(timeout * 1000))
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !open.isEmpty {
      let left = MonotonicInstant.now.duration(to: deadline)
      guard left > .zero else { break }
      var entries = open.map { pollfd(fd: clients[$0].descriptor, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&entries, nfds_t(entries.count), Int32(min(1000, left / .milliseconds(1))) + 1)
      guard ready > 0 else { continue }
      let now = MonotonicInstant.now
      var stillOpen: [Int] = []
      for (entry, index) in zip(entries, open) {
        guard entry.revents != 0 else {
          stillOpen.append(index)
          continue
        }
        let count = chunk.withUnsafeMutableBytes { recv(clients[index].descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
          received[index] += chunk.prefix(count)
          stillOpen.append(index)
        } else if count < 0, errno == EINTR {
          stillOpen.append(index)
        } else {
          outcomes[index].closedAt = now
        }
      }
      open = stillOpen
    }
    for index in clients.indices { outcomes[index].answer = String(decoding: received[index], as: UTF8.self) }
    return outcomes
  }
}
