import Foundation
import QuickActions
import SceneLifecycle

/// Turning explored paths into version-1 scenario files that `qa-sim` replays.
extension ExploreCommand {
  /// Whether a counterexample found with several windows is replayed before it is written, as every other one is
  /// (its `expect` recorded from the replay): the scenario decoder reads `supportsMultipleScenes` and `scenes`.
  static let writesWindowScenarios = true

  /// A scenario document for `events` under `options`: the subject's app and device (written only when it is
  /// not the default iPhone), the steps (their ids named back through `catalog`, the one the search used), no
  /// `expect` yet.
  static func scenarioDocument(
    name: String, description: String, events: [LifecycleEvent], catalog: ItemCatalog, options: LifecycleOptions,
    subject: Subject, lifecycle: LifecycleStyle
  ) -> JSONValue {
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["name"] = .string(name)
    root["description"] = .string(description)
    root["lifecycle"] = .string(lifecycle.rawValue)
    if subject.device != .iPhone { root["device"] = .string(subject.device.rawValue) }
    if subject.build.sdk != .standard { root["sdk"] = .number(JSONNumber(subject.build.sdk.major)) }
    root["options"] = optionsDocument(options)
    root["app"] = appDocument(subject)
    root["steps"] = .array(
      events.map { stepDocument(catalog.step(for: $0), gates: subject.strategy.gates, scenes: subject.sceneIDs) })
    return .object(root)
  }

  /// The switches away from their defaults, by name.
  static func optionsDocument(_ options: LifecycleOptions) -> JSONValue {
    var object = JSONObject()
    for option in InferredOption.allCases where options.isChanged(option) {
      object[option.name] = option.jsonValue(in: options)
    }
    return .object(object)
  }

  /// The subject's `app`: a scenario's own (custom strategies stay as written) with its items inlined,
  /// since a relative Info.plist path would not resolve from another directory.
  static func appDocument(_ subject: Subject) -> JSONValue {
    var app = JSONObject()
    if case .object(let original)? = subject.appDocument {
      app = original
      app["infoPlist"] = nil
      if let override = subject.readinessOverride { app = Scenario.appObject(app, overridingReadiness: override) }
    } else {
      app["strategy"] = .string(subject.strategy.name)
    }
    app["shortcutItems"] = .array(subject.items.map(\.scenarioJSON))
    if !subject.sceneIDs.isEmpty, subject.windows == nil {
      // Several windows: every declared scene with UIKit's default activation conditions (12a row 1); a scenario's
      // own scenes, conditions and routing are in its app object already.
      app["supportsMultipleScenes"] = .bool(true)
      app["scenes"] = .array(subject.sceneIDs.map { .object(JSONObject(["id": .string($0)])) })
    }
    return .object(app)
  }

  /// One step as scenario files spell it (dynamic items by their types, a gate by its name in `gates`).
  static func stepDocument(_ step: ScenarioStep, gates: [Gate], scenes: [String] = []) -> JSONValue {
    var object = JSONObject()
    object["event"] = .string(step.name)
    switch step.payload {
    case .item(let type): object["type"] = .string(type)
    case .link(let url): object["url"] = .string(url)
    case .dynamicItems(let items): object["items"] = .array(items.map { .string($0.type) })
    case .gate(let index):
      object["gate"] = .string(gates.first { $0.index == index }?.name ?? "gate\(index)")
    case .scene(let index):
      // An app's only scene is not named (systemDisconnectScene with one window).
      if !scenes.isEmpty { object["scene"] = .string(WindowSetup.sceneName(index, in: scenes)) }
    case .none: break
    }
    return .object(object)
  }

  /// Replays `document` through the command's own decoder and records its outcome as `expect`, so the
  /// written file passes replay by construction. Fails when the document does not decode.
  static func recorded(_ document: JSONValue, file: String) -> Result<(JSONValue, ScenarioRun), InputError> {
    let text = JSONSerializer().document(document)
    switch ScenarioLoader.decode(Array(text.utf8), file: file) {
    case .failure(let error): return .failure(error)
    case .success(let loaded):
      let run = Replay.run(loaded)
      return .success((Recorder.recordedDocument(document, run: run), run))
    }
  }

  /// Writes `document` to `directory/name`, creating the directory; atomically (a crash leaves the old
  /// file or none).
  static func write(_ document: JSONValue, directory: String, fileName: String) -> Result<String, FileIOError> {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(FileIOError(message: "\(directory): cannot create the directory", cause: .unreadable))
    }
    let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
    do {
      try FileIO.writeAtomically(Array(JSONSerializer().document(document).utf8), to: path)
    } catch {
      return .failure(error)
    }
    return .success(path)
  }

  /// The file-name part for `lifecycle` on `device`: `scene`, or `scene-iPad` away from the default iPhone, so
  /// files written for both devices into one directory do not overwrite each other.
  static func fileNamePart(_ lifecycle: LifecycleStyle, on device: Device) -> String {
    switch device {
    case .iPhone: lifecycle.rawValue
    case .iPad: "\(lifecycle.rawValue)-\(device.rawValue)"
    }
  }

  /// A file-name-safe version of `text`.
  static func fileNamePart(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }.prefix(60))
  }

  /// A counterexample as the scenario file `writeCounterexample` writes (without `expect`) and that file's name,
  /// `<strategy>-<lifecycle>[-iPad]-<kind>.json`.
  static func counterexampleScenario(
    _ counterexample: Counterexample, subject: Subject, lifecycle: LifecycleStyle
  ) -> (fileName: String, document: JSONValue) {
    let kind = counterexample.kind.rawValue
    let fileName = "\(fileNamePart(subject.strategy.name))-\(fileNamePart(lifecycle, on: subject.device))-\(kind).json"
    let document = scenarioDocument(
      name: "\(kind) in \(subject.strategy.name) (\(lifecycle.rawValue))",
      description:
        "Shortest counterexample found by qa-sim explore: \(counterexample.events.count) steps break `\(kind)`.",
      events: counterexample.events, catalog: counterexample.catalog, options: counterexample.options,
      subject: subject, lifecycle: lifecycle)
    return (fileName, document)
  }

  /// Saves a counterexample as `<strategy>-<lifecycle>[-iPad]-<kind>.json`, with its replayed outcome as `expect`.
  static func writeCounterexample(
    _ counterexample: Counterexample, subject: Subject, lifecycle: LifecycleStyle, directory: String
  ) -> Result<String, FileIOError> {
    let kind = counterexample.kind.rawValue
    let (fileName, document) = counterexampleScenario(counterexample, subject: subject, lifecycle: lifecycle)
    if !subject.sceneIDs.isEmpty, !writesWindowScenarios {
      return write(document, directory: directory, fileName: fileName)
    }
    switch recorded(document, file: fileName) {
    case .failure(let error):
      return .failure(FileIOError(message: "\(fileName): internal error: \(error.description)", cause: .invalid))
    case .success(let (expected, run)):
      guard run.violationKinds.contains(counterexample.kind) else {
        return .failure(
          FileIOError(
            message: "\(fileName): internal error: replay does not reproduce \(kind) (got "
              + run.violationKinds.map(\.rawValue).joined(separator: ", ") + ")", cause: .invalid))
      }
      return write(expected, directory: directory, fileName: fileName)
    }
  }
}
