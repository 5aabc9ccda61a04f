import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// A device log is checked against the model by searching for the steps and switch values that reproduce it: qa-sim's
/// own traces come back as themselves, a moved callback is caught at its line with the rows it touches, a switch-only
/// order is reproduced only with that switch changed, and a log that cannot tell steps apart lists them.
final class ConformanceSearchTests: XCTestCase {
  private let items = ShortcutItem.generated(count: 2)

  private func subject(items count: Int = 2) -> ExplorationSubject {
    ExplorationSubject(
      builtIn: .pendingSlot, label: "pendingSlot", generated: ExplorationSubject.Generated(items: count))
  }

  private func log(_ callbacks: [CallbackKind], details: [Int: String] = [:], recording kinds: Set<CallbackKind>? = nil)
    -> DeviceLog
  {
    let observed = callbacks.enumerated().map { index, kind in
      ObservedCallback(callback: kind, detail: details[index], line: index + 1)
    }
    return DeviceLog(file: "device.log", callbacks: observed, declared: kinds ?? [])
  }

  func testEveryShippedScenarioRecordedAsALogConformsUnderItsOwnOptions() throws {
    let scenarios = try loadShippedScenarios()
    XCTAssertGreaterThan(scenarios.count, 50)
    for loaded in scenarios {
      let run = Replay.run(loaded)
      let recorded = DeviceLog(recording: run, file: loaded.file)
      guard !recorded.callbacks.isEmpty else { continue }
      // Through the log's text and the reader, as a device's log would come.
      let log = try DeviceLog(parsing: Array(recorded.markedText.utf8), file: loaded.file)
      XCTAssertEqual(log.callbacks.map(\.text), recorded.callbacks.map(\.text), loaded.file)
      let subject = ExplorationSubject(scenario: loaded, label: loaded.file)
      let search = ConformanceSearch(
        log: log, subject: subject, lifecycle: loaded.scenario.fileLifecycle, allOptions: false)
      let report = search.run()
      XCTAssertEqual(report.verdict, .reproduced, "\(loaded.file):\n\(report.text)")
      XCTAssertFalse(report.stoppedEarly, loaded.file)
    }
  }

