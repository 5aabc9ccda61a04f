// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// String(validating:as:) is macOS 15 / iOS 18: a use at the package's floor fails in both worlds.

func decode(_ bytes: [UInt8]) -> String? {
  String(validating: bytes, as: UTF8.self)  // expect-availability: macOS 15.0, iOS 18.0, macCatalyst 18.0
}
