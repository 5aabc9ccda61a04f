import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle
import WebClipServer

/// What `qa-sim webclip --serve` serves.
struct WebClipServeRequest: Sendable, Hashable {
  /// The `data:` URL that `Location:` carries.
  var location: String
  /// The TCP port on 127.0.0.1 and ::1; 0 lets the system pick a free one.
  var port: UInt16
  /// The path that answers 301 (starts with "/").
  var path: String
}

extension WebClipCommand {
  /// Serves `request` until SIGINT or SIGTERM; prints the bound address(es) with the real port first.
  ///
  /// Standard output gets `Serving http://127.0.0.1:PORT/path and http://[::1]:PORT/path (Ctrl-C stops)`,
  /// then one line per connection (`GET /shortcut 301`, `- - 400 (reason)`), then `Stopped on SIGTERM
  /// after N responses`, each flushed at once. A port in use or not permitted is one `Error: --port …` line
  /// on standard error and ``ExitStatus/unavailable`` (69); a stop by signal is ``ExitStatus/success``.
  static func serve(_ request: WebClipServeRequest, context: CommandContext) -> ExitStatus {
    guard request.location.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
      context.diagnostic("Error: --serve: the page's URL has characters a Location field cannot carry")
      return .failure
    }
    guard let signals = SignalRelay.install() else {
      context.diagnostic("Error: --serve: cannot set up the signal handlers")
      return .unavailable
    }
    let output = LockedLines(context.stdout)
    let configuration = WebClipServer.Configuration(
      responder: WebClipResponder(path: request.path, location: request.location), port: request.port)
    let server: WebClipServer
    switch WebClipServer.open(configuration, log: output.line) {
    case .success(let opened): server = opened
    case .failure(let error):
      context.diagnostic("Error: --port \(request.port): \(error.message)")
      return .unavailable
    }
    if !server.listeners.servesIPv6 {
      context.warn("::1 is not available on this machine; serving IPv4 only")
    }
    output.line("Serving \(server.urls.joined(separator: " and ")) (Ctrl-C stops)")
    let reason = server.run(stopDescriptor: signals)
    let cause: String
    switch reason {
    case .stopped: cause = "Stopped"
    case .signal(let number): cause = "Stopped on \(SignalRelay.name(number))"
    }
    let count = server.answeredCount
    output.line("\(cause) after \(count) \(count == 1 ? "response" : "responses")")
    return .success
  }
}

/// Writes whole lines to a sink from several threads, one at a time, flushing each at once.
final class LockedLines: @unchecked Sendable {
  private let sink: TextSink
  private let lock = Lock()

  /// Lines go to `sink`.
  init(_ sink: TextSink) { self.sink = sink }

  /// Writes `text` and a newline, then flushes.
  func line(_ text: String) {
    lock.withLock {
      sink.line(text)
      sink.flush()
    }
  }
}
