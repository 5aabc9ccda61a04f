import QuickActions

/// The shortcut items a scenario knows, each with its compact ``ItemID``.
///
/// The model carries ids; traces and messages turn them back into types through the catalog.
public struct ItemCatalog: Hashable, Sendable {
  /// The most item types one catalog can hold (ids are one byte).
  public static let capacity = 255

  /// The items, indexed by ``ItemID/index``.
  public private(set) var items: [ShortcutItem] = []
  private var idsByType: [String: ItemID] = [:]

  /// An empty catalog.
  public init() {}

  /// A catalog holding `items` in order (later duplicates of a type keep the first item).
  public init(_ items: [ShortcutItem]) {
    for item in items { _ = add(item) }
  }

  /// The id of `type`, if the catalog has it.
  public func id(of type: String) -> ItemID? { idsByType[type] }

  /// The item with `id`.
  public func item(_ id: ItemID) -> ShortcutItem? {
    let index = Int(id.index)
    return items.indices.contains(index) ? items[index] : nil
  }

  /// The type string of `id` (or `#n` for an id the catalog does not hold).
  public func type(of id: ItemID) -> String { item(id)?.type ?? "#\(id.index)" }

  /// Adds `item` unless its type is known, and returns the type's id; `nil` when the catalog is full.
  public mutating func add(_ item: ShortcutItem) -> ItemID? {
    if let known = idsByType[item.type] { return known }
    guard items.count < Self.capacity else { return nil }
    let id = ItemID(UInt8(items.count))
    items.append(item)
    idsByType[item.type] = id
    return id
  }

  /// The id of `type`, adding a bare item (title = type) when the catalog does not have it yet.
  public mutating func intern(_ type: String) -> ItemID? {
    add(ShortcutItem(type: type, localizedTitle: type))
  }
}
