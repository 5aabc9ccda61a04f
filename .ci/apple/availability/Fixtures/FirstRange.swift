// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// firstRange(of:) comes from _StringProcessing (macOS 13 / iOS 16), on String, Substring and any Collection.

func onString(_ text: String) -> Bool {
  text.firstRange(of: "ab") != nil  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func onSubstring(_ text: Substring) -> Bool {
  text.firstRange(of: "ab") != nil  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func onCollection<C: Collection>(_ elements: C, _ other: [C.Element]) -> Bool where C.Element: Equatable {
  elements.firstRange(of: other) != nil  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}
