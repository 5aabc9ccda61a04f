extension Escaping {
  /// `text` as one CommonMark code span on one line, backticks included, so no character of it is Markdown, HTML,
  /// a mention or an issue reference: the C0 controls (line breaks among them) and DEL become spaces, and the fence
  /// is one backtick longer than the longest run of backticks in the text. C1 controls stay: CommonMark gives them
  /// no meaning. The bidirectional controls (``isBidiControl(_:)``) become U+FFFD, so a job summary reads as its
  /// text is stored. The text is padded with a space on each side (which CommonMark strips) only when it is empty,
  /// starts or ends with a backtick, or both starts and ends with a space.
  /// https://spec.commonmark.org/0.31.2/#code-spans
  public static func markdownCodeSpan(_ text: String) -> String {
    var flat = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch ControlCharacter(scalar) {
      case .c0, .delete: flat.append(" ")
      case nil where isBidiControl(scalar): flat.append("\u{FFFD}")
      case .c1, nil: flat.append(scalar)
      }
    }
    let line = String(flat)
    var longest = 0
    var run = 0
    for character in line {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pads = line.isEmpty || line.first == "`" || line.last == "`" || (line.first == " " && line.last == " ")
    return pads ? "\(fence) \(line) \(fence)" : "\(fence)\(line)\(fence)"
  }
}

extension Escaping {
  /// `text` as one cell of a GitHub Flavored Markdown table: a code span (``markdownCodeSpan(_:)``) whose pipes are
  /// written `\|`, which the table reads as a pipe inside the cell rather than as the cell's end.
  /// https://github.github.com/gfm/#tables-extension-
  public static func markdownTableCell(_ text: String) -> String {
    markdownCodeSpan(text).replacingEvery("|", with: "\\|")
  }
}
