import QuickActions
import SceneLifecycle
import XCTest

/// The Paris café seed's routes: priority, the ambiguity check, unmatched URLs and navigation in the trace.
final class RouteTableTests: XCTestCase {
  /// The seed's data source.
  static let cafeIDs = ["PRS100", "PRS101", "PRS102", "PRS103", "PRS104", "PRS105"]

  /// The seed's routes: a tab by host, a cafe by host (its id), and a universal link to a cafe.
  static func seedRoutes() throws -> RouteTable {
    RouteTable([
      try Route(
        name: "tabs", pattern: RoutePattern("pariscafe://{tab}", values: ["tab": ["home", "search", "setting"]]),
        navigate: NavigationUpdate(tab: .set("{tab}"))),
      try Route(
        name: "cafe", pattern: RoutePattern("pariscafe://{id}", values: ["id": cafeIDs]),
        navigate: NavigationUpdate(tab: .set("search"), detail: .set("{id}"))),
      try Route(
        name: "webCafe", pattern: RoutePattern("https://example.com/cafe/{id}"),
        navigate: NavigationUpdate(tab: .set("search"), detail: .set("{id}"))),
    ])
  }

  private func table(_ patterns: [String]) throws -> RouteTable {
    RouteTable(
      try patterns.enumerated().map { index, pattern in
        try Route(pattern: RoutePattern(pattern), navigate: NavigationUpdate(detail: .set("route\(index)")))
      })
  }

  func testTheSeedsLinksLeadToItsTabsAndCafes() throws {
    let routes = try Self.seedRoutes()
    let home = NavigationState(tab: "home")
    for tab in ["home", "search", "setting"] {
      XCTAssertEqual(routes.resolve("pariscafe://\(tab)")?.update.applied(to: home), NavigationState(tab: tab))
    }
    for id in Self.cafeIDs {
      let match = try XCTUnwrap(routes.resolve("pariscafe://\(id)"))
      XCTAssertEqual(match.name, "cafe")
      XCTAssertEqual(match.parameters, [RouteParameter(name: "id", value: id)])
      XCTAssertEqual(match.update.applied(to: home), NavigationState(tab: "search", detail: id))
    }
    XCTAssertEqual(routes.resolve(cafeLink)?.update.applied(to: home), NavigationState(tab: "search", detail: "PRS103"))
  }

  // The seed's checkDeepLink returns false ("no deeplink found") for an unknown host: unmatched.
  func testAnUnknownHostIsUnmatched() throws {
    let routes = try Self.seedRoutes()
    for url in ["pariscafe://nope", "pariscafe://PRS999", "pariscafe://prs103", "other://search", "not a url"] {
      XCTAssertNil(routes.resolve(url), url)
      XCTAssertEqual(routes.candidates(for: url), [], url)
    }
  }

  // Priority: at the first component where two matching routes differ, literal > typed > wildcard; then the
  // order they were declared in.
  func testPriorityIsLiteralThenTypedThenWildcardThenDeclarationOrder() throws {
    let routes = try table([
      "x://cafe/{any}", "x://{section}/{id:int}", "x://cafe/{id:int}", "x://cafe/list", "x://cafe/{other}",
    ])
    XCTAssertEqual(routes.candidates(for: "x://cafe/list").map(\.index), [3, 0, 4])
    XCTAssertEqual(routes.candidates(for: "x://cafe/12").map(\.index), [2, 0, 4, 1])
    XCTAssertEqual(routes.resolve("x://cafe/12")?.index, 2, "literal host beats a parameter host, then int beats any")
    XCTAssertEqual(routes.resolve("x://cafe/abc")?.index, 0, "equally specific: the first declared wins")
    XCTAssertEqual(routes.resolve("x://menu/7")?.index, 1)
    XCTAssertEqual(routes.priorityOrder, [3, 2, 0, 4, 1])
  }

  // The ambiguity check: every pair that can match one URL, with a URL both match and what decides; the pairs
  // only declaration order separates are the ambiguities.
  func testTheAmbiguityCheckReportsPatternsThatCanMatchTheSameURL() throws {
    let routes = try table(["x://cafe/{a}", "x://cafe/{b}", "x://cafe/{id:int}", "x://menu/{a}", "y://cafe/{a}"])
    let overlaps = routes.overlaps
    XCTAssertEqual(overlaps.map { [$0.first, $0.second] }, [[0, 1], [0, 2], [1, 2]])
    XCTAssertEqual(overlaps.map(\.example), ["x://cafe/x", "x://cafe/1", "x://cafe/1"])
    XCTAssertEqual(overlaps.map(\.winner), [0, 2, 2])
    XCTAssertEqual(routes.ambiguities.map { [$0.first, $0.second] }, [[0, 1]])
    XCTAssertEqual(
      routes.ambiguities[0].message(in: routes),
      "\"x://cafe/{a}\" and \"x://cafe/{b}\" both match x://cafe/x and are equally specific; only declaration order "
        + "picks \"x://cafe/{a}\"")
    XCTAssertEqual(
      overlaps[1].message(in: routes),
      "\"x://cafe/{a}\" and \"x://cafe/{id:int}\" both match x://cafe/1; \"x://cafe/{id:int}\" wins by specificity "
        + "(literal > typed > wildcard)")
  }

