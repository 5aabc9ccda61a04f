/// A connection's request head as it arrives, and the parser's verdict on it: the bytes are kept, and
/// ``HTTPRequestParser`` reads them again when the verdict may have changed. Pure: chunks in, a verdict out.
///
/// Parsing again on every chunk would let a client that trickles its head byte by byte cost quadratic time
/// on the server's one loop, so the reader parses when a chunk holds an LF (a line may have ended), when
/// 1 KiB arrived since the last parse, or when a limit may have been passed; and ``settle()`` parses what is
/// left when the connection ends. The parser is monotone (once a prefix is decided, more bytes never change
/// the verdict), so however the bytes are split, ``append(_:)`` followed by ``settle()`` gives the verdict on
/// all of them (the http-request fuzz target checks that).
struct HeadReader: Hashable, Sendable {
  /// The bounds on the head.
  let limits: HTTPHeadLimits
  /// Everything received so far.
  private(set) var bytes: [UInt8] = []
  /// How many bytes the last parse saw.
  private var parsedCount = 0
  /// The verdict on the bytes parsed so far; ``HTTPHeadParse/needMore`` until one is reached.
  private(set) var verdict = HTTPHeadParse.needMore

  /// How many bytes may arrive without an LF before the reader parses anyway.
  static let parseInterval = 1024

  /// A reader with nothing received yet.
  init(limits: HTTPHeadLimits) { self.limits = limits }

  /// Adds `chunk` and returns the verdict, still ``HTTPHeadParse/needMore`` when the head is incomplete
  /// (or when a refusal is there but has not been parsed yet). Once decided, later chunks are ignored.
  @discardableResult
  mutating func append(_ chunk: [UInt8]) -> HTTPHeadParse {
    guard case .needMore = verdict, !chunk.isEmpty else { return verdict }
    let before = bytes.count
    bytes += chunk
    let crossedLimit =
      (before <= limits.requestLine && bytes.count > limits.requestLine)
      || (before <= limits.headBytes && bytes.count > limits.headBytes)
    if chunk.contains(10) || crossedLimit || bytes.count - parsedCount >= Self.parseInterval {
      parse()
    }
    return verdict
  }

  /// The verdict on everything received: parses the bytes the last parse has not seen. Called when the
  /// connection ends (its deadline passed or the client closed), so nothing received is left unjudged.
  mutating func settle() -> HTTPHeadParse {
    if case .needMore = verdict, parsedCount < bytes.count { parse() }
    return verdict
  }

  /// Parses all the bytes. Past ``HTTPHeadLimits/headBytes`` the parser has always decided; the 431 here
  /// only bounds the buffer should it not have.
  private mutating func parse() {
    parsedCount = bytes.count
    verdict = HTTPRequestParser.parse(bytes, limits: limits)
    if case .needMore = verdict, bytes.count > limits.headBytes {
      verdict = .reject(.headerFieldsTooLarge, reason: "the head is larger than \(limits.headBytes) bytes")
    }
  }
}