  func testARecordedRunComesBackAsItsOwnStepsUnderTheDefaults() throws {
    var simulator = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot, shortcutItems: items)
    simulator.quickAction("com.example.item1")
    simulator.send(.goHome)
    simulator.quickAction("com.example.item2")
    let report = ConformanceSearch(
      log: DeviceLog(recording: simulator), subject: subject(), lifecycle: .scene, allOptions: true
    ).run()
    XCTAssertEqual(report.verdict, .reproduced, report.text)
    XCTAssertEqual(
      report.matches.map(\.steps),
      [
        [.quickAction("com.example.item1"), .goHome, .quickAction("com.example.item2")],
        // The log cannot tell a cold launch from a background launch that connected no scene (8c row 2) followed by
        // the quick action: both are listed, the shorter first.
        [.backgroundLaunch, .quickAction("com.example.item1"), .goHome, .quickAction("com.example.item2")],
      ], report.text)
    XCTAssertEqual(report.matches.last?.values.first?.changes(from: .defaults), [.backgroundLaunchConnectsScene])
    XCTAssertTrue(report.text.contains("Verdict: reproduced under the defaults."), report.text)
  }

  func testAMovedCallbackIsNotReproducedAtItsLineAndNamesTheSectionItTouches() throws {
    var simulator = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot, shortcutItems: items)
    simulator.quickAction("com.example.item1")
    var log = DeviceLog(recording: simulator)
    let index = try XCTUnwrap(log.callbacks.firstIndex { $0.callback == .sceneDidBecomeActive })
    let foreground = try XCTUnwrap(log.callbacks.firstIndex { $0.callback == .sceneWillEnterForeground })
    // The device's sceneDidBecomeActive comes before sceneWillEnterForeground: swap the two lines' callbacks.
    let line = log.callbacks[foreground].line
    log.callbacks.swapAt(index, foreground)
    log.callbacks[foreground].line = line
    log.callbacks[index].line = line + (index - foreground)
    let report = ConformanceSearch(log: log, subject: subject(), lifecycle: .scene, allOptions: true).run()
    XCTAssertEqual(report.verdict, .notReproduced, report.text)
    let divergence = try XCTUnwrap(report.divergence)
    XCTAssertEqual(divergence.device?.line, line, report.text)
    XCTAssertEqual(divergence.device?.callback, .sceneDidBecomeActive)
    XCTAssertEqual(divergence.model?.callback, .sceneWillEnterForeground)
    XCTAssertEqual(divergence.reproduced, foreground)
    XCTAssertTrue(report.text.contains("parts at line \(line)"), report.text)
    XCTAssertTrue(report.text.contains("section 2a and 2b"), report.text)
    XCTAssertTrue(report.text.contains("Legend:"), report.text)
  }

  func testASwipeAwayWithoutTheBackgroundIsReproducedOnlyWithThatSwitch() throws {
    let log = log(
      [
        .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
        .sceneDidDisconnect,
      ], recording: [.sceneDidEnterBackground])
    let report = ConformanceSearch(log: log, subject: subject(items: 0), lifecycle: .scene, allOptions: true).run()
    XCTAssertEqual(report.verdict, .reproducedWithOtherValues, report.text)
    XCTAssertEqual(report.matches.first?.steps, [.tapIcon, .forceQuit])
    let values = try XCTUnwrap(report.matches.first?.values)
    XCTAssertEqual(values.flatMap { $0.changes(from: .defaults) }, [.forceQuitFromForeground])
    XCTAssertTrue(report.text.contains("forceQuitFromForeground = withoutBackground"), report.text)
    XCTAssertTrue(report.text.contains("8d row 3"), report.text)
    // Held at its default, the switch cannot reproduce it: the report says which switch to free.
    let held = ConformanceSearch(log: log, subject: subject(items: 0), lifecycle: .scene, allOptions: false).run()
    XCTAssertEqual(held.verdict, .notReproduced, held.text)
    XCTAssertEqual(held.divergence?.consulted, [.forceQuitFromForeground], held.text)
    XCTAssertTrue(held.text.contains("--options all"), held.text)
  }

  func testALogThatCannotTellStepsApartListsEverySequence() throws {
    // Without performActionFor in the log, a cold launch by either quick action or the icon looks the same.
    let log = log([.sceneWillEnterForeground, .sceneDidBecomeActive])
    let report = ConformanceSearch(log: log, subject: subject(), lifecycle: .scene, allOptions: false).run()
    XCTAssertEqual(report.verdict, .reproduced, report.text)
    XCTAssertTrue(report.isAmbiguous)
    XCTAssertEqual(
      report.matches.map(\.steps),
      [[.tapIcon], [.quickAction("com.example.item1")], [.quickAction("com.example.item2")]])
    XCTAssertTrue(report.text.contains("Ambiguous: 3 step sequences"), report.text)
    let limited = ConformanceSearch(
      log: log, subject: subject(), lifecycle: .scene, allOptions: false,
      limits: ConformanceSearch.Limits(maximumSequences: 1)
    ).run()
    XCTAssertEqual(limited.matches.count, 1)
    XCTAssertTrue(limited.text.contains("Ambiguous: 3 step sequences"), limited.text)
    XCTAssertTrue(limited.text.contains("the first 1 are listed"), limited.text)
  }

  func testUnseenStepsAreTakenOnlyWhenNothingShorterReproducesTheLog() throws {
    // Launch, Home, then a cold relaunch with no applicationWillTerminate: the process was suspended and then ended,
    // two steps the log cannot show.
    let log = log(
      [
        .didFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
        .didFinishLaunching, .applicationDidBecomeActive,
      ], recording: [.applicationWillTerminate])
    let report = ConformanceSearch(log: log, subject: subject(items: 0), lifecycle: .appDelegate, allOptions: false)
      .run()
    XCTAssertEqual(report.verdict, .reproduced, report.text)
    XCTAssertEqual(report.unseenBudget, 2)
    XCTAssertEqual(
      report.matches.map(\.steps),
      [
        [.tapIcon, .goHome, .systemSuspend, .systemTerminate, .tapIcon],
        [.tapIcon, .goHome, .systemSuspend, .forceQuit, .tapIcon],
      ],
      report.text)
    XCTAssertTrue(report.text.contains("(no recorded callback)"), report.text)
  }

  func testALogThatStartsMidRunIsReproducedAfterStepsBeforeItsFirstLine() throws {
    let log = log(
      [.applicationWillEnterForeground, .applicationDidBecomeActive], recording: [.didFinishLaunching])
    let complete = ConformanceSearch(log: log, subject: subject(items: 0), lifecycle: .appDelegate, allOptions: false)
      .run()
    XCTAssertEqual(complete.verdict, .notReproduced, complete.text)
    let midRun = ConformanceSearch(
      log: log, subject: subject(items: 0), lifecycle: .appDelegate, allOptions: false, startsMidRun: true
    ).run()
    XCTAssertEqual(midRun.verdict, .reproduced, midRun.text)
    XCTAssertTrue(midRun.text.contains("(before the log starts)"), midRun.text)
  }

  func testLazyBranchingFindsTheSameCombinationsAsTryingEachOne() throws {
    try OracleSweep.require()
    // The oracle: one search per combination, nothing free. The lazy search's union of agreeing combinations must be
    // exactly the combinations under which the oracle reproduces the log, for logs that read different switches.
    var quickAction = Simulator(
      lifecycle: .swiftUI, options: .changing(.scenePhaseActiveOrder), strategy: TableStrategy.pendingSlot,
      shortcutItems: Array(items.prefix(1)))
    quickAction.quickAction("com.example.item1")
    quickAction.send(.goHome)
    quickAction.quickAction("com.example.item1")
    let swipeAway = log(
      [
        .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
        .sceneDidDisconnect,
      ], recording: [.sceneDidEnterBackground])
    let cases: [(DeviceLog, LifecycleStyle)] = [
      (swipeAway, .scene), (DeviceLog(recording: quickAction), .swiftUI),
      (log([.sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive]), .scene),
    ]
    // One unseen step at most on both sides keeps the oracle's searches of non-reproducing combinations short.
    let limits = ConformanceSearch.Limits(maximumUnseenSteps: 1)
    for (log, lifecycle) in cases {
      let lazy = ConformanceSearch(
        log: log, subject: subject(items: 1), lifecycle: lifecycle, allOptions: true, limits: limits
      ).run()
      let combinations = LifecycleOptions.allCombinations(for: lifecycle)
      XCTAssertEqual(lazy.space.count, combinations.count)
      var oracle = 0
      for combination in combinations {
        var one = subject(items: 1)
        one.options = combination
        let report = ConformanceSearch(
          log: log, subject: one, lifecycle: lifecycle, allOptions: false, limits: limits
        ).run()
        if report.verdict == .reproduced { oracle += 1 }
      }
      XCTAssertGreaterThan(oracle, 0, lazy.text)
      XCTAssertEqual(lazy.space.count(agreeingWithAny: lazy.matches.flatMap(\.values)), oracle, lazy.text)
    }
  }

  func testTheRegressionScenarioReplaysGreenWithTheDevicesCallbacks() throws {
    let log = log(
      [
        .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
        .sceneDidDisconnect,
      ], recording: [.sceneDidEnterBackground])
    let subject = subject(items: 0)
    let report = ConformanceSearch(log: log, subject: subject, lifecycle: .scene, allOptions: true).run()
    let scenario = try report.regressionScenario(subject: subject)
    XCTAssertEqual(scenario.steps, [.tapIcon, .forceQuit])
    XCTAssertEqual(scenario.options.forceQuitFromForeground, .withoutBackground)
    XCTAssertEqual(scenario.expect?.trace?.count, 5)
    XCTAssertEqual(scenario.expect?.exhaustive, false)
    XCTAssertTrue(subject.replay(scenario, file: "regression.json").passed)
    let notReproduced = ConformanceSearch(log: log, subject: subject, lifecycle: .scene, allOptions: false).run()
    XCTAssertThrowsError(try notReproduced.regressionScenario(subject: subject))
  }

  // UIKit semantics article, 17 rows 1 to 3: a log of a foreground App Intent names the intent in its connection and
  // preparation lines; the search finds the intent's step, and the logged scene(_:willPerformAppIntent:) says the app
  // implements it, though the built-in table lists nothing for it.
  func testALoggedForegroundIntentIsReproducedAsItsStep() throws {
    let intent = "OpenChoreIntent pariscafe://chore/1"
    let log = try DeviceLog(
      parsing: Array(
        """
        application(_:willFinishLaunchingWithOptions:)
        application(_:didFinishLaunchingWithOptions:)
        application(_:configurationForConnecting:options:) \(intent)
        scene(_:willConnectTo:options:) \(intent)
        scene(_:willPerformAppIntent:) \(intent)
        sceneWillEnterForeground(_:)
        sceneDidBecomeActive(_:)
        perform() \(intent)
        """.utf8), file: "intent.log")
    let report = ConformanceSearch(
      log: log, subject: ExplorationSubject(builtIn: .pendingSlot, label: "pendingSlot").adding(namesIn: log),
      lifecycle: .scene,
      allOptions: false
    ).run()
    XCTAssertEqual(report.verdict, .reproduced, report.text)
    XCTAssertEqual(report.matches.first?.steps, [.appIntent(intent, AppIntentRun(mode: .foreground))], report.text)
  }

  func testMergingSwitchValuesKeepsTheCombinationsThatAgree() {
    let space = ConformanceSpace(
      options: .defaults, allOptions: true, lifecycle: .appDelegate, device: .iPhone, deferring: false, sdk: .standard)
    let link = InferredOption.launchLinkSuppression
    let cold = InferredOption.coldPerformActionFor
    let mask = link.bitMask | cold.bitMask
    // Every value of launchLinkSuppression with coldPerformActionFor at its default, and one more set.
    var sets = (0..<link.valueCount).map { index -> SwitchValues in
      var options = LifecycleOptions.defaults
      options.set(link, toValueAt: index)
      return SwitchValues(mask: mask, options: options)
    }
    var other = LifecycleOptions.changing(cold)
    other.set(link, toValueAt: 1)
    sets.append(SwitchValues(mask: mask, options: other))
    let merged = SwitchValues.simplified(sets)
    XCTAssertEqual(space.count(agreeingWithAny: merged), space.count(agreeingWithAny: sets))
    XCTAssertLessThan(merged.count, sets.count, "\(merged)")
    XCTAssertEqual(SwitchValues.simplified([SwitchValues(options: .defaults)]), [SwitchValues(options: .defaults)])
  }
}
