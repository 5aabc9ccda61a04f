extension TraceRecord {
  /// The record of `entry` as reports show it: its line, name and detail with item types and URLs from `catalog`,
  /// scenes named from `sceneIDs`, and for a refused step the model's message and reason. Replay makes a run's
  /// records this way, so a picture drawn from them shows what the text trace says.
  package init(_ entry: TraceEntry, catalog: ItemCatalog, sceneIDs: [String]) {
    let sceneName = { (index: UInt8) in WindowSetup.sceneName(index, in: sceneIDs) }
    var rejection: String?
    var reason: Rejection.Reason?
    if case .rejected(let refused) = entry.what {
      rejection = refused.message(itemName: catalog.name(of:), sceneName: sceneName)
      reason = refused.reason
    }
    self.init(
      step: entry.step, actor: entry.actor, name: entry.name, item: entry.detail(in: catalog, sceneIDs: sceneIDs),
      line: entry.line(in: catalog, sceneIDs: sceneIDs), rejection: rejection, rejectionReason: reason,
      scene: entry.scene.map(sceneName))
    itemType = entry.item.map(catalog.type(of:))
  }
}
