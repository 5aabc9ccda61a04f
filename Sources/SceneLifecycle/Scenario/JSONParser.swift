import QuickActions

/// Why a file is not JSON: the 1-based line and column (in characters) and what was wrong.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, counted in Unicode scalars.
  public let column: Int
  /// What is wrong, lower case without a final period.
  public let message: String
  /// For the nesting-depth limit, the JSON path of the value that opens one level too many
  /// (`steps[0].items[0][0]`); `nil` for every other error.
  public var path: String? = nil

  /// `line:column: message`, the form editors and terminals turn into a link after the file name.
  public var description: String { "\(line):\(column): \(message)" }
}

/// A strict RFC 8259 JSON parser that keeps object member order and number literals (``JSONValue``).
///
/// It rejects what RFC 8259 does not allow (comments, trailing commas, single quotes, leading zeros,
/// unescaped control characters, lone surrogates), duplicate keys in one object, invalid UTF-8 and
/// nesting deeper than ``defaultMaximumDepth``. It loops with an explicit stack instead of recursing, so
/// no input can overflow the call stack; every failure is a ``JSONSyntaxError`` with a line and column.
package struct JSONParser {
  /// How deeply arrays and objects may nest: far deeper than any scenario needs, and shallow enough that reading,
  /// replaying and reporting the deepest document allowed stays well within a 512 KiB stack, the size of Swift
  /// Testing's and Dispatch's threads on Apple's platforms (about 2 KiB a level in a debug build; the Xcode article's
  /// platform facts). The command line raises it with `--max-depth` on threads with larger stacks.
  package static let defaultMaximumDepth = 64

  /// The document's bytes.
  let bytes: [UInt8]
  /// The next byte to read.
  var index: Int
  /// How deeply arrays and objects may nest.
  let maximumDepth: Int
  /// When set (``JSONSourceMap``), the byte offset where each value starts, by its JSON path, in document order.
  var offsets: [(path: String, offset: Int)]? = nil

  /// One open array or object while parsing.
  private struct Frame {
    /// Whether it is an object (else an array).
    var isObject: Bool
    /// An array's elements so far.
    var elements: [JSONValue] = []
    /// An object's members so far.
    var members: [JSONObject.Member] = []
    /// The key whose value is being parsed (objects only).
    var key = ""
    /// The keys seen so far, to reject duplicates.
    var keys: Set<String> = []
  }

  /// A failure at a byte offset, turned into a line and column at the end.
  struct Failure: Error {
    /// Where, as a byte offset.
    let offset: Int
    /// What is wrong.
    let message: String
    /// For the nesting-depth limit, where (see ``JSONSyntaxError/path``).
    var path: String? = nil
  }

  private init(bytes: [UInt8], start: Int, maximumDepth: Int) {
    self.bytes = bytes
    self.index = start
    self.maximumDepth = maximumDepth
  }

  /// Parses one JSON document.
  /// - Parameters:
  ///   - bytes: the file's contents; a leading UTF-8 byte order mark is skipped.
  ///   - maximumDepth: how deeply arrays and objects may nest.
  /// - Returns: the document's value.
  /// - Throws: ``JSONSyntaxError`` for anything that is not well-formed UTF-8 JSON.
  package static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError)
    -> JSONValue
  {
    var ignored: [(path: String, offset: Int)]? = nil
    return try parse(bytes, maximumDepth: maximumDepth, offsets: &ignored)
  }

  /// Parses one JSON document and, when `offsets` is not `nil`, appends where each value starts to it: its JSON
  /// path (as ``ScenarioDecodingError`` paths are written) and its byte offset, in document order.
  static func parse(
    _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth, offsets: inout [(path: String, offset: Int)]?
  ) throws(JSONSyntaxError) -> JSONValue {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw JSONSyntaxError(
        line: 1, column: 1, message: "the file is UTF-16 text (it starts with a byte order mark); save it as UTF-8")
    }
    if let bad = UTF8Validation.firstInvalidOffset(in: bytes, from: start) {
      let location = location(of: bad, in: bytes, start: start)
      throw JSONSyntaxError(
        line: location.line, column: location.column,
        message: "invalid UTF-8 (byte 0x\(Hex.text(bytes[bad]))); scenario files must be UTF-8 text")
    }
    var parser = JSONParser(bytes: bytes, start: start, maximumDepth: maximumDepth)
    parser.offsets = offsets
    defer { offsets = parser.offsets }
    do {
      return try parser.parseDocument()
    } catch {
      let location = location(of: error.offset, in: bytes, start: start)
      throw JSONSyntaxError(line: location.line, column: location.column, message: error.message, path: error.path)
    }
  }

  // MARK: - Structure

  private mutating func parseDocument() throws(Failure) -> JSONValue {
    skipWhitespace()
    if index == bytes.count { throw Failure(offset: index, message: "the file is empty (expected a JSON value)") }
    var stack: [Frame] = []
    outer: while true {
      skipWhitespace()
      var value: JSONValue
      guard index < bytes.count else {
        throw Failure(offset: index, message: "unexpected end of file; expected a value")
      }
      if offsets != nil { offsets?.append((Self.path(of: stack), index)) }
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard stack.count < maximumDepth else {
          throw Failure(
            offset: index, message: "arrays and objects are nested more than \(maximumDepth) levels deep",
            path: Self.path(of: stack))
        }
        index += 1
        skipWhitespace()
        let closer = UInt8(ascii: isObject ? "}" : "]")
        if index < bytes.count, bytes[index] == closer {
          index += 1
          value = isObject ? .object(JSONObject()) : .array([])
        } else {
          var frame = Frame(isObject: isObject)
          if isObject {
            frame.key = try parseKey(existing: frame.keys)
            frame.keys.insert(frame.key)
          }
          stack.append(frame)
          continue outer
        }
      default:
        value = try parseScalar()
      }
      // Attach the finished value to its container; close every container that ends here.
      while !stack.isEmpty {
        let top = stack.count - 1
        skipWhitespace()
        let isObject = stack[top].isObject
        if isObject {
          stack[top].members.append(JSONObject.Member(key: stack[top].key, value: value))
        } else {
          stack[top].elements.append(value)
        }
        let closer = UInt8(ascii: isObject ? "}" : "]")
        guard index < bytes.count else {
          throw Failure(
            offset: index, message: "unexpected end of file; expected ',' or '\(Character(Unicode.Scalar(closer)))'")
        }
        if bytes[index] == UInt8(ascii: ",") {
          let comma = index
          index += 1
          skipWhitespace()
          if index < bytes.count, bytes[index] == closer {
            throw Failure(
              offset: comma,
              message: "trailing comma before '\(Character(Unicode.Scalar(closer)))'; JSON does not allow it")
          }
          if isObject {
            let key = try parseKey(existing: stack[top].keys)
            stack[top].keys.insert(key)
            stack[top].key = key
          }
          continue outer
        }
        guard bytes[index] == closer else {
          let what = isObject ? "an object member" : "an array element"
          throw Failure(
            offset: index,
            message:
              "expected ',' or '\(Character(Unicode.Scalar(closer)))' after \(what), found \(describe(at: index))")
        }
        index += 1
        let frame = stack.removeLast()
        value = frame.isObject ? .object(JSONObject(frame.members)) : .array(frame.elements)
      }
      skipWhitespace()
      guard index == bytes.count else {
        throw Failure(offset: index, message: "unexpected \(describe(at: index)) after the end of the JSON value")
      }
      return value
    }
  }

  /// The JSON path of the value about to be parsed inside the open containers `stack`.
  private static func path(of stack: [Frame]) -> String {
    var path = ""
    for frame in stack {
      path = frame.isObject ? JSONPath.key(path, frame.key) : JSONPath.index(path, frame.elements.count)
    }
    return path
  }

  /// Parses `"key":` and returns the key.
  mutating func parseKey(existing: Set<String>) throws(Failure) -> String {
    skipWhitespace()
    guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file; expected a key") }
    guard bytes[index] == UInt8(ascii: "\"") else {
      let hint = bytes[index] == UInt8(ascii: "'") ? "double quotes, not single quotes" : "double quotes"
      throw Failure(offset: index, message: "expected an object key in \(hint), found \(describe(at: index))")
    }
    let start = index
    let key = try parseString()
    if existing.contains(key) {
      throw Failure(offset: start, message: "duplicate key \(quoted(key)) in the same object")
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      let found = index < bytes.count ? describe(at: index) : "the end of the file"
      throw Failure(offset: index, message: "expected ':' after the key \(quoted(key)), found \(found)")
    }
    index += 1
    return key
  }

  /// The 1-based line and column (in scalars) of `offset`; the byte order mark does not count.
  static func location(of offset: Int, in bytes: [UInt8], start: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var position = start
    let end = min(offset, bytes.count)
    while position < end {
      let byte = bytes[position]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      position += 1
    }
    return (line, column)
  }
}
