/// Where everything of a ``SequenceDiagram`` goes in its SVG picture: a lifeline per participant, spaced so that
/// every arrow's label fits between the lifelines it joins, and rows of a fixed height, top to bottom.
/// Deterministic: widths come from a per-character estimate of the labels, never from measuring text, so the
/// same diagram always gives the same picture.
package struct SequenceDiagramLayout: Hashable, Sendable {
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
  /// The least distance between two lifelines.
  static let minimumGap = 90.0
  /// The most characters of a label or a lifeline's name; longer ones are shortened with `…`.
  static let maximumLabelCharacters = 56

  /// One element placed: its top and how many rows it takes.
  struct Row: Hashable, Sendable {
    /// The element.
    let element: SequenceDiagram.Element
    /// Its top edge.
    let top: Double
    /// Its text, one string a line (an arrow's label, wrapped for a refused action, or a note wrapped to the
    /// diagram's width).
    let lines: [String]
    /// Its height.
    var height: Double { SequenceDiagramLayout.rowHeight * Double(max(lines.count, 1)) }
  }

  /// Each lifeline's name as shown (shortened when long).
  let headers: [String]
  /// Each lifeline's header box width.
  let headerWidths: [Double]
  /// Each lifeline's horizontal position.
  let centers: [Double]
  /// The right edge of the drawing.
  let right: Double
  /// Every element, placed.
  let rows: [Row]

  /// The layout of `diagram`.
  init(_ diagram: SequenceDiagram) {
    let headers = diagram.participants.map { Self.shortened($0.label, to: Self.maximumLabelCharacters) }
    let headerWidths = headers.map { Self.textWidth($0) + 20 }
    var gaps: [Double] = []
    for index in headerWidths.indices.dropLast() {
      let touching: Double = headerWidths[index] / 2 + headerWidths[index + 1] / 2 + 12
      gaps.append(max(Self.minimumGap, touching))
    }
    var trailing = (headerWidths.last ?? 0) / 2
    let messages = diagram.elements.compactMap { element -> SequenceDiagram.Message? in
      if case .message(let message) = element { return message }
      return nil
    }
    // Narrow arrows first, so a wide one spreads only what its narrower neighbours left short.
    let ordered = messages.indices.sorted { (first: Int, second: Int) -> Bool in
      let spans = (abs(messages[first].to - messages[first].from), abs(messages[second].to - messages[second].from))
      return spans.0 != spans.1 ? spans.0 < spans.1 : first < second
    }
    for message in ordered.map({ messages[$0] }) {
      let need = Self.textWidth(Self.shortened(message.label, to: Self.maximumLabelCharacters)) + 24
      let low = min(message.from, message.to)
      let high = max(message.from, message.to)
      if low == high {
        // A loop on one lifeline: its label sits to the right of the loop.
        if low < gaps.count { gaps[low] = max(gaps[low], need + 36) } else { trailing = max(trailing, need + 36) }
        continue
      }
      guard high <= gaps.count else { continue }
      let have = gaps[low..<high].reduce(0, +)
      guard have < need else { continue }
      let extra = (need - have) / Double(high - low)
      for index in low..<high { gaps[index] += extra }
    }
    var centers = [Self.margin + (headerWidths.first ?? 0) / 2]
    for gap in gaps { centers.append((centers.last ?? 0) + gap) }
    self.headers = headers
    self.headerWidths = headerWidths
    self.centers = centers
    right = (centers.last ?? Self.margin) + trailing
    let noteCharacters = max(Int((right - Self.margin - 24) / Self.characterWidth), 8)
    var top = Self.margin + Self.headerHeight + Self.rowHeight / 2
    var rows: [Row] = []
    for element in diagram.elements {
      let lines: [String]
      switch element {
      case .step(let number, let title): lines = [Self.shortened("#\(number) \(title)", to: noteCharacters)]
      case .message(let message):
        switch message.kind {
        // Wrapped, not shortened: the item or link at the end of the label is what the arrow carries.
        case .callback, .action: lines = Self.wrapped(message.label, width: Self.maximumLabelCharacters)
        // UIKit's whole reason is the point of a refusal, so its label wraps instead of being cut.
        case .refused: lines = Self.wrapped(message.label, width: Self.maximumLabelCharacters)
        }
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

  /// The centre of lifeline `index`.
  func center(of index: Int) -> Double { centers.indices.contains(index) ? centers[index] : Self.margin }
  /// The left edge of the drawing.
  var left: Double { Self.margin }
  /// The bottom of the last row.
  var bottom: Double { (rows.last.map { $0.top + $0.height } ?? Self.margin + Self.headerHeight) + Self.rowHeight / 2 }
  /// The picture's width.
  var width: Double { right + Self.margin }
  /// The picture's height.
  var height: Double { bottom + Self.margin }

  /// The estimated width of `text` in pixels.
  static func textWidth(_ text: String) -> Double { Double(width(of: text)) * characterWidth }

  /// How many monospace cells `text` takes: wide (East Asian, emoji) characters count twice.
  static func width(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
  }

  /// `text` on one line, cut to `limit` cells with a trailing `…` when longer.
  package static func shortened(_ text: String, to limit: Int) -> String {
    let line = oneLine(text)
    guard width(of: line) > limit else { return line }
    return prefix(of: line, cells: limit - 1) + "…"
  }

  /// `text` on one line: every line break (a CR LF pair as one) and tab becomes a space (diagram labels).
  static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
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
  package static func wrapped(_ text: String, width limit: Int, maximumLines: Int = 6) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in oneLine(text).split(separator: " ", omittingEmptySubsequences: true) {
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
