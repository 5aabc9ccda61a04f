// MARK: - Columns

extension ReplayTextReport {
  /// `rows` under `header` in left-aligned columns two spaces apart, the header bold: the `--matrix` table and the
  /// delivery-equivalence view. A row may stop short of the header (a file that could not be read has only its name
  /// and its error): its last cell then sets no column's width. `colour` paints each cell after the first, given the
  /// cell and its padded text.
  func columns(header: [String], rows: [[String]], colour: (String, String) -> String) -> [String] {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < row.count - 1 || row.count == header.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    func render(_ row: [String], coloured: Bool) -> String {
      row.enumerated().map { column, cell in
        let padded =
          column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        guard coloured, column > 0 else { return padded }
        return colour(cell, padded)
      }.joined()
    }
    return [palette.bold(render(header, coloured: false))] + rows.map { render($0, coloured: true) }
  }
}
