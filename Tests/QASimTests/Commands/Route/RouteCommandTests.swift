import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

/// `qa-sim route` (a dry run of the route table) and the `--matrix` delivery-equivalence view.
final class RouteCommandTests: XCTestCase {
  private let quickActions = scenariosDirectory.appendingPathComponent("parisCafeQuickActions.json").path
  private let tabs = scenariosDirectory.appendingPathComponent("parisCafeTabsCold.json").path

  func testAMatchingURLPrintsTheRouteItsParametersAndTheNavigation() {
    let result = runInProcess(["route", tabs, "pariscafe://PRS103"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      pariscafe://PRS103
        route: cafe (pariscafe://{id}, app.routes[1]) with id=PRS103
        navigation: tab=home → tab=search detail=PRS103

      """)
  }

  func testAnUnmatchedURLExitsOneAndSaysSo() {
    let result = runInProcess(["route", tabs, "pariscafe://nope"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      """
      pariscafe://nope
        unmatched: no route matches (no deeplink found); the app stays where it is
        navigation: tab=home → tab=home

      """)
  }

  func testAQuickActionIsResolvedThroughItsTarget() throws {
    let viaURL = runInProcess(["route", quickActions, "com.pariscafe.search"])
    XCTAssertEqual(viaURL.status, 0)
    XCTAssertTrue(viaURL.stdout.hasPrefix("quick action com.pariscafe.search → pariscafe://search\n"), viaURL.stdout)
    let direct = runInProcess(["route", quickActions, "com.pariscafe.republique", "--format", "json"])
    XCTAssertEqual(direct.status, 0)
    guard case .object(let object) = try JSONParser.parse(Array(direct.stdout.utf8)) else { return XCTFail() }
    XCTAssertEqual(object["matched"], .bool(true))
    XCTAssertEqual(object["url"], .null)
    XCTAssertEqual(object["after"], .object(JSONObject(["tab": .string("search"), "detail": .string("PRS103")])))
  }

  func testLowerPriorityMatchesAreListed() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(
      #"""
      {"version": 1, "name": "n", "app": {"strategy": "onOpenURLOnly", "routes": [
        {"pattern": "x://cafe/{any}", "navigate": {"detail": "{any}"}},
        {"name": "list", "pattern": "x://cafe/list", "navigate": {"tab": "list"}}]}, "steps": []}
      """#, to: "r.json", in: directory)
    let result = runInProcess(["route", file, "x://cafe/list"])
    XCTAssertEqual(
      result.stdout,
      """
      x://cafe/list
        route: list (x://cafe/list, app.routes[1])
        also matches, lower priority: x://cafe/{any} (app.routes[0])
        navigation: root → tab=list

      """)
  }

  func testBadInvocationsHaveTheCLIsExitStatuses() throws {
    XCTAssertEqual(runInProcess(["route"]).status, 64)
    XCTAssertEqual(runInProcess(["route", tabs]).status, 64)
    XCTAssertEqual(runInProcess(["route", tabs, "x://a", "extra"]).status, 64)
    XCTAssertEqual(runInProcess(["route", tabs, "x://a", "--format", "xml"]).status, 64)
    XCTAssertEqual(runInProcess(["route", tabs, "x://a", "--verbose"]).status, 64)
    let notAURL = runInProcess(["route", quickActions, "search"])
    XCTAssertEqual(notAURL.status, 64)
    XCTAssertTrue(
      notAURL.stderr.hasPrefix(
        "Error: 'search' is neither a URL such as pariscafe://search nor a quick action of the scenario (quick "
          + "actions with a target: com.pariscafe.republique, com.pariscafe.search)\n"), notAURL.stderr)
    let noRoutes = runInProcess(["route", scenariosDirectory.appendingPathComponent("coldLaunch.json").path, "x://a"])
    XCTAssertEqual(noRoutes.status, 65)
    XCTAssertTrue(noRoutes.stderr.hasSuffix(": app: the scenario declares no app.routes or app.shortcutRoutes\n"))
    XCTAssertEqual(runInProcess(["route", "/no/such/file.json", "x://a"]).status, 66)
    XCTAssertTrue(runInProcess(["route", "--help"]).stdout.hasPrefix("USAGE: qa-sim route "))
  }

  // MARK: - qa-sim explore with links

  func testExploreFindsTheLostColdLaunchURLAndTheFixBreaksNothing() {
    let lost = runInProcess(["explore", "--strategy", "openURLContextsOnly", "--urls", "1", "--no-timing"])
    XCTAssertEqual(lost.status, 1)
    XCTAssertTrue(lost.stdout.hasPrefix("qa-sim explore: openURLContextsOnly, scene, iPhone, 0 items, 1 link, depth 8"))
    assertGolden(lost.stdout, named: "explore/links/openURLContextsOnly-cold-url-lost.txt")
    let fixed = runInProcess([
      "explore", "--strategy", "forwardConnectionURLs", "--urls", "2", "--universal-links", "1", "--options", "all",
      "--no-timing",
    ])
    XCTAssertEqual(fixed.status, 0, fixed.stdout)
    assertGolden(fixed.stdout, named: "explore/links/forwardConnectionURLs-clean.txt")
    XCTAssertEqual(runInProcess(["explore", "--strategy", "pendingSlot", "--urls", "5"]).status, 64)
  }

  // A scenario's own links and custom strategy are explored, and the counterexample it writes replays, failing for the
  // lost link.
  func testExploreTakesTheScenariosLinksAndWritesACounterexampleThatReplays() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(
      #"""
      {"version": 1, "name": "n", "lifecycle": "scene",
       "app": {"strategy": {"name": "urlsOnly", "on": {"scene(_:openURLContexts:)": ["handle"]}}},
       "steps": [{"event": "openURL", "url": "pariscafe://search"}]}
      """#, to: "links.json", in: directory)
    let out = directory.appendingPathComponent("out").path
    let result = runInProcess(["explore", "--scenario", file, "--no-timing", "--write-counterexamples", out])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(
      result.stdout, named: "explore/links/scenario-link-lost-openURL.txt", temporaryDirectories: [directory])
    let written = directory.appendingPathComponent("out/urlsOnly-scene-lost.json").path
    assertFailsUntilFixed(written, kind: "lost")
  }

  // MARK: - --matrix: delivery equivalence

  func testTheMatrixShowsEveryRoadToEachDestination() {
    let result = runInProcess(["--matrix", "--quiet", quickActions])
    XCTAssertEqual(result.status, 0, result.stdout)
    assertGolden(afterMatrixTable(result.stdout), named: "replay/matrix/every-road-equivalent.txt")
    XCTAssertTrue(result.stdout.hasSuffix("3 passed, 0 failed\n0 of 24 delivery roads diverge\n"), result.stdout)
  }

  // Under SwiftUI the custom delegate implements scene(_:openURLContexts:), so by default (swiftUICustomDelegateLinks:
  // delegateOnly, UIKit semantics article 8f rows 1 and 4) the warm URL reaches it there, as in the scene style.
  func testADivergingRoadFailsTheMatrixAndSaysWhy() throws {
    let result = runInProcess([
      "--matrix", "--quiet", scenariosDirectory.appendingPathComponent("parisCafeOpenURLContextsOnly.json").path,
    ])
    XCTAssertEqual(result.status, 1)
    assertGolden(afterMatrixTable(result.stdout), named: "replay/matrix/openURL-road-diverges.txt")
    let json = runInProcess([
      "--matrix", "--format", "json",
      scenariosDirectory.appendingPathComponent("parisCafeOpenURLContextsOnly.json").path,
    ])
    guard case .object(let root) = try JSONParser.parse(Array(json.stdout.utf8)),
      case .array(let files)? = root["equivalence"], case .object(let file) = files[0],
      case .array(let destinations)? = file["destinations"], case .object(let first) = destinations[0],
      case .array(let roads)? = first["roads"], case .object(let road) = roads[0]
    else { return XCTFail(json.stdout) }
    XCTAssertEqual(first["equivalent"], .bool(false))
    XCTAssertEqual(road["trigger"], .string("openURL pariscafe://PRS103"))
    XCTAssertEqual(road["verdict"], .string("lost"))
  }

  func testWithoutRoutesTheMatrixHasNoEquivalenceView() {
    let result = runInProcess(["--matrix", scenariosDirectory.appendingPathComponent("coldLaunch.json").path])
    XCTAssertFalse(result.stdout.contains("Delivery equivalence"))
    XCTAssertFalse(result.stdout.contains("delivery road"))
  }
}
