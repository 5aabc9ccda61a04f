import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// Scenario runs the picture tests draw: shipped scenarios, and one whose every user-written string is hostile.
public enum MermaidFixtures {
  /// The run of the scenario at `path` (an absolute path, or one below `Scenarios/`), under its own lifecycle or
  /// `lifecycle`.
  public static func run(_ path: String, lifecycle: LifecycleStyle? = nil) throws -> ScenarioRun {
    let file = path.hasPrefix("/") ? path : scenariosDirectory.appendingPathComponent(path).path
    return Replay.run(try ScenarioLoader.load(file: file), lifecycle: lifecycle)
  }

  /// Every shipped scenario file, sorted.
  public static func shippedScenarios() throws -> [String] {
    let root = scenariosDirectory.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
  }

  /// A name, item type, URL and scene id that try to end a Mermaid line, start a directive or comment, draw an
  /// arrow, open a block, or carry HTML; the item is delivered by a quick action and the URL by `openURL`, in two
  /// windows.
  public static let hostileName =
    "x\"; end\n%%{init: {\"theme\":\"dark\"}}%%\nP0->>P1: <script>alert(1)</script> --> ;#35; `{}` é 😀 wrap: style: &amp;"
  /// The hostile item type.
  public static let hostileItem = "a;b#c<script>x</script>-->%%\nend"
  /// The hostile URL (a URL the loader accepts: no raw `<` or spaces, but `;`, `#`, `%`, quotes and braces).
  public static let hostileURL = ##"pariscafe://x/%3Cscript%3E;--%3E%25%25{}.pdf?a=1&b="q"#frag"##

  /// The hostile scenario's JSON: two windows (the second with id `--x-`), a quick action and a URL.
  public static var hostileJSON: String {
    func quoted(_ text: String) -> String {
      let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n")
      return "\"\(escaped)\""
    }
    return """
      {
        "version": 1,
        "name": \(quoted(hostileName)),
        "lifecycle": "scene",
        "device": "iPad",
        "app": {
          "strategy": "perSceneSlot",
          "supportsMultipleScenes": true,
          "scenes": [
            { "id": "main", "canActivate": "NOT (self ENDSWITH[c] '.pdf')" },
            { "id": "--x-", "canActivate": "self ENDSWITH[c] '.pdf'" }
          ],
          "shortcutItems": [{ "type": \(quoted(hostileItem)), "title": "T" }]
        },
        "steps": [
          { "event": "tapIcon" },
          { "event": "openWindow", "scene": "--x-" },
          { "event": "quickAction", "type": \(quoted(hostileItem)) },
          { "event": "goHome" },
          { "event": "openURL", "url": \(quoted(hostileURL)) },
          { "event": "quickAction", "type": \(quoted(hostileItem)) }
        ],
        "expect": { "violations": ["duplicate"] }
      }
      """
  }

  /// The hostile scenario written to `directory`; returns its path.
  public static func writeHostile(in directory: URL) throws -> String {
    try write(hostileJSON, to: "hostile\"<script>;#.json", in: directory)
  }

  /// The hostile scenario's run.
  public static func hostileRun() throws -> ScenarioRun {
    try ScenarioReplay.run(json: hostileJSON, file: "hostile.json")
  }
}
