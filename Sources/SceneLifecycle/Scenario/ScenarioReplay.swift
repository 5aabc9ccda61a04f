import Foundation

/// Loads a scenario file and replays it in one call: the entry point for asserting traces from XCTest.
///
/// ```swift
/// let run = try ScenarioReplay.run(contentsOf: url)
/// XCTAssertTrue(run.passed, run.failureMessage)
/// XCTAssertEqual(run.traceLines, ["system application(_:didFinishLaunchingWithOptions:)", …])
/// ```
///
/// The scenario runs under its own lifecycle (the file's `lifecycle`, or its strategy's) and is judged against its
/// `expect`, exactly as `qa-sim <file>` judges it.
public enum ScenarioReplay {
  /// Reads, decodes and replays the scenario file at `url`.
  /// - Parameters:
  ///   - url: a file URL.
  ///   - limits: the file size, step count and nesting depth allowed.
  /// - Returns: the run: its trace, violations, and whether it met the file's expectations.
  /// - Throws: ``InputError`` when the file cannot be read (``InputError/Cause/unreadable``) or is not a valid
  ///   scenario (``InputError/Cause/invalid``), with the file and, for a structural problem, the JSON path.
  public static func run(contentsOf url: URL, limits: InputLimits = .defaults) throws(InputError) -> ScenarioRun {
    try run(contentsOfFile: url.path, limits: limits)
  }

  /// Reads, decodes and replays the scenario file at `path`.
  /// - Parameters:
  ///   - path: the file's path; a relative `app.infoPlist` is resolved against its directory.
  ///   - limits: the file size, step count and nesting depth allowed.
  /// - Returns: the run: its trace, violations, and whether it met the file's expectations.
  /// - Throws: ``InputError`` when the file cannot be read or is not a valid scenario.
  public static func run(contentsOfFile path: String, limits: InputLimits = .defaults) throws(InputError)
    -> ScenarioRun
  {
    Replay.run(try ScenarioLoader.load(file: path, limits: limits))
  }

  /// Decodes and replays a scenario file's contents.
  /// - Parameters:
  ///   - data: the file's contents, UTF-8 JSON.
  ///   - file: the name errors give; a relative `app.infoPlist` is resolved against its directory.
  ///   - limits: the step count and nesting depth allowed, and the size of the Info.plist it names.
  /// - Returns: the run: its trace, violations, and whether it met the file's expectations.
  /// - Throws: ``InputError`` when the contents are not a valid scenario.
  public static func run(
    _ data: Data, file: String = "scenario.json", limits: InputLimits = .defaults
  ) throws(InputError) -> ScenarioRun {
    Replay.run(try ScenarioLoader.decode(Array(data), file: file, limits: limits))
  }

  /// Decodes and replays a scenario written as JSON text.
  /// - Parameters:
  ///   - json: the scenario.
  ///   - file: the name errors give; a relative `app.infoPlist` is resolved against its directory.
  ///   - limits: the step count and nesting depth allowed, and the size of the Info.plist it names.
  /// - Returns: the run: its trace, violations, and whether it met the file's expectations.
  /// - Throws: ``InputError`` when the text is not a valid scenario.
  public static func run(
    json: String, file: String = "scenario.json", limits: InputLimits = .defaults
  ) throws(InputError) -> ScenarioRun {
    Replay.run(try ScenarioLoader.decode(Array(json.utf8), file: file, limits: limits))
  }

  /// Decodes the scenario file at `url` and replays its steps against `app`, an app's own strategy (its delegate
  /// classes in a ``DelegateApp``), in place of the file's `app.strategy`: a counterexample found exploring
  /// the app and written as a file (``Explorer/scenario(for:name:app:)``, whose `app.delegates` names the app and
  /// which the other entry points and the command line refuse) replays against the same classes, and fails while
  /// they still break the invariant its `expect.fixed` names. Its `appReady` steps name gates of `app` (a
  /// ``DelegateApp``'s events), by the names the file's `app.strategy.gates` gives them.
  ///
  /// ```swift
  /// let run = try ScenarioReplay.run(contentsOf: file, app: DelegateApp(appDelegate: AppDelegate.init))
  /// XCTAssertTrue(run.passed, run.failureMessage)
  /// ```
  /// - Throws: ``InputError`` when the file cannot be read or is not a valid scenario, or when a step opens a gate
  ///   `app` does not declare (at that step's `gate`).
  public static func run<Strategy: AppStrategy>(
    contentsOf url: URL, app: Strategy, limits: InputLimits = .defaults
  ) throws(InputError) -> ScenarioRun {
    let loaded = try ScenarioLoader.load(file: url.path, limits: limits, ownApp: true)
    if let error = loaded.scenario.undeclaredGate(among: app.gates) {
      throw InputError(file: loaded.file, decoding: error)
    }
    return Replay.run(loaded.scenario, app: app, shortcutItems: loaded.shortcutItems, file: loaded.file)
  }
}

extension ScenarioRun {
  /// The trace as `expect.trace` and a golden trace write it: one `<actor> <name>[ <item>]` line per entry.
  public var traceLines: [String] { trace.map(\.line) }

  /// Every failure's text, the trace diff included, separated by blank lines; empty when the run passed.
  /// Made to be the message of `XCTAssertTrue(run.passed, run.failureMessage)`.
  public var failureMessage: String { mismatch ?? "" }
}
