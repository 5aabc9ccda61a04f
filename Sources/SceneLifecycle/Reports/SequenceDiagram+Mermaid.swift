import SceneLifecycle

/// The diagram as a Mermaid `sequenceDiagram`, which GitHub renders inside a ```` ```mermaid ```` block.
///
/// The text uses a small grammar, one statement a line, indented by nesting:
///
/// ```
/// sequenceDiagram
///   title <label>
///   participant P<n> as <label>
///   rect <colour>                        (a step's section; a refusal or violation inside it)
///     Note over P<a>,P<b>: <label>       (the step's title, a refusal or a violation)
///     Note right of P<n>: <label>        (a note from the model)
///     P<a>->>P<b>: <label>               (a callback)
///     P<a>-->>P<b>: <label>              (an app action)
///     P<a>--xP<b>: <label>               (an app action UIKit refused)
///   end
/// ```
///
/// Participants get safe ids (`P0`, `P1`, …) and their names only as escaped `as` labels, so no scene name can
/// become an id, a keyword or an arrow. Every label goes through ``mermaidLabel(_:)``.
/// Syntax and entity codes: https://mermaid.js.org/syntax/sequenceDiagram.html#entity-codes-to-escape-characters
extension SequenceDiagram {
  /// The background of a step's section: a faint grey that reads on light and dark themes.
  static let stepColour = "rgba(128, 128, 128, 0.1)"
  /// The background of a refused step and of an error-kind violation: red.
  static let errorColour = "rgba(255, 0, 0, 0.25)"
  /// The background of a warning-kind violation: amber.
  static let warningColour = "rgba(255, 165, 0, 0.3)"

  /// The Mermaid text, ending with a newline.
  var mermaid: String {
    var lines = ["sequenceDiagram"]
    if !title.isEmpty { lines.append("  title \(Self.mermaidLabel(title))") }
    for (index, participant) in participants.enumerated() {
      lines.append("  participant P\(index) as \(Self.mermaidLabel(participant.label))")
    }
    if participants.isEmpty { lines.append("  participant P0 as \(Self.mermaidLabel(Role.uiKit.label))") }
    let span = participants.count > 1 ? "P0,P\(participants.count - 1)" : "P0"
    var inStep = false
    for element in elements {
      let indent = inStep ? "    " : "  "
      switch element {
      case .step(let number, let title):
        if inStep { lines.append("  end") }
        lines.append("  rect \(Self.stepColour)")
        lines.append("    Note over \(span): \(Self.mermaidLabel("#\(number) \(title)"))")
        inStep = true
      case .message(let message):
        let arrow =
          switch message.kind {
          case .callback: "->>"
          case .action: "-->>"
          case .refused: "--x"
          }
        lines.append("\(indent)P\(message.from)\(arrow)P\(message.to): \(Self.mermaidLabel(message.label))")
      case .note(let text):
        lines.append("\(indent)Note right of P0: \(Self.mermaidLabel(text))")
      case .rejected(let text):
        lines.append("\(indent)rect \(Self.errorColour)")
        lines.append("\(indent)  Note over \(span): \(Self.mermaidLabel("refused: \(text)"))")
        lines.append("\(indent)end")
      case .violation(let kind, let isWarning, let message):
        lines.append("\(indent)rect \(isWarning ? Self.warningColour : Self.errorColour)")
        let label = "\(isWarning ? "warning " : "")\(kind.rawValue): \(message)"
        lines.append("\(indent)  Note over \(span): \(Self.mermaidLabel(label))")
        lines.append("\(indent)end")
      }
    }
    if inStep { lines.append("  end") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a Mermaid label that cannot end its line, start a comment, directive, entity or arrow, or carry
  /// HTML: letters, digits, spaces and `.,_()/@=*+?![]'-` stay; every other character becomes Mermaid's decimal
  /// entity code (`;` is `#59;`, `<` is `#60;`, `é` is `#233;`), which Mermaid turns into the HTML character
  /// reference `&#59;`. Colons stay too, so selectors read as themselves, unless the label holds `wrap` (Mermaid
  /// reads a leading `wrap:` or `nowrap:` as a directive and drops it), `style` or `classDef` (its preprocessor
  /// trims a `;` from lines holding `style…:…#…;`). Line breaks and tabs become spaces, and characters XML cannot
  /// hold (other control characters, U+FFFE, U+FFFF) become U+FFFD, so the SVG a renderer writes stays well-formed.
  static func mermaidLabel(_ text: String) -> String {
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
      default:
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        let code = isControl || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? 0xFFFD : scalar.value
        output += "#\(code);"
      }
    }
    return output
  }
}
