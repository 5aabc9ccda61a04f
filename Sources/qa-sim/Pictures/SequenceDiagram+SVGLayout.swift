/// Where everything of a ``SequenceDiagram`` goes in its SVG picture: fixed-width columns, one per lifeline, and
/// rows of a fixed height, top to bottom. Deterministic: widths come from a per-character estimate of the longest
/// label, never from measuring text, so the same diagram always gives the same picture.
struct SequenceDiagramLayout: Hashable, Sendable {
  /// The estimated advance of one character of the diagram's 12 px monospace text, in pixels (a monospace
  /// glyph is about 0.6 em wide).
  static let characterWidth = 7.5
  /// The font size of every label, in pixels.
  static let fontSize = 12
  /// The margin around the picture.
  static let margin = 12.0
  /// The height of a lifeline's header box.
  static let headerHeight = 30.0
  /// The height of one row: a step's band, an arrow, or one line of a note.
  static let rowHeight = 26.0
  /// The fewest characters a column is wide.
  static let minimumColumnCharacters = 12
  /// The most characters a column is wide; longer arrow labels are shortened with `…`.
  static let maximumColumnCharacters = 56

  /// One element placed: its top and how many rows it takes.
  struct Row: Hashable, Sendable {
    /// The element.
    let element: SequenceDiagram.Element
    /// Its top edge.
    let top: Double
    /// Its text, one string a line (an arrow's label, or a note wrapped to the diagram's width).
    let lines: [String]
    /// Its height.
    var height: Double { SequenceDiagramLayout.rowHeight * Double(max(lines.count, 1)) }
  }

  /// How many characters a column holds.
  let columnCharacters: Int
  /// How many lifelines.
  let columns: Int
  /// Every element, placed.
  let rows: [Row]

  /// The layout of `diagram`.
  init(_ diagram: SequenceDiagram) {
    var longest = Self.minimumColumnCharacters
    for participant in diagram.participants { longest = max(longest, Self.width(of: participant.label)) }
    for element in diagram.elements {
      if case .message(let message) = element { longest = max(longest, Self.width(of: message.label)) }
    }
    columnCharacters = min(longest, Self.maximumColumnCharacters)
    columns = max(diagram.participants.count, 1)
    let noteCharacters = max(Int((Self.columnWidth(columnCharacters) * Double(columns) - 24) / Self.characterWidth), 8)
    var top = Self.margin + Self.headerHeight + Self.rowHeight / 2
    var rows: [Row] = []
    for element in diagram.elements {
      let lines: [String]
      switch element {
      case .step(let number, let title): lines = [Self.shortened("#\(number) \(title)", to: noteCharacters)]
      case .message(let message): lines = [Self.shortened(message.label, to: columnCharacters)]
      case .note(let text): lines = Self.wrapped(text, width: noteCharacters)
      case .rejected(let text): lines = Self.wrapped("refused: " + text, width: noteCharacters)
      case .violation(let kind, let isWarning, let message):
        lines = Self.wrapped(
          (isWarning ? "warning " : "violation ") + kind.rawValue + ": " + message, width: noteCharacters)
      }
      let row = Row(element: element, top: top, lines: lines)
      rows.append(row)
      top += row.height
    }
    self.rows = rows
  }

  /// A column's width for `characters` characters, with room either side.
  static func columnWidth(_ characters: Int) -> Double { Double(characters) * characterWidth + 24 }
  /// A column's width.
  var columnWidth: Double { Self.columnWidth(columnCharacters) }
  /// The centre of lifeline `index`.
  func center(of index: Int) -> Double { Self.margin + columnWidth * (Double(index) + 0.5) }
  /// The left edge of the lifelines' area.
  var left: Double { Self.margin }
  /// The right edge of the lifelines' area.
  var right: Double { Self.margin + columnWidth * Double(columns) }
  /// The bottom of the last row.
  var bottom: Double { (rows.last.map { $0.top + $0.height } ?? Self.margin + Self.headerHeight) + Self.rowHeight / 2 }
  /// The picture's width.
  var width: Double { right + Self.margin }
  /// The picture's height.
  var height: Double { bottom + Self.margin }

  /// How many monospace cells `text` takes: wide (East Asian, emoji) characters count twice.
  static func width(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
  }

  /// `text` on one line, cut to `limit` cells with a trailing `…` when longer.
  static func shortened(_ text: String, to limit: Int) -> String {
    let line = Markup.oneLine(text)
    guard width(of: line) > limit else { return line }
    return prefix(of: line, cells: limit - 1) + "…"
  }

  /// The longest start of `text` that fits in `cells` cells (at least one character).
  static func prefix(of text: String, cells: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let size = width(of: String(character))
      if used + size > cells, !result.isEmpty { break }
      result.append(character)
      used += size
    }
    return result
  }

  /// `text` broken into lines of at most `width` cells at spaces (a longer word is cut), at most 6 lines; the
  /// last is shortened with `…` when more would follow.
  static func wrapped(_ text: String, width limit: Int, maximumLines: Int = 6) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in Markup.oneLine(text).split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      while width(of: word) > limit {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        let head = prefix(of: word, cells: limit)
        lines.append(head)
        word = String(word.dropFirst(head.count))
      }
      let candidate = current.isEmpty ? word : current + " " + word
      if width(of: candidate) > limit {
        lines.append(current)
        current = word
      } else {
        current = candidate
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    guard lines.count > maximumLines else { return lines }
    return Array(lines.prefix(maximumLines - 1)) + [shortened(lines[maximumLines - 1] + " …", to: limit)]
  }
}
