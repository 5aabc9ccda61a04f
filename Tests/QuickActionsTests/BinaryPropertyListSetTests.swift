import Foundation
import QuickActions
import XCTest

/// Binary property lists that hold a set: swift-corelibs-foundation reads them into a `CFSet`, then crashes
/// bridging it to Swift, so the reader refuses them before Foundation sees them. Found by the `info-plist`
/// fuzz target (`.ci/fuzz/`).
final class BinaryPropertyListSetTests: XCTestCase {
  /// The fuzz input: the shipped Info.plist in binary form with one array marker turned into a set marker
  /// (`0xC3`, three members, at byte 201).
  static let fuzzInput = Data(
    base64Encoded:
      "YnBsaXN0MDDUAQIDBAUGBwpfEBJDRkJ1bmRsZUlkZW50aWZpZXJfEBpDRkJ1bmRsZVNob3J0VmVyc2lvblN0cmluZ18QGlVJQXBw"
      + "bGljYXRpb25TY2VuZU1hbmlmZXN0XxAaVUlBcHBsaWNhdGlvblNob3J0Y3V0SXRlbXNfEBhjb20uZXhhbXBsZS5xdWmdlJ6cdGlv"
      + "bnNTMS4w0QgJXxAjVUlBcHBsaWNhdGlvblN1cHBvcnRzTXVsdGlwbGVTY2VuZXMIogsSwwwNDg8QEV8QIVVJQXBwbGljYXRpb25T"
      + "aG9ydGN1dEl0ZW1JY29uRmlsZV8QHlVJQXBwbGljYXRpb25TaG9ydGN1dEl0ZW1UaXRsZV8QHVVJQXBwbGljYXRpb25TaG9ydGN1"
      + "dEl0ZW1UeXBlXxAkVUlBcHBsaWNhdGlvblNob3J0Y3V0SWNvblR5cGVDb21wb3NlW05ldyBNZXNzYWdlXxATY29tLmV4YW1wbGUu"
      + "Y29tcG9zZdUMEw0OFBUWFxgZXxAhVUlBcHBsaWNhdGlvblNob3J0Y29uU3VwcG9ydHNNdWx0aXBsZVNjZW5lcwiiCxLTDA0ODxAR"
      + "XxAhVUlBcHBsaWNhdGlvblNob3J0Y3V0SXRlbUljb25GaWxlXxAeVUlBblR5cGVGYXZvcml0ZV8QE1lvdXIgc3RhcnJlZPMCAAAA"
      + "AAAARmF2b1VJQXBwbGljYXRpb25TaG9ydGN1dEl0ZW1JY29uVHlwZXZlcnNpb24QAQAIABEAJgBDAGAAfQCYAJwAnwDFAMYAyQDQ"
      + "APQBFQE1AVwBaAF+AYkBrQHRAfkCDwIZAjECNAI8AAAAAAAAAgEAAAAAAAAAHAAAAAAAAAAAAAAAAAAAAj4="
  )

  /// A valid binary Info.plist with one item and `x = (p, q)`.
  static func binaryInfoPlist() throws -> Data {
    try PropertyListSerialization.data(
      fromPropertyList: [
        "UIApplicationShortcutItems": [
          ["UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A"]
        ],
        "x": ["p", "q"],
      ], format: .binary, options: 0)
  }

  func testTheFuzzInputIsRefusedInsteadOfCrashing() throws {
    let data = try XCTUnwrap(Self.fuzzInput)
    XCTAssertThrowsError(try StaticShortcutItems.fromInfoPlist(data: data)) { error in
      XCTAssertEqual(
        error as? StaticItemsError, StaticItemsError(path: "", reason: .setInBinaryPropertyList(offset: 201)))
      XCTAssertEqual(
        (error as? StaticItemsError)?.description,
        "the binary property list holds a set (the object at byte 201), which property lists do not allow")
    }
  }

  func testSetsAndOrderedSetsAnywhereAreRefused() throws {
    let valid = try Self.binaryInfoPlist()
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: valid).items.map(\.type), ["a"])
    // The two-element array `x` becomes a set, then an ordered set.
    let arrayMarker = try XCTUnwrap(valid.lastIndex(of: 0xA2))
    for marker: UInt8 in [0xC2, 0xB2] {
      var changed = valid
      changed[arrayMarker] = marker
      XCTAssertThrowsError(try StaticShortcutItems.fromInfoPlist(data: changed)) { error in
        XCTAssertEqual(
          error as? StaticItemsError,
          StaticItemsError(path: "", reason: .setInBinaryPropertyList(offset: arrayMarker - valid.startIndex)))
      }
    }
  }
}
