// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// `contains` with a String or a Substring where Foundation is not loaded: only _StringProcessing's overloads take
// one (macOS 13 / iOS 16), a Mac's compiler has nothing older to call, and the finding stands. A one-character
// literal is a Character, and Sequence.contains(_:) is as old as Swift.

func mentions(_ text: String, _ word: Substring) -> Bool {
  text.contains(word)  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
    || text.contains(String(word))  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
    || text.contains("ab")  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
    || text.contains("a")
}
