import QuickActions

/// Writes SVG elements, one a line, with numbers in a fixed short form.
package struct SVGWriter {
  /// What has been written.
  private(set) var text = ""

  /// Appends `line` and a line break.
  mutating func line(_ line: String) {
    text += line
    text += "\n"
  }

  /// A `<rect>` with `class` (when not empty) and extra attributes.
  mutating func rect(x: Double, y: Double, width: Double, height: Double, class name: String, attributes: String) {
    line(
      "<rect\(name.isEmpty ? "" : " class=\"\(name)\"") x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
        + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"\(attributes.isEmpty ? "" : " " + attributes)/>"
    )
  }

  /// A `<text>` holding `content`, escaped.
  mutating func text(_ content: String, x: Double, y: Double, class name: String, attributes: String) {
    line(
      "<text\(name.isEmpty ? "" : " class=\"\(name)\"") x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
        + (attributes.isEmpty ? "" : " " + attributes) + ">\(Escaping.xmlText(content, breaks: .spaces))</text>")
  }

  /// A filled triangle whose tip is at (`x`, `y`), pointing right (`direction` 1) or left (-1).
  mutating func arrowHead(x: Double, y: Double, direction: Double) {
    let back = x - 8 * direction
    line(
      "<polygon class=\"sd-head-tip\" points=\"\(Self.number(x)),\(Self.number(y)) \(Self.number(back)),"
        + "\(Self.number(y - 4)) \(Self.number(back)),\(Self.number(y + 4))\" fill=\"currentColor\"/>")
  }

  /// An X centred on (`x`, `y`), 10 units across: the end of an arrow that did not arrive.
  mutating func cross(x: Double, y: Double) {
    line(
      "<path class=\"sd-cross\" d=\"M \(Self.number(x - 5)) \(Self.number(y - 5)) l 10 10 m 0 -10 l -10 10\" "
        + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>")
  }

  /// `12`, `12.5`: tenths at most, no exponent, the same on every platform.
  package static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}
