import Foundation
import SceneLifecycle
import XCTest

/// Where each value of a JSON file starts, by its path: every value of real scenario files found where its text is.
final class JSONSourceMapTests: XCTestCase {
  /// Every value of `value` with its path, in document order, walked apart from the parser.
  private func walk(_ value: JSONValue, path: String = "") -> [(path: String, value: JSONValue)] {
    var values = [(path, value)]
    switch value {
    case .array(let elements):
      for (index, element) in elements.enumerated() { values += walk(element, path: JSONPath.index(path, index)) }
    case .object(let object):
      for member in object.members { values += walk(member.value, path: JSONPath.key(path, member.key)) }
    case .null, .bool, .number, .string: break
    }
    return values
  }

  /// The text from `location` to the end of its line, found by splitting the file into lines and scalars.
  private func text(at location: JSONSourceLocation, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(location.line - 1) else { return "" }
    let scalars = lines[location.line - 1].unicodeScalars
    guard scalars.count >= location.column - 1 else { return "" }
    return String(String.UnicodeScalarView(scalars.dropFirst(location.column - 1)))
  }

  func testEveryValueOfTheShippedScenariosIsFoundWhereItsTextStarts() throws {
    let files = [
      "handledTwiceOnColdLaunch.json", "coldLaunch.json", "multiwindow/routeByCan.json", "webClipWarm.json",
      "deferredCompletion.json",
    ]
    for name in files {
      let data = try Data(contentsOf: scenariosDirectory.appendingPathComponent(name))
      let bytes = [UInt8](data)
      let source = String(decoding: bytes, as: UTF8.self)
      let map = try JSONSourceMap(bytes)
      let values = walk(try JSONParser.parse(bytes))
      XCTAssertEqual(map.paths, values.map(\.path), name)
      XCTAssertGreaterThan(values.count, 10, name)
      for (path, value) in values {
        guard let location = map.location(of: path) else {
          XCTFail("\(name): no location for \(path)")
          continue
        }
        let rest = text(at: location, in: source)
        let expected: String
        switch value {
        case .object: expected = "{"
        case .array: expected = "["
        case .null, .bool, .number, .string: expected = JSONSerializer().compact(value)
        }
        XCTAssertTrue(rest.hasPrefix(expected), "\(name) \(path) at \(location): \(rest.prefix(40)) ≠ \(expected)")
      }
    }
  }

  func testColumnsCountScalarsAndSkipTheByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"é\": \"ü\",\n  \"n\": [1, {\"a b\": true}]}".utf8)
    let map = try JSONSourceMap(bytes)
    XCTAssertEqual(map.location(of: ""), JSONSourceLocation(line: 1, column: 1))
    XCTAssertEqual(map.location(of: #"["é"]"#), JSONSourceLocation(line: 1, column: 7))
    XCTAssertEqual(map.location(of: "n[1]"), JSONSourceLocation(line: 2, column: 12))
    XCTAssertEqual(map.location(of: #"n[1]["a b"]"#), JSONSourceLocation(line: 2, column: 20))
    XCTAssertNil(map.location(of: "n[2]"))
  }

  func testAMissingPathFallsBackToItsNearestAncestor() throws {
    let map = try JSONSourceMap(Array("{\n\"steps\": [\n{}],\n\"expect\": {\n\"trace\": []}}".utf8))
    XCTAssertEqual(map.nearestLocation(of: "steps[4]"), map.location(of: "steps"))
    XCTAssertEqual(map.nearestLocation(of: "expect.handled"), JSONSourceLocation(line: 4, column: 11))
    XCTAssertEqual(map.nearestLocation(of: "app.strategy"), JSONSourceLocation(line: 1, column: 1))
    XCTAssertEqual(JSONSourceMap.parent(of: #"a["x[\"y"][3]"#), #"a["x[\"y"]"#)
    XCTAssertEqual(JSONSourceMap.parent(of: #"a["x[\"y"]"#), "a")
    XCTAssertEqual(JSONSourceMap.parent(of: "expect.trace"), "expect")
    XCTAssertEqual(JSONSourceMap.parent(of: "steps"), "")
    XCTAssertNil(JSONSourceMap.parent(of: ""))
  }

  func testAFileThatIsNotJSONThrowsTheParsersError() {
    let bytes = Array("{\n  \"a\": 1,\n}".utf8)
    var parserError: JSONSyntaxError?
    do { _ = try JSONParser.parse(bytes) } catch { parserError = error }
    XCTAssertNotNil(parserError)
    XCTAssertThrowsError(try JSONSourceMap(bytes)) { error in XCTAssertEqual(error as? JSONSyntaxError, parserError) }
  }
}
