extension Escaping {
  /// `text` as the message of a GitHub Actions workflow command (`::error file=…::<message>`), which the runner
  /// reads back as exactly `text` on one log line: `%` as `%25`, carriage return as `%0D` and line feed as `%0A` (the
  /// runner turns them back, so a message keeps its lines), tab as it is, and every other control character and every
  /// bidirectional control (``isBidiControl(_:)``) as U+FFFD, so no escape sequence reaches the log viewer and no
  /// annotation reads other than it is.
  /// https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions
  public static func workflowCommandMessage(_ text: String) -> String {
    workflowCommand(text, property: false)
  }

  /// `text` as a property value of a GitHub Actions workflow command (`file=`, `title=`): as
  /// ``workflowCommandMessage(_:)``, and `:` as `%3A` and `,` as `%2C`, which would otherwise end the value.
  public static func workflowCommandProperty(_ text: String) -> String {
    workflowCommand(text, property: true)
  }

  private static func workflowCommand(_ text: String, property: Bool) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      case "\t": escaped += "\t"
      case ":" where property: escaped += "%3A"
      case "," where property: escaped += "%2C"
      default:
        switch ControlCharacter(scalar) {
        case .c0, .delete, .c1: escaped += "\u{FFFD}"
        case nil where isBidiControl(scalar): escaped += "\u{FFFD}"
        case nil: escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }
}