  // Fixed lists of values overlap only where they share a value; the seed's two host routes never do.
  func testValueListsOverlapOnlyOnASharedValue() throws {
    XCTAssertEqual(try Self.seedRoutes().overlaps, [])
    let routes = RouteTable([
      try Route(pattern: RoutePattern("x://{a}", values: ["a": ["1", "b"]]), navigate: NavigationUpdate()),
      try Route(pattern: RoutePattern("x://{n:int}"), navigate: NavigationUpdate()),
      try Route(pattern: RoutePattern("x://B"), navigate: NavigationUpdate()),
    ])
    XCTAssertEqual(routes.overlaps.map(\.example), ["x://1", "x://b"])
    XCTAssertEqual(routes.ambiguities.map(\.example), ["x://1"])
  }

  func testANavigateTemplateMustNameTheParametersOfItsPattern() throws {
    XCTAssertThrowsError(
      try Route(pattern: RoutePattern("x://{tab}"), navigate: NavigationUpdate(detail: .set("{id}")))
    ) { error in
      XCTAssertEqual(
        "\(error)", "navigate refers to {id}, which pattern \"x://{tab}\" does not bind (its parameters: tab)")
    }
  }

  // MARK: - Navigation in the model

  private func cafeApp(shortcutTargets: [String: AppNavigation.ShortcutTarget] = [:]) throws -> AppNavigation {
    AppNavigation(
      routes: try Self.seedRoutes(), initial: NavigationState(tab: "home"), shortcutTargets: shortcutTargets)
  }

  // The navigation state is part of the app's memory: it shows in the trace, and a relaunch starts over.
  func testHandlingALinkRoutesAndNavigatesAndTheTraceShowsIt() throws {
    var sim = Simulator(lifecycle: .swiftUI, strategy: TableStrategy.onOpenURLOnly, navigation: try cafeApp())
    XCTAssertEqual(sim.navigationState, NavigationState(tab: "home"))
    sim.openURL("pariscafe://PRS103")
    XCTAssertEqual(
      lines(of: sim, step: 0).filter { $0.hasPrefix("app") },
      ["app handle pariscafe://PRS103", "app route cafe id=PRS103", "app navigate tab=search detail=PRS103"])
    journey(&sim, [.goHome])
    sim.openURL("pariscafe://nope")
    XCTAssertEqual(
      lines(of: sim, step: 2).filter { $0.hasPrefix("app") },
      ["app handle pariscafe://nope", "app unmatched pariscafe://nope"])
    XCTAssertEqual(sim.navigationState, NavigationState(tab: "search", detail: "PRS103"), "unmatched changes nothing")
    journey(&sim, [.goHome, .systemTerminate])
    XCTAssertEqual(sim.navigationState, NavigationState(tab: "home"), "a new process starts at the initial state")
  }

  // A quick action mapped to a URL goes through the same table; one mapped to a destination goes straight there;
  // an item with no mapping is unmatched.
  func testQuickActionsRouteThroughTheSameTable() throws {
    let items = [
      ShortcutItem(type: "com.pariscafe.search", localizedTitle: "Search"),
      ShortcutItem(type: "com.pariscafe.republique", localizedTitle: "Republique of Coffee"),
      ShortcutItem(type: "com.pariscafe.unmapped", localizedTitle: "Unmapped"),
    ]
    let navigation = try cafeApp(shortcutTargets: [
      "com.pariscafe.search": .url("pariscafe://search"),
      "com.pariscafe.republique": .destination(NavigationUpdate(tab: .set("search"), detail: .set("PRS103"))),
    ])
    var sim = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot, shortcutItems: items, navigation: navigation)
    sim.quickAction("com.pariscafe.search")
    XCTAssertEqual(
      lines(of: sim, step: 0).filter { $0.hasPrefix("app route") || $0.hasPrefix("app navigate") },
      ["app route tabs tab=search", "app navigate tab=search"])
    journey(&sim, [.goHome])
    sim.quickAction("com.pariscafe.republique")
    XCTAssertEqual(sim.navigationState, NavigationState(tab: "search", detail: "PRS103"))
    XCTAssertTrue(lines(of: sim, step: 2).contains("app navigate tab=search detail=PRS103"))
    XCTAssertFalse(lines(of: sim, step: 2).contains { $0.hasPrefix("app route") })
    journey(&sim, [.goHome])
    sim.quickAction("com.pariscafe.unmapped")
    XCTAssertTrue(lines(of: sim, step: 4).contains("app unmatched com.pariscafe.unmapped"))
  }

  // Without an AppNavigation the trace has no navigation lines at all (every older scenario stays as it was).
  func testAnAppWithoutRoutesHasNoNavigationLines() {
    let sim = simulateLink(TableStrategy.onOpenURLOnly, .swiftUI, open: searchURL)
    XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("app route") || $0.hasPrefix("app navigate") })
    XCTAssertEqual(sim.navigationState, NavigationState())
  }

  func testNavigationStatesAndUpdatesReadAsTheTraceWritesThem() {
    XCTAssertEqual(NavigationState().description, "root")
    XCTAssertEqual(NavigationState(detail: "PRS100").description, "detail=PRS100")
    let update = NavigationUpdate(tab: .set("search"), detail: .clear)
    XCTAssertEqual(update.description, "tab=search detail=none")
    XCTAssertEqual(update.applied(to: NavigationState(tab: "home", detail: "PRS100")), NavigationState(tab: "search"))
    XCTAssertEqual(NavigationUpdate().description, "no change")
  }
}
