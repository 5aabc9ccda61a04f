#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Turns SIGINT and SIGTERM into a byte on a pipe that the accept loop polls with its listeners (the
/// self-pipe trick), so a signal that lands at any moment, on any thread, is seen by the loop on its next
/// `poll(2)` and nothing but `write(2)` runs in the handler. SIGPIPE is ignored, so a client that goes away
/// mid-response never kills the process.
package enum SignalRelay {
  /// The pipe, made once per process and never closed, so the handler never writes to a reused descriptor.
  static let pipeEnds: (read: Int32, write: Int32)? = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    ends.forEach(SocketIO.prepare)
    relayDescriptor = ends[1]
    return (ends[0], ends[1])
  }()

  /// Installs the handlers and returns the descriptor to poll (each byte read is a signal number), or `nil`
  /// when no pipe can be made. Bytes left from an earlier run in the same process are discarded first.
  package static func install() -> Int32? {
    guard let pipeEnds else { return nil }
    var byte: UInt8 = 0
    while read(pipeEnds.read, &byte, 1) == 1 {}
    _ = signal(SIGPIPE, SIG_IGN)
    _ = signal(SIGINT, relaySignal)
    _ = signal(SIGTERM, relaySignal)
    return pipeEnds.read
  }

  /// The signal's name for the closing line (`SIGTERM`).
  package static func name(_ number: Int32) -> String {
    number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
  }
}

/// The write end of ``SignalRelay/pipeEnds``, stored before any handler is installed and never changed after.
nonisolated(unsafe) private var relayDescriptor: Int32 = -1

/// The handler: writes the signal number to the pipe (async-signal-safe), keeping `errno` as it was.
private func relaySignal(_ number: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(relayDescriptor, &byte, 1)
  errno = saved
}
