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
  /// A placeholder until the server lands (the server helper's branch replaces this file).
  static func serve(_ request: WebClipServeRequest, context: CommandContext) -> ExitStatus {
    context.diagnostic("Error: --serve: the server is not in this build")
    return .failure
  }
}
