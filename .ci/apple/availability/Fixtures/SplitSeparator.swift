// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// split(separator:) with a String separator is _StringProcessing's overload (macOS 13 / iOS 16); with a Character it
// is the standard library's old one.

func words(_ text: String) -> Int {
  text.split(separator: "ab").count  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func fields(_ text: String) -> Int {
  text.split(separator: ",").count
}
