// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// `contains` with a String or a Substring where Foundation is loaded: Foundation's generic
// StringProtocol.contains<T: StringProtocol>(_:) (macOS 10.10 / iOS 8) is visible, and _StringProcessing's
// non-generic overloads (macOS 13 / iOS 16) are @_disfavoredOverload, so the type checker binds Foundation's on Linux
// as on a Mac, and the index records Foundation's: no finding.
import Foundation

func mentions(_ text: String, _ word: Substring) -> Bool {
  text.contains(word) || text.contains(String(word)) || text.contains("ab")
}
