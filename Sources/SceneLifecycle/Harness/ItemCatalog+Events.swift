import QuickActions

/// Naming events: the catalog turns a scenario's types, URLs and items into the model's ids and back.
extension ItemCatalog {
  /// A catalog holding `items` in order, then `links` (so ids match between an ``Explorer`` run and a
  /// ``Simulator`` given the same items and links).
  public init(items: [ShortcutItem], links: [String]) {
    self.init(items)
    for link in links { _ = add(link: link) }
  }

  /// The id no catalog gives (one past the last it can hold): what a step that could not be named carries.
  public static let unnamed = ItemID(UInt8(capacity))

  /// Every id the catalog holds, in the order they were named.
  public var ids: [ItemID] { entries.indices.map { ItemID(UInt8($0)) } }

  /// Why a step could not be named: the catalog is full, or (for a lookup) does not know a name.
  private struct Unnamed: Error {}

  /// `step` as the model sees it, naming in the catalog each item type, item and link it carries that the
  /// catalog does not know yet (a quick action's unknown type as a bare item whose title is its type).
  ///
  /// A quick action names its item by type. When the menu shows several items of that type (a dynamic item that
  /// reuses a static item's type, UIKit semantics article 5a row 2 and 5d row 1), the step picks the last one the
  /// menu shows, the one the app set most recently; otherwise the first item of that type the catalog holds.
  /// - Parameters:
  ///   - step: the step as the scenario writes it.
  ///   - shown: the items the Home Screen menu shows now, in menu order.
  /// - Returns: `nil` when the catalog is full before everything is named.
  public mutating func intern(_ step: ScenarioStep, shown: [ItemID] = []) -> LifecycleEvent? {
    try? step.map(
      item: { type throws(Unnamed) in
        if let picked = shown.last(where: { self.type(of: $0) == type && !isPlaceholder($0) }) { return picked }
        guard let id = intern(type) else { throw Unnamed() }
        return id
      },
      link: { url throws(Unnamed) in
        guard let id = add(link: url) else { throw Unnamed() }
        return id
      },
      dynamicItem: { item throws(Unnamed) in
        guard let id = add(item) else { throw Unnamed() }
        return id
      })
  }

  /// `step` as the model sees it, through the ids the catalog already gives; `nil` when it does not know one
  /// of the step's item types or links.
  public func event(for step: ScenarioStep) -> LifecycleEvent? {
    try? step.map(
      item: { type throws(Unnamed) in
        guard let id = id(of: type) else { throw Unnamed() }
        return id
      },
      link: { url throws(Unnamed) in
        guard let id = id(ofLink: url) else { throw Unnamed() }
        return id
      },
      dynamicItem: { item throws(Unnamed) in
        guard let id = id(of: item) else { throw Unnamed() }
        return id
      })
  }

  /// `event` named back as a scenario file writes it: item types, URLs, and dynamic items in full. An id
  /// the catalog does not hold is named `#n` (a dynamic one as a bare item of that type).
  public func step(for event: LifecycleEvent) -> ScenarioStep {
    event.map(
      item: { self.type(of: $0) }, link: { self.type(of: $0) },
      dynamicItem: { item($0) ?? ShortcutItem(type: self.type(of: $0), localizedTitle: self.type(of: $0)) })
  }

  /// `event` as a trace header shows it: `quickAction com.example.search`, `openURL pariscafe://search`; an item
  /// whose type another item shares as ``name(of:)`` names it.
  public func summary(of event: LifecycleEvent) -> String {
    event.summary(item: { self.name(of: $0) }, link: { self.name(of: $0) }, dynamicItem: { self.name(of: $0) })
  }

  /// ``summary(of:)`` with an `appReady` step's gate named from the strategy's `gates`: `appReady jsBridge`.
  public func summary(of event: LifecycleEvent, gates: [Gate]) -> String {
    if case .appReady(let index) = event, let gate = gates.first(where: { $0.index == index }) {
      return "\(event.name) \(gate.name)"
    }
    return summary(of: event)
  }
}
