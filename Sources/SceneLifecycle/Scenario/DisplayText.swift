/// Makes text from a scenario file safe for one line of terminal output: control characters become
/// `\u{…}` escapes and text longer than `limit` characters is cut with `…`.
package func displayText(_ text: String, limit: Int = 200) -> String {
  var result = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == limit { return result + "…" }
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
      result += "\\u{\(String(value, radix: 16, uppercase: true))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
    count += 1
  }
  return result
}

/// `text` in double quotes for an error message, made safe and cut to `limit` characters.
package func quoted(_ text: String, limit: Int = 60) -> String { "\"" + displayText(text, limit: limit) + "\"" }
