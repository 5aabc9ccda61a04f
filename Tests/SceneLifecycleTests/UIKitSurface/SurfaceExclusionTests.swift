import Foundation
import XCTest

/// The UIKit-shaped surface and the harness that drives it exist only where UIKit does not: on iOS the module must
/// build without them, so they can never collide with the real UIKit. `-D QASIM_WITHOUT_UIKIT_SURFACE` leaves them out
/// as the iOS condition does; `.ci/apple/typecheck`'s ios world compiles the module that way (in Swift 6 mode, against
/// a UIKit stand-in), and this test checks that every file of the surface and of the harness is guarded as a whole.
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

  /// The `.swift` files under `folder`, sorted.
  private func swiftFiles(in folder: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }
}
