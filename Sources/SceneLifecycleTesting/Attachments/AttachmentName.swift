import SceneLifecycle

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

  /// `text` as a part of an attachment's name, at most 100 bytes, so that `<test>-<scenario>-sequence.svg` stays under
  /// the file system's 255 (``FileNames/safePart(_:maximumBytes:)``, the rule every file qa-sim names follows).
  static func fileNameSafe(_ text: String) -> String { FileNames.safePart(text, maximumBytes: 100) }

  /// A scenario file's base name (`Scenarios/coldLaunch.json` → `coldLaunch`), file-name safe.
  static func scenarioName(_ file: String) -> String {
    let last = FileNames.lastComponent(of: file)
    let base = last.hasSuffix(".json") ? String(last.dropLast(5)) : last
    return fileNameSafe(base)
  }
}
