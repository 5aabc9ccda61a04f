import SceneLifecycle

extension WebClipServer {
  /// Reads one request head from `connection` before the head deadline, answers it, and closes.
  func serve(_ connection: Int32) {
    let deadline = ContinuousClock.now + configuration.headTimeout
    let limits = configuration.limits
    var buffer: [UInt8] = []
    var verdict = HTTPHeadParse.needMore
    reading: while case .needMore = verdict {
      guard SocketIO.wait(connection, for: Int32(POLLIN), until: deadline) == .ready else {
        guard !buffer.isEmpty else {
          SocketIO.closeDescriptor(connection)
          return
        }
        verdict = .reject(.requestTimeout, reason: "no complete head within \(configuration.headTimeout)")
        break reading
      }
      switch SocketIO.receive(connection) {
      case .wouldBlock: continue
      case .closed:
        // The client left before its head was complete: there is no one to answer.
        SocketIO.closeDescriptor(connection)
        return
      case .bytes(let chunk):
        let before = buffer.count
        buffer += chunk
        // Parsing again only when a line may have ended or a limit may have been passed keeps a client that
        // trickles bytes one by one from costing quadratic time.
        let crossedLimit =
          (before <= limits.requestLine && buffer.count > limits.requestLine) || buffer.count > limits.headBytes
        if chunk.contains(10) || crossedLimit {
          verdict = HTTPRequestParser.parse(buffer, limits: limits)
        }
        if case .needMore = verdict, buffer.count > limits.headBytes {
          verdict = .reject(.headerFieldsTooLarge, reason: "the head is larger than \(limits.headBytes) bytes")
        }
      }
    }
    let response: HTTPResponse
    let line: String
    switch verdict {
    case .needMore:
      SocketIO.closeDescriptor(connection)
      return
    case .request(let request):
      response = configuration.responder.response(to: request)
      line =
        "\(displayText(request.method, limit: 40)) \(displayText(request.target, limit: 200)) \(response.status.rawValue)"
    case .reject(let status, let reason):
      response = WebClipResponder.refusal(status)
      line = "- - \(status.rawValue) (\(reason))"
    }
    let writeDeadline = ContinuousClock.now + configuration.writeTimeout
    let sent = SocketIO.sendAll(response.bytes, to: connection, until: writeDeadline)
    record(sent ? line : line + " (the client did not take the response)", answered: sent)
    SocketIO.finish(connection, until: min(writeDeadline, ContinuousClock.now + .milliseconds(500)))
  }
}
