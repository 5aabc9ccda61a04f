import SceneLifecycle
import XCTest

/// Flags in scenario files (UIKit semantics article, 10d row 1): a valid declaration decodes, and every mistake is
/// one line with the file and the JSON path (exit 65).
final class FlagDecodingTests: XCTestCase {
  private func flagged(_ flags: String, _ on: String) -> String {
    #"{"name": "flagged", "flags": \#(flags), "on": \#(on)}"#
  }

  func testAValidDeclarationDecodesItsFlagsAndActions() throws {
    let loaded = try loadValid(
      scenarioJSON(
        strategy: flagged(
          #"["first", {"name": "handled", "storage": "userDefaults"}]"#,
          #"{"sceneDidBecomeActive(_:)": ["unless(handled)", "set(handled)", "if(first)", "clear(first)"]}"#)))
    let strategy = loaded.scenario.strategy
    XCTAssertEqual(
      strategy.flags,
      [StrategyFlag(name: "first", index: 0), StrategyFlag(name: "handled", index: 1, storage: .userDefaults)])
    XCTAssertEqual(
      strategy.actions(for: .sceneDidBecomeActive), [.unlessFlag(1), .setFlag(1), .ifFlag(0), .clearFlag(0)])
    // Written back as the file wrote it.
    XCTAssertEqual(
      strategy.flags.map(\.scenarioJSON),
      [.string("first"), .object(JSONObject(["name": .string("handled"), "storage": .string("userDefaults")]))])
  }

  // Each mistake, with the line it gives.
  func testEveryMistakeIsOneLineAtItsPath() {
    let cases: [(flags: String, on: String, line: String)] = [
      (
        #"["a", "b", "c", "d", "e"]"#, "{}",
        "test.json: app.strategy.flags[4]: at most 4 flags can be declared, found 5"
      ),
      (
        #"["a b"]"#, "{}", "test.json: app.strategy.flags[0]: a flag name is letters, digits and _, found \"a b\""
      ),
      (#"["a", "a"]"#, "{}", "test.json: app.strategy.flags[1]: flag \"a\" is declared twice"),
      (
        #"[{"name": "a", "storage": "keychain"}]"#, "{}",
        "test.json: app.strategy.flags[0].storage: unknown flag storage \"keychain\" (expected one of: process, "
          + "userDefaults)"
      ),
      (
        #"["first"]"#, #"{"sceneDidBecomeActive(_:)": ["set(frist)"]}"#,
        "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][0]: unknown flag \"frist\"; did you mean "
          + "\"first\"? (the strategy declares: first)"
      ),
      (
        #"["first"]"#, #"{"sceneDidBecomeActive(_:)": ["handle", "if(first)"]}"#,
        "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][1]: if(first) is the last action of its list: "
          + "there is nothing after it to skip"
      ),
      (#"[true]"#, "{}", "test.json: app.strategy.flags[0]: expected a flag name or a flag object, found a bool"),
    ]
    for test in cases {
      XCTAssertEqual(
        loadError(scenarioJSON(strategy: flagged(test.flags, test.on)))?.description, test.line, test.flags)
    }
    XCTAssertEqual(
      loadError(scenarioJSON(strategy: #"{"name": "x", "on": {"sceneDidBecomeActive(_:)": ["set(first)"]}}"#))?
        .description,
      "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][0]: unknown flag \"first\" (the strategy declares "
        + "no flags: add \"flags\": [\"first\"] to app.strategy)")
  }
}
