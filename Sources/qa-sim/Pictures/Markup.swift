import QuickActions

/// The explore HTML report's name for the library's XML escaping (``Escaping/xmlText(_:breaks:)``), which the
/// replay's HTML report in the library uses too; `HTMLReport+Explore.swift` calls it.
enum Markup {
  /// `text` for the report's polyglot HTML: ``Escaping/xmlText(_:breaks:)`` with line breaks kept.
  static func escape(_ text: String) -> String { Escaping.xmlText(text) }
}
