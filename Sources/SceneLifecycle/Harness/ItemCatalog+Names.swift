import Foundation
import QuickActions

/// Naming ids in traces and messages: an item by its type, told apart from another item of the same type only
/// when the catalog holds one.
extension ItemCatalog {
  /// How traces, messages and reports name `id`: the URL of a link, the type of an item, and for an item whose
  /// type another item of the catalog shares (a dynamic item that reuses a static item's type, UIKit semantics
  /// article 5a row 2) the type followed by what tells it apart: its `userInfo` (`com.example.search {Name: Rome}`),
  /// else its title (`com.example.search "Rome"`), else its position (`com.example.search #3`). `#n` for an id the
  /// catalog does not hold.
  public func name(of id: ItemID) -> String {
    guard case .shortcutItem(let item)? = entry(id), sharesType(id, item) else { return type(of: id) }
    let siblings = entries.indices.compactMap { index -> ShortcutItem? in
      let other = ItemID(UInt8(index))
      guard other != id, case .shortcutItem(let sibling) = entries[index], sibling.type == item.type,
        sharesType(other, sibling)
      else { return nil }
      return sibling
    }
    if siblings.allSatisfy({ $0.userInfo != item.userInfo }) {
      return "\(item.type) \(Self.describe(userInfo: item.userInfo))"
    }
    if siblings.allSatisfy({ $0.localizedTitle != item.localizedTitle }) {
      return "\(item.type) \"\(Escaping.terminalText(item.localizedTitle, limit: 60))\""
    }
    return "\(item.type) #\(id.index)"
  }

  /// Whether `item` (with `id`) counts for ambiguity: it is not a placeholder and another counted item shares its
  /// type.
  private func sharesType(_ id: ItemID, _ item: ShortcutItem) -> Bool {
    !isPlaceholder(id) && itemCount(ofType: item.type) > 1
  }

  /// `userInfo` on one line, keys sorted: `{Name: Paris, version: 2}`; `{}` for none.
  static func describe(userInfo: [String: PropertyListValue]?) -> String {
    describe(.dictionary(userInfo ?? [:]))
  }

  private static func describe(_ value: PropertyListValue) -> String {
    switch value {
    case .string(let text): Escaping.terminalText(text, limit: 60)
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .bool(let flag): String(flag)
    case .date(let date): date.ISO8601Format()
    case .data(let bytes): "<\(bytes.count) bytes>"
    case .array(let values): "[" + values.map(describe).joined(separator: ", ") + "]"
    case .dictionary(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map {
          "\(Escaping.terminalText($0.key, limit: 60)): \(describe($0.value))"
        }
        .joined(separator: ", ") + "}"
    }
  }
}
