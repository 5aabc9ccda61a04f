import QuickActions
import XCTest

/// Runs `body`, fails unless it throws a ``StaticItemsError``, and returns that error.
@discardableResult
public func assertStaticItemsError(
  _ body: @autoclosure () throws -> StaticItemsResult,
  _ expected: StaticItemsError? = nil,
  file: StaticString = #filePath,
  line: UInt = #line
) -> StaticItemsError? {
  do {
    let result = try body()
    XCTFail("expected an error, got \(result.items.count) items", file: file, line: line)
    return nil
  } catch let error as StaticItemsError {
    if let expected { XCTAssertEqual(error, expected, file: file, line: line) }
    return error
  } catch {
    XCTFail("expected a StaticItemsError, got \(error)", file: file, line: line)
    return nil
  }
}
