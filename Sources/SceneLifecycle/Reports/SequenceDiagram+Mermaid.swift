import QuickActions

/// The diagram as a Mermaid `sequenceDiagram`, which GitHub renders inside a fenced `mermaid` code block.
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
/// become an id, a keyword or an arrow. Every label goes through `Escaping.mermaidLabel(_:)`.
/// Syntax and entity codes: https://mermaid.js.org/syntax/sequenceDiagram.html#entity-codes-to-escape-characters
extension SequenceDiagram {
  /// The background of a step's section: a faint grey that reads on light and dark themes.
  public static let stepColour = "rgba(128, 128, 128, 0.1)"
  /// The background of a refused step and of an error-kind violation: red.
  public static let errorColour = "rgba(255, 0, 0, 0.25)"
  /// The background of a warning-kind violation: amber.
  public static let warningColour = "rgba(255, 165, 0, 0.3)"

  /// The Mermaid text, ending with a newline.
  public var mermaid: String {
    var lines = ["sequenceDiagram"]
    if !title.isEmpty { lines.append("  title \(Escaping.mermaidLabel(title))") }
    for (index, participant) in participants.enumerated() {
      lines.append("  participant P\(index) as \(Escaping.mermaidLabel(participant.label))")
    }
    if participants.isEmpty { lines.append("  participant P0 as \(Escaping.mermaidLabel(Lifeline.uiKit.label))") }
    let span = participants.count > 1 ? "P0,P\(participants.count - 1)" : "P0"
    var inStep = false
    for element in elements {
      let indent = inStep ? "    " : "  "
      switch element {
      case .step(let number, let title):
        if inStep { lines.append("  end") }
        lines.append("  rect \(Self.stepColour)")
        lines.append("    Note over \(span): \(Escaping.mermaidLabel("#\(number) \(title)"))")
        inStep = true
      case .message(let message):
        let arrow =
          switch message.kind {
          case .callback: "->>"
          case .action: "-->>"
          case .refused: "--x"
          }
        lines.append("\(indent)P\(message.from)\(arrow)P\(message.to): \(Escaping.mermaidLabel(message.label))")
      case .note(let text):
        lines.append("\(indent)Note right of P0: \(Escaping.mermaidLabel(text))")
      case .rejected(let text):
        lines.append("\(indent)rect \(Self.errorColour)")
        lines.append("\(indent)  Note over \(span): \(Escaping.mermaidLabel("refused: \(text)"))")
        lines.append("\(indent)end")
      case .violation(let kind, let isWarning, let message):
        lines.append("\(indent)rect \(isWarning ? Self.warningColour : Self.errorColour)")
        let label = "\(isWarning ? "warning " : "")\(kind.rawValue): \(message)"
        lines.append("\(indent)  Note over \(span): \(Escaping.mermaidLabel(label))")
        lines.append("\(indent)end")
      }
    }
    if inStep { lines.append("  end") }
    return lines.joined(separator: "\n") + "\n"
  }
}
