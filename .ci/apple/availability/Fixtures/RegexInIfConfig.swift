// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// A regex literal counts only in code the build compiled. The index proves a clause compiled when it holds an indexed
// occurrence (and its siblings not); otherwise the target triple and the importable modules settle the condition;
// anything else (a -D flag) leaves the literal unjudged, which fails the run rather than guessing.

func byTarget() {
  #if os(Linux)
    _ = /linux/  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  #else
    _ = /elsewhere/
  #endif
  #if canImport(Darwin)
    _ = /darwin/
  #endif
}

func byEvidence(_ text: String) -> Bool {
  #if SOME_FLAG
    _ = /flag-set/
    return false
  #else
    _ = /flag-unset/  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
    return text.isEmpty
  #endif
}

func undetermined() {
  #if SOME_FLAG
    _ = /flag-set/  // expect-unjudged
  #endif
}
