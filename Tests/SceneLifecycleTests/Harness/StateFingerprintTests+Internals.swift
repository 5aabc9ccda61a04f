import Foundation
import SceneLifecycle
import XCTest

/// Foundation objects that stand for values are written as those values, so the same app state fingerprints alike
/// on Apple's platforms (Objective-C objects `Mirror` cannot see into) and on Linux (Swift classes it walks).
final class StateFingerprintFoundationTests: XCTestCase {
  private func text(_ value: Any) -> String {
    var fingerprint = StateFingerprint()
    fingerprint.visit(value)
    return fingerprint.text
  }

  func testEveryBridgedFoundationObjectIsWrittenAsItsValue() {
    let date = Date(timeIntervalSinceReferenceDate: 86_400)
    let cases: [(object: AnyObject, value: Any)] = [
      (NSString(string: "Paris"), "Paris"),
      (NSArray(array: [NSString(string: "a"), NSString(string: "b")]), ["a", "b"] as [Any]),
      (NSDictionary(dictionary: ["Name": NSString(string: "Paris")]), ["Name": "Paris"] as [AnyHashable: Any]),
      (NSDate(timeIntervalSinceReferenceDate: 86_400), date),
      (NSData(data: Data([1, 2, 3])), Data([1, 2, 3])),
    ]
    for (object, value) in cases {
      XCTAssertEqual(text(object), text(value), "\(type(of: object))")
    }
  }

  func testNumbersAreWrittenByValueAndTellDifferentValuesApart() {
    XCTAssertEqual(text(NSNumber(value: 5)), "NSNumber:5;")
    XCTAssertEqual(text(NSNumber(value: 2.5)), "NSNumber:2.5;")
    XCTAssertEqual(text(NSNumber(value: true)), text(NSNumber(value: 1)))
    XCTAssertNotEqual(text(NSNumber(value: 5)), text(NSNumber(value: 6)))
  }

  func testAQuickActionsUserInfoHeldByTheAppReadsTheSameAsSwiftValues() {
    let held: [String: Any] = ["Name": NSString(string: "Paris"), "Count": NSNumber(value: 2)]
    XCTAssertEqual(text(held), text(["Name": "Paris", "Count": NSNumber(value: 2)] as [String: Any]))
    XCTAssertNotEqual(text(held), text(["Name": "Lyon", "Count": NSNumber(value: 2)] as [String: Any]))
  }
}
