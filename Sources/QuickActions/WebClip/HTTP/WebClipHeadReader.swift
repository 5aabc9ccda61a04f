/// A connection's request head as it arrives, and the parser's verdict on it: the bytes are kept, and
/// ``WebClipHTTPRequestParser`` reads them all again when the verdict may have changed. Pure: chunks in, a verdict out.
///
/// Parsing again on every chunk, or at every line end, would let a client that trickles its head (a byte or a
/// line at a time) cost the server's one loop time quadratic in the head's length. So the reader parses when
/// an empty line arrives (the end of a head, with CRLF or a bare LF), when the bytes have doubled since the
/// last parse (from 1 KiB on), and when a limit may have been passed, which keeps the parsing linear in the
/// head; and ``settle()`` parses what is left when the connection ends. The parser is monotone (once a prefix is
/// decided, more bytes never change the verdict), so however the bytes are split, ``append(_:)`` followed by
/// ``settle()`` gives the verdict on all of them (the http-request fuzz target checks that); a malformed line
/// within a short head is answered at the head's end rather than at the line's.
public struct WebClipHeadReader: Hashable, Sendable {
  /// The bounds on the head.
  public let limits: WebClipHTTPHeadLimits
  /// Everything received so far.
  public private(set) var bytes: [UInt8] = []
  /// How many bytes the last parse saw.
  private var parsedCount = 0
  /// The verdict on the bytes parsed so far; ``WebClipHTTPHeadParse/needMore`` until one is reached.
  public private(set) var verdict = WebClipHTTPHeadParse.needMore
  /// How many times the bytes were parsed: at most about 16 for any head within the limits, however it is
  /// split (the tests and the fuzz target hold the reader to that).
  public private(set) var parseCount = 0

  /// How many bytes may arrive without an empty line before the reader first parses anyway.
  public static let firstParse = 1024

  /// A reader with nothing received yet.
  public init(limits: WebClipHTTPHeadLimits) { self.limits = limits }

  /// Adds `chunk` and returns the verdict, still ``WebClipHTTPHeadParse/needMore`` when the head is incomplete
  /// (or when a refusal is there but has not been parsed yet). Once decided, later chunks are ignored.
  @discardableResult
  public mutating func append(_ chunk: some Collection<UInt8>) -> WebClipHTTPHeadParse {
    guard case .needMore = verdict, !chunk.isEmpty else { return verdict }
    let before = bytes.count
    bytes += chunk
    let crossedLimit =
      (before <= limits.requestLine && bytes.count > limits.requestLine)
      || (before <= limits.headBytes && bytes.count > limits.headBytes)
    if crossedLimit || bytes.count >= max(Self.firstParse, 2 * parsedCount) || completesAnEmptyLine(from: before) {
      parse()
    }
    return verdict
  }

  /// Whether the bytes from `start` on complete an empty line (`LF LF` or `LF CR LF`, looking back two bytes
  /// across the previous chunk).
  private func completesAnEmptyLine(from start: Int) -> Bool {
    var index = max(1, start)
    while index < bytes.count {
      if bytes[index] == 10, bytes[index - 1] == 10 || (index >= 2 && bytes[index - 1] == 13 && bytes[index - 2] == 10)
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// The verdict on everything received: parses the bytes the last parse has not seen. Called when the
  /// connection ends (its deadline passed or the client closed), so nothing received is left unjudged.
  public mutating func settle() -> WebClipHTTPHeadParse {
    if case .needMore = verdict, parsedCount < bytes.count { parse() }
    return verdict
  }

  /// Parses all the bytes. Past ``WebClipHTTPHeadLimits/headBytes`` the parser has always decided; the 431 here
  /// only bounds the buffer should it not have.
  private mutating func parse() {
    parseCount += 1
    parsedCount = bytes.count
    verdict = WebClipHTTPRequestParser.parse(bytes, limits: limits)
    if case .needMore = verdict, bytes.count > limits.headBytes {
      verdict = .reject(.headerFieldsTooLarge, reason: "the head is larger than \(limits.headBytes) bytes")
    }
  }
}
