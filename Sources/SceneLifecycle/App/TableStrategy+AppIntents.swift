// MARK: - What a widget extension's intent can do (UIKit semantics article, 17 row 5)

extension TableStrategy {
  /// The first action the table lists under `perform()` that a widget extension's process cannot take, by its
  /// name; `nil` when every one can. The intent's `perform()` runs there, outside the app: it cannot reach the app
  /// delegate, a scene or a gate. It can finish the intent itself (``StrategyAction/handle``: the action needs no app,
  /// or it returns `OpenURLIntent`, whose URL the system then opens), or leave the item in shared `UserDefaults` (an
  /// App Group) for the app to read (``StrategyAction/storeInUserDefaults``).
  public var extensionPerformProblem: String? {
    for kind in [nil] + CallbackKind.appIntentPerform.carries.map(Optional.some) {
      for action in actions(for: StrategyTrigger(.appIntentPerform, carrying: kind))
      where action != .storeInUserDefaults && action != .handle {
        return action.name(gates: gates)
      }
    }
    return nil
  }

  /// The one line a scenario or an exploration gets when it runs a widget extension's intent against a table whose
  /// `perform()` takes `action` (``extensionPerformProblem``).
  static func extensionPerformMessage(_ action: String) -> String {
    "a widget extension runs this intent, where perform()'s \(action) cannot reach the app (its process, scenes and "
      + "gates); there perform() can only finish the intent itself (handle; returning OpenURLIntent, whose URL is an "
      + "openURL step next) or leave the item in shared UserDefaults for the app (storeInUserDefaults)"
  }
}
