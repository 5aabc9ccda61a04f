// libFuzzer target `trace-diff`: `TraceDiff.mismatch` in both modes on two line lists.
//
// The input is split at its first NUL byte into the expected and the actual trace (no NUL: the actual
// trace is empty); each part is decoded as UTF-8 (invalid bytes become U+FFFD) and split at newlines.
// Besides "no crash, no hang" it checks the differ against simple definitions.

import SceneLifecycle

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func traceDiffFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  TraceDiffFuzzer.check(bytes)
  return 0
}

/// The checks made on one input.
enum TraceDiffFuzzer {
  /// Stops the fuzzer with a message when a property fails (a crash is what libFuzzer records).
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property failed: \(message())") }
  }

  /// The two line lists an input stands for.
  static func lines(_ bytes: [UInt8]) -> (expected: [String], actual: [String]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    func parse(_ part: ArraySlice<UInt8>) -> [String] {
      guard !part.isEmpty else { return [] }
      return String(decoding: part, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
    return (parse(bytes[..<split]), parse(bytes[min(split + 1, bytes.count)...]))
  }

  /// Whether `expected` appears in `actual` in order.
  static func isSubsequence(_ expected: [String], of actual: [String]) -> Bool {
    var position = 0
    for line in expected {
      while position < actual.count, actual[position] != line { position += 1 }
      if position == actual.count { return false }
      position += 1
    }
    return true
  }

  static func check(_ bytes: [UInt8]) {
    let (expected, actual) = lines(bytes)
    let exhaustive = TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive)
    require((exhaustive == nil) == (expected == actual), "exhaustive mismatch disagrees with ==")
    let subsequence = TraceDiff.mismatch(expected: expected, actual: actual, mode: .subsequence)
    require(
      (subsequence == nil) == isSubsequence(expected, of: actual), "subsequence mismatch disagrees with the definition")
    for message in [exhaustive, subsequence] {
      guard let message else { continue }
      require(message.contains("\n" + TraceDiff.legend + "\nHint: "), "a message without the legend and hint")
    }

    // The exhaustive diff shows every actual line once, in order, and accounts for every expected line.
    let diff = TraceDiff.exhaustiveDiff(expected: expected, actual: actual)
    require(diff.filter { $0.mark != .missing }.map(\.text) == actual, "the diff does not show the actual trace")
    require(diff.count { $0.mark != .extra } == expected.count, "the diff loses or invents expected lines")
    let expectedLines = Set(expected)
    let sameOrMoved = diff.filter { $0.mark == .same || $0.mark == .moved }.map(\.text)
    require(sameOrMoved.allSatisfy(expectedLines.contains), "a line marked same or moved is not expected")

    let marks = TraceDiff.subsequenceDiff(expected: expected, actual: actual)
    require(marks.map(\.text) == expected, "the subsequence diff does not list the expected lines in order")
  }
}
