import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// Parsing a device log in the tests, as the file `device.log`: the log, or the error it gives.
protocol DeviceLogParsing {}

extension DeviceLogParsing {
  /// Parses `text` as the file `device.log`.
  func parse(_ text: String, limits: DeviceLog.Limits = .defaults) throws(InputError) -> DeviceLog {
    try DeviceLog(parsing: Array(text.utf8), file: "device.log", limits: limits)
  }

  /// The error parsing `bytes` gives, or a failure when it parses.
  func failure(
    _ bytes: [UInt8], limits: DeviceLog.Limits = .defaults, file: StaticString = #filePath, line: UInt = #line
  ) -> InputError? {
    do {
      let log = try DeviceLog(parsing: bytes, file: "device.log", limits: limits)
      XCTFail("parsed into \(log.callbacks.map(\.text))", file: file, line: line)
      return nil
    } catch {
      XCTAssertEqual(error.cause, .invalid, file: file, line: line)
      XCTAssertEqual(error.file, "device.log", file: file, line: line)
      return error
    }
  }

  /// The error parsing `text` gives.
  func failure(
    _ text: String, limits: DeviceLog.Limits = .defaults, file: StaticString = #filePath, line: UInt = #line
  ) -> InputError? {
    failure(Array(text.utf8), limits: limits, file: file, line: line)
  }
}
