import Foundation
import XCTest

// Apple's Foundation has XMLParser itself and no FoundationXML module; a Linux toolchain's FoundationXML stays
// importable in the Darwin-shaped typecheck (.ci/apple), so Darwin is asked first.
#if !canImport(Darwin) && canImport(FoundationXML)
  import FoundationXML
#endif

/// A document read with Foundation's `XMLParser`: every element's name and attributes, and all its text, so
/// tests can tell markup from escaped text as a parser does.
public final class MarkupDocument: NSObject, XMLParserDelegate {
  /// One element: its name and attributes.
  public struct Element {
    /// The element's name.
    public let name: String
    /// Its attributes.
    public let attributes: [String: String]
  }

  /// Every element, in document order.
  public private(set) var elements: [Element] = []
  /// All text content, concatenated.
  public private(set) var text = ""
  /// The parser's error, if the document is not well-formed.
  public private(set) var error: Error?

  /// Parses `source`; fails the test when it is not well-formed XML.
  public static func parse(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> MarkupDocument {
    let document = MarkupDocument()
    let parser = XMLParser(data: Data(source.utf8))
    parser.delegate = document
    let parsed = parser.parse()
    XCTAssertTrue(
      parsed, "not well-formed: \(String(describing: parser.parserError ?? document.error))", file: file, line: line)
    return document
  }

  /// Elements named `name`.
  public func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

  /// Records an element.
  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: elementName, attributes: attributes))
  }

  /// Records text.
  public func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  /// Records the error.
  public func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
}
