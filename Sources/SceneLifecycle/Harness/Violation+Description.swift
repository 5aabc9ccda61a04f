extension Violation: CustomStringConvertible {
  /// The names ``description`` gives items and scenes: a run's catalog and declared scene ids.
  struct Naming: Sendable {
    /// The run's items and links.
    let catalog: ItemCatalog
    /// The run's declared scene ids (empty with one window).
    let sceneIDs: [String]
  }

  /// The violation as its kind and message, as a counterexample's narration writes it, so that `print(violation)`
  /// reads `lost: com.example.search delivered at step 0 was never handled`. A violation from
  /// ``Simulator/violations`` names items and scenes as its run does; one read off the monitor, which knows no
  /// catalog, names an item by its position in the catalog (`item 0`) and a scene by its index (`#1`).
  public var description: String {
    let message =
      if let naming {
        message(
          itemName: { naming.catalog.name(of: $0) },
          sceneName: { WindowSetup.sceneName($0, in: naming.sceneIDs) })
      } else {
        message(itemName: { "item \($0.index)" })
      }
    return "\(kind.rawValue): \(message)"
  }

  /// This violation, its ``description`` naming items by `catalog` and scenes by `sceneIDs`.
  func named(by catalog: ItemCatalog, sceneIDs: [String]) -> Violation {
    var named = self
    named.naming = Naming(catalog: catalog, sceneIDs: sceneIDs)
    return named
  }
}

extension ViolationRecord: CustomStringConvertible {
  /// The record as its kind and message, as ``Violation/description`` writes a violation:
  /// `lost: com.example.search delivered at step 0 was never handled`.
  public var description: String { "\(kind.rawValue): \(message)" }
}
