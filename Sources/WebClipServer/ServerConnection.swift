import QuickActions
import SceneLifecycle

/// One client connection of ``WebClipServer``, as a value: what it waits for, until when, and what each
/// thing that happens on its socket does to it. No socket call is made here: ``ServingLoop`` performs the
/// I/O that ``interest`` asks for, feeds back what happened as an ``Event``, and carries out the ``Action``s
/// that come back, so every path (a head in pieces, a partial write, each deadline) is tested without sockets.
///
/// A connection reads one request head before the head deadline, writes one response before the write
/// deadline, then shuts down its writing side and reads away what the client still sends for a moment, so
/// that closing does not reset the connection before the client has read the response.
struct ServerConnection: Hashable, Sendable {
  /// Where the connection is.
  enum Phase: Hashable, Sendable {
    /// Receiving the request head until `deadline` (the head deadline, counted from the accept).
    case reading(WebClipHeadReader, deadline: MonotonicInstant)
    /// Writing a response as the socket takes it.
    case writing(Outgoing)
    /// The response is written and the writing side shut down; what the client still sends, up to `left`
    /// bytes, is read away until `deadline`.
    case draining(left: Int, deadline: MonotonicInstant)
    /// Done: the descriptor is to be closed.
    case closed
  }

  /// A response being written.
  struct Outgoing: Hashable, Sendable {
    /// The response's bytes.
    var bytes: [UInt8]
    /// How many of them the socket has taken.
    var sent: Int
    /// The log line, written once the response is.
    var line: String
    /// When a client that has not taken the whole response is given up on.
    var deadline: MonotonicInstant
  }

  /// What happened on the socket.
  enum Event: Hashable, Sendable {
    /// Bytes arrived.
    case received([UInt8])
    /// The client closed its side or reset the connection.
    case peerClosed
    /// The socket took this many more bytes of the response.
    case wrote(Int)
    /// Writing failed (the client is gone).
    case writeFailed
    /// The phase's deadline passed.
    case deadlinePassed
  }

  /// What the loop must do after an event.
  enum Action: Hashable, Sendable {
    /// Log `line`; `answered` says whether a whole response was written.
    case record(String, answered: Bool)
    /// Shut down the socket's writing side.
    case shutDownWriting
    /// Close the descriptor.
    case close
  }

  /// What the connection waits for.
  enum Interest: Hashable, Sendable {
    /// Bytes from the client (`POLLIN`).
    case readable
    /// Room in the socket's send buffer (`POLLOUT`).
    case writable
    /// Nothing: it is closed.
    case nothing
  }

  /// How the connection is served.
  struct Rules: Hashable, Sendable {
    /// The routes and the `Location:`.
    var responder: WebClipResponder
    /// The bounds on the head.
    var limits: WebClipHTTPHeadLimits
    /// How long the client has for its whole head.
    var headTimeout: TimeSpan
    /// How long the client has to take the response.
    var writeTimeout: TimeSpan
    /// How long, at most, what the client sends after the response is read away.
    var drainTime: TimeSpan = .milliseconds(500)
    /// The most bytes read away after the response.
    var drainBytes = 64 * 1024
    /// The 301 response's bytes to `GET` and to `HEAD`, made once from ``responder`` and shared by every connection
    /// that answers it (arrays share their storage until written to): a copy per connection of a response with
    /// large icons in its `Location:` took 900 clients that never read to 1.5 GiB (issue 40).
    let redirect: (get: [UInt8], head: [UInt8])

    /// Rules for serving with `responder` under these bounds.
    init(
      responder: WebClipResponder, limits: WebClipHTTPHeadLimits, headTimeout: TimeSpan, writeTimeout: TimeSpan,
      drainTime: TimeSpan = .milliseconds(500), drainBytes: Int = 64 * 1024
    ) {
      self.responder = responder
      self.limits = limits
      self.headTimeout = headTimeout
      self.writeTimeout = writeTimeout
      self.drainTime = drainTime
      self.drainBytes = drainBytes
      redirect = (responder.redirect(sendsBody: true).bytes, responder.redirect(sendsBody: false).bytes)
    }

    static func == (lhs: Rules, rhs: Rules) -> Bool {
      lhs.responder == rhs.responder && lhs.limits == rhs.limits && lhs.headTimeout == rhs.headTimeout
        && lhs.writeTimeout == rhs.writeTimeout && lhs.drainTime == rhs.drainTime && lhs.drainBytes == rhs.drainBytes
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(responder)
      hasher.combine(headTimeout)
    }

