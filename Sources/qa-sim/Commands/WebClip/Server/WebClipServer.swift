import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
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
/// - at most 64 connections are open at once; the next one gets 503 and is closed;
/// - one request per connection (`Connection: close`); content is never read (`GET`/`HEAD` with content get
///   400, other methods 405 before their content).
///
/// Concurrency: one thread polls the listeners and a wake-up pipe (``stop()`` writes to it, as does the
/// signal relay), accepts, and hands each connection to a thread of its own, so a slow client only ever
/// holds its own thread. Every socket is non-blocking and every wait is a `poll(2)` with a deadline. A stop
/// closes the listeners first, then waits up to ``Configuration/stopGrace`` (2 s) for in-flight connections.
final class WebClipServer: @unchecked Sendable {
  /// What to serve and the bounds on it.
  struct Configuration: Hashable, Sendable {
    /// The path and the `Location:` it answers.
    var responder: WebClipResponder
    /// The port; 0 lets the system pick.
    var port: UInt16
    /// The bounds on a request head.
    var limits = HTTPHeadLimits()
    /// How long a client has to send its whole head.
    var headTimeout: Duration = .seconds(5)
    /// How long a client has to take a response.
    var writeTimeout: Duration = .seconds(5)
    /// The most connections served at once.
    var maxConnections = 64
    /// After a stop, how long in-flight connections get to finish before ``run(stopDescriptor:)`` returns.
    var stopGrace: Duration = .seconds(2)
  }

  /// Why ``run(stopDescriptor:)`` returned.
  enum StopReason: Hashable, Sendable {
    /// ``stop()`` was called.
    case stopped
    /// The relay delivered this signal (SIGINT, SIGTERM).
    case signal(Int32)
  }

  /// What the server serves.
  let configuration: Configuration
  /// The listening sockets.
  let listeners: LoopbackListeners
  /// Receives one line per connection: `GET /shortcut 301`, `- - 408 (…)`; called from several threads, one
  /// call at a time.
  private let log: @Sendable (String) -> Void
  /// The wake-up pipe: ``stop()`` writes to `wake.write`; the accept loop polls `wake.read`.
  private let wake: (read: Int32, write: Int32)
  /// Guards `active` and `answered`; never held while writing.
  private let state = NSCondition()
  /// Serialises the log, apart from `state`, so that a stalled standard output never stalls the accept loop.
  private let logLock = NSLock()
  /// The connections being served.
  private var active = 0
  /// The responses written so far.
  private var answered = 0

  private init(
    configuration: Configuration, listeners: LoopbackListeners, wake: (read: Int32, write: Int32),
    log: @escaping @Sendable (String) -> Void
  ) {
    self.configuration = configuration
    self.listeners = listeners
    self.wake = wake
    self.log = log
  }

  deinit {
    SocketIO.closeDescriptor(wake.read)
    SocketIO.closeDescriptor(wake.write)
  }

  /// Opens the listeners (see ``LoopbackListeners/open(port:)``); the server does not accept until
  /// ``run(stopDescriptor:)``.
  static func open(_ configuration: Configuration, log: @escaping @Sendable (String) -> Void = { _ in })
    -> Result<WebClipServer, ListenError>
  {
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return .failure(ListenError(code: errno, address: "pipe")) }
    pipeEnds.forEach(SocketIO.prepare)
    switch LoopbackListeners.open(port: configuration.port) {
    case .success(let listeners):
      return .success(
        WebClipServer(
          configuration: configuration, listeners: listeners, wake: (pipeEnds[0], pipeEnds[1]), log: log))
    case .failure(let error):
      pipeEnds.forEach(SocketIO.closeDescriptor)
      return .failure(error)
    }
  }

  /// The port the server listens on.
  var port: UInt16 { listeners.port }

  /// The URLs that redirect, one per loopback address.
  var urls: [String] { listeners.urls(path: configuration.responder.path) }

  /// How many responses were written so far.
  var answeredCount: Int { state.withLock { answered } }

  /// Asks ``run(stopDescriptor:)`` to stop; safe from any thread, any number of times.
  func stop() {
    var byte: UInt8 = 0
    _ = write(wake.write, &byte, 1)
  }

  /// Accepts and serves connections until ``stop()`` is called or a byte (a signal number) arrives on
  /// `stopDescriptor`; then closes the listeners, gives in-flight connections ``Configuration/stopGrace``
  /// to finish, and returns why it stopped. Call it once.
  func run(stopDescriptor: Int32? = nil) -> StopReason {
    var entries = (listeners.descriptors + [wake.read] + (stopDescriptor.map { [$0] } ?? [])).map {
      pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
    }
    let listenerCount = listeners.descriptors.count
    var reason: StopReason?
    while reason == nil {
      for index in entries.indices { entries[index].revents = 0 }
      guard poll(&entries, nfds_t(entries.count), -1) >= 0 else {
        if errno == EINTR { continue }
        reason = .stopped
        break
      }
      if entries[listenerCount].revents != 0 { reason = .stopped }
      if stopDescriptor != nil, entries[listenerCount + 1].revents != 0 {
        var byte: UInt8 = 0
        reason = read(entries[listenerCount + 1].fd, &byte, 1) == 1 ? .signal(Int32(byte)) : .stopped
      }
      guard reason == nil else { break }
      for index in 0..<listenerCount where entries[index].revents != 0 {
        while let connection = SocketIO.acceptConnection(entries[index].fd) { admit(connection) }
      }
    }
    listeners.close()
    let graceEnd = Date(timeIntervalSinceNow: seconds(configuration.stopGrace))
    state.withLock {
      while active > 0, state.wait(until: graceEnd) {}
    }
    return reason ?? .stopped
  }

  /// Serves `connection` on a thread of its own, or refuses it with 503 when the cap is reached.
  private func admit(_ connection: Int32) {
    let admitted = state.withLock {
      guard active < configuration.maxConnections else { return false }
      active += 1
      return true
    }
    guard admitted else {
      let refusal = WebClipResponder.refusal(.serviceUnavailable)
      // Never waits: the accept loop must not stall. The send fits an empty socket buffer, and what the client
      // already sent is read away so that the close is not a reset that could discard the 503.
      _ = SocketIO.sendAll(refusal.bytes, to: connection, until: .now)
      SocketIO.finish(connection, until: .now)
      record("- - 503 (\(configuration.maxConnections) connections are open)", waiting: false)
      return
    }
    Thread.detachNewThread { [self] in
      serve(connection)
      state.withLock {
        active -= 1
        state.broadcast()
      }
    }
  }

  /// Logs `line`, one caller at a time, and counts it as an answer unless it says nothing was sent. With
  /// `waiting` false (the accept loop) the line is dropped when another thread is writing, so that a
  /// standard output nobody reads never blocks accepting and stopping.
  func record(_ line: String, answered isAnswer: Bool = true, waiting: Bool = true) {
    if isAnswer { state.withLock { answered += 1 } }
    if waiting {
      logLock.lock()
    } else {
      guard logLock.try() else { return }
    }
    log(line)
    logLock.unlock()
  }

  /// `duration` in seconds.
  private func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}
