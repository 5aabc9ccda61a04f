import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// Writing items and property-list values as scenario JSON, and reading them back.
final class ScenarioItemJSONTests: XCTestCase {
  private func compact(_ value: JSONValue) -> String { JSONSerializer().compact(value) }

  func testAnItemUsesShortKeysAndLeavesOutAbsentValues() {
    let item = ShortcutItem(type: "t", localizedTitle: "T", icon: .system(.markLocation), userInfo: ["b": .bool(true)])
    XCTAssertEqual(
      compact(item.scenarioJSON),
      #"{ "type": "t", "title": "T", "iconType": "markLocation", "userInfo": { "b": true } }"#)
  }

  func testItemsRoundTripThroughTheReader() throws {
    let items = [
      ShortcutItem(
        type: "a", localizedTitle: "A", localizedSubtitle: "sub", icon: .system(.compose),
        userInfo: ["n": .integer(1), "r": .real(0.5), "two": .real(2), "list": .array([.bool(false)])],
        targetContentIdentifier: "scene"),
      ShortcutItem(type: "b", localizedTitle: "B", icon: .templateImage(name: "file")),
      ShortcutItem(type: "c", localizedTitle: "C", icon: .systemImage(name: "star")),
    ]
    let text = JSONSerializer().document(.array(items.map(\.scenarioJSON)))
    let result = try StaticShortcutItems.fromJSON(JSONParser.parse(Array(text.utf8)), path: "items")
    XCTAssertEqual(result, StaticItemsResult(items: items))
  }

  func testDatesAreISO8601AndDataIsBase64() {
    let value = PropertyListValue.dictionary([
      "b": .bool(true),
      "i": .integer(3),
      "r": .real(1.5),
      "s": .string("x"),
      "d": .date(Date(timeIntervalSince1970: 0)),
      "f": .date(Date(timeIntervalSince1970: 1.25)),
      "x": .data(Data([0, 1, 2])),
      "a": .array([.integer(1), .bool(false)]),
    ])
    XCTAssertEqual(
      compact(value.scenarioJSON),
      #"{ "a": [1, false], "b": true, "d": "1970-01-01T00:00:00Z", "f": "1970-01-01T00:00:01.250Z", "i": 3, "r": 1.5, "#
        + #""s": "x", "x": "AAEC" }"#)
  }

  func testJSONNativeValuesRoundTrip() throws {
    let value = PropertyListValue.dictionary([
      "b": .bool(false), "i": .integer(0), "r": .real(0.5), "two": .real(2), "s": .string("1"),
      "a": .array([.dictionary([:])]),
    ])
    XCTAssertEqual(try value.scenarioJSON.propertyListValue(path: ""), value)
  }

  func testANonFiniteRealIsWrittenAsText() {
    XCTAssertEqual(PropertyListValue.real(.nan).scenarioJSON, .string("nan"))
    XCTAssertEqual(PropertyListValue.real(-.infinity).scenarioJSON, .string("-inf"))
  }

  /// A counterexample's items are written with `scenarioJSON` and replayed through the scenario decoder: a date in
  /// `userInfo` comes back as its ISO 8601 text, and writing the decoded item again gives the same JSON.
  func testAnItemWithADateRoundTripsThroughTheScenarioDecoder() throws {
    let item = ShortcutItem(
      type: "com.example.search", localizedTitle: "Search", icon: .system(.search),
      userInfo: [
        "when": .date(Date(timeIntervalSince1970: 1_700_000_000.5)), "day": .date(Date(timeIntervalSince1970: 0)),
        "two": .real(2), "bytes": .data(Data([255])),
      ])
    var app = JSONObject()
    app["strategy"] = .string("pendingSlot")
    app["shortcutItems"] = .array([item.scenarioJSON])
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["name"] = .string("round trip")
    root["app"] = .object(app)
    root["steps"] = .array([.object(JSONObject(["event": .string("quickAction"), "type": .string(item.type)]))])
    let loaded = try loadValid(JSONSerializer().document(.object(root)))
    let decoded = try XCTUnwrap(loaded.shortcutItems.first)
    XCTAssertEqual(decoded.userInfo?["when"], .string("2023-11-14T22:13:20.500Z"))
    XCTAssertEqual(decoded.userInfo?["day"], .string("1970-01-01T00:00:00Z"))
    XCTAssertEqual(decoded.userInfo?["two"], .real(2))
    XCTAssertEqual(decoded.userInfo?["bytes"], .string("/w=="))
    XCTAssertEqual(decoded.scenarioJSON, item.scenarioJSON)
    XCTAssertEqual(Replay.run(loaded).handled, [item.type])
  }
}
