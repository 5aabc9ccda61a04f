import Foundation
import XCTest

/// Replays a counterexample file `qa-sim explore --write-counterexamples` (or `generate`, `conform --write`) wrote:
/// it fails, as a saved counterexample does while the app still breaks `kind`, with the failure that says so.
/// - Returns: the replay's output.
@discardableResult
func assertFailsUntilFixed(
  _ path: String, kind: String, file: StaticString = #filePath, line: UInt = #line
) -> (status: Int32, stdout: String, stderr: String) {
  let replayed = runInProcess([path])
  XCTAssertEqual(replayed.status, 1, "\(path) replays: \(replayed.stdout)\(replayed.stderr)", file: file, line: line)
  XCTAssertTrue(
    replayed.stdout.contains("This file was saved as a counterexample for \(kind) (expect.fixed), and it still shows"),
    replayed.stdout, file: file, line: line)
  return replayed
}
