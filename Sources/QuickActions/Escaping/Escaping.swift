/// Text made safe for the place it is written, one function per output context, so that no value from a scenario
/// file, an Info.plist or a user can end the element, attribute, string, label or line it sits in.
///
/// | Context | Function | Control characters (``ControlCharacter``) |
/// |---|---|---|
/// | HTML text, `<title>` | ``htmlText(_:)`` | every one as a character reference, `&#x1B;` |
/// | HTML attribute value | ``htmlAttribute(_:)`` | as in text |
/// | XML (and polyglot HTML) text | ``xmlText(_:breaks:)`` | U+FFFD, but tab and line breaks |
/// | XML attribute value | ``xmlAttribute(_:)`` | U+FFFD; tab and line breaks as references |
/// | JavaScript string literal | ``javaScriptString(_:)`` | `\u001B`, as is everything beyond ASCII |
/// | JSON string | ``jsonString(_:)`` | C0 escaped (`\n`, `\u001B`); DEL and C1 as they are |
/// | Graphviz DOT string | ``dotString(_:)`` | line breaks as `\n`, the others U+FFFD |
/// | Mermaid label | ``mermaidLabel(_:)`` | tab and line breaks a space, the others `#65533;` |
/// | Markdown code span | ``markdownCodeSpan(_:)`` | C0 and DEL a space; C1 as is; the bidirectional controls U+FFFD |
/// | Markdown table cell | ``markdownTableCell(_:)`` | as in a code span |
/// | `NSPredicate` string literal | ``predicateStringLiteral(_:)`` | `\n`, `\t`, `\r`; the others `\u001B` |
/// | Terminal text, a value in a line | ``terminalText(_:limit:)`` | every one, U+2028, U+2029 and the bidirectional controls, visible as `\u{1B}`; a `::` opening it and every `##[` broken up |
/// | Terminal line, the console's last word | ``terminalLine(_:keepsPalette:)`` | as in terminal text, but qa-sim's own colours |
/// | GitHub Actions workflow command message | ``workflowCommandMessage(_:)`` | CR and LF as `%0D`, `%0A`; tab as is; the others, and the bidirectional controls, U+FFFD |
/// | GitHub Actions workflow command property | ``workflowCommandProperty(_:)`` | as in the message |
///
/// Where the contexts differ, the format decides: an HTML parser reads a reference to any control (it reads
/// `&#x0;` as U+FFFD and C1 references through the windows-1252 table), but XML 1.0 cannot hold most C0 controls
/// even as references, nor U+FFFE or U+FFFF, so a document an XML parser must also read (the HTML report, its
/// SVG, JUnit) replaces them with U+FFFD, as it does DEL and C1, which the HTML parser would read as other
/// characters. JSON's grammar requires only C0 to be escaped (RFC 8259, section 7), so the JSON writer leaves the
/// rest as it is. Every function is pure and total: any string in, safe text out.
public enum Escaping {}
