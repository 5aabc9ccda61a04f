import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The Xcode article's recipe works as written: the side package in `Tests/Fixtures/XcodeApp/QASimDelegates` takes the
/// app's `@main` `AppDelegate` and its `SceneDelegate` unchanged (symbolic links to the app's folder), leaves its
/// UIKit-only file out, builds, and its tests pass against the app's own classes; the built app, run as a program,
/// says it runs under tests; the Simulator target's scenario files replay.
///
/// Building a second package takes minutes, so the test runs only when `QA_SIM_DEPENDENT_PACKAGE_TEST=1`, as
/// ``DependentPackageTests`` does.
final class XcodeAppRecipeTests: XCTestCase {
  private static let switchVariable = "QA_SIM_DEPENDENT_PACKAGE_TEST"
  /// The fixture's folder.
  private static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/XcodeApp")

  func testTheSidePackageTakesTheAppsDelegateFilesUnchanged() throws {
    let sources = Self.fixture.appendingPathComponent("QASimDelegates/Sources/CafeApp")
    for name in ["AppDelegate.swift", "SceneDelegate.swift"] {
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: sources.appendingPathComponent(name).path)
      XCTAssertEqual(link, "../../../CafeApp/\(name)", "\(name) is the app's own file")
    }
    let appDelegate = try String(
      contentsOf: Self.fixture.appendingPathComponent("CafeApp/AppDelegate.swift"), encoding: .utf8)
    XCTAssertTrue(appDelegate.contains("\nimport UIKit\n\n@main\nclass AppDelegate"), appDelegate)
    let taken = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    XCTAssertFalse(taken.contains("CafeListViewController.swift"), "the UIKit-only file is left out")
  }

  func testTheSidePackageBuildsAndItsTestsPass() throws {
    guard ProcessInfo.processInfo.environment[Self.switchVariable] == "1" else {
      throw XCTSkip("builds a second package (minutes); set \(Self.switchVariable)=1 to run it")
    }
    let directory = try makeTemporaryDirectory(self)
    let app = directory.appendingPathComponent("XcodeApp")
    try FileManager.default.copyItem(at: Self.fixture, to: app)
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("qa-sim"), withDestinationURL: packageRoot)
    let package = app.appendingPathComponent("QASimDelegates")
    let scratch = directory.appendingPathComponent("scratch").path

    let build = try SwiftCommand.run(
      ["build", "--build-tests", "--scratch-path", scratch], in: package, log: directory)
    XCTAssertEqual(build.status, 0, build.output)
    guard build.status == 0 else { return }
    let test = try SwiftCommand.run(["test", "--skip-build", "--scratch-path", scratch], in: package, log: directory)
    XCTAssertEqual(test.status, 0, test.output)
    XCTAssertTrue(test.output.contains("✔ Test run with 4 tests in 1 suite passed"), test.output)

    // The app's `@main`, run as a program: one line on standard error and the usage status.
    let binPath = try SwiftCommand.run(
      ["build", "--scratch-path", scratch, "--show-bin-path"], in: package, log: directory)
    let binary = (binPath.output.split(separator: "\n").last.map(String.init) ?? "") + "/CafeApp"
    let run = try SwiftCommand.runProcess(binary, [], in: package, log: directory)
    XCTAssertEqual(run.status, 64, run.output)
    XCTAssertEqual(
      run.output,
      "AppDelegate is an iOS app delegate built against qa-sim's UIKit-shaped surface: it runs under tests "
        + "(DelegateApp(appDelegate: AppDelegate.init, …)), not as a program.\n")
  }

  func testTheSimulatorTargetsScenariosReplay() throws {
    let files = try FileIO.scenarioFiles(in: Self.fixture.appendingPathComponent("CafeAppTests/Scenarios"))
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let run = try ScenarioReplay.run(contentsOf: file)
      XCTAssertTrue(run.passed, run.failureMessage)
    }
  }
}
