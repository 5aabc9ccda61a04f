import Foundation
import XCTest

/// The UIKit-shaped surface and the harness that drives it exist only where UIKit does not: on iOS the module must
/// build without them, so they can never collide with the real UIKit. `-D QASIM_WITHOUT_UIKIT_SURFACE` leaves them out
/// as `canImport(UIKit)` does on iOS; these tests typecheck the module that way and check that every file of the
/// surface and of the harness is guarded as a whole.
final class SurfaceExclusionTests: XCTestCase {
  /// The guard every surface and harness file opens with (`NSUserActivity` adds `&& !canImport(Darwin)`).
  static let guardLine = "#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE"
  /// The folders whose files are guarded.
  static let guardedFolders = ["Sources/SceneLifecycle/UIKitSurface", "Sources/SceneLifecycle/Delegates"]

  func testEveryFileOfTheSurfaceAndTheHarnessIsGuardedAsAWhole() throws {
    var checked = 0
    for folder in Self.guardedFolders {
      for file in try swiftFiles(in: packageRoot.appendingPathComponent(folder)) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          .filter { !$0.hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        XCTAssertTrue(
          code.first?.hasPrefix(Self.guardLine) == true, "\(file.lastPathComponent) must open with the guard")
        XCTAssertEqual(code.last, "#endif", "\(file.lastPathComponent) must close the guard at its end")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 10, "the surface and the harness have files to check")
  }

  func testTheModuleTypechecksWithTheSurfaceLeftOutAsOnIOS() throws {
    let directory = try makeTemporaryDirectory(self)
    let quickActions = try swiftFiles(in: packageRoot.appendingPathComponent("Sources/QuickActions"))
    let sceneLifecycle = try swiftFiles(in: packageRoot.appendingPathComponent("Sources/SceneLifecycle"))
    let module = try swiftc(
      [
        "-emit-module", "-parse-as-library", "-module-name", "QuickActions", "-package-name", "qa_sim",
        "-emit-module-path", directory.appendingPathComponent("QuickActions.swiftmodule").path,
      ]
        + quickActions.map(\.path), log: directory)
    XCTAssertEqual(module.status, 0, module.output)
    let typecheck = try swiftc(
      [
        "-typecheck", "-parse-as-library", "-module-name", "SceneLifecycle", "-package-name", "qa_sim",
        "-I", directory.path, "-D", "QASIM_WITHOUT_UIKIT_SURFACE",
      ] + sceneLifecycle.map(\.path), log: directory)
    XCTAssertEqual(typecheck.status, 0, typecheck.output)
  }

  /// The `.swift` files under `folder`, sorted.
  private func swiftFiles(in folder: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// Runs `swiftc arguments`, its output going to a log file (a pipe could fill up and block it).
  private func swiftc(_ arguments: [String], log: URL) throws -> (status: Int32, output: String) {
    let logFile = log.appendingPathComponent("swiftc.log")
    try Data().write(to: logFile)
    let handle = try FileHandle(forWritingTo: logFile)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(output.suffix(20_000)))
  }
}
