import QuickActions

/// The sequence diagram drawn as inline SVG by the library itself: a header box per lifeline, dashed lifelines, a
/// labelled band per step, a solid arrow per callback under its selector, a dashed arrow per app action towards
/// the app's logic (a dashed line ending in a cross for one UIKit refused), and boxes for notes, refused steps and
/// broken invariants (named in the text, not by colour alone).
///
/// Colours are `currentColor` by default and CSS classes (`sd-…`) the HTML report styles, so the picture follows
/// the page's light or dark scheme. No script, no external font, no `id` (several diagrams share one page).
/// Every text is escaped with `Escaping.xmlText(_:breaks:)`. See the
/// [SVG 2 specification](https://www.w3.org/TR/SVG2/) for the elements used.
extension SequenceDiagram {
  /// The SVG element, on lines of its own, ending with a line break.
  public var svg: String {
    let layout = SequenceDiagramLayout(self)
    var out = SVGWriter()
    let width = SVGWriter.number(layout.width)
    let height = SVGWriter.number(layout.height)
    out.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence-diagram\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" "
        + "font-size=\"\(SequenceDiagramLayout.fontSize)\" fill=\"currentColor\">")
    out.line("<title>\(Escaping.xmlText("Sequence diagram: " + title, breaks: .spaces))</title>")
    drawBands(layout, into: &out)
    drawLifelines(layout, into: &out)
    for row in layout.rows { draw(row, layout: layout, into: &out) }
    out.line("</svg>")
    return out.text
  }

  /// The step bands, under everything else.
  private func drawBands(_ layout: SequenceDiagramLayout, into out: inout SVGWriter) {
    for row in layout.rows {
      guard case .step = row.element else { continue }
      out.rect(
        x: layout.left, y: row.top + 2, width: layout.right - layout.left, height: row.height - 4, class: "sd-step",
        attributes: "fill=\"none\" stroke=\"currentColor\" stroke-opacity=\"0.3\"")
      out.text(
        row.lines.first ?? "", x: layout.left + 8, y: row.top + row.height / 2 + 4, class: "sd-step-label",
        attributes: "font-weight=\"bold\"")
    }
  }

  /// A header box and a dashed lifeline per participant.
  private func drawLifelines(_ layout: SequenceDiagramLayout, into out: inout SVGWriter) {
    let top = SequenceDiagramLayout.margin
    let headerBottom = top + SequenceDiagramLayout.headerHeight
    for index in participants.indices {
      let center = layout.center(of: index)
      let boxWidth = layout.headerWidths[index]
      out.line(
        "<line class=\"sd-lifeline\" x1=\"\(SVGWriter.number(center))\" y1=\"\(SVGWriter.number(headerBottom))\" "
          + "x2=\"\(SVGWriter.number(center))\" y2=\"\(SVGWriter.number(layout.bottom))\" stroke=\"currentColor\" "
          + "stroke-opacity=\"0.6\" stroke-dasharray=\"4 4\"/>")
      out.rect(
        x: center - boxWidth / 2, y: top, width: boxWidth, height: SequenceDiagramLayout.headerHeight, class: "sd-head",
        attributes: "fill=\"none\" stroke=\"currentColor\" rx=\"4\"")
      out.text(
        layout.headers[index], x: center, y: top + SequenceDiagramLayout.headerHeight / 2 + 4, class: "sd-head-label",
        attributes: "text-anchor=\"middle\" font-weight=\"bold\"")
    }
  }

  /// One row: an arrow, a note, a refusal or a violation (step bands are drawn first).
  private func draw(_ row: SequenceDiagramLayout.Row, layout: SequenceDiagramLayout, into out: inout SVGWriter) {
    switch row.element {
    case .step: return
    case .message(let message): drawArrow(message, row: row, layout: layout, into: &out)
    case .note: drawBox(row, layout: layout, class: "sd-note", into: &out)
    case .rejected: drawBox(row, layout: layout, class: "sd-refused", into: &out)
    case .violation(_, let isWarning, _):
      drawBox(row, layout: layout, class: isWarning ? "sd-warning" : "sd-error", into: &out)
    }
  }

  /// An arrow with its label above it: solid for a callback, dashed for an app action, dashed with a cross instead
  /// of a head for an action UIKit refused; a loop when it starts and ends on the same lifeline.
  private func drawArrow(
    _ message: Message, row: SequenceDiagramLayout.Row, layout: SequenceDiagramLayout, into out: inout SVGWriter
  ) {
    let kind =
      switch message.kind {
      case .callback: "sd-callback"
      case .action: "sd-action"
      case .refused: "sd-refused-action"
      }
    let dash =
      switch message.kind {
      case .callback: ""
      case .action, .refused: " stroke-dasharray=\"6 4\""
      }
    let from = layout.center(of: message.from)
    let to = layout.center(of: message.to)
    let y = row.top + row.height - 7
    // The label's lines stack above the arrow, the last one where a one-line label sits.
    let above = { (index: Int) in Double(row.lines.count - 1 - index) * SequenceDiagramLayout.rowHeight }
    out.line("<g class=\"sd-message \(kind)\">")
    if message.from == message.to {
      out.line(
        "<path class=\"sd-arrow\" d=\"M \(SVGWriter.number(from)) \(SVGWriter.number(y - 6)) h 24 v 10 h -22\" "
          + "fill=\"none\" stroke=\"currentColor\"\(dash)/>")
      end(of: message, x: from, y: y + 4, direction: -1, into: &out)
      for (index, label) in row.lines.enumerated() {
        out.text(label, x: from + 30, y: y - 1 - above(index), class: "sd-label", attributes: "")
      }
    } else {
      out.line(
        "<line class=\"sd-arrow\" x1=\"\(SVGWriter.number(from))\" y1=\"\(SVGWriter.number(y))\" "
          + "x2=\"\(SVGWriter.number(to))\" y2=\"\(SVGWriter.number(y))\" stroke=\"currentColor\"\(dash)/>")
      end(of: message, x: to, y: y, direction: to > from ? 1 : -1, into: &out)
      for (index, label) in row.lines.enumerated() {
        out.text(
          label, x: (from + to) / 2, y: y - 5 - above(index), class: "sd-label", attributes: "text-anchor=\"middle\"")
      }
    }
    out.line("</g>")
  }

  /// The end of an arrow at (`x`, `y`): a head pointing right (`direction` 1) or left (-1), or a cross for an
  /// action UIKit refused.
  private func end(of message: Message, x: Double, y: Double, direction: Double, into out: inout SVGWriter) {
    switch message.kind {
    case .callback, .action: out.arrowHead(x: x, y: y, direction: direction)
    case .refused: out.cross(x: x - 5 * direction, y: y)
    }
  }

  /// A box across every lifeline with the row's lines of text.
  private func drawBox(
    _ row: SequenceDiagramLayout.Row, layout: SequenceDiagramLayout, class name: String, into out: inout SVGWriter
  ) {
    let strong = name == "sd-error" || name == "sd-warning"
    out.line("<g class=\"sd-box \(name)\">")
    out.rect(
      x: layout.left + 4, y: row.top + 2, width: layout.right - layout.left - 8, height: row.height - 4, class: "",
      attributes: "fill=\"none\" stroke=\"currentColor\" rx=\"3\""
        + (strong ? " stroke-width=\"2\"" : " stroke-dasharray=\"2 2\""))
    for (index, line) in row.lines.enumerated() {
      out.text(
        line, x: layout.left + 12, y: row.top + SequenceDiagramLayout.rowHeight * Double(index) + 17, class: "",
        attributes: strong ? "font-weight=\"bold\"" : "")
    }
    out.line("</g>")
  }
}
