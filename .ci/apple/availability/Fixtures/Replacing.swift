// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// replacing(_:with:) is _StringProcessing's (macOS 13 / iOS 16); replacingOccurrences(of:with:) would be Foundation's.

func escape(_ text: String) -> String {
  text.replacing("|", with: "\\|")  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}
