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

/// The parsed files, each parsed once, and only when a question needs the syntax tree.
final class SourceFiles {
  private var files: [String: SourceFile] = [:]
  private var unreadable: Set<String> = []
  private var texts: [String: [UInt8]] = [:]

  /// Whether the file's text contains `available` at all: without it, no `@available`, `#available` or
  /// `#unavailable` can refine anything in it, and its code runs under the floor alone.
  func mentionsAvailability(_ path: String) -> Bool {
    Self.contains(text(path), Array("available".utf8))
  }

  /// Whether the file's text may hold a regex literal, decided without parsing: a scan that skips comments (nested
  /// block comments too) and plain string literals answers true at the first `/` in code (a regex literal's opening
  /// slash is code), and also, to stay on the safe side, at any string it does not follow exactly (an interpolation,
  /// which may hold code; a raw or multi-line string; a string running to the end of its line).
  func mayHoldRegexLiteral(_ path: String) -> Bool {
    RegexPrefilter.mayHoldRegexLiteral(text(path))
  }

  private func text(_ path: String) -> [UInt8] {
    if let text = texts[path] { return text }
    let text = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    texts[path] = text
    return text
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    var index = 0
    while index + needle.count <= haystack.count {
      if haystack[index] == first, Array(haystack[index..<index + needle.count]) == needle { return true }
      index += 1
    }
    return false
  }

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

/// The scan behind `SourceFiles.mayHoldRegexLiteral(_:)`: code, comments and string literals (with their
/// interpolations, which are code again), so that only a `/` in code counts.
struct RegexPrefilter {
  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let hash = UInt8(ascii: "#")
  private static let open = UInt8(ascii: "(")
  private static let close = UInt8(ascii: ")")

  private let bytes: [UInt8]
  private var index = 0

  /// Whether `bytes` may hold a regex literal.
  static func mayHoldRegexLiteral(_ bytes: [UInt8]) -> Bool {
    var scan = RegexPrefilter(bytes: bytes)
    return scan.code(untilClosingParenthesis: false)
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  /// Scans code up to the end (or, in an interpolation, its closing parenthesis); true at a `/` that opens no comment,
  /// and at what the scan does not follow (a raw string's `\#(` interpolation).
  private mutating func code(untilClosingParenthesis: Bool) -> Bool {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Self.slash {
        if at(index + 1) == Self.slash {
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        }
        if at(index + 1) == Self.star {
          blockComment()
          continue
        }
        return true
      }
      if byte == Self.open { depth += 1 }
      if byte == Self.close {
        depth -= 1
        if untilClosingParenthesis, depth < 0 {
          index += 1
          return false
        }
      }
      if byte == Self.quote || (byte == Self.hash && rawStringStarts()) {
        if string() { return true }
        continue
      }
      index += 1
    }
    return false
  }

  private func rawStringStarts() -> Bool {
    var offset = index
    while at(offset) == Self.hash { offset += 1 }
    return at(offset) == Self.quote
  }

  private mutating func blockComment() {
    var depth = 1
    index += 2
    while index < bytes.count, depth > 0 {
      if bytes[index] == Self.slash, at(index + 1) == Self.star {
        depth += 1
        index += 2
      } else if bytes[index] == Self.star, at(index + 1) == Self.slash {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
  }

  /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`), scanning its interpolations as code; true when one may hold
  /// a regex literal.
  private mutating func string() -> Bool {
    var hashes = 0
    while at(index) == Self.hash {
      hashes += 1
      index += 1
    }
    let delimiter = at(index + 1) == Self.quote && at(index + 2) == Self.quote ? 3 : 1
    index += delimiter
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Self.backslash {
        var offset = index + 1
        var escapeHashes = 0
        while at(offset) == Self.hash, escapeHashes < hashes {
          escapeHashes += 1
          offset += 1
        }
        if escapeHashes == hashes {
          if at(offset) == Self.open {
            index = offset + 1
            if code(untilClosingParenthesis: true) { return true }
            continue
          }
          index = offset + 1
          continue
        }
        index += 1
        continue
      }
      if byte == Self.quote, closes(delimiter: delimiter, hashes: hashes) {
        index += delimiter + hashes
        return false
      }
      index += 1
    }
    return false
  }

  private func closes(delimiter: Int, hashes: Int) -> Bool {
    for offset in 0..<delimiter where at(index + offset) != Self.quote { return false }
    for offset in 0..<hashes where at(index + delimiter + offset) != Self.hash { return false }
    return true
  }
}
