import QuickActions

/// One step of a scenario as the file writes it: a quick action by its type, a link by its URL, dynamic
/// items in full.
///
/// ``ItemCatalog/intern(_:shown:)`` names a step for the model (a ``LifecycleEvent``); ``ItemCatalog/step(for:)``
/// names an event back; ``Simulator/send(step:)`` sends one.
public typealias ScenarioStep = Event<String, String, ShortcutItem>

extension Event where Item == String, Link == String, DynamicItem == ShortcutItem {
  /// The step as a trace header shows it: `quickAction com.example.search`, `setDynamicItems [a, b]`,
  /// `openURL pariscafe://search`.
  public var summary: String { summary(item: { $0 }, link: { $0 }, dynamicItem: \.type) }

  /// ``summary`` with an `appReady` step's gate named from the strategy's `gates` (`appReady jsBridge`), and a
  /// window event's scene by its id in `scenes` (`focus @compose`).
  public func summary(gates: [Gate], scenes: [String] = []) -> String {
    if case .appReady(let index) = self, let gate = gates.first(where: { $0.index == index }) {
      return "\(name) \(gate.name)"
    }
    guard !scenes.isEmpty else { return summary }
    return summary(
      item: { $0 }, link: { $0 }, dynamicItem: \.type,
      scene: { WindowSetup.sceneName($0, in: scenes) })
  }
}
