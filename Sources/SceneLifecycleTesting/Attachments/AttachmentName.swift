/// The names attachments get: `<test>-trace.txt`, `<test>-<scenario>-sequence.svg`, `<test>-counterexample-1.json`.
enum AttachmentName {
  /// `name` as the start of a file name: a Swift Testing test's or an XCTest method's name without its argument
  /// list (`replays(_:)` → `replays`), every character but ASCII letters, digits, `.`, `-` and `_` made `-`; `test`
  /// when nothing is left.
  static func testName(_ name: String) -> String {
    let bare = name.prefix { $0 != "(" }
    let safe = fileNameSafe(String(bare))
    return safe.isEmpty ? "test" : safe
  }

  /// `text` with every character but ASCII letters, digits, `.`, `-` and `_` made `-`, and no leading `.` (a hidden
  /// file).
  static func fileNameSafe(_ text: String) -> String {
    let characters = text.unicodeScalars.map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": Character(scalar)
      default: "-"
      }
    }
    return String(String(characters).drop { $0 == "." })
  }

  /// A scenario file's base name (`Scenarios/coldLaunch.json` → `coldLaunch`), file-name safe.
  static func scenarioName(_ file: String) -> String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    let base = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
    return fileNameSafe(base)
  }
}
