/// The one rule for the file names qa-sim makes from input (a strategy's name, a test's name, a scenario's file
/// name): counterexample and generated scenario files, and test attachments, all go through it.
///
/// It works per Unicode scalar, never per `Character`: a combining mark after a `/` makes one `Character` of the two,
/// which a check per `Character` would let through.
package enum FileNames {
  /// `text` as part of a file name: every scalar but the ASCII letters, digits, `.`, `-` and `_` made `-`, no leading
  /// `.` (a hidden file), and at most `maximumBytes` bytes (the name of a whole file must stay under the file
  /// system's 255).
  package static func safePart(_ text: String, maximumBytes: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard scalars.count < maximumBytes else { break }
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": scalars.append(scalar)
      case ".": if !scalars.isEmpty { scalars.append(scalar) }
      default: scalars.append("-")
      }
    }
    return String(scalars)
  }

  /// The last component of `path`: what follows its last `/` byte (a `/` merged with a combining mark into one
  /// `Character` still ends a component); the whole path when it has none.
  package static func lastComponent(of path: String) -> String {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
  }
}
