import Foundation
import XCTest

/// A package outside the repository can depend on qa-sim by path and assert traces from XCTest: a copy of
/// `Tests/Fixtures/DependentPackage`, with qa-sim next to it as `../qa-sim`, builds and passes its tests.
///
/// Building a second package takes minutes, so the test runs only when `QA_SIM_DEPENDENT_PACKAGE_TEST=1`.
final class DependentPackageTests: XCTestCase {
  /// The environment variable that turns the test on.
  private static let switchVariable = "QA_SIM_DEPENDENT_PACKAGE_TEST"
  /// How long each `swift` command may take.
  private static let timeout: TimeInterval = 30 * 60

  func testADependentPackageBuildsAndReplaysAShippedScenario() throws {
    guard ProcessInfo.processInfo.environment[Self.switchVariable] == "1" else {
      throw XCTSkip("builds a second package (minutes); set \(Self.switchVariable)=1 to run it")
    }
    let directory = try makeTemporaryDirectory(self)
    let package = directory.appendingPathComponent("DependentPackage")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/Fixtures/DependentPackage"), to: package)
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("qa-sim"), withDestinationURL: packageRoot)
    let scratch = directory.appendingPathComponent("scratch").path

    let build = try swift(["build", "--build-tests", "--scratch-path", scratch], in: package, log: directory)
    XCTAssertEqual(build.status, 0, build.output)
    guard build.status == 0 else { return }
    let test = try swift(["test", "--skip-build", "--scratch-path", scratch], in: package, log: directory)
    XCTAssertEqual(test.status, 0, test.output)
    XCTAssertTrue(test.output.contains("Executed 10 tests, with 0 failures"), test.output)
  }

  /// Runs `swift arguments` in `directory`, its output going to a log file (a pipe could fill up and block it).
  private func swift(_ arguments: [String], in directory: URL, log: URL) throws -> (status: Int32, output: String) {
    let logFile = log.appendingPathComponent("swift-\(arguments[0]).log")
    try Data().write(to: logFile)
    let handle = try FileHandle(forWritingTo: logFile)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let deadline = Date().addingTimeInterval(Self.timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.5) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      XCTFail("swift \(arguments.joined(separator: " ")) took more than \(Int(Self.timeout)) seconds")
    }
    let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(output.suffix(20_000)))
  }
}
