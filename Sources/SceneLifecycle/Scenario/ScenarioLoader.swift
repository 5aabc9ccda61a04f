import Foundation
import QuickActions

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A scenario file that has been read, parsed and decoded, with its static items resolved.
public struct LoadedScenario: Sendable {
  /// The file, as given.
  public let file: String
  /// The parsed document, kept so that `--record` can rewrite it with every other field in place.
  package let document: JSONValue
  /// The decoded scenario.
  public let scenario: Scenario
  /// The static quick actions, from the file or its Info.plist.
  public let shortcutItems: [ShortcutItem]
  /// Harmless oddities, each ready to print after `warning: `.
  public let warnings: [String]
}

extension LoadedScenario {
  /// The deprecated APIs the scenario's strategy relies on when built with `sdk` (the file's when `nil`), each ready
  /// to print after `warning: `, at `app.strategy` (UIKit semantics article, 8e row 4). Kept apart from ``warnings``,
  /// which do not depend on the SDK a command asks for.
  public func deprecationWarnings(sdk: SDK? = nil) -> [String] {
    let warnings = scenario.strategy.deprecationWarnings(
      sdk: sdk ?? scenario.fileSDK, lifecycle: scenario.fileLifecycle)
    return warnings.map { warning in
      let located = ScenarioWarning(path: "app.strategy", message: warning.description)
      return "\(Escaping.terminalText(file, limit: 300)): \(Escaping.terminalText(located.description, limit: 600))"
    }
  }
}

/// What a replay says about the deprecated APIs a scenario's app relies on (``LoadedScenario/deprecationNotes(sdk:)``).
package struct DeprecationNotes: Hashable, Sendable {
  /// The lines to print after `warning: `: each deprecated API, unless the file says it relies on them on purpose;
  /// then one line when it relies on none.
  package let warnings: [String]
  /// Whether the file relies on deprecated APIs on purpose (`expect.usesDeprecatedAPIs`) and does: the replay's summary
  /// counts it instead of printing its warnings.
  package let onPurpose: Bool

  /// Notes with the given warnings and mark.
  package init(warnings: [String], onPurpose: Bool) {
    self.warnings = warnings
    self.onPurpose = onPurpose
  }
}

extension LoadedScenario {
  /// What to say about the deprecated APIs the app relies on when built with `sdk` (the file's when `nil`):
  /// - a file without `expect.usesDeprecatedAPIs`: each one, as ``deprecationWarnings(sdk:)`` gives them;
  /// - a file with it that relies on one or more: nothing one by one; ``DeprecationNotes/onPurpose`` is set;
  /// - a file with it that relies on none under an SDK that deprecates app-delegate roads: one warning at the key, so
  ///   a demonstration that no longer demonstrates anything is seen. Under an older SDK nothing is deprecated, and the
  ///   key says nothing.
  package func deprecationNotes(sdk: SDK? = nil) -> DeprecationNotes {
    let warnings = deprecationWarnings(sdk: sdk)
    guard scenario.expect?.usesDeprecatedAPIs == true else {
      return DeprecationNotes(warnings: warnings, onPurpose: false)
    }
    let built = sdk ?? scenario.fileSDK
    guard warnings.isEmpty, built.deprecatesAppDelegateRoads else {
      return DeprecationNotes(warnings: [], onPurpose: !warnings.isEmpty)
    }
    let located = ScenarioWarning(
      path: "expect.usesDeprecatedAPIs",
      message: "the app relies on no API the iOS \(built.major) SDK deprecates: remove the key")
    return DeprecationNotes(
      warnings: [
        "\(Escaping.terminalText(file, limit: 300)): \(Escaping.terminalText(located.description, limit: 600))"
      ],
      onPurpose: false)
  }
}

/// Finds, reads and decodes scenario files. Every problem becomes an ``InputError``; nothing traps.
public enum ScenarioLoader {
  /// The largest file read (scenario or Info.plist) unless `--max-file-size` says otherwise: 64 MiB.
  package static let maximumFileSize = InputLimits.defaults.maximumFileSize

  /// Reads, parses and decodes one scenario file whose app is its table (`app.strategy`).
  /// - Parameters:
  ///   - file: the path, as given.
  ///   - limits: the file size, step count and nesting depth allowed.
  /// - Returns: the scenario.
  /// - Throws: the first problem, as ``ScenarioReplay`` throws it: 66 when a file cannot be read, 65 when it is
  ///   invalid (including beyond a limit, and a file written for an app's own classes, `app.delegates`, which has no
  ///   table to run: ``ScenarioReplay/run(contentsOf:app:limits:)`` replays it with the app).
  public static func load(file: String, limits: InputLimits = .defaults) throws(InputError) -> LoadedScenario {
    try load(file: file, limits: limits, ownApp: false)
  }

