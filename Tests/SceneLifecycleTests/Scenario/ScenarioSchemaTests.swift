import QuickActions
import SceneLifecycle
import XCTest

/// `Scenarios/scenario.schema.json` must name exactly what the decoder accepts.
final class ScenarioSchemaTests: XCTestCase {
  private var schema = JSONObject()

  override func setUpWithError() throws {
    let bytes = try [UInt8](Data(contentsOf: scenariosDirectory.appendingPathComponent("scenario.schema.json")))
    guard case .object(let object) = try JSONParser.parse(bytes) else { return XCTFail("the schema is not an object") }
    schema = object
  }

  private func value(at path: [String]) -> JSONValue? {
    var current = JSONValue.object(schema)
    for key in path {
      // A number indexes an array (`anyOf`, `oneOf`).
      if case .array(let elements) = current, let index = Int(key), elements.indices.contains(index) {
        current = elements[index]
        continue
      }
      guard case .object(let object) = current, let next = object[key] else { return nil }
      current = next
    }
    return current
  }

  private func strings(at path: [String]) -> [String] {
    guard case .array(let elements)? = value(at: path) else { return [] }
    return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
  }

  private func keys(at path: [String]) -> [String] {
    guard case .object(let object)? = value(at: path) else { return [] }
    return object.keys
  }

  func testTheSchemaIsDraft2020() {
    XCTAssertEqual(value(at: ["$schema"]), .string("https://json-schema.org/draft/2020-12/schema"))
  }

  func testObjectKeysMatchTheDecoder() {
    XCTAssertEqual(keys(at: ["properties"]), Scenario.topLevelKeys)
    XCTAssertEqual(keys(at: ["$defs", "app", "properties"]), Scenario.appKeys)
    XCTAssertEqual(keys(at: ["$defs", "options", "properties"]), Scenario.optionKeys)
    XCTAssertEqual(keys(at: ["$defs", "customStrategy", "properties"]), Scenario.strategyKeys)
    XCTAssertEqual(
      keys(at: ["$defs", "customStrategy", "properties", "gates", "items", "oneOf", "1", "properties"]),
      Scenario.gateKeys)
    XCTAssertEqual(keys(at: ["$defs", "expect", "properties"]), Scenario.expectKeys)
    XCTAssertEqual(keys(at: ["$defs", "route", "properties"]), Scenario.routeKeys)
    XCTAssertEqual(keys(at: ["$defs", "navigationUpdate", "properties"]), Scenario.navigationUpdateKeys)
    XCTAssertEqual(keys(at: ["$defs", "navigationState", "properties"]), Scenario.navigationKeys)
  }

  func testNameListsMatchTheCore() {
    XCTAssertEqual(strings(at: ["properties", "lifecycle", "enum"]), LifecycleStyle.allCases.map(\.rawValue))
    XCTAssertEqual(
      strings(at: ["$defs", "customStrategy", "properties", "on", "propertyNames", "anyOf", "0", "enum"]),
      StrategyTrigger.all.map(\.name))
    XCTAssertEqual(
      strings(at: [
        "$defs", "customStrategy", "properties", "on", "additionalProperties", "items", "anyOf", "0", "enum",
      ]),
      StrategyAction.gatelessCases.map(\.name))
    XCTAssertEqual(
      strings(at: [
        "$defs", "customStrategy", "properties", "gates", "items", "oneOf", "1", "properties", "whenClosed", "enum",
      ]),
      GatePolicy.allCases.map(\.rawValue))
    XCTAssertEqual(
      strings(at: [
        "$defs", "customStrategy", "properties", "gates", "items", "oneOf", "1", "properties", "readiness", "enum",
      ]),
      Readiness.allCases.map(\.rawValue))
    for key in ["violations", "fixed"] {
      XCTAssertEqual(
        strings(at: ["$defs", "expect", "properties", key, "items", "enum"]), ViolationKind.allCases.map(\.rawValue),
        key)
    }
    XCTAssertEqual(
      strings(at: ["$defs", "options", "properties", "dynamicItemsAfterUpdate", "enum"]),
      DynamicItemsAfterUpdate.allCases.map(\.rawValue))
    guard case .object(let strategy)? = value(at: ["$defs", "app", "properties", "strategy"]),
      case .array(let choices)? = strategy["oneOf"], case .object(let builtIn) = choices[0],
      case .array(let names)? = builtIn["enum"]
    else { return XCTFail("app.strategy should be oneOf [built-in names, custom object]") }
    XCTAssertEqual(names, TableStrategy.builtInNames.map(JSONValue.string))
  }

  func testEveryOptionListsItsValuesAndItsDefault() {
    for option in InferredOption.allCases {
      guard case .object(let property)? = value(at: ["$defs", "options", "properties", option.name]) else {
        XCTFail("\(option.name) is not in the schema")
        continue
      }
      let standard = option.jsonValue(in: .defaults)
      let values = (0..<option.valueCount).map {
        option.jsonValue(in: LifecycleOptions.changing(option, toValueAt: $0))
      }
      XCTAssertEqual(property["default"], standard, option.name)
      if case .bool = standard {
        XCTAssertEqual(property["type"], .string("boolean"), option.name)
      } else {
        XCTAssertEqual(property["enum"], .array(values), option.name)
      }
    }
  }

  func testTheStepVariantsCoverEveryEvent() {
    guard case .array(let variants)? = value(at: ["$defs", "step", "oneOf"]) else { return XCTFail("no step variants") }
    var events: [String] = []
    for case .object(let variant) in variants {
      guard case .object(let properties)? = variant["properties"], case .object(let event)? = properties["event"] else {
        continue
      }
      if case .string(let name)? = event["const"] { events.append(name) }
      if case .array(let names)? = event["enum"] {
        events += names.compactMap { if case .string(let text) = $0 { text } else { nil } }
      }
    }
    XCTAssertEqual(Set(events), Set(LifecycleEventKind.allCases.map(\.rawValue)))
    XCTAssertEqual(events.count, LifecycleEventKind.allCases.count)
  }
}
