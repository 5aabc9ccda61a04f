extension Escaping {
  /// `text` as a Mermaid label that cannot end its line, start a comment, directive, entity or arrow, or carry
  /// HTML: letters, digits, spaces and `.,_()/@=*+?![]'-` stay; every other character becomes Mermaid's decimal
  /// entity code (`;` is `#59;`, `<` is `#60;`, `é` is `#233;`), which Mermaid turns into the HTML character
  /// reference `&#59;`. Colons stay too, so selectors read as themselves, unless the label holds `wrap` (Mermaid
  /// reads a leading `wrap:` or `nowrap:` as a directive and drops it), `style` or `classDef` (its preprocessor
  /// trims a `;` from lines holding `style…:…#…;`). Line feeds, carriage returns and tabs become spaces, and what
  /// XML cannot hold (the other control characters, U+FFFE, U+FFFF) becomes `#65533;` (U+FFFD), so the SVG a
  /// renderer writes stays well-formed.
  /// Entity codes: https://mermaid.js.org/syntax/sequenceDiagram.html#entity-codes-to-escape-characters
  public static func mermaidLabel(_ text: String) -> String {
    let lowercased = text.lowercased()
    let keepsColons = !["wrap", "style", "classdef"].contains { lowercased.contains($0) }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case ":" where keepsColons:
        output.unicodeScalars.append(scalar)
      case "a"..."z", "A"..."Z", "0"..."9", " ", ".", ",", "_", "(", ")", "/", "@", "=", "*", "+", "?", "!", "[",
        "]", "'", "-":
        output.unicodeScalars.append(scalar)
      case "\n", "\r", "\t":
        output += " "
      case "\u{FFFE}", "\u{FFFF}":
        output += "#65533;"
      default:
        switch ControlCharacter(scalar) {
        case .c0, .delete, .c1: output += "#65533;"
        case nil: output += "#\(scalar.value);"
        }
      }
    }
    return output
  }
}
