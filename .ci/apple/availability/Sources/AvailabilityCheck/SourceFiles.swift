import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed source file: its syntax tree and where its lines start.
final class SourceFile {
  /// The file's absolute path.
  let path: String
  /// The syntax tree.
  let tree: SourceFileSyntax
  /// The UTF-8 offset of each line's first byte; line 1 is at index 0.
  private let lineStarts: [Int]

  /// Parses the file at `path`; nil when it does not read.
  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    self.path = path
    self.lineStarts = starts
    // Swift 6 mode, as the package builds: bare `/…/` regex literals parse as regex literals.
    self.tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, swiftVersion: .v6) }
  }

  /// The UTF-8 offset of a 1-based line and UTF-8 column, as the index records positions.
  func offset(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
    return lineStarts[line - 1] + column - 1
  }

  /// The 1-based line and column of a UTF-8 offset.
  func lineAndColumn(offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  /// The token that covers a 1-based line and column, if any.
  func token(line: Int, column: Int) -> TokenSyntax? {
    guard let offset = offset(line: line, column: column) else { return nil }
    return tree.token(at: AbsolutePosition(utf8Offset: offset))
  }
}

/// The parsed files, each parsed once.
final class SourceFiles {
  private var files: [String: SourceFile] = [:]
  private var unreadable: Set<String> = []

  /// The parsed file at `path`; nil when it does not read.
  func file(_ path: String) -> SourceFile? {
    if let file = files[path] { return file }
    guard !unreadable.contains(path) else { return nil }
    guard let file = SourceFile(path: path) else {
      unreadable.insert(path)
      return nil
    }
    files[path] = file
    return file
  }
}
