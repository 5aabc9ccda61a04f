/// A place in a JSON file: the 1-based line and column, the column counted in Unicode scalars and a leading byte
/// order mark not counted, as ``JSONSyntaxError`` counts them.
public struct JSONSourceLocation: Hashable, Sendable {
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, counted in Unicode scalars.
  public let column: Int

  /// The place at `line` and `column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// Where each value of a JSON document starts in its file, by JSON path (`steps[3]`, `expect.trace[2]`,
/// `expect.handled`; the document itself is the empty path), written as scenario decoding errors write paths
/// (``ScenarioDecodingError/path``).
///
/// One parse by ``JSONParser`` in its recording mode builds it, so it sees the file exactly as decoding does.
package struct JSONSourceMap: Sendable {
  /// The file's bytes.
  private let bytes: [UInt8]
  /// Where the document starts (after a byte order mark).
  private let start: Int
  /// The byte offset of each value, by path.
  private let offsets: [String: Int]
  /// Every value's path, in document order.
  package let paths: [String]
  /// The document.
  package let document: JSONValue

  /// The map of the JSON document in `bytes`.
  /// - Throws: ``JSONSyntaxError`` when `bytes` is not a JSON document, exactly as ``JSONParser/parse(_:maximumDepth:)``.
  package init(_ bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) throws(JSONSyntaxError) {
    var recorded: [(path: String, offset: Int)]? = []
    document = try JSONParser.parse(bytes, maximumDepth: maximumDepth, offsets: &recorded)
    self.bytes = bytes
    self.start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let values = recorded ?? []
    self.paths = values.map(\.path)
    self.offsets = Dictionary(values.map { ($0.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
  }

  /// Where the value at `path` starts, or `nil` when the document has no value there.
  package func location(of path: String) -> JSONSourceLocation? {
    guard let offset = offsets[path] else { return nil }
    let found = JSONParser.location(of: offset, in: bytes, start: start)
    return JSONSourceLocation(line: found.line, column: found.column)
  }

  /// Where the value at `path` starts or, when the document has none there, its nearest ancestor that it has
  /// (`expect` for a missing `expect.handled`, `steps` for `steps[9]` of a file with fewer steps); line 1,
  /// column 1 when not even the document is there.
  package func nearestLocation(of path: String) -> JSONSourceLocation {
    var candidate = path
    while true {
      if let found = location(of: candidate) { return found }
      guard let parent = Self.parent(of: candidate) else { return JSONSourceLocation(line: 1, column: 1) }
      candidate = parent
    }
  }

  /// The path that contains `path` (`expect` for `expect.trace`, `steps` for `steps[2]` and for `steps["a b"]`),
  /// or `nil` for the document itself.
  package static func parent(of path: String) -> String? {
    guard !path.isEmpty else { return nil }
    if path.hasSuffix("]") {
      // `[12]`, or a quoted key `["…"]` whose text is a JSON string: cut at the last `[` that opens it.
      let characters = Array(path)
      let quoted = path.hasSuffix("\"]")
      var index = characters.count - 2
      while index >= 0 {
        if characters[index] == "[", !quoted || (index + 1 < characters.count && characters[index + 1] == "\"") {
          return String(characters[..<index])
        }
        index -= 1
      }
      return ""
    }
    guard let dot = path.lastIndex(of: ".") else { return "" }
    return String(path[..<dot])
  }
}