  /// Reads, parses and decodes one scenario file; `ownApp`: the caller replays it against an app of its own, so a
  /// file written for an app's own classes (`app.delegates`) is accepted.
  static func load(file: String, limits: InputLimits, ownApp: Bool) throws(InputError) -> LoadedScenario {
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(file, limit: limits.maximumFileSize)
    } catch {
      throw InputError(file: file, message: error.message, cause: error.cause, limit: error.limit)
    }
    return try decode(bytes, file: file, limits: limits, ownApp: ownApp)
  }

  /// Parses and decodes a scenario file's contents, refusing a file written for an app's own classes as
  /// ``load(file:limits:)`` does.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - file: the path, for messages and for resolving `app.infoPlist`.
  ///   - limits: the step count and nesting depth allowed, and the size of the Info.plist it names.
  /// - Returns: the scenario.
  /// - Throws: the first problem (65, or 66 when the Info.plist it names cannot be read).
  public static func decode(
    _ bytes: [UInt8], file: String, limits: InputLimits = .defaults
  ) throws(InputError) -> LoadedScenario {
    try decode(bytes, file: file, limits: limits, ownApp: false)
  }

  /// Parses and decodes a scenario file's contents; `ownApp` as in ``load(file:limits:ownApp:)``.
  static func decode(
    _ bytes: [UInt8], file: String, limits: InputLimits, ownApp: Bool
  ) throws(InputError) -> LoadedScenario {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes, maximumDepth: limits.maximumDepth)
    } catch {
      throw InputError(file: file, syntax: error)
    }
    if let error = stepCountProblem(document, limit: limits.maximumSteps) {
      throw InputError(file: file, location: .path(error.path), message: error.message, cause: .invalid, limit: .steps)
    }
    let scenario: Scenario
    var warnings: [ScenarioWarning]
    do {
      (scenario, warnings) = try Scenario.decode(document)
    } catch {
      throw InputError(file: file, decoding: error)
    }
    if !ownApp, let name = scenario.delegates {
      throw InputError(file: file, decoding: Scenario.delegatesNeedTheirApp(name))
    }
    let items: [ShortcutItem]
    switch scenario.staticItems {
    case .inline(let inline):
      items = inline
    case .infoPlist(let path):
      switch readInfoPlist(path, scenarioFile: file, sizeLimit: limits.maximumFileSize) {
      case .success(let result):
        items = result.items
        warnings += result.warnings
      case .failure(let error):
        throw error
      }
    }
    if let error = capacityProblem(scenario, staticItems: items) {
      throw InputError(file: file, decoding: error)
    }
    let lines = warnings.map {
      "\(Escaping.terminalText(file, limit: 300)): \(Escaping.terminalText($0.description, limit: 600))"
    }
    return LoadedScenario(file: file, document: document, scenario: scenario, shortcutItems: items, warnings: lines)
  }

  /// `path` resolved against the scenario file's directory, unless it is absolute.
  package static func resolve(_ path: String, relativeTo scenarioFile: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let slash = scenarioFile.lastIndex(of: "/") else { return path }
    return String(scenarioFile[...slash]) + path
  }

  /// `steps` holds more than `limit` elements: checked before the steps are decoded.
  private static func stepCountProblem(_ document: JSONValue, limit: Int) -> ScenarioDecodingError? {
    guard case .object(let root) = document, case .array(let steps)? = root["steps"], steps.count > limit else {
      return nil
    }
    return ScenarioDecodingError(
      path: "steps",
      message: "\(InputLimits.groupedDigits(steps.count)) steps, more than the limit of "
        + "\(InputLimits.groupedDigits(limit))")
  }

  private static func readInfoPlist(
    _ path: String, scenarioFile: String, sizeLimit: Int
  ) -> Result<(items: [ShortcutItem], warnings: [ScenarioWarning]), InputError> {
    let resolved = resolve(path, relativeTo: scenarioFile)
    let location = InputError.Location.path("app.infoPlist")
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(resolved, limit: sizeLimit)
    } catch {
      let message = "cannot read \(quoted(resolved, limit: 200)): \(error.message)"
      return .failure(
        InputError(file: scenarioFile, location: location, message: message, cause: error.cause, limit: error.limit))
    }
    do {
      let result = try StaticShortcutItems.fromInfoPlist(data: Data(bytes))
      let warnings = result.warnings.map {
        ScenarioWarning(path: "app.infoPlist", message: "\(Escaping.terminalText(resolved, limit: 200)): \($0)")
      }
      return .success((result.items, warnings))
    } catch {
      let message = "\(Escaping.terminalText(resolved, limit: 200)): \(error)"
      return .failure(InputError(file: scenarioFile, location: location, message: message, cause: .invalid))
    }
  }

  /// The model names item types and links with one-byte ids; a scenario may use at most ``ItemCatalog/capacity``.
  private static func capacityProblem(_ scenario: Scenario, staticItems: [ShortcutItem]) -> ScenarioDecodingError? {
    let tooMany =
      "the scenario uses more than \(ItemCatalog.capacity) distinct item types and links, the most the model holds"
    var catalog = ItemCatalog()
    for item in staticItems where catalog.add(item) == nil {
      return ScenarioDecodingError(path: "app", message: tooMany)
    }
    for (index, step) in scenario.steps.enumerated() where catalog.intern(step) == nil {
      return ScenarioDecodingError(path: JSONPath.index("steps", index), message: tooMany)
    }
    return nil
  }
}
