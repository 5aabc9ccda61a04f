import Foundation
import QuickActions
import SceneLifecycle

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scenario file that has been read, parsed and decoded, with its static items resolved.
struct LoadedScenario: Sendable {
  /// The file, as given.
  let file: String
  /// The parsed document, kept so that `--record` can rewrite it with every other field in place.
  let document: JSONValue
  /// The decoded scenario.
  let scenario: Scenario
  /// The static quick actions, from the file or its Info.plist.
  let shortcutItems: [ShortcutItem]
  /// Harmless oddities, each ready to print after `warning: `.
  let warnings: [String]
}

/// Finds, reads and decodes scenario files. Every problem becomes an ``InputError``; nothing traps.
enum ScenarioLoader {
  /// The largest file read (scenario or Info.plist): 64 MiB.
  static let maximumFileSize = 64 << 20

  /// Reads, parses and decodes one scenario file.
  /// - Parameter file: the path, as given.
  /// - Returns: the scenario, or the first problem: 66 when a file cannot be read, 65 when it is invalid.
  static func load(file: String) -> Result<LoadedScenario, InputError> {
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(file, limit: maximumFileSize)
    } catch {
      return .failure(InputError(file: file, message: error.message, status: error.status))
    }
    return decode(bytes, file: file)
  }

  /// Parses and decodes a scenario file's contents.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - file: the path, for messages and for resolving `app.infoPlist`.
  static func decode(_ bytes: [UInt8], file: String) -> Result<LoadedScenario, InputError> {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      return .failure(InputError(file: file, syntax: error))
    }
    let scenario: Scenario
    var warnings: [ScenarioWarning]
    do {
      (scenario, warnings) = try Scenario.decode(document)
    } catch {
      return .failure(InputError(file: file, decoding: error))
    }
    let items: [ShortcutItem]
    switch scenario.staticItems {
    case .inline(let inline):
      items = inline
    case .infoPlist(let path):
      switch readInfoPlist(path, scenarioFile: file) {
      case .success(let result):
        items = result.items
        warnings += result.warnings
      case .failure(let error):
        return .failure(error)
      }
    }
    if let error = capacityProblem(scenario, staticItems: items) {
      return .failure(InputError(file: file, decoding: error))
    }
    let lines = warnings.map { "\(displayText(file, limit: 300)): \(displayText($0.description, limit: 600))" }
    return .success(
      LoadedScenario(file: file, document: document, scenario: scenario, shortcutItems: items, warnings: lines))
  }

  /// `path` resolved against the scenario file's directory, unless it is absolute.
  static func resolve(_ path: String, relativeTo scenarioFile: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let slash = scenarioFile.lastIndex(of: "/") else { return path }
    return String(scenarioFile[...slash]) + path
  }

  private static func readInfoPlist(
    _ path: String, scenarioFile: String
  ) -> Result<(items: [ShortcutItem], warnings: [ScenarioWarning]), InputError> {
    let resolved = resolve(path, relativeTo: scenarioFile)
    let location = InputError.Location.path("app.infoPlist")
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(resolved, limit: maximumFileSize)
    } catch {
      let message = "cannot read \(quoted(resolved, limit: 200)): \(error.message)"
      return .failure(InputError(file: scenarioFile, location: location, message: message, status: error.status))
    }
    do {
      let result = try StaticShortcutItems.fromInfoPlist(data: Data(bytes))
      let warnings = result.warnings.map {
        ScenarioWarning(path: "app.infoPlist", message: "\(displayText(resolved, limit: 200)): \($0)")
      }
      return .success((result.items, warnings))
    } catch {
      let message = "\(displayText(resolved, limit: 200)): \(error)"
      return .failure(InputError(file: scenarioFile, location: location, message: message, status: .dataError))
    }
  }

  /// The model names item types with one-byte ids; a scenario may use at most ``ItemCatalog/capacity`` types.
  private static func capacityProblem(_ scenario: Scenario, staticItems: [ShortcutItem]) -> ScenarioDecodingError? {
    var types = Set(staticItems.map(\.type))
    let limit = ItemCatalog.capacity
    let tooMany = "the scenario uses more than \(limit) distinct item types, the most the model holds"
    if types.count > limit { return ScenarioDecodingError(path: "app", message: tooMany) }
    for (index, step) in scenario.steps.enumerated() {
      switch step {
      case .quickAction(let type): types.insert(type)
      case .setDynamicItems(let items): types.formUnion(items.map(\.type))
      case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .updateApp: continue
      }
      if types.count > limit { return ScenarioDecodingError(path: JSONPath.index("steps", index), message: tooMany) }
    }
    return nil
  }
}
