import QuickActions
import XCTest

/// GitHub Actions workflow commands: the message and property escapes the runner reads back, and no control
/// character that could end the command's line or reach the log viewer as an escape sequence.
final class WorkflowCommandEscapingTests: XCTestCase {
  /// What the runner does to a message or property value (its `unescapeData` and `unescapeProperty`).
  private func unescaped(_ text: String) -> String {
    text.replacingEvery("%0D", with: "\r").replacingEvery("%0A", with: "\n").replacingEvery("%3A", with: ":")
      .replacingEvery("%2C", with: ",").replacingEvery("%25", with: "%")
  }

  func testEachContextOverTheTrickyInputs() {
    let rows: [(input: String, message: String, property: String)] = [
      ("100% done", "100%25 done", "100%25 done"),
      ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
      ("file: a, b", "file: a, b", "file%3A a%2C b"),
      ("::error::x", "::error::x", "%3A%3Aerror%3A%3Ax"),
      ("%0A", "%250A", "%250A"),
      ("\t", "\t", "\t"),
      ("\u{1B}[31m\u{7F}\u{85}\u{0}", "\u{FFFD}[31m\u{FFFD}\u{FFFD}\u{FFFD}", "\u{FFFD}[31m\u{FFFD}\u{FFFD}\u{FFFD}"),
      ("\u{2028}é😀", "\u{2028}é😀", "\u{2028}é😀"),
      ("\u{202E}txt.exe\u{2066}", "\u{FFFD}txt.exe\u{FFFD}", "\u{FFFD}txt.exe\u{FFFD}"),
    ]
    for row in rows {
      XCTAssertEqual(Escaping.workflowCommandMessage(row.input), row.message, row.input.debugDescription)
      XCTAssertEqual(Escaping.workflowCommandProperty(row.input), row.property, row.input.debugDescription)
    }
  }

  func testTheRunnerReadsBackEveryCharacterThatIsNotAControl() {
    let text = "Step 3 (quickAction), 100%: \"x\"\r\n  - expected ✓ %3A %2C"
    XCTAssertEqual(unescaped(Escaping.workflowCommandMessage(text)), text)
    XCTAssertEqual(unescaped(Escaping.workflowCommandProperty(text)), text)
  }

  func testNoControlOtherThanTabSurvives() {
    let controls =
      (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + ["\u{7F}"] + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    for scalar in controls where scalar != "\t" {
      for escaped in [Escaping.workflowCommandMessage("a\(scalar)b"), Escaping.workflowCommandProperty("a\(scalar)b")] {
        XCTAssertFalse(escaped.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
        XCTAssertFalse(escaped.unicodeScalars.contains { ControlCharacter.isControl($0) })
      }
    }
    XCTAssertFalse(Escaping.workflowCommandProperty("a:b,c").contains { $0 == ":" || $0 == "," })
  }
}
