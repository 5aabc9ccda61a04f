import Foundation
import QuickActions
import XCTest

final class PropertyListValueTests: XCTestCase {
  private func convert(_ any: Any, path: String = "root") throws -> PropertyListValue {
    try PropertyListValue(any: any, path: path)
  }

  private func convertJSON(_ json: String) throws -> PropertyListValue {
    try convert(JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]))
  }

  private func conversionError(_ any: Any, path: String = "root") -> PropertyListValueError? {
    do {
      _ = try PropertyListValue(any: any, path: path)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Swift values

  func testSwiftValuesConvertToTheirCases() throws {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    XCTAssertEqual(try convert("x"), .string("x"))
    XCTAssertEqual(try convert(7), .integer(7))
    XCTAssertEqual(try convert(Int64(-7)), .integer(-7))
    XCTAssertEqual(try convert(UInt8(200)), .integer(200))
    XCTAssertEqual(try convert(1.5), .real(1.5))
    XCTAssertEqual(try convert(Float(0.5)), .real(0.5))
    XCTAssertEqual(try convert(true), .bool(true))
    XCTAssertEqual(try convert(date), .date(date))
    XCTAssertEqual(try convert(Data([1, 2])), .data(Data([1, 2])))
    XCTAssertEqual(try convert([1, "a"] as [Any]), .array([.integer(1), .string("a")]))
    XCTAssertEqual(try convert(["k": false] as [String: Any]), .dictionary(["k": .bool(false)]))
  }

  // MARK: - NSNumber bridging (Linux and Darwin)

  func testBooleanNSNumbersBecomeBoolsAndOtherNumbersDoNot() throws {
    XCTAssertEqual(try convert(NSNumber(value: true)), .bool(true))
    XCTAssertEqual(try convert(NSNumber(value: false)), .bool(false))
    XCTAssertEqual(try convert(NSNumber(value: 1)), .integer(1))
    XCTAssertEqual(try convert(NSNumber(value: 0)), .integer(0))
    XCTAssertEqual(try convert(NSNumber(value: Int8(1))), .integer(1))
    XCTAssertEqual(try convert(NSNumber(value: 1.5)), .real(1.5))
    XCTAssertEqual(try convert(NSNumber(value: 2.0)), .real(2.0))
  }

  func testUnsignedNSNumberAboveIntMaxIsRejected() {
    let error = conversionError(NSNumber(value: UInt64.max))
    XCTAssertEqual(error?.description, "root: integer 18446744073709551615 is outside the range of a 64-bit Int")
  }

  // MARK: - JSONSerialization

  func testJSONTrueAndFalseAreBoolsNotIntegers() throws {
    XCTAssertEqual(
      try convertJSON("[true, false, 1, 0]"), .array([.bool(true), .bool(false), .integer(1), .integer(0)]))
  }

  func testJSONNumbersKeepIntegerOrRealAsWritten() throws {
    XCTAssertEqual(
      try convertJSON("[2, 2.0, 1.5, -5, 1e2]"), .array([.integer(2), .real(2), .real(1.5), .integer(-5), .real(100)]))
  }

  func testJSONExtremeIntegersAreHandledWithoutTrapping() throws {
    XCTAssertEqual(try convertJSON("-9223372036854775808"), .integer(Int.min))
    XCTAssertEqual(try convertJSON("9223372036854775807"), .integer(Int.max))
    XCTAssertNotNil(conversionError(try JSONSerialization.jsonObject(with: Data("[18446744073709551615]".utf8))))
  }

  func testJSONObjectsAndArraysNest() throws {
    let value = try convertJSON(#"{"a": [1, {"b": "c"}], "d": {}}"#)
    XCTAssertEqual(
      value, .dictionary(["a": .array([.integer(1), .dictionary(["b": .string("c")])]), "d": .dictionary([:])]))
  }

  func testJSONNullIsRejectedWithItsPath() throws {
    let object = try JSONSerialization.jsonObject(with: Data(#"{"tags": ["a", null]}"#.utf8))
    let error = conversionError(object, path: "userInfo")
    XCTAssertEqual(error?.path, "userInfo.tags[1]")
    XCTAssertEqual(
      error?.message,
      "null is not a property-list value (use a string, number, bool, date, data, array or dictionary)")
  }

  // MARK: - PropertyListSerialization

  func testEveryPropertyListTypeConvertsFromXMLAndBinary() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>s</key><string>text</string>
        <key>i</key><integer>42</integer>
        <key>r</key><real>2</real>
        <key>t</key><true/>
        <key>f</key><false/>
        <key>when</key><date>2024-01-02T03:04:05Z</date>
        <key>bytes</key><data>AAEC</data>
        <key>list</key><array><integer>1</integer><true/></array>
        <key>nested</key><dict><key>k</key><integer>0</integer></dict>
      </dict>
      </plist>
      """
    let expected = PropertyListValue.dictionary([
      "s": .string("text"),
      "i": .integer(42),
      "r": .real(2),
      "t": .bool(true),
      "f": .bool(false),
      "when": .date(Date(timeIntervalSince1970: 1_704_164_645)),
      "bytes": .data(Data([0, 1, 2])),
      "list": .array([.integer(1), .bool(true)]),
      "nested": .dictionary(["k": .integer(0)]),
    ])
    let fromXML = try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil)
    XCTAssertEqual(try convert(fromXML), expected)
    let binary = try PropertyListSerialization.data(fromPropertyList: fromXML, format: .binary, options: 0)
    let fromBinary = try PropertyListSerialization.propertyList(from: binary, options: [], format: nil)
    XCTAssertEqual(try convert(fromBinary), expected)
  }

  // MARK: - Rejections

  func testNonStringDictionaryKeysAreRejected() {
    let error = conversionError([1: "a"] as [AnyHashable: Any])
    XCTAssertEqual(error?.description, "root: dictionary key `1` is not a string")
  }

  func testOtherObjectsAreRejectedWithTheirType() {
    let error = conversionError(URL(fileURLWithPath: "/tmp"), path: "")
    XCTAssertEqual(
      error?.description,
      "a value of type URL is not a property-list value (use a string, number, bool, date, data, array or dictionary)")
  }
}
