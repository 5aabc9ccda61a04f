import QuickActions
import SceneLifecycle
import XCTest

/// Writing JSON back: layout, escaping and round trips.
final class JSONSerializerTests: XCTestCase {
  func testDocumentsUseTwoSpacesAndKeepKeyOrderAndLiterals() throws {
    let text =
      #"{"b": 1.50, "a": [1e3, "x"], "nested": {"z": null, "y": {"deep": ["a long string that will not fit on one line at all", "another long string to push it past the width"]}}, "empty": [], "none": {}}"#
    let value = try JSONParser.parse(Array(text.utf8))
    XCTAssertEqual(
      JSONSerializer().document(value),
      """
      {
        "b": 1.50,
        "a": [1e3, "x"],
        "nested": {
          "z": null,
          "y": {
            "deep": [
              "a long string that will not fit on one line at all",
              "another long string to push it past the width"
            ]
          }
        },
        "empty": [],
        "none": {}
      }

      """)
  }

  func testShortContainersGoOnOneLine() {
    let step = JSONValue.object(JSONObject(["event": .string("quickAction"), "type": .string("com.example.search")]))
    XCTAssertEqual(JSONSerializer().compact(step), #"{ "event": "quickAction", "type": "com.example.search" }"#)
    XCTAssertEqual(
      JSONSerializer(lineWidth: 20).document(.object(JSONObject(["steps": .array([step])]))),
      """
      {
        "steps": [
          {
            "event": "quickAction",
            "type": "com.example.search"
          }
        ]
      }

      """)
  }

  func testStringsAreEscaped() {
    XCTAssertEqual(Escaping.jsonString("a\"b\\c\nd\t\u{1}é😀/"), #""a\"b\\c\nd\t\u0001é😀/""#)
  }

  func testParsingWhatWasWrittenGivesTheSameValue() throws {
    let corpus = [
      #"{"version": 1, "name": "x\ny", "list": [true, false, null, -0.5e-3, {"k": []}], "u": "\u0000\u001f"}"#,
      "[" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "]",
      #"{"ключ": "значение", "😀": ["✓"]}"#,
    ]
    // The second document nests deeper than the default limit allows, to hold deep output too.
    let depth = 128
    for text in corpus {
      let value = try JSONParser.parse(Array(text.utf8), maximumDepth: depth)
      let written = JSONSerializer().document(value)
      XCTAssertEqual(try JSONParser.parse(Array(written.utf8), maximumDepth: depth), value, text)
      XCTAssertEqual(
        JSONSerializer().document(try JSONParser.parse(Array(written.utf8), maximumDepth: depth)), written,
        "stable output")
    }
  }

  func testEveryShippedScenarioIsStoredInItsWrittenForm() throws {
    // --record writes files in this form; a hand edit that changes the layout is caught here.
    let files = try FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
    XCTAssertGreaterThanOrEqual(files.count, 14)
    for name in files {
      let bytes = try [UInt8](Data(contentsOf: scenariosDirectory.appendingPathComponent(name)))
      let value = try JSONParser.parse(bytes)
      XCTAssertEqual(JSONSerializer().document(value), String(decoding: bytes, as: UTF8.self), name)
    }
  }
}
