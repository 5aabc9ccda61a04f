import Foundation
import QuickActions
import SceneLifecycle

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The loopback HTTP/1.1 server behind `qa-sim webclip --serve`: `GET`/`HEAD` on one path answer
/// `301 Moved Permanently` to the page's `data:` URL, everything else is refused. An app cannot open a
/// `data:` URL itself, so it opens this `http://` URL and the browser follows the redirect.
///
/// Limits, all in ``Configuration``:
/// - it listens on 127.0.0.1 and ::1 only, never on another interface;
/// - a request line is at most 8 KiB (else 414), a header section at most 16 KiB and 100 fields (else 431);
/// - the whole head must arrive within 5 s of the connection (else 408 if anything came, or a silent close);
///   a response must be taken within 5 s;
/// - as many connections are open at once as the descriptor limit allows, less headroom
///   (``DescriptorBudget``); only past that does the next one get 503 and a close;
/// - one request per connection (`Connection: close`); content is never read (`GET`/`HEAD` with content get
///   400, other methods 405 before their content).
///
/// Concurrency: one thread, the one that calls ``run(stopDescriptor:)``, serves every connection from one
/// `poll(2)` loop (``ServingLoop``) with the listeners and a wake-up pipe (``stop()`` writes to it, as does
/// the signal relay). Every socket is non-blocking, each connection has its own deadlines, and every wait is
/// that one `poll(2)`, with a timeout to the nearest deadline; so a slow client holds only its descriptor.
/// The log is written by a thread of its own (``ServerLog``), so an output nobody reads never stalls the
/// loop. A stop closes the listeners first, then serves the open connections for up to
/// ``Configuration/stopGrace`` (2 s).
package final class WebClipServer: @unchecked Sendable {
  /// What to serve and the bounds on it.
  package struct Configuration: Hashable, Sendable {
    /// The path and the `Location:` it answers.
    package var responder: WebClipResponder
    /// The port; 0 lets the system pick.
    package var port: UInt16
    /// The bounds on a request head.
    package var limits = WebClipHTTPHeadLimits()
    /// How long a client has to send its whole head.
    package var headTimeout: TimeSpan = .seconds(5)
    /// How long a client has to take a response.
    package var writeTimeout: TimeSpan = .seconds(5)
    /// The most connections served at once; `nil` takes ``DescriptorBudget/connectionCap(descriptorLimit:)``
    /// of the descriptor limit, raised to the hard limit when the server opens.
    package var maxConnections: Int?
    /// After a stop, how long in-flight connections get to finish before ``run(stopDescriptor:)`` returns.
    package var stopGrace: TimeSpan = .seconds(2)

    /// Serves `responder` on `port`, with the default bounds.
    package init(responder: WebClipResponder, port: UInt16) {
      self.responder = responder
      self.port = port
    }
  }

  /// Why ``run(stopDescriptor:)`` returned.
  package enum StopReason: Hashable, Sendable {
    /// ``stop()`` was called.
    case stopped
    /// The relay delivered this signal (SIGINT, SIGTERM).
    case signal(Int32)
  }

  /// What the server serves.
  package let configuration: Configuration
  /// The listening sockets.
  package let listeners: LoopbackListeners
  /// The most connections open at once.
  package let connectionCap: Int
  /// Receives one line per connection: `GET /shortcut 301`, `- - 408 (…)`, in order, from its own thread.
  private let log: ServerLog
  /// The wake-up pipe: ``stop()`` writes to `wake.write`; the loop polls `wake.read`.
  private let wake: (read: Int32, write: Int32)
  /// Guards `answered`.
  private let lock = Lock()
  /// The responses written so far.
  private var answered = 0

  private init(
    configuration: Configuration, listeners: LoopbackListeners, wake: (read: Int32, write: Int32),
    connectionCap: Int, log: @escaping @Sendable (String) -> Void
  ) {
    self.configuration = configuration
    self.listeners = listeners
    self.wake = wake
    self.connectionCap = connectionCap
    self.log = ServerLog(sink: log)
  }

  deinit {
    SocketIO.closeDescriptor(wake.read)
    SocketIO.closeDescriptor(wake.write)
  }

  /// Opens the listeners (see ``LoopbackListeners/open(port:)``); the server does not accept until
  /// ``run(stopDescriptor:)``. Without ``Configuration/maxConnections`` it raises the process's soft
  /// descriptor limit to the hard one and takes its cap from that.
  package static func open(_ configuration: Configuration, log: @escaping @Sendable (String) -> Void = { _ in })
    -> Result<WebClipServer, ListenError>
  {
    let cap =
      configuration.maxConnections
      ?? DescriptorBudget.connectionCap(descriptorLimit: DescriptorBudget.raiseSoftLimit())
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return .failure(ListenError(code: errno, address: "pipe")) }
    pipeEnds.forEach(SocketIO.prepare)
    switch LoopbackListeners.open(port: configuration.port) {
    case .success(let listeners):
      return .success(
        WebClipServer(
          configuration: configuration, listeners: listeners, wake: (pipeEnds[0], pipeEnds[1]),
          connectionCap: max(1, cap), log: log))
    case .failure(let error):
      pipeEnds.forEach(SocketIO.closeDescriptor)
      return .failure(error)
    }
  }

  /// The port the server listens on.
  package var port: UInt16 { listeners.port }

  /// The URLs that redirect, one per loopback address.
  package var urls: [String] { listeners.urls(path: configuration.responder.path) }

  /// How many responses were written so far.
  package var answeredCount: Int { lock.withLock { answered } }

  /// Asks ``run(stopDescriptor:)`` to stop; safe from any thread, any number of times.
  package func stop() {
    var byte: UInt8 = 0
    _ = write(wake.write, &byte, 1)
  }

  /// Serves connections until ``stop()`` is called or a byte (a signal number) arrives on `stopDescriptor`;
  /// then closes the listeners, serves the open connections for up to ``Configuration/stopGrace``, closes
  /// what is left, waits (up to a second) for the log to be written, and returns why it stopped. Call it once.
  package func run(stopDescriptor: Int32? = nil) -> StopReason {
    let rules = ServerConnection.Rules(
      responder: configuration.responder, limits: configuration.limits, headTimeout: configuration.headTimeout,
      writeTimeout: configuration.writeTimeout)
    var loop = ServingLoop(rules: rules, cap: connectionCap) { [self] line, isAnswer in record(line, answered: isAnswer)
    }
    let controls = [wake.read] + (stopDescriptor.map { [$0] } ?? [])
    var reason: StopReason?
    while reason == nil {
      guard let ready = loop.turn(controls: controls, listeners: listeners.descriptors) else {
        reason = .stopped
        break
      }
      if ready.contains(wake.read) { reason = .stopped }
      if let stopDescriptor, ready.contains(stopDescriptor) {
        var byte: UInt8 = 0
        reason = read(stopDescriptor, &byte, 1) == 1 ? .signal(Int32(byte)) : .stopped
      }
    }
    listeners.close()
    let graceEnd = MonotonicInstant.now + configuration.stopGrace
    while !loop.connections.isEmpty, MonotonicInstant.now < graceEnd,
      loop.turn(controls: [], listeners: [], until: graceEnd) != nil
    {}
    loop.closeAll()
    log.flush(until: Date(timeIntervalSinceNow: 1))
    return reason ?? .stopped
  }

  /// Counts a written response and hands `line` to the log.
  private func record(_ line: String, answered isAnswer: Bool) {
    if isAnswer { lock.withLock { answered += 1 } }
    log.post(line)
  }
}
