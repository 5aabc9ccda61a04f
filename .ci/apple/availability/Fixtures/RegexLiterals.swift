// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// A regex literal's type is Regex (macOS 13 / iOS 16). The index records nothing for a literal, so the check finds
// the literals itself, and only in code the build compiled.

func bare() -> Bool {
  let pattern = /ab+/  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  return "abb".wholeMatch(of: pattern) != nil  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func extended() {
  _ = #/a+ b+/#  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func interpolated() -> String {
  "pattern \(/x/)"  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func notCompiled() {
  #if false
    _ = /never-built/
  #endif
}

func commentsAndStrings() -> String {
  // A slash in a comment, /like this/, or in a string is no regex literal.
  "a/b/c"
}
