extension StringProtocol {
  /// The first range of `needle` in this text, comparing characters as `==` does; `nil` when it does not occur or is
  /// empty.
  ///
  /// The standard library's `firstRange(of:)` does the same from macOS 13 and iOS 16, above this package's floor
  /// (the Xcode article's platform table).
  package func firstRange(ofText needle: some StringProtocol) -> Range<Index>? {
    guard let first = needle.first else { return nil }
    var start = startIndex
    while let candidate = self[start...].firstIndex(of: first) {
      var here = candidate
      var matched = true
      for character in needle {
        guard here < endIndex, self[here] == character else {
          matched = false
          break
        }
        here = index(after: here)
      }
      if matched { return candidate..<here }
      start = index(after: candidate)
    }
    return nil
  }

  /// This text with every occurrence of `target` replaced by `replacement`, left to right without overlaps; the text
  /// unchanged when `target` is empty.
  ///
  /// The standard library's `replacing(_:with:)` does the same from macOS 13 and iOS 16, above this package's floor.
  package func replacingEvery(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(ofText: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    result += rest
    return result
  }
}
