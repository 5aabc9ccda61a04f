/// A file a failed assertion attaches: its name, whose extension tells Swift Testing its content type, and its bytes.
struct TestAttachment: Hashable, Sendable {
  /// The kinds of file, each with its extension and uniform type.
  enum Kind: Hashable, Sendable, CaseIterable {
    /// A trace, one line per entry: `.txt`.
    case text
    /// Markdown holding a Mermaid diagram in a fenced code block: `.md`.
    case markdown
    /// A sequence diagram drawn as SVG: `.svg`.
    case svg
    /// A scenario file: `.json`.
    case json

    /// The file name's extension, without the dot.
    var fileExtension: String {
      switch self {
      case .text: "txt"
      case .markdown: "md"
      case .svg: "svg"
      case .json: "json"
      }
    }

    /// The uniform type identifier Apple's `XCTAttachment` is given.
    var uniformType: String {
      switch self {
      case .text: "public.plain-text"
      case .markdown: "net.daringfireball.markdown"
      case .svg: "public.svg-image"
      case .json: "public.json"
      }
    }
  }

  /// The file's name: `<base>.<extension>`.
  let name: String
  /// What it holds.
  let kind: Kind
  /// Its contents: UTF-8 text.
  let bytes: [UInt8]

  /// A file named `<base>.<kind's extension>` holding `text`.
  init(base: String, kind: Kind, text: String) {
    name = base + "." + kind.fileExtension
    self.kind = kind
    bytes = Array(text.utf8)
  }

  /// The contents as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
