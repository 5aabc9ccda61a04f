import QuickActions

/// Why a scenario document does not fit format version 1: where (a JSON path such as `steps[2].event`,
/// empty for the whole document) and what is wrong.
public struct ScenarioDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where, as a JSON path; empty for the document itself.
  public let path: String
  /// What is wrong, lower case without a final period.
  public let message: String

  /// `path: message`, or the message alone for the whole document.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Something odd but harmless in a scenario file; printed as a `warning:` line.
public struct ScenarioWarning: Hashable, Sendable, CustomStringConvertible {
  /// Where, as a JSON path.
  public let path: String
  /// What is odd.
  public let message: String

  /// `path: message`.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Builds the JSON paths errors point at: `app.strategy`, `steps[2].event`,
/// `app.strategy.on["sceneDidBecomeActive(_:)"][1]`.
package enum JSONPath {
  /// `base.key`, or `base["key"]` when the key is not a plain identifier (or is too long to show whole).
  package static func key(_ base: String, _ key: String) -> String {
    if key.utf8.count <= 60, isIdentifier(key) { return base.isEmpty ? key : "\(base).\(key)" }
    return "\(base)[\(Escaping.jsonString(Escaping.terminalText(key, limit: 60)))]"
  }

  /// `base[index]`.
  package static func index(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        || scalar == "$"
    }
  }
}

/// Reads one JSON object of a scenario, turning every problem into a ``ScenarioDecodingError`` at the
/// right path.
struct ObjectReader {
  /// The object.
  let object: JSONObject
  /// Its path.
  let path: String

  /// Reads `value` as an object.
  /// - Parameters:
  ///   - value: the value.
  ///   - path: where it sits.
  ///   - what: what the object is, for the error (`a scenario object`).
  init(_ value: JSONValue, path: String, what: String = "an object") throws(ScenarioDecodingError) {
    guard case .object(let object) = value else {
      throw ScenarioDecodingError(path: path, message: "expected \(what), found \(value.kindDescription)")
    }
    self.object = object
    self.path = path
  }

  /// The path of `key` in this object.
  func path(of key: String) -> String { JSONPath.key(path, key) }

  /// Fails on the first key not in `allowed`, naming the valid ones.
  func rejectUnknownKeys(allowed: [String]) throws(ScenarioDecodingError) {
    for key in object.keys where !allowed.contains(key) {
      throw ScenarioDecodingError(
        path: path(of: key),
        message: "unknown key\(suggestion(for: key, among: allowed)) (valid keys: \(allowed.joined(separator: ", ")))")
    }
  }

  /// The value of `key`, or `nil`.
  subscript(key: String) -> JSONValue? { object[key] }

  /// The value of `key`; missing is an error.
  func required(_ key: String) throws(ScenarioDecodingError) -> JSONValue {
    guard let value = object[key] else {
      throw ScenarioDecodingError(path: path(of: key), message: "required key is missing")
    }
    return value
  }

  /// The string at `key`, or `nil` when absent.
  func optionalString(_ key: String) throws(ScenarioDecodingError) -> String? {
    guard let value = object[key] else { return nil }
    return try Decode.string(value, path: path(of: key))
  }

  /// The Boolean at `key`, or `nil` when absent.
  func optionalBool(_ key: String) throws(ScenarioDecodingError) -> Bool? {
    guard let value = object[key] else { return nil }
    guard case .bool(let flag) = value else {
      throw ScenarioDecodingError(
        path: path(of: key), message: "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }
}

/// Reads single values.
enum Decode {
  /// The string `value`.
  static func string(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> String {
    guard case .string(let text) = value else {
      throw ScenarioDecodingError(path: path, message: "expected a string, found \(value.kindDescription)")
    }
    return text
  }

  /// The array `value`.
  static func array(_ value: JSONValue, path: String, of what: String) throws(ScenarioDecodingError) -> [JSONValue] {
    guard case .array(let elements) = value else {
      throw ScenarioDecodingError(path: path, message: "expected an array of \(what), found \(value.kindDescription)")
    }
    return elements
  }

  /// The name `value` stands for, looked up in `names`.
  /// - Parameters:
  ///   - value: a string.
  ///   - path: where it sits.
  ///   - what: the kind of name (`event`, `strategy`).
  ///   - names: the valid names, in the order the message lists them.
  ///   - lookup: turns a valid name into its value.
  static func name<T>(
    _ value: JSONValue, path: String, what: String, names: [String], lookup: (String) -> T?
  ) throws(ScenarioDecodingError) -> T {
    guard case .string(let text) = value else {
      throw ScenarioDecodingError(
        path: path, message: "expected \(what) name (a string), found \(value.kindDescription)")
    }
    if let result = lookup(text) { return result }
    throw unknownName(text, path: path, what: what, names: names)
  }

  /// `unknown <what> "x"; did you mean "y"? (expected one of: …)`.
  static func unknownName(_ text: String, path: String, what: String, names: [String]) -> ScenarioDecodingError {
    ScenarioDecodingError(
      path: path,
      message: "unknown \(what) \(quoted(text))\(suggestion(for: text, among: names)) "
        + "(expected one of: \(names.joined(separator: ", ")))")
  }
}

/// `; did you mean "x"?` for the closest valid name, or an empty string when none is close.
///
/// A name is close when it matches ignoring case, when it is the valid name without its argument list
/// (`sceneDidBecomeActive` for `sceneDidBecomeActive(_:)`), or when at most a quarter of its characters
/// differ.
package func suggestion(for text: String, among names: [String]) -> String {
  let lowered = text.lowercased()
  guard lowered.count <= 80 else { return "" }
  if let match = names.first(where: { $0.lowercased() == lowered }) { return "; did you mean \(quoted(match))?" }
  let stem = { (name: String) in name.split(separator: "(", maxSplits: 1).first.map { $0.lowercased() } ?? "" }
  if let match = names.first(where: { stem($0) == stem(text) && !stem(text).isEmpty }) {
    return "; did you mean \(quoted(match))?"
  }
  let scored = names.map { ($0, editDistance(lowered, $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, lowered.count / 4) else { return "" }
  return "; did you mean \(quoted(best.0))?"
}

/// The edit distance between two short strings, counting an insertion, a deletion, a substitution or a
/// swap of two neighbours (`lots` for `lost`) as one edit.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.unicodeScalars)
  let b = Array(b.unicodeScalars)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { table[i][0] = i }
  for j in 0...b.count { table[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
      }
    }
  }
  return table[a.count][b.count]
}
