import Foundation
import SceneLifecycle
import XCTest

/// A file beyond a limit is an invalid scenario whose error names the limit it hit and says what the limit is,
/// without naming any tool's flag.
final class InputLimitTests: XCTestCase {
  /// Every limit, each set just below what the same small file needs.
  func testEveryLimitIsNamedByTheErrorItCauses() throws {
    let text = scenarioJSON(steps: #"[{"event": "tapIcon"}, {"event": "goHome"}]"#)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    for limit in InputLimit.allCases {
      var limits = InputLimits.defaults
      let expected: String
      switch limit {
      case .fileSize:
        limits.maximumFileSize = 100
        expected = "is larger than the limit of 100 bytes"
      case .steps:
        limits.maximumSteps = 1
        expected = "2 steps, more than the limit of 1"
      case .depth:
        limits.maximumDepth = 2
        expected = "arrays and objects are nested more than 2 levels deep, at line"
      }
      let error: InputError
      do {
        _ = try ScenarioLoader.load(file: file, limits: limits)
        return XCTFail("\(limit): loaded")
      } catch let refused {
        error = refused
      }
      XCTAssertEqual(error.limit, limit)
      XCTAssertEqual(error.cause, .invalid)
      XCTAssertTrue(error.message.hasPrefix(expected), error.message)
      XCTAssertFalse(error.message.contains("--"), error.message)
      XCTAssertEqual(error.appending("; more").message, error.message + "; more")
      XCTAssertEqual(error.appending("; more").limit, limit)
    }
    XCTAssertNoThrow(try ScenarioLoader.load(file: file), "within the limits")
  }
}
