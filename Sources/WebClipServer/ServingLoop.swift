import QuickActions
import SceneLifecycle

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The server's one poll loop: every connection, the listeners and the control descriptors (the wake-up
/// pipe, the signal relay) are polled together, in one `poll(2)` per turn whose timeout is the nearest
/// deadline, and whatever is ready is served without blocking. No connection has a thread; a connection that
/// stalls costs one descriptor and its buffer until its deadline, and nothing else.
///
/// The I/O is here; what each result does to a connection is ``ServerConnection``'s.
struct ServingLoop {
  /// How connections are served.
  let rules: ServerConnection.Rules
  /// The most connections open at once; one more is answered 503 and closed.
  let cap: Int
  /// Logs a line; `answered` says whether a whole response was written.
  let record: (_ line: String, _ answered: Bool) -> Void
  /// The open connections, in the order they were accepted.
  private(set) var connections: [ServerConnection] = []
  /// While the process has no descriptor left, accepting waits until then.
  private var acceptingResumes: MonotonicInstant?

  /// How many reads or writes one connection gets per turn, so that one fast client cannot hold the loop.
  static let stepsPerTurn = 8
  /// How many connections one listener hands over per turn.
  static let acceptsPerTurn = 1024
  /// How long accepting pauses when the descriptors run out.
  static let descriptorPause = TimeSpan.milliseconds(100)

  /// A loop with no connections yet.
  init(rules: ServerConnection.Rules, cap: Int, record: @escaping (_ line: String, _ answered: Bool) -> Void) {
    self.rules = rules
    self.cap = cap
    self.record = record
  }

  /// One turn: waits until a descriptor is ready, the nearest connection deadline, or `limit`; then serves
  /// what is ready, ends what is overdue, and accepts what is pending. Returns the `controls` that became
  /// readable (their bytes are the caller's to read), or `nil` when `poll(2)` itself failed.
  mutating func turn(controls: [Int32], listeners: [Int32], until limit: MonotonicInstant? = nil) -> [Int32]? {
    let start = MonotonicInstant.now
    if let resumes = acceptingResumes, resumes <= start { acceptingResumes = nil }
    let accepting = acceptingResumes == nil ? listeners : []
    var entries = (controls + accepting).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    entries.reserveCapacity(entries.count + connections.count)
    var nearest = listeners.isEmpty ? limit : [limit, acceptingResumes].compactMap { $0 }.min()
    for connection in connections {
      let events = connection.interest == .writable ? POLLOUT : POLLIN
      entries.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
      if let deadline = connection.deadline { nearest = min(nearest ?? deadline, deadline) }
    }
    let timeout = nearest.map { SocketIO.milliseconds(start.duration(to: $0)) } ?? -1
    let ready = poll(&entries, nfds_t(entries.count), timeout)
    guard ready >= 0 else { return errno == EINTR ? [] : nil }
    let now = MonotonicInstant.now
    let firstConnection = controls.count + accepting.count
    for index in connections.indices where entries[firstConnection + index].revents != 0 {
      serve(index, at: now)
    }
    for index in connections.indices {
      guard let deadline = connections[index].deadline, deadline <= now else { continue }
      apply(.deadlinePassed, to: index, at: now)
      serve(index, at: now)
    }
    // What closed this turn leaves room for what is accepted next.
    connections.removeAll { $0.interest == .nothing }
    for (offset, listener) in accepting.enumerated() where entries[controls.count + offset].revents != 0 {
      acceptPending(on: listener, at: now)
    }
    return controls.indices.filter { entries[$0].revents != 0 }.map { controls[$0] }
  }

  /// Closes every connection still open (at the end of a stop's grace).
  mutating func closeAll() {
    for connection in connections where connection.interest != .nothing {
      SocketIO.closeDescriptor(connection.descriptor)
    }
    connections = []
  }

  /// Reads or writes on connection `index` while the socket allows it and the phase wants it, up to
  /// ``stepsPerTurn`` times.
  private mutating func serve(_ index: Int, at now: MonotonicInstant) {
    let descriptor = connections[index].descriptor
    for _ in 0..<Self.stepsPerTurn {
      switch connections[index].interest {
      case .readable:
        switch SocketIO.receive(descriptor) {
        case .bytes(let chunk): apply(.received(chunk), to: index, at: now)
        case .closed: apply(.peerClosed, to: index, at: now)
        case .wouldBlock: return
        }
      case .writable:
        switch SocketIO.sendSome(connections[index].unsent, to: descriptor) {
        case .bytes(let count): apply(.wrote(count), to: index, at: now)
        case .failed: apply(.writeFailed, to: index, at: now)
        case .wouldBlock: return
        }
      case .nothing:
        return
      }
    }
  }

  /// Feeds `event` to connection `index` and carries out what it asks for.
  private mutating func apply(_ event: ServerConnection.Event, to index: Int, at now: MonotonicInstant) {
    let descriptor = connections[index].descriptor
    for action in connections[index].handle(event, at: now, rules: rules) {
      switch action {
      case .record(let line, let answered): record(line, answered)
      case .shutDownWriting: SocketIO.shutDownWriting(descriptor)
      case .close: SocketIO.closeDescriptor(descriptor)
      }
    }
  }

  /// Accepts what waits on `listener`: each connection joins the loop (and is read at once, since its
  /// request has often arrived with it), or is answered 503 when ``cap`` connections are open.
  private mutating func acceptPending(on listener: Int32, at now: MonotonicInstant) {
    for _ in 0..<Self.acceptsPerTurn {
      switch SocketIO.acceptConnection(listener) {
      case .none:
        return
      case .outOfDescriptors:
        acceptingResumes = now + Self.descriptorPause
        return
      case .connection(let descriptor):
        guard connections.count < cap else {
          let sent = SocketIO.refuse(descriptor, with: WebClipResponder.refusal(.serviceUnavailable).bytes)
          record("- - 503 (\(cap) connections are open)", sent)
          continue
        }
        connections.append(ServerConnection(descriptor: descriptor, acceptedAt: now, rules: rules))
        serve(connections.count - 1, at: now)
      }
    }
  }
}
