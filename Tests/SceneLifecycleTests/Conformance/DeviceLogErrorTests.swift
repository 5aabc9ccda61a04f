import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The device-log reader's errors: one clear error for each bad input (binary data, a log over a limit, an unreadable
/// file, an unknown callback, an over-long line), and the logs that are empty rather than wrong.
final class DeviceLogErrorTests: XCTestCase, DeviceLogParsing {
  func testBinaryDataIsNotATextLog() {
    let nul = failure(Array("[qa-sim] sceneDidBecomeActive(_:)\n".utf8) + [0x00, 0x01, 0x02])
    XCTAssertEqual(nul?.location, .file)
    XCTAssertEqual(nul?.message, "not a text log: byte 35 is NUL")
    XCTAssertEqual(nul?.description, "device.log: not a text log: byte 35 is NUL")
    let latin1 = failure(Array("sceneDidBecomeActive caf".utf8) + [0xE9])
    XCTAssertEqual(latin1?.location, .file)
    XCTAssertEqual(latin1?.message, "not a text log: byte 25 is not UTF-8 text")
    XCTAssertEqual(
      failure([0xFF, 0xFE, 0x73, 0x00])?.message,
      "not a text log: byte 1 is not UTF-8 text (a UTF-16 byte order mark; save it as UTF-8)")
    XCTAssertEqual(failure([0x73, 0xFF, 0x00])?.message, "not a text log: byte 2 is not UTF-8 text")
    XCTAssertEqual(failure([0x73, 0x00, 0xFF])?.message, "not a text log: byte 2 is NUL")
  }

  func testALogOverTheByteLimitIsRefused() {
    let text = "[qa-sim] sceneDidBecomeActive(_:)\n"
    let small = failure(String(repeating: text, count: 100), limits: DeviceLog.Limits(maximumBytes: 2048))
    XCTAssertEqual(small?.location, .file)
    XCTAssertEqual(small?.limit, .fileSize)
    XCTAssertEqual(small?.message, "the log is 3,400 bytes (3.3 KiB), over the 2 KiB limit")
    XCTAssertEqual(
      failure(String(repeating: text, count: 3), limits: DeviceLog.Limits(maximumBytes: 100))?.message,
      "the log is 102 bytes, over the limit of 100 bytes")
    XCTAssertNoThrow(try parse(text, limits: DeviceLog.Limits(maximumBytes: text.utf8.count)))
  }

  func testA64MiBFileOnDiskIsRefusedFromItsSize() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DeviceLogErrorTests-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("huge.log").path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("[qa-sim] sceneDidBecomeActive".utf8)))
    // A sparse file: its size is 64 MiB, yet reading it whole would take as long as reading 64 MiB of zeros, and
    // its NUL bytes would be refused as binary data, not by size, had it been read.
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 64 << 20)
    try handle.close()
    let started = Date()
    XCTAssertThrowsError(try DeviceLog(contentsOf: path)) { error in
      guard let error = error as? InputError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.cause, .invalid)
      XCTAssertEqual(error.location, .file)
      XCTAssertEqual(error.limit, .fileSize)
      XCTAssertEqual(error.description, "\(path): the log is 67,108,864 bytes (64 MiB), over the 16 MiB limit")
    }
    XCTAssertLessThan(Date().timeIntervalSince(started), 1)
  }

  func testAFileThatCannotBeReadIsUnreadable() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DeviceLogErrorTests-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (path, message) in [
      (directory.appendingPathComponent("missing.log").path, "no such file or directory"),
      (directory.path, "is a directory, not a log"),
    ] {
      XCTAssertThrowsError(try DeviceLog(contentsOf: path)) { error in
        XCTAssertEqual(error as? InputError, InputError(file: path, message: message, cause: .unreadable))
      }
    }
    let good = directory.appendingPathComponent("good.log").path
    XCTAssertTrue(FileManager.default.createFile(atPath: good, contents: Data("sceneDidBecomeActive\n".utf8)))
    XCTAssertEqual(
      try DeviceLog(contentsOf: good).callbacks, [ObservedCallback(callback: .sceneDidBecomeActive, line: 1)])
    XCTAssertEqual(try DeviceLog(contentsOf: good).file, good)
  }

  func testMoreCallbacksThanTheLimitFailAtTheFirstOneOver() throws {
    let line = "2026-12-02 13:35:16 [qa-sim] sceneDidBecomeActive(_:)\n"
    XCTAssertEqual(try parse("# a header\n" + String(repeating: line, count: 200)).callbacks.count, 200)
    let error = failure("[qa-sim] records all\n" + String(repeating: line, count: 201))
    XCTAssertEqual(error?.location, .position(line: 202, column: 30))
    XCTAssertEqual(error?.message, "the log has more than 200 callbacks, over the limit of 200")
    XCTAssertEqual(
      failure("a\nb", limits: DeviceLog.Limits(maximumCallbacks: 1))?.location, .position(line: 1, column: 1))
    XCTAssertEqual(
      failure("sceneDidBecomeActive\nsceneWillResignActive", limits: DeviceLog.Limits(maximumCallbacks: 1))?
        .location, .position(line: 2, column: 1))
  }

  func testAnUnknownCallbackIsNamedAtItsLineAndColumn() {
    let error = failure("[qa-sim] sceneDidBecomeActive(_:)\n13:35:16 MyApp: [qa-sim]   tapIcon com.example.search\n")
    XCTAssertEqual(error?.location, .position(line: 2, column: 28))
    XCTAssertEqual(
      error?.message,
      "unknown callback `tapIcon`; known spellings are selectors such as `sceneDidBecomeActive(_:)`")
    XCTAssertEqual(
      error?.description,
      "device.log:2:28: unknown callback `tapIcon`; known spellings are selectors such as `sceneDidBecomeActive(_:)`")
    // Columns count Unicode scalars, as the JSON parser's do.
    XCTAssertEqual(failure("ünïcödé [qa-sim] x")?.location, .position(line: 1, column: 18))
  }

  func testAnOverLongLineIsCutInTheMessageAndMadeSafeForATerminal() {
    let word = String(repeating: "x", count: 70) + "\u{1B}[31m" + String(repeating: "y", count: 100_000)
    let error = failure("[qa-sim] \(word)")
    let quoted = String(repeating: "x", count: 70) + "\\u{1B}[31m" + String(repeating: "y", count: 5) + "…"
    XCTAssertEqual(
      error?.message, "unknown callback `\(quoted)`; known spellings are selectors such as `sceneDidBecomeActive(_:)`")
    XCTAssertEqual(failure("[qa-sim] a`b")?.message.hasPrefix("unknown callback `a'b`"), true)
  }

  func testALogOfNothingButMarkersHasNoCallbacks() {
    let error = failure("13:35:16 [qa-sim]\n13:35:17 [qa-sim]   \nother output\n[qa-sim] records all\n")
    XCTAssertEqual(error?.location, .file)
    XCTAssertEqual(error?.message, "the log has no callbacks: 3 marker lines, none naming a callback")
    XCTAssertEqual(failure("[qa-sim]")?.message, "the log has no callbacks: 1 marker line, none naming a callback")
  }

  func testAnEmptyFileOrOneOfCommentsHasNoCallbacks() {
    XCTAssertEqual(failure("")?.message, "the log has no callbacks: no lines")
    XCTAssertEqual(failure([0xEF, 0xBB, 0xBF])?.message, "the log has no callbacks: no lines")
    XCTAssertEqual(
      failure("# Source: a post\n\n   \nrecords all\n")?.message,
      "the log has no callbacks: 4 lines, none naming a callback (blank lines, comments and records lines only)")
  }
}
