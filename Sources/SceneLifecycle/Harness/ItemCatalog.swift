import QuickActions

/// The shortcut items and links a scenario knows, each with its compact ``ItemID``.
///
/// The model carries ids; traces and messages turn them back into item types and URLs through the catalog.
/// Items and links share one id space, so a link flows through the same ``Delivery`` and invariants as a
/// quick action.
///
/// An item is what UIKit hands the app: the whole `UIApplicationShortcutItem`, all six of its properties (type,
/// title, subtitle, icon, `userInfo` and target content identifier; UIKit semantics article, 5a row 2, and
/// `userInfo` arrives as the app set it, 5c row 6). So two items that share a type but differ in any of them, such
/// as a dynamic item that reuses a static item's type with another `userInfo` (the versioning Apple suggests, 5d
/// row 5), have two ids, and the invariants tell them apart. Traces name an item by its type alone unless another
/// item of that type is in the catalog (``name(of:)``).
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
  /// The first id of each item type.
  private var idsByType: [String: ItemID] = [:]
  private var idsByItem: [ShortcutItem: ItemID] = [:]
  private var idsByLink: [String: ItemID] = [:]
  /// How many items of each type the catalog holds, placeholders left out.
  private var itemCountsByType: [String: Int] = [:]
  /// Bare items named only because a step picked an unknown type (``intern(_:)``).
  private var placeholders: Set<ItemID> = []

  /// An empty catalog.
  public init() {}

  /// A catalog holding the static `items` in order; a later item of a type already held is left out, since
  /// Info.plist types are meant to be unique (UIKit semantics article, 5c row 1) and a scenario names a static item
  /// by its type. Items added later (dynamic ones) are told apart by all six properties.
  public init(_ items: [ShortcutItem]) {
    for item in items where id(of: item.type) == nil { _ = add(item) }
  }

  /// The shortcut items, in the order they were added (links left out).
  public var items: [ShortcutItem] {
    entries.compactMap { entry in
      if case .shortcutItem(let item) = entry { return item }
      return nil
    }
  }

  /// Each entry's target content identifier, by id: a quick action's `targetContentIdentifier`, a link's URL string
  /// (UIKit semantics article, 12a rows 1 and 5). Routing between windows matches these.
  public var windowTargets: [String?] {
    entries.map { entry in
      switch entry {
      case .shortcutItem(let item): item.targetContentIdentifier
      case .link(let url): url
      }
    }
  }

  /// The links, in the order they were added.
  public var links: [String] {
    entries.compactMap { entry in
      if case .link(let url) = entry { return url }
      return nil
    }
  }

  /// The id of the first item of type `type`, if the catalog has one.
  public func id(of type: String) -> ItemID? { idsByType[type] }

  /// The id of `item` (equal in all six properties), if the catalog has it.
  public func id(of item: ShortcutItem) -> ItemID? { idsByItem[item] }

  /// The id of the link `url`, if the catalog has it.
  public func id(ofLink url: String) -> ItemID? { idsByLink[url] }

  /// Whether `id` names a bare item made only because a step picked a type the catalog did not know.
  public func isPlaceholder(_ id: ItemID) -> Bool { placeholders.contains(id) }

  /// How many items of `type` the catalog holds, placeholders left out.
  public func itemCount(ofType type: String) -> Int { itemCountsByType[type] ?? 0 }

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

  /// Adds `item` unless an equal item is known, and returns its id; `nil` when the catalog is full.
  public mutating func add(_ item: ShortcutItem) -> ItemID? {
    let id = add(item, placeholder: false)
    if let id, placeholders.remove(id) != nil { itemCountsByType[item.type, default: 0] += 1 }
    return id
  }

  private mutating func add(_ item: ShortcutItem, placeholder: Bool) -> ItemID? {
    if let known = idsByItem[item] { return known }
    guard entries.count < Self.capacity else { return nil }
    let id = ItemID(UInt8(entries.count))
    entries.append(.shortcutItem(item))
    idsByItem[item] = id
    if idsByType[item.type] == nil { idsByType[item.type] = id }
    if placeholder { placeholders.insert(id) } else { itemCountsByType[item.type, default: 0] += 1 }
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

  /// The id of the first item of type `type`, adding a bare item (title = type) when the catalog has none.
  public mutating func intern(_ type: String) -> ItemID? {
    if let known = idsByType[type] { return known }
    return add(ShortcutItem(type: type, localizedTitle: type), placeholder: true)
  }
}
