import QuickActions
import SceneLifecycle
import XCTest

/// Decoding scenario files, and the path every error points at.
final class ScenarioDecodingTests: XCTestCase {
  private func errorLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    loadError(text, file: file, line: line)?.description
  }

  func testAMinimalScenarioGetsTheDocumentedDefaults() throws {
    let loaded = try loadValid(#"{"version": 1, "name": "n", "app": {"strategy": "appleLegacySample"}, "steps": []}"#)
    let scenario = loaded.scenario
    XCTAssertNil(scenario.lifecycle)
    XCTAssertEqual(scenario.fileLifecycle, .appDelegate, "defaults to the strategy's native lifecycle")
    XCTAssertEqual(scenario.options, LifecycleOptions.defaults)
    XCTAssertEqual(scenario.dynamicItemsAfterUpdate, .keptUntilReplaced)
    XCTAssertEqual(scenario.staticItems, .inline([]))
    XCTAssertNil(scenario.expect)
    XCTAssertEqual(Expectations(), Expectations(trace: nil, exhaustive: true, handled: nil, violations: nil))
  }

  func testEveryFieldIsRead() throws {
    let text = scenarioJSON(
      steps: #"""
        [{"event": "tapIcon"}, {"event": "setDynamicItems", "items": ["com.example.recent", {"type": "t", "title": "T"}]},
         {"event": "goHome"}, {"event": "systemSuspend"}, {"event": "systemDisconnectScene"}, {"event": "systemTerminate"},
         {"event": "forceQuit"}, {"event": "updateApp"}, {"event": "quickAction", "type": "com.example.share"}]
        """#,
      extra: #"""
        "description": "d", "lifecycle": "swiftUI",
        "options": {"warmPerformActionFor": "afterDidBecomeActive", "coldPerformActionFor": "afterDidBecomeActive",
          "configurationForConnectingOnRestore": true, "configurationForConnectingOnReconnect": true,
          "newSceneDelegateOnReconnect": false, "swiftUIWillConnectSwallowsShortcut": true,
          "quickActionWhileActive": "inactiveRoundTrip", "scenePhaseActiveOrder": "beforeSceneDidBecomeActive",
          "scenePhaseInactiveOnForeground": false, "dynamicItemsAfterUpdate": "clearedOnFirstLaunch"},
        """#,
      expect:
        #"{"trace": ["system sceneDidBecomeActive(_:)"], "exhaustive": false, "handled": ["a"], "violations": ["late"]}"#
    )
    let scenario = try loadValid(text).scenario
    XCTAssertEqual(scenario.description, "d")
    XCTAssertEqual(scenario.lifecycle, .swiftUI)
    XCTAssertEqual(
      scenario.options,
      LifecycleOptions(
        warmPerformActionFor: .afterDidBecomeActive, coldPerformActionFor: .afterDidBecomeActive,
        configurationForConnectingOnRestore: true, configurationForConnectingOnReconnect: true,
        newSceneDelegateOnReconnect: false, swiftUIWillConnectSwallowsShortcut: true,
        quickActionWhileActive: .inactiveRoundTrip, scenePhaseActiveOrder: .beforeSceneDidBecomeActive,
        scenePhaseInactiveOnForeground: false))
    XCTAssertEqual(scenario.dynamicItemsAfterUpdate, .clearedOnFirstLaunch)
    XCTAssertEqual(
      scenario.steps.map(\.kind),
      [
        .tapIcon, .setDynamicItems, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit,
        .updateApp,
        .quickAction,
      ])
    XCTAssertEqual(
      scenario.steps[1],
      .setDynamicItems([
        ShortcutItem(type: "com.example.recent", localizedTitle: "com.example.recent"),
        ShortcutItem(type: "t", localizedTitle: "T"),
      ]))
    XCTAssertEqual(
      scenario.expect,
      Expectations(trace: ["system sceneDidBecomeActive(_:)"], exhaustive: false, handled: ["a"], violations: [.late]))
  }

  func testOptionKeysAreTheLifecycleOptionsPropertiesPlusTheUpdatePolicy() {
    let properties = Mirror(reflecting: LifecycleOptions.defaults).children.compactMap(\.label)
    XCTAssertEqual(Scenario.optionKeys, properties + ["dynamicItemsAfterUpdate"])
  }

  func testUnknownEventNamesTheStepAndListsValidEvents() {
    let steps = #"[{"event": "tapIcon"}, {"event": "goHome"}, {"event": "gohome"}]"#
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: steps)),
      "test.json: steps[2].event: unknown event \"gohome\"; did you mean \"goHome\"? (expected one of: tapIcon, "
        + "quickAction, goHome, systemSuspend, systemDisconnectScene, systemTerminate, forceQuit, setDynamicItems, "
        + "backgroundLaunch, updateApp, openURL, universalLink, interruption, appReady, mainQueueTurn, openWindow, closeWindow, focus, "
        + "webClip, notificationTap, userActivity, handoff, cloudKitShare, appIntent)"
    )
  }

  func testUnknownStrategyListsTheBuiltIns() {
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: #""pendingslot""#)),
      "test.json: app.strategy: unknown strategy \"pendingslot\"; did you mean \"pendingSlot\"? (expected one of: "
        + "pendingSlot, seedArticle, appleSceneSample, appleLegacySample, legacyGuideInSceneApp, handleAndReturnTrue, "
        + "performActionOnly, swiftUIAdaptor, openURLContextsOnly, forwardConnectionURLs, onOpenURLOnly, "
        + "perSceneSlot, flutterQuickActionsPreScene, flutterQuickActions, reactNativeQuickActions, reactNativeQuickActionsFixed, "
        + "expoQuickActions, expoQuickActionsFixed, firefoxGatedRoute)")
  }

  func testUnknownLifecycleListsTheStyles() {
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""lifecycle": "uikit","#)),
      "test.json: lifecycle: unknown lifecycle \"uikit\" (expected one of: appDelegate, scene, swiftUI)")
  }

  // UIKit semantics article, 8a: the device is a top-level key next to the lifecycle; iPhone unless the file says.
  func testTheDeviceIsReadAtTheTopLevelAndDefaultsToIPhone() throws {
    XCTAssertEqual(try loadValid(scenarioJSON()).scenario.fileDevice, .iPhone)
    XCTAssertNil(try loadValid(scenarioJSON()).scenario.device)
    XCTAssertEqual(try loadValid(scenarioJSON(extra: #""device": "iPad","#)).scenario.fileDevice, .iPad)
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""device": "ipad","#)),
      "test.json: device: unknown device \"ipad\"; did you mean \"iPad\"? (expected one of: iPhone, iPad)")
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""device": 1,"#)),
      "test.json: device: expected device name (a string), found an integer")
  }

  func testUnknownKeysListTheValidOnes() {
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""expectt": {},"#)),
      "test.json: expectt: unknown key; did you mean \"expect\"? (valid keys: $schema, version, name, description, "
        + "lifecycle, device, sdk, options, app, steps, expect)")
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""options": {"warmPerformActionFr": "afterDidBecomeActive"},"#)),
      "test.json: options.warmPerformActionFr: unknown key; did you mean \"warmPerformActionFor\"? (valid keys: "
        + Scenario.optionKeys.joined(separator: ", ") + ")")
  }

  /// `expect.fixed` and `app.delegates`: what they read, and each error one line at its path.
  func testSavedCounterexampleKeysAreReadAndCheckedAtTheirPaths() throws {
    let fixed = try loadValid(scenarioJSON(expect: #"{"violations": ["late"], "fixed": ["lost", "duplicate"]}"#))
    XCTAssertEqual(fixed.scenario.expect?.fixed, [.lost, .duplicate])
    XCTAssertEqual(fixed.scenario.expect?.violations, [.late])
    let delegates = #"{"version": 1, "name": "n", "app": {"delegates": "CafeApp"}, "steps": []}"#
    let decoded = try Scenario.decode(try JSONParser.parse(Array(delegates.utf8))).0
    XCTAssertEqual(decoded.delegates, "CafeApp")
    XCTAssertEqual(decoded.fileLifecycle, .scene)
    XCTAssertEqual(try Scenario.decode(decoded.jsonDocument).0, decoded)
    let errors: [(String, String)] = [
      (
        scenarioJSON(expect: #"{"violations": ["lost"], "fixed": ["duplicate", "lost"]}"#),
        "test.json: expect.fixed[1]: lost is also in expect.violations: a kind either must occur (violations, a "
          + "pitfall the file shows) or must not (fixed, a counterexample the app must get rid of), not both"
      ),
      (
        scenarioJSON(expect: #"{"fixed": ["lsot"]}"#),
        "test.json: expect.fixed[0]: unknown violation kind \"lsot\"; did you mean \"lost\"? (expected one of: "
          + ViolationKind.allCases.map(\.rawValue).joined(separator: ", ") + ")"
      ),
      (
        #"{"version": 1, "name": "n", "app": {"delegates": ""}, "steps": []}"#,
        "test.json: app.delegates: expected the name of the app whose classes the file is for, found \"\""
      ),
      (
        #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot", "delegates": "CafeApp"}, "steps": []}"#,
        "test.json: app.delegates: use either app.strategy (a table the file runs) or app.delegates (an app's own "
          + "classes, given when the file is replayed from Swift), not both"
      ),
      (
        delegates,
        "test.json: app.delegates: written for the classes of \"CafeApp\", which only Swift can run; this replay has "
          + "no app to run them (it would replay an empty table): replay it with ScenarioReplay.run(contentsOf:app:) "
          + "and that app"
      ),
    ]
    for (text, line) in errors { XCTAssertEqual(errorLine(text), line, text) }
  }

  func testEveryOptionTakesItsTwoValues() throws {
    for option in InferredOption.allCases {
      let flipped = LifecycleOptions.changing(option)
      let value = JSONSerializer().compact(option.jsonValue(in: flipped))
      let loaded = try loadValid(scenarioJSON(extra: #""options": {"\#(option.name)": \#(value)},"#))
      XCTAssertEqual(loaded.scenario.options, flipped, option.name)
      XCTAssertTrue(loaded.scenario.options.isChanged(option), option.name)
      let standard = JSONSerializer().compact(option.jsonValue(in: .defaults))
      XCTAssertEqual(
        try loadValid(scenarioJSON(extra: #""options": {"\#(option.name)": \#(standard)},"#)).scenario.options,
        .defaults, option.name)
    }
  }

  func testAnOptionValueOutsideItsTwoChoicesNamesThem() {
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""options": {"quickActionWhileActive": "roundTrip"},"#)),
      "test.json: options.quickActionWhileActive: unknown value \"roundTrip\" (expected one of: performActionOnly, "
        + "inactiveRoundTrip)")
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""options": {"warmPerformActionFor": 1},"#)),
      "test.json: options.warmPerformActionFor: expected beforeDidBecomeActive or afterDidBecomeActive (a string), "
        + "found an integer")
  }

  func testAVersionFromTheFutureSaysSo() {
    XCTAssertEqual(
      errorLine(#"{"version": 2, "whatever": true}"#),
      "test.json: version: unsupported format version 2; this qa-sim reads version 1 (a newer qa-sim may read this "
        + "file)")
    XCTAssertEqual(
      errorLine(#"{"version": 0}"#), "test.json: version: unknown format version 0; the first version is 1")
    XCTAssertEqual(errorLine(#"{"version": "1"}"#), "test.json: version: expected the integer 1, found a string")
    XCTAssertEqual(errorLine(#"{"version": 1.0}"#), "test.json: version: expected the integer 1, found a number")
    XCTAssertEqual(errorLine(#"{"name": "x"}"#), "test.json: version: required key is missing")
  }

  func testWrongTypesNameWhatWasExpectedAndFound() {
    XCTAssertEqual(errorLine("[]"), "test.json: expected a scenario object at the top level, found an array")
    XCTAssertEqual(
      errorLine(#"{"version": 1, "name": 5, "app": {"strategy": "pendingSlot"}, "steps": []}"#),
      "test.json: name: expected a string, found an integer")
    XCTAssertEqual(
      errorLine(#"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot"}, "steps": {}}"#),
      "test.json: steps: expected an array of steps, found an object")
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"["tapIcon"]"#)),
      "test.json: steps[0]: expected a step object such as { \"event\": \"tapIcon\" }, found a string")
    XCTAssertEqual(
      errorLine(scenarioJSON(extra: #""options": {"newSceneDelegateOnReconnect": "yes"},"#)),
      "test.json: options.newSceneDelegateOnReconnect: expected true or false, found a string")
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: "[]")),
      "test.json: app.strategy: expected a built-in strategy name or a custom strategy object, found an array")
  }

  func testStepsTakeOnlyTheirOwnKeys() {
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"[{"event": "goHome", "type": "x"}]"#)),
      "test.json: steps[0].type: unknown key for this event (goHome takes no other keys)")
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"[{"event": "quickAction"}]"#)),
      "test.json: steps[0].type: required key is missing")
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"[{"event": "quickAction", "type": "x", "items": []}]"#)),
      "test.json: steps[0].items: unknown key for this event (quickAction takes \"type\")")
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"[{"event": "setDynamicItems", "items": [1]}]"#)),
      "test.json: steps[0].items[0]: expected an item object or a type string, found an integer")
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"[{"event": "setDynamicItems", "items": [{"type": "x"}]}]"#)),
      "test.json: steps[0].items[0].title: required key is missing")
  }

  func testCustomStrategyErrorsPointAtTheAction() {
    let unknownAction = #"{"on": {"sceneDidBecomeActive(_:)": ["consumePending", "consume"]}}"#
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: unknownAction))?.hasPrefix(
        "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][1]: unknown action \"consume\" (expected one of: "
          + "store, storeOnSceneDelegate, handle,"),
      true)
    let misplaced = #"{"on": {"sceneDidBecomeActive(_:)": ["consumePending", "completion(true)"]}}"#
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: misplaced)),
      "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][1]: "
        + (StrategyAction.completionTrue.problemWithoutKeptCompletion(in: .sceneDidBecomeActive) ?? "a problem"))
    let unknownSelector = #"{"on": {"sceneDidBecomeActive": ["store"]}}"#
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: unknownSelector))?.hasPrefix(
        "test.json: app.strategy.on.sceneDidBecomeActive: unknown callback; did you mean \"sceneDidBecomeActive(_:)\"?"),
      true)
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: #"{"name": "x"}"#)), "test.json: app.strategy.on: required key is missing")
  }

  func testACustomStrategyRunsItsActionsAndDefaultsToTheSceneLifecycle() throws {
    let strategy =
      #"{"name": "mine", "on": {"scene(_:willConnectTo:options:)": ["store"], "sceneDidBecomeActive(_:)": ["consumePending"]}}"#
    let loaded = try loadValid(scenarioJSON(strategy: strategy))
    XCTAssertEqual(loaded.scenario.strategy.name, "mine")
    XCTAssertEqual(loaded.scenario.fileLifecycle, .scene)
    XCTAssertEqual(loaded.scenario.strategy.actions(for: .sceneDidBecomeActive), [.consumePending])
    XCTAssertEqual(Replay.run(loaded).handled, ["com.example.search"])
  }

  func testStaticItemErrorsKeepTheCoreReadersPaths() {
    let noTitle =
      #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot", "shortcutItems": [{"type": "a"}]}, "steps": []}"#
    XCTAssertEqual(errorLine(noTitle), "test.json: app.shortcutItems[0].title: required key is missing")
    let nullInfo =
      #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot", "shortcutItems": [{"type": "a", "title": "A", "userInfo": {"k": null}}]}, "steps": []}"#
    XCTAssertEqual(
      errorLine(nullInfo),
      "test.json: app.shortcutItems[0].userInfo.k: null is not a property-list value (use a string, number, bool, date, "
        + "data, array or dictionary)")
    let both =
      #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot", "shortcutItems": [], "infoPlist": "Info.plist"}, "steps": []}"#
    XCTAssertEqual(errorLine(both), "test.json: app.infoPlist: use either app.shortcutItems or app.infoPlist, not both")
  }

  func testDuplicateStaticTypesAreWarningsNotErrors() throws {
    let text =
      #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot", "shortcutItems": [{"type": "a", "title": "A"}, {"type": "a", "title": "B"}]}, "steps": []}"#
    let loaded = try loadValid(text)
    XCTAssertEqual(
      loaded.warnings,
      [
        "test.json: app.shortcutItems[1].type: type `a` is already used by app.shortcutItems[0]; types should be unique per action"
      ])
  }

  func testExpectedTraceLinesAreCheckedForTypos() {
    XCTAssertEqual(
      errorLine(scenarioJSON(expect: #"{"trace": ["system sceneDidBecomeActive(_:)", "sytem x"]}"#)),
      "test.json: expect.trace[1]: expected a trace line \"<actor> <name>[ <item>]\" with actor system, app, rejected, "
        + "note, found \"sytem x\"")
    // A note's text has spaces; the whole rest of the line must be a note the model makes (8f row 5).
    XCTAssertNoThrow(
      try loadValid(
        scenarioJSON(
          steps: #"[{"event": "tapIcon"}]"#, extra: #""lifecycle": "swiftUI","#,
          expect:
            #"{"trace": ["note scenePhase starts at .inactive; onChange(of: scenePhase) is not called for the initial value"], "exhaustive": false}"#
        )))
    XCTAssertEqual(
      errorLine(scenarioJSON(expect: #"{"trace": ["note scenePhase starts at .active"]}"#)),
      "test.json: expect.trace[0]: unknown note \"scenePhase starts at .active\" (expected one of: "
        + "scenePhase starts at .inactive; onChange(of: scenePhase) is not called for the initial value, "
        + "scenePhase starts at .background; onChange(of: scenePhase) is not called for the initial value, "
        + "uikit assert __UIApplicationEvaluateRuntimeIssueForNoSceneLifecycleAdoption: the app has not adopted the "
        + "scene lifecycle and crashes at launch, a Home Screen web clip opens standalone and redirects to the URL; "
        + "the system opens it in the app)")
    XCTAssertEqual(
      errorLine(scenarioJSON(expect: #"{"trace": ["app consume com.example.search"]}"#)),
      "test.json: expect.trace[0]: unknown app action \"consume\" (expected one of: store, storeOnSceneDelegate, handle, "
        + "skipDuplicate, reset, resetOnSceneDelegate, completion(true), completion(false), keepCompletion, "
        + "releaseCompletion, return(false), route, navigate, unmatched, send, queue, drop, ready, gateOpened, "
        + "storeInUserDefaults, resetInUserDefaults, defer, mainQueueTurn, storeOnSession, resetOnSession, set, clear, "
        + "skip:)")
    XCTAssertEqual(
      errorLine(scenarioJSON(expect: #"{"violations": ["lostt"]}"#)),
      "test.json: expect.violations[0]: unknown violation kind \"lostt\"; did you mean \"lost\"? (expected one of: "
        + "lost, duplicate, late, stale, completionMissing, completionRepeated, handledWhileInactive, launchCrash, "
        + "wrongScene)")
  }

  func testTheAppActionNamesAreTheTraceEntryNames() {
    let delivery = Delivery(serial: 1, item: ItemID(0))
    let scene = SlotLocation.sceneDelegate(SceneRef(session: 1, generation: 0))
    let effects: [AppEffect] = [
      .store(delivery, .appDelegate), .store(delivery, scene), .handle(delivery), .skipDuplicate(delivery),
      .reset(.appDelegate, nil), .reset(scene, nil), .completion(true), .completion(false), .keepCompletion(delivery),
      .releaseCompletion(delivery),
      .returnFalse,
    ]
    let gate = Gate(name: "jsBridge", index: 0)
    let gateEffects: [AppEffect] = [
      .send(delivery, gate), .queue(delivery, gate), .drop(delivery, gate, .notReady), .ready(gate, wasOpen: false),
      .gateOpened(gate),
    ]
    let steps: [NavigationStep] = [.route(name: "tabs", parameters: []), .navigate(NavigationState()), .unmatched]
    // The main queue's lines name the callback that queued the block after the action (10b row 1).
    let mainQueue: [AppEffect] = [.deferToMainQueue(.sceneWillConnect, nil), .runDeferred(.sceneWillConnect, nil)]
    let names =
      effects.map { TraceEntry(step: 0, what: .effect($0), item: nil).name }
      + steps.map { TraceEntry(step: 0, what: .navigation($0), item: nil).name }
      + gateEffects.map { TraceEntry(step: 0, what: .effect($0), item: nil).name }
      // UserDefaults (UIKit semantics article, 10c row 1), listed after the navigation steps.
      + [AppEffect.store(delivery, .userDefaults), .reset(.userDefaults, nil)].map {
        TraceEntry(step: 0, what: .effect($0), item: nil).name
      }
      + mainQueue.map { TraceEntry(step: 0, what: .effect($0), item: nil).name.split(separator: " ")[0].description }
      // A scene session's userInfo (UIKit semantics article, 12f row 2), last.
      + [AppEffect.store(delivery, .sceneSession(1)), .reset(.sceneSession(1), nil)].map {
        TraceEntry(step: 0, what: .effect($0), item: nil).name
      }
      // The app's own flags (UIKit semantics article, 10d row 1), last.
      + [
        AppEffect.setFlag(StrategyFlag(name: "first", index: 0)), .clearFlag(StrategyFlag(name: "first", index: 0)),
        .skipRest(StrategyFlag(name: "first", index: 0), isSet: true),
      ].map { TraceEntry(step: 0, what: .effect($0), item: nil).name }
    XCTAssertEqual(names, Scenario.appEffectNames)
    // A reset after a failed handling reads as any other reset (UIKit semantics article, 10a row 4).
    XCTAssertEqual(TraceEntry(step: 0, what: .effect(.resetAfterFailedHandling(delivery)), item: nil).name, "reset")
    // A kept handler called later shows under the same name as one called in its callback (8g row 1).
    XCTAssertEqual(
      TraceEntry(step: 0, what: .effect(.callKeptCompletion(false, delivery)), item: nil).name, "completion(false)")
  }

  func testTooManyItemTypesIsAnErrorNotATrap() {
    let steps = (0...ItemCatalog.capacity).map { #"{"event": "quickAction", "type": "t\#($0)"}"# }
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: "[" + steps.joined(separator: ",") + "]")),
      "test.json: steps[253]: the scenario uses more than 255 distinct item types and links, the most the model holds")
  }

  func testJSONPathsQuoteKeysThatAreNotIdentifiers() {
    XCTAssertEqual(JSONPath.key("", "steps"), "steps")
    XCTAssertEqual(JSONPath.key("app", "$schema"), "app.$schema")
    XCTAssertEqual(
      JSONPath.key("app.strategy.on", "scene(_:willConnectTo:options:)"),
      #"app.strategy.on["scene(_:willConnectTo:options:)"]"#)
    XCTAssertEqual(JSONPath.key("a", "1x"), #"a["1x"]"#)
    XCTAssertEqual(JSONPath.index("steps", 3), "steps[3]")
  }
}
