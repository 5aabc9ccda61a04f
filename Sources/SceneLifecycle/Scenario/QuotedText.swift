import QuickActions

/// `text` in double quotes for an error message, made safe for one line of terminal output and cut to `limit`
/// characters (`Escaping.terminalText`, QuickActions' one rule for control characters).
package func quoted(_ text: String, limit: Int = 60) -> String {
  "\"" + Escaping.terminalText(text, limit: limit) + "\""
}
