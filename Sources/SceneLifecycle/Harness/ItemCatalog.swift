import QuickActions

/// The shortcut items and links a scenario knows, each with its compact ``ItemID``.
///
/// The model carries ids; traces and messages turn them back into item types and URLs through the catalog.
/// Items and links share one id space, so a link flows through the same ``Delivery`` and invariants as a
/// quick action.
public struct ItemCatalog: Hashable, Sendable {
  /// The most item types and links one catalog can hold (ids are one byte).
  public static let capacity = 255

  /// One thing the catalog names.
  public enum Entry: Hashable, Sendable {
    /// A quick action.
    case shortcutItem(ShortcutItem)
    /// A URL, as the scenario wrote it (custom scheme or universal link).
    case link(String)
  }

  /// Everything the catalog holds, indexed by ``ItemID/index``.
  public private(set) var entries: [Entry] = []
  private var idsByType: [String: ItemID] = [:]
  private var idsByLink: [String: ItemID] = [:]

  /// An empty catalog.
  public init() {}

  /// A catalog holding `items` in order (later duplicates of a type keep the first item).
  public init(_ items: [ShortcutItem]) {
    for item in items { _ = add(item) }
  }

  /// The shortcut items, in the order they were added (links left out).
  public var items: [ShortcutItem] {
    entries.compactMap { entry in
      if case .shortcutItem(let item) = entry { return item }
      return nil
    }
  }

  /// The links, in the order they were added.
  public var links: [String] {
    entries.compactMap { entry in
      if case .link(let url) = entry { return url }
      return nil
    }
  }

  /// The id of the item type `type`, if the catalog has it.
  public func id(of type: String) -> ItemID? { idsByType[type] }

  /// The id of the link `url`, if the catalog has it.
  public func id(ofLink url: String) -> ItemID? { idsByLink[url] }

  /// The item with `id`; `nil` for a link or an unknown id.
  public func item(_ id: ItemID) -> ShortcutItem? {
    guard let entry = entry(id), case .shortcutItem(let item) = entry else { return nil }
    return item
  }

  /// The link with `id`; `nil` for an item or an unknown id.
  public func link(_ id: ItemID) -> String? {
    guard let entry = entry(id), case .link(let url) = entry else { return nil }
    return url
  }

  /// The entry with `id`, if any.
  public func entry(_ id: ItemID) -> Entry? {
    let index = Int(id.index)
    return entries.indices.contains(index) ? entries[index] : nil
  }

  /// The type string of an item, the URL of a link (or `#n` for an id the catalog does not hold).
  public func type(of id: ItemID) -> String {
    switch entry(id) {
    case .shortcutItem(let item)?: item.type
    case .link(let url)?: url
    case nil: "#\(id.index)"
    }
  }

  /// Adds `item` unless its type is known, and returns the type's id; `nil` when the catalog is full.
  public mutating func add(_ item: ShortcutItem) -> ItemID? {
    if let known = idsByType[item.type] { return known }
    guard entries.count < Self.capacity else { return nil }
    let id = ItemID(UInt8(entries.count))
    entries.append(.shortcutItem(item))
    idsByType[item.type] = id
    return id
  }

  /// Adds the link `url` unless it is known, and returns its id; `nil` when the catalog is full.
  public mutating func add(link url: String) -> ItemID? {
    if let known = idsByLink[url] { return known }
    guard entries.count < Self.capacity else { return nil }
    let id = ItemID(UInt8(entries.count))
    entries.append(.link(url))
    idsByLink[url] = id
    return id
  }

  /// The id of `type`, adding a bare item (title = type) when the catalog does not have it yet.
  public mutating func intern(_ type: String) -> ItemID? {
    add(ShortcutItem(type: type, localizedTitle: type))
  }
}