    /// The bytes of `response`: the shared ones of the redirect, else its own.
    func bytes(of response: WebClipHTTPResponse) -> [UInt8] {
      guard response.status == .movedPermanently else { return response.bytes }
      return response.sendsBody ? redirect.get : redirect.head
    }
  }

  /// The socket.
  let descriptor: Int32
  /// Where it is.
  private(set) var phase: Phase

  /// A connection accepted at `now`: it reads its head until `now` plus the head timeout.
  init(descriptor: Int32, acceptedAt now: MonotonicInstant, rules: Rules) {
    self.descriptor = descriptor
    phase = .reading(WebClipHeadReader(limits: rules.limits), deadline: now + rules.headTimeout)
  }

  /// What the connection waits for now.
  var interest: Interest {
    switch phase {
    case .reading, .draining: .readable
    case .writing: .writable
    case .closed: .nothing
    }
  }

  /// The current phase's deadline; `nil` once closed.
  var deadline: MonotonicInstant? {
    switch phase {
    case .reading(_, let deadline), .draining(_, let deadline): deadline
    case .writing(let outgoing): outgoing.deadline
    case .closed: nil
    }
  }

  /// The part of the response the socket has not taken yet (empty unless writing).
  var unsent: ArraySlice<UInt8> {
    guard case .writing(let outgoing) = phase else { return [] }
    return outgoing.bytes[outgoing.sent...]
  }

  /// Applies `event`, which happened at `now`, and returns what the loop must do.
  mutating func handle(_ event: Event, at now: MonotonicInstant, rules: Rules) -> [Action] {
    switch phase {
    case .reading(var reader, let deadline):
      // The phase lets go of the reader while it changes, so that appending does not copy the buffer.
      phase = .closed
      switch event {
      case .received(let chunk):
        let verdict = reader.append(chunk)
        guard case .needMore = verdict else { return respond(to: verdict, at: now, rules: rules) }
        phase = .reading(reader, deadline: deadline)
        return []
      case .peerClosed, .deadlinePassed:
        let verdict = reader.settle()
        guard case .needMore = verdict else { return respond(to: verdict, at: now, rules: rules) }
        // A client that sent nothing, or left before its head was complete, is closed without an answer.
        guard event == .deadlinePassed, !reader.bytes.isEmpty else { return close() }
        return respond(
          to: .reject(.requestTimeout, reason: "no complete head within \(rules.headTimeout)"), at: now, rules: rules)
      case .wrote, .writeFailed:
        phase = .reading(reader, deadline: deadline)
        return []
      }
    case .writing(var outgoing):
      switch event {
      case .wrote(let count):
        outgoing.sent = min(outgoing.bytes.count, outgoing.sent + max(0, count))
        guard outgoing.sent == outgoing.bytes.count else {
          phase = .writing(outgoing)
          return []
        }
        phase = .draining(left: rules.drainBytes, deadline: min(outgoing.deadline, now + rules.drainTime))
        return [.record(outgoing.line, answered: true), .shutDownWriting]
      case .writeFailed, .peerClosed, .deadlinePassed:
        return [.record(outgoing.line + " (the client did not take the response)", answered: false)] + close()
      case .received:
        return []
      }
    case .draining(let left, let deadline):
      switch event {
      case .received(let chunk) where chunk.count < left:
        phase = .draining(left: left - chunk.count, deadline: deadline)
        return []
      case .received, .peerClosed, .deadlinePassed:
        return close()
      case .wrote, .writeFailed:
        return []
      }
    case .closed:
      return []
    }
  }

  /// Starts writing the response to `verdict` (which is not needs-more).
  private mutating func respond(to verdict: WebClipHTTPHeadParse, at now: MonotonicInstant, rules: Rules)
    -> [Action]
  {
    let response: WebClipHTTPResponse
    let line: String
    switch verdict {
    case .needMore:
      return close()
    case .request(let request):
      response = rules.responder.response(to: request)
      line =
        "\(Escaping.terminalText(request.method, limit: 40)) \(Escaping.terminalText(request.target, limit: 200)) \(response.status.rawValue)"
    case .reject(let status, let reason):
      response = WebClipResponder.refusal(status)
      line = "- - \(status.rawValue) (\(reason))"
    }
    phase = .writing(
      Outgoing(bytes: rules.bytes(of: response), sent: 0, line: line, deadline: now + rules.writeTimeout))
    return []
  }

  /// Ends the connection.
  private mutating func close() -> [Action] {
    phase = .closed
    return [.close]
  }
}
