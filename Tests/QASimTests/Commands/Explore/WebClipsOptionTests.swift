import Foundation
import SceneLifecycle
import XCTest

/// `explore --web-clips N` and a scenario's own `webClip` steps (issue 16): the explorer taps Home Screen web clips
/// whose pages redirect to custom-scheme URLs (UIKit semantics article, 13 rows 4 and 5), writes counterexamples
/// with `webClip` steps that replay, and `generate` covers them too.
final class WebClipsOptionTests: XCTestCase {
  // A scene app that implements only scene(_:openURLContexts:) loses the URL a web clip launches it with, as it
  // loses any launching URL (4 row 6): found in one step, and the file written replays to the same violation, failing
  // for it.
  func testAWebClipThatLaunchesTheAppFindsTheLostLaunchingURL() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--strategy", "openURLContextsOnly", "--web-clips", "1", "--items", "0", "--depth", "3",
      "--write-counterexamples", directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(
      result.stdout, named: "explore/web-clips/launching-web-clip-lost.txt", temporaryDirectories: [directory])
    let file = directory.appendingPathComponent("openURLContextsOnly-scene-lost.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    assertGolden(text, named: "explore/web-clips/openURLContextsOnly-scene-lost.json")
    assertFailsUntilFixed(file.path, kind: "lost")
  }

  // The scenario's webClip steps are explored as web clips, not as openURL.
  func testAScenariosWebClipStepsAreExploredAsWebClips() {
    let result = runInProcess([
      "explore", "--scenario", scenariosDirectory.appendingPathComponent("webClipWarm.json").path, "--depth", "2",
      "--no-timing",
    ])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    assertGolden(result.stdout, named: "explore/web-clips/webClipWarm-2-links.txt")
    let json = runInProcess([
      "explore", "--strategy", "openURLContextsOnly", "--web-clips", "2", "--items", "0", "--depth", "1",
      "--format", "json", "--no-timing",
    ])
    assertGolden(json.stdout, named: "explore/web-clips/two-web-clips-as-webClip-steps.json")
    XCTAssertFalse(json.stdout.contains("openURL qasim://webclip"), json.stdout)
  }

  // generate writes a scenario per transition; those that tap a web clip replay, and fail where the launching URL is
  // lost (each such file asserts the invariant: generate names it in a warning and exits 1).
  func testGenerateCoversTheWebClipTransitions() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "generate", "--cover", "transitions", "--out", directory.path, "--strategy", "openURLContextsOnly",
      "--web-clips", "1", "--items", "0",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let clipped = try files.filter {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8).contains(#""event": "webClip""#)
    }
    XCTAssertFalse(clipped.isEmpty, "\(files)")
    for name in clipped {
      let path = directory.appendingPathComponent(name).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      if text.contains(#""fixed": ["lost"]"#) {
        XCTAssertTrue(result.stderr.contains("\(path): the run breaks lost; written with"), result.stderr)
        assertFailsUntilFixed(path, kind: "lost")
      } else {
        XCTAssertFalse(result.stderr.contains(path + ":"), result.stderr)
        XCTAssertEqual(runInProcess([path]).status, 0, name)
      }
    }
    XCTAssertTrue(
      try clipped.contains {
        try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8).contains("fixed")
      },
      "a web clip that launches the app loses its URL")
  }
}
