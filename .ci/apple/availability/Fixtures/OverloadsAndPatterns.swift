// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// Where the index binds a newer declaration that the compiler on Apple would not check.

/// FixedWidthInteger.&* became a protocol requirement in macOS 15 / iOS 18, but its extension operator is as old as
/// the protocol: below macOS 15 the compiler disfavors the requirement and calls the extension, so no finding.
func mix(_ value: UInt64) -> UInt64 {
  value &* 0x9E37_79B9_7F4A_7C15
}

/// Mirror.DisplayStyle.foreignReference is macOS 26 / iOS 26. Matching it in a pattern needs no value of it, so the
/// compiler does not check it there; making one does.
func describe(_ style: Mirror.DisplayStyle?) -> String {
  switch style {
  case .struct?, .foreignReference?: "value"
  default: "other"
  }
}

func isForeign(_ style: Mirror.DisplayStyle) -> Bool {
  if case .foreignReference = style { return true }
  return false
}

func make() -> Mirror.DisplayStyle {
  .foreignReference  // expect-availability: macOS 26.0, iOS 26.0, macCatalyst 26.0
}
