import QuickActions
import TestSupport
import XCTest

/// `firstRange(ofText:)` and `replacingEvery(_:with:)` stand in for the standard library's `firstRange(of:)` and
/// `replacing(_:with:)`, which need macOS 13 and iOS 16: over random texts they must give exactly what those give.
final class StringOccurrencesTests: XCTestCase {
  /// Characters that make matching hard: a combining accent (it joins the letter before it into one character),
  /// the precomposed letter it looks like, the separators the callers search for, and a character outside the BMP.
  private let alphabet: [String] = ["a", "e", "\u{301}", "\u{E9}", ":", "/", "|", "{", "}", "\u{1F600}"]

  func testTheyGiveWhatTheStandardLibraryGivesOnRandomTexts() {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
      return XCTFail("the oracle, the standard library's firstRange(of:) and replacing(_:with:), needs macOS 13")
    }
    var random = SplitMix64(seed: PropertySeed.current)
    for run in 0..<5_000 {
      let text = randomText(length: Int.random(in: 0...12, using: &random), using: &random)
      let needle = randomText(length: Int.random(in: 0...3, using: &random), using: &random)
      let replacement = randomText(length: Int.random(in: 0...2, using: &random), using: &random)
      let context = "run \(run), seed \(PropertySeed.current): \(text.debugDescription) / \(needle.debugDescription)"
      XCTAssertEqual(text.firstRange(ofText: needle), needle.isEmpty ? nil : text.firstRange(of: needle), context)
      XCTAssertEqual(
        text.replacingEvery(needle, with: replacement),
        needle.isEmpty ? text : text.replacing(needle, with: replacement), context)
      let tail = text.dropFirst()
      XCTAssertEqual(tail.firstRange(ofText: needle), needle.isEmpty ? nil : tail.firstRange(of: needle), context)
    }
  }

  func testTheCallersSeparatorsAreFound() {
    let text = "pariscafe://{tab}/{id}"
    XCTAssertEqual(text.firstRange(ofText: "://").map { text[$0] }, "://")
    XCTAssertEqual(text.replacingEvery("{tab}", with: "cafes"), "pariscafe://cafes/{id}")
    XCTAssertEqual("a|b||c".replacingEvery("|", with: "\\|"), "a\\|b\\|\\|c")
    XCTAssertNil("abc".firstRange(ofText: ""))
    XCTAssertEqual("abc".replacingEvery("", with: "x"), "abc")
  }

  /// `length` characters' worth of pieces from ``alphabet``.
  private func randomText(length: Int, using random: inout SplitMix64) -> String {
    (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }.joined()
  }
}
