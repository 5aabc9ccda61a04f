#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import XCTest

  import SceneLifecycle

  /// A counterexample of an app's own delegate classes, saved as a file, fails while the bug is there and passes once
  /// it is fixed, replayed from Swift against the classes; the file names its app, so a replay without the app (the
  /// command line, or Swift's table entry points) refuses it instead of replaying an empty table.
  final class DelegateAppSavedCounterexampleTests: XCTestCase {
    /// A buggy app, the same app fixed, and what exploring the buggy one finds first.
    private struct Fix {
      let name: String
      let lifecycle: LifecycleStyle
      let buggy: () -> DelegateApp
      let fixed: () -> DelegateApp
      let kind: ViolationKind
    }

    private let fixes = [
      // The scene delegate reads the URL a launch brings but not the quick action: the launch item is lost.
      Fix(
        name: "ShortcutBlindApp", lifecycle: .scene,
        buggy: { DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutBlindSceneDelegate.init) },
        fixed: { DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutReadingSceneDelegate.init) },
        kind: .lost),
      // `didFinishLaunching` returns `true` for a launch item, so `performActionFor` handles it before the app is
      // active (a warning kind, which a saved counterexample asserts all the same); Apple's sample returns `false`.
      Fix(
        name: "ReturnsTrueApp", lifecycle: .appDelegate,
        buggy: { DelegateApp(appDelegate: ReturnsTrueAppDelegate.init) },
        fixed: { DelegateApp(appDelegate: LaunchOptionsAppDelegate.init) }, kind: .handledWhileInactive),
    ]

    func testASavedCounterexampleFailsBeforeTheFixAndPassesAfterIt() throws {
      let directory = try makeTemporaryDirectory(self)
      for fix in fixes {
        let explorer = try Explorer(
          ExplorerConfiguration(lifecycle: fix.lifecycle, depth: 3), makeStrategy: fix.buggy)
        let report = explorer.run()
        let counterexample = try XCTUnwrap(
          report.counterexamples.first { $0.kind == fix.kind }, explorer.describe(report))
        let kind = counterexample.kind.rawValue
        let file = directory.appendingPathComponent("\(fix.name)-\(kind).json")
        try Data(explorer.scenario(for: counterexample, app: fix.name).jsonText.utf8).write(to: file)

        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(#""delegates": "\#(fix.name)""#), text)
        XCTAssertFalse(text.contains(#""strategy""#), text)
        XCTAssertTrue(text.contains(#""expect": { "fixed": ["\#(kind)"] }"#), text)

        let before = try ScenarioReplay.run(contentsOf: file, app: fix.buggy())
        XCTAssertFalse(before.passed, text)
        XCTAssertEqual(before.strategy, fix.name)
        XCTAssertEqual(before.failures.map(\.remedies), [[]], before.failureMessage)
        XCTAssertTrue(
          before.failureMessage.hasPrefix("This file was saved as a counterexample for \(kind) (expect.fixed)"),
          before.failureMessage)

        let after = try ScenarioReplay.run(contentsOf: file, app: fix.fixed())
        XCTAssertTrue(after.passed, fix.name + "\n" + after.failureMessage)
        XCTAssertFalse(after.violationKinds.contains(counterexample.kind), fix.name)
      }
    }

    /// Without the app, every entry point that would replay the file's table refuses it with one error at
    /// `app.delegates` that says how to replay it.
    func testAFileOfAnAppsOwnClassesIsRefusedWithoutTheApp() throws {
      let fix = fixes[0]
      let explorer = try Explorer(ExplorerConfiguration(lifecycle: fix.lifecycle, depth: 1), makeStrategy: fix.buggy)
      let counterexample = try XCTUnwrap(explorer.run().counterexamples.first)
      let json = explorer.scenario(for: counterexample).jsonText
      XCTAssertTrue(json.contains(#""delegates": "DelegateApp""#), json)
      let file = try makeTemporaryDirectory(self).appendingPathComponent("saved.json")
      try Data(json.utf8).write(to: file)
      let refusals: [(String, () throws(InputError) -> ScenarioRun)] = [
        ("contentsOf", { () throws(InputError) in try ScenarioReplay.run(contentsOf: file) }),
        ("contentsOfFile", { () throws(InputError) in try ScenarioReplay.run(contentsOfFile: file.path) }),
        ("data", { () throws(InputError) in try ScenarioReplay.run(Data(json.utf8), file: file.path) }),
        ("json", { () throws(InputError) in try ScenarioReplay.run(json: json, file: file.path) }),
      ]
      for (name, replay) in refusals {
        do {
          _ = try replay()
          XCTFail("\(name) replayed a file of an app's own classes against an empty table")
        } catch {
          XCTAssertEqual(error.cause, .invalid, name)
          XCTAssertTrue(error.description.hasPrefix(file.path + ": app.delegates: "), error.description)
          XCTAssertTrue(error.description.contains("ScenarioReplay.run(contentsOf:app:)"), error.description)
          XCTAssertFalse(error.description.contains("\n"), error.description)
        }
      }
      XCTAssertFalse(try ScenarioReplay.run(contentsOf: file, app: fix.buggy()).passed)
    }
  }
#endif
