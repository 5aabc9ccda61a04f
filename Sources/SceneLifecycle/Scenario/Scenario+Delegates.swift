// MARK: - A file written for an app's own classes (`app.delegates`)

extension Scenario {
  /// `app.delegates`: the name of the app whose own classes the file was written for, a non-empty string, in place of
  /// `app.strategy`; `nil` when the file has none (a table app, whose `app.strategy` is then required).
  static func decodeDelegates(_ app: ObjectReader) throws(ScenarioDecodingError) -> String? {
    guard let name = try app.optionalString("delegates") else { return nil }
    guard !name.isEmpty else {
      throw ScenarioDecodingError(
        path: app.path(of: "delegates"),
        message: "expected the name of the app whose classes the file is for, found \"\"")
    }
    guard app["strategy"] == nil else {
      throw ScenarioDecodingError(
        path: app.path(of: "delegates"),
        message: "use either app.strategy (a table the file runs) or app.delegates (an app's own classes, given when "
          + "the file is replayed from Swift), not both")
    }
    return name
  }

  /// The one line a replay without the app gives for a file of an app's own classes: what the file is for, and how to
  /// replay it. At `app.delegates`.
  static func delegatesNeedTheirApp(_ name: String) -> ScenarioDecodingError {
    ScenarioDecodingError(
      path: "app.delegates",
      message: "written for the classes of \(quoted(name)), which only Swift can run; this replay has no app to run "
        + "them (it would replay an empty table): replay it with ScenarioReplay.run(contentsOf:app:) and that app")
  }
}

extension TableStrategy {
  /// The lifecycle a file of an app's own classes runs under when it names none: the scene lifecycle, as for a custom
  /// table.
  static let ownAppLifecycle = Scenario.customStrategyLifecycle

  /// The empty table that stands for an app's own strategy where a ``TableStrategy`` is needed (an
  /// ``ExplorerConfiguration`` of ``Explorer/init(_:makeStrategy:)``, a decoded file with `app.delegates`): it
  /// responds to nothing, and is never run in place of the app.
  static func ownAppStandIn(_ lifecycle: LifecycleStyle) -> TableStrategy {
    .make("app", lifecycle, "The app's own strategy, made by the explorer's factory", triggers: [:])
  }
}
