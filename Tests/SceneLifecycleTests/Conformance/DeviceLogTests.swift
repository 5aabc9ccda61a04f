import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The device-log reader: both shapes, every spelling of every callback, details, scenes, `records` lines, the
/// marked text's round trip (``DeviceLogErrorTests``: one clear error for each bad input).
final class DeviceLogTests: XCTestCase, DeviceLogParsing {
  // MARK: Spellings

  func testEveryCallbackKindIsReadInEverySpellingInBothShapes() throws {
    var seen: [String: CallbackKind] = [:]
    for kind in CallbackKind.allCases {
      let spellings = DeviceLog.spellings(of: kind)
      XCTAssertEqual(spellings.first, kind.selector, "\(kind): the selector comes first")
      XCTAssertEqual(Set(spellings).count, spellings.count, "\(kind): a spelling is listed twice")
      for spelling in spellings {
        if let other = seen.updateValue(kind, forKey: spelling) {
          XCTFail("`\(spelling)` spells both \(other) and \(kind)")
        }
        let marked = try parse("12:00:01.250 MyApp[812:3301] [qa-sim] \(spelling) com.example.search @main\n")
        XCTAssertEqual(
          marked.callbacks,
          [ObservedCallback(callback: kind, detail: "com.example.search", scene: "main", line: 1)], spelling)
        XCTAssertTrue(marked.isMarked)
        let plain = try parse("# a post\n- \(spelling)\n")
        XCTAssertEqual(plain.callbacks, [ObservedCallback(callback: kind, line: 2)], spelling)
        XCTAssertFalse(plain.isMarked)
        XCTAssertEqual(try parse("records \(spelling)\n\(kind.selector)").declared, [kind], spelling)
      }
    }
    // A two-word spelling's first word is never a spelling of its own, so reading the pair first loses nothing.
    for spelling in seen.keys where spelling.contains(" ") {
      let first = String(spelling.prefix { $0 != " " })
      XCTAssertNil(seen[first], "`\(first)` is both a spelling and the start of `\(spelling)`")
    }
  }

  func testTheSpellingsTheFormatNamesAreAccepted() throws {
    let expected: [(String, CallbackKind)] = [
      ("sceneDidBecomeActive(_:)", .sceneDidBecomeActive),
      ("application(_:didFinishLaunchingWithOptions:)", .didFinishLaunching),
      ("UIApplication.didBecomeActiveNotification", .didBecomeActiveNotification),
      ("scenePhase(.active)", .scenePhaseActive), ("App.scenePhase(.active)", .appScenePhaseActive),
      ("sceneDidBecomeActive", .sceneDidBecomeActive), ("applicationDidBecomeActive", .applicationDidBecomeActive),
      ("didFinishLaunchingWithOptions", .didFinishLaunching),
      ("willFinishLaunchingWithOptions", .willFinishLaunching), ("willConnectTo", .sceneWillConnect),
      ("configurationForConnecting", .configurationForConnecting),
      ("didDiscardSceneSessions", .didDiscardSceneSessions),
      ("application(_:performActionFor:completionHandler:)", .applicationPerformAction),
      ("windowScene(_:performActionFor:completionHandler:)", .windowScenePerformAction),
      ("windowScene:performActionFor", .windowScenePerformAction),
      ("application:performActionFor", .applicationPerformAction),
      ("sceneDidBecomeActive:", .sceneDidBecomeActive),
      ("application:didFinishLaunchingWithOptions:", .didFinishLaunching),
      ("scene:willConnectToSession:options:", .sceneWillConnect),
      ("windowScene:performActionForShortcutItem:completionHandler:", .windowScenePerformAction),
      ("application:performActionForShortcutItem:completionHandler:", .applicationPerformAction),
      ("application:openURL:options:", .applicationOpenURL),
      ("application:continueUserActivity:restorationHandler:", .applicationContinueUserActivity),
      ("scene:openURLContexts:", .sceneOpenURLContexts), ("scene:continueUserActivity:", .sceneContinueUserActivity),
      ("scene:willConnectTo:options:", .sceneWillConnect),
      ("didBecomeActiveNotification", .didBecomeActiveNotification),
      ("UIApplicationDidBecomeActiveNotification", .didBecomeActiveNotification),
      ("UIApplicationWillTerminateNotification", .willTerminateNotification),
      ("scenePhase: active", .scenePhaseActive), ("scenePhase .background", .scenePhaseBackground),
      ("ScenePhase.inactive", .scenePhaseInactive), ("App.scenePhase: background", .appScenePhaseBackground),
      ("onOpenURL(perform:)", .onOpenURL),
    ]
    for (spelling, kind) in expected {
      XCTAssertEqual(try parse("[qa-sim] \(spelling)").callbacks.map(\.callback), [kind], spelling)
      XCTAssertTrue(DeviceLog.spellings(of: kind).contains(spelling), spelling)
    }
  }

  func testMatchingIsCaseSensitiveAndTheMessageSuggestsTheSpelling() {
    let error = failure("[qa-sim] scenedidbecomeactive")
    XCTAssertEqual(error?.location, .position(line: 1, column: 10))
    XCTAssertEqual(
      error?.message,
      "unknown callback `scenedidbecomeactive`; known spellings are selectors such as `sceneDidBecomeActive(_:)`"
        + " (matching is case-sensitive: did you mean `sceneDidBecomeActive`?)")
  }

  func testTheSwiftFormWithANamedFirstArgumentIsNotASpelling() {
    let error = failure("[qa-sim] scene(scene:willConnectTo:options:)")
    XCTAssertEqual(error?.location, .position(line: 1, column: 10))
    XCTAssertTrue(error?.message.hasPrefix("unknown callback `scene(scene:willConnectTo:options:)`") == true)
  }

  func testPerformActionForAloneIsAmbiguousAndSaysWhichTwoItCouldBe() {
    for spelling in ["performActionFor", "performActionForShortcutItem", "performActionFor(_:completionHandler:)"] {
      let error = failure("sceneDidBecomeActive\n  1. \(spelling) com.example.search\n")
      XCTAssertEqual(error?.location, .position(line: 2, column: 6), spelling)
      XCTAssertEqual(
        error?.message,
        "ambiguous callback `\(spelling)`: it could be `application(_:performActionFor:completionHandler:)` (app"
          + " delegate) or `windowScene(_:performActionFor:completionHandler:)` (scene delegate); write the one the"
          + " app logged", spelling)
    }
    XCTAssertEqual(
      failure("[qa-sim] continueUserActivity")?.message.hasPrefix(
        "ambiguous callback `continueUserActivity`: it could be `application(_:continue:restorationHandler:)`"),
      true)
  }

  // MARK: Shapes and prefixes

  func testAMarkedLogReadsOnlyMarkerLinesAndIgnoresWhatComesBeforeTheMarker() throws {
    let text = """
      2026-12-02 13:35:16.100 MyApp[812:3301] [qa-sim] application(_:didFinishLaunchingWithOptions:) com.example.search
      2026-12-02 13:35:16.104 MyApp[812:3301] unrelated output: sceneDidBecomeActive
      Timestamp                       Thread     Type        Activity             PID    TTL
      2026-12-02 13:35:16.180124+0000 0x1c2f3    Default     0x0                  812    0    MyApp: [qa-sim] sceneWillEnterForeground(_:)
      Filtering the log data using "eventMessage CONTAINS "[qa-sim]""
      2026-12-02 13:35:16.190 Df MyApp[812:1c2f3] [com.example:lifecycle] [qa-sim]\tsceneDidBecomeActive(_:)\t@main\r
      [qa-sim]
      # [qa-sim] UIApplication.didBecomeActiveNotification

      """
    let log = try parse(text)
    XCTAssertTrue(log.isMarked)
    XCTAssertEqual(
      log.callbacks,
      [
        ObservedCallback(callback: .didFinishLaunching, detail: "com.example.search", line: 1),
        ObservedCallback(callback: .sceneWillEnterForeground, line: 4),
        ObservedCallback(callback: .sceneDidBecomeActive, scene: "main", line: 6),
        ObservedCallback(callback: .didBecomeActiveNotification, line: 8),
      ])
    XCTAssertEqual(log.declared, [])
    // `log stream`'s first line quotes the marker in its filter; alone, it is a marker line naming no callback.
    XCTAssertEqual(
      failure("Filtering the log data using \"eventMessage CONTAINS \"[qa-sim]\"\"\n")?.message,
      "the log has no callbacks: 1 marker line, none naming a callback")
    XCTAssertEqual(
      try parse("echo '[qa-sim]' [qa-sim] sceneDidBecomeActive(_:)").callbacks.map(\.callback), [.sceneDidBecomeActive])
  }

  func testAPlainListDropsListPrefixesCommentsAndBlankLines() throws {
    let text = """
      # Source: https://developer.apple.com/forums/thread/000000 (a reply's log)

        - application(_:didFinishLaunchingWithOptions:)
      * sceneWillEnterForeground
      • sceneDidBecomeActive
      1. sceneWillResignActive
      2) sceneDidEnterBackground
      12. UIApplicationWillTerminateNotification
          # an indented comment
      applicationWillTerminate:
      -
      """
    let log = try parse(text)
    XCTAssertFalse(log.isMarked)
    XCTAssertEqual(
      log.callbacks.map { "\($0.line) \($0.callback.selector)" },
      [
        "3 application(_:didFinishLaunchingWithOptions:)", "4 sceneWillEnterForeground(_:)",
        "5 sceneDidBecomeActive(_:)", "6 sceneWillResignActive(_:)", "7 sceneDidEnterBackground(_:)",
        "8 UIApplication.willTerminateNotification", "10 applicationWillTerminate(_:)",
      ])
  }

  func testAListPrefixMustStandAlone() {
    let error = failure("1.sceneDidBecomeActive")
    XCTAssertEqual(error?.location, .position(line: 1, column: 1))
    XCTAssertTrue(error?.message.hasPrefix("unknown callback `1.sceneDidBecomeActive`") == true)
  }

  func testAByteOrderMarkAndCRLFLineEndsAreAccepted() throws {
    let log = try DeviceLog(
      parsing: [0xEF, 0xBB, 0xBF] + Array("sceneWillEnterForeground\r\nsceneDidBecomeActive\r\n".utf8), file: "x")
    XCTAssertEqual(log.callbacks.map(\.callback), [.sceneWillEnterForeground, .sceneDidBecomeActive])
    XCTAssertEqual(log.callbacks.map(\.line), [1, 2])
  }

  // MARK: Details, scenes and records

  func testDetailsAndScenes() throws {
    let log = try parse(
      """
      [qa-sim] scene(_:willConnectTo:options:) myapp://search?q=tea @main
      [qa-sim] windowScene(_:performActionFor:completionHandler:)     com.example.compose   @compose
      [qa-sim] sceneDidBecomeActive(_:) @compose
      [qa-sim] application(_:continue:restorationHandler:) https://example.com/cafe/PRS103
      [qa-sim] scenePhase: active @compose
      """)
    XCTAssertEqual(
      log.callbacks,
      [
        ObservedCallback(callback: .sceneWillConnect, detail: "myapp://search?q=tea", scene: "main", line: 1),
        ObservedCallback(callback: .windowScenePerformAction, detail: "com.example.compose", scene: "compose", line: 2),
        ObservedCallback(callback: .sceneDidBecomeActive, scene: "compose", line: 3),
        ObservedCallback(
          callback: .applicationContinueUserActivity, detail: "https://example.com/cafe/PRS103", line: 4),
        ObservedCallback(callback: .scenePhaseActive, scene: "compose", line: 5),
      ])
    XCTAssertEqual(
      log.callbacks.map(\.text),
      [
        "scene(_:willConnectTo:options:) myapp://search?q=tea @main",
        "windowScene(_:performActionFor:completionHandler:) com.example.compose @compose",
        "sceneDidBecomeActive(_:) @compose",
        "application(_:continue:restorationHandler:) https://example.com/cafe/PRS103",
        "scenePhase(.active) @compose",
      ])
  }

  func testAWordAfterTheSceneOrASecondDetailIsAnError() {
    let error = failure("[qa-sim] sceneDidBecomeActive(_:) @main called")
    XCTAssertEqual(error?.location, .position(line: 1, column: 41))
    XCTAssertEqual(
      error?.message,
      "unexpected `called` after `sceneDidBecomeActive(_:)`; a line holds one callback, then an optional item type,"
        + " URL or activity (`<activityType> <identifier>`) and an optional `@<scene>`")
    XCTAssertEqual(failure("- didFinishLaunching https://x.example/a b")?.location, .position(line: 1, column: 42))
    XCTAssertEqual(failure("- sceneDidBecomeActive com.example.a b")?.location, .position(line: 1, column: 38))
    let empty = failure("[qa-sim] sceneDidBecomeActive(_:) @")
    XCTAssertEqual(empty?.location, .position(line: 1, column: 35))
    XCTAssertEqual(empty?.message, "`@` names no scene; write `@<scene id>` as the scenario declares it")
  }

  // UIKit semantics article, 15 row 1: an activity is logged as its type and its identifier, one detail of a callback
  // that can carry an activity.
  func testAnActivityIsOneDetailOfTwoWords() throws {
    let log = try DeviceLog(
      parsing: Array(
        """
        scene(_:willContinueUserActivityWithType:) com.example.reading article-12
        scene(_:continue:) com.apple.corespotlightitem pariscafe://cafe/PRS103 @main
        onContinueUserActivity com.apple.corespotlightitem 7
        """.utf8), file: "activity.log")
    XCTAssertEqual(
      log.callbacks.map(\.detail),
      [
        "com.example.reading article-12", "com.apple.corespotlightitem pariscafe://cafe/PRS103",
        "com.apple.corespotlightitem 7",
      ])
    XCTAssertEqual(
      log.callbacks.map(\.callback),
      [.sceneWillContinueUserActivity, .sceneContinueUserActivity, .onContinueUserActivity])
    XCTAssertEqual(log.callbacks[1].scene, "main")
  }

  // UIKit semantics article, 17 row 2: an App Intent is logged as its type and its target, one detail of a callback
  // that can carry an intent.
  func testAnAppIntentIsOneDetailOfTwoWords() throws {
    let log = try DeviceLog(
      parsing: Array(
        """
        scene(_:willConnectTo:options:) OpenChoreIntent pariscafe://chore/1 @main
        scene(_:willPerform:) OpenChoreIntent pariscafe://chore/1
        perform() LastBookStartPlaybackIntent
        """.utf8), file: "intent.log")
    XCTAssertEqual(
      log.callbacks.map(\.detail),
      ["OpenChoreIntent pariscafe://chore/1", "OpenChoreIntent pariscafe://chore/1", "LastBookStartPlaybackIntent"])
    XCTAssertEqual(log.callbacks.map(\.callback), [.sceneWillConnect, .sceneWillPerformAppIntent, .appIntentPerform])
  }

  func testRecordsLinesDeclareCallbacks() throws {
    let log = try parse(
      """
      [qa-sim] records sceneWillEnterForeground(_:) scenePhase: active UIApplication.didBecomeActiveNotification
      [qa-sim] records windowScene:performActionFor
      [qa-sim] sceneDidBecomeActive(_:)
      """)
    XCTAssertEqual(
      log.declared,
      [.sceneWillEnterForeground, .scenePhaseActive, .didBecomeActiveNotification, .windowScenePerformAction])
    XCTAssertEqual(
      log.recorded,
      [
        .sceneWillEnterForeground, .scenePhaseActive, .didBecomeActiveNotification, .windowScenePerformAction,
        .sceneDidBecomeActive,
      ])
    XCTAssertEqual(try parse("records all\nsceneDidBecomeActive").declared, Set(CallbackKind.allCases))
    let empty = failure("[qa-sim] records\n[qa-sim] sceneDidBecomeActive(_:)")
    XCTAssertEqual(empty?.location, .position(line: 1, column: 10))
    XCTAssertEqual(empty?.message, "`records` names no callbacks; write `records all` or the callbacks the app logs")
    let unknown = failure("[qa-sim] sceneDidBecomeActive(_:)\n[qa-sim] records sceneDidBecomeActive(_:) tapIcon")
    XCTAssertEqual(unknown?.location, .position(line: 2, column: 43))
    XCTAssertTrue(unknown?.message.hasPrefix("unknown callback `tapIcon`") == true)
  }

  func testAStartsMidRunLineSaysTheLogBeginsMidRun() throws {
    XCTAssertTrue(try parse("[qa-sim] starts mid-run\n[qa-sim] sceneDidBecomeActive(_:)").startsMidRun)
    XCTAssertTrue(try parse("starts mid-run\nsceneDidBecomeActive").startsMidRun)
    XCTAssertFalse(try parse("sceneDidBecomeActive").startsMidRun)
    let wrong = failure("starts later\nsceneDidBecomeActive")
    XCTAssertEqual(wrong?.location, .position(line: 1, column: 1))
    XCTAssertEqual(wrong?.message, "`starts` is a directive: write `starts mid-run` for a log that begins mid-run")
  }

  // MARK: The marked text

  func testTheMarkedTextParsesBackToTheSameLog() throws {
    let seed = PropertySeed.current
    let details = ["com.example.search", "myapp://search?q=tea", "https://example.com/cafe/PRS103", "ünïcödé"]
    let scenes = ["main", "compose", "inspector"]
    for run in 0..<300 {
      var random = SplitMix64(seed: SplitMix64.derive(seed, run))
      var callbacks: [ObservedCallback] = []
      for _ in 0..<Int.random(in: 1...30, using: &random) {
        let kind = CallbackKind.allCases.randomElement(using: &random) ?? .sceneDidBecomeActive
        callbacks.append(
          ObservedCallback(
            callback: kind, detail: Bool.random(using: &random) ? details.randomElement(using: &random) : nil,
            scene: Bool.random(using: &random) ? scenes.randomElement(using: &random) : nil))
      }
      var declared: Set<CallbackKind> = []
      switch Int.random(in: 0..<3, using: &random) {
      case 0: break
      case 1: declared = Set(CallbackKind.allCases)
      case 2: declared = Set((0..<4).compactMap { _ in CallbackKind.allCases.randomElement(using: &random) })
      default: XCTFail("unreachable")
      }
      let midRun = Bool.random(using: &random)
      let log = DeviceLog(file: "t.log", callbacks: callbacks, declared: declared, startsMidRun: midRun)
      let parsed = try DeviceLog(parsing: Array(log.markedText.utf8), file: "t.log")
      let first = 1 + (declared.isEmpty ? 0 : 1) + (midRun ? 1 : 0)
      var expected = log
      for index in expected.callbacks.indices { expected.callbacks[index].line = first + index }
      XCTAssertEqual(parsed, expected, "seed \(seed) run \(run):\n\(log.markedText)")
      XCTAssertEqual(parsed.markedText, log.markedText)
      XCTAssertEqual(try DeviceLog(parsing: Array(parsed.markedText.utf8), file: "t.log"), parsed)
    }
  }

  func testTheMarkedTextOfAPlainListIsAMarkedLog() throws {
    let list = try parse("records sceneWillResignActive didBecomeActiveNotification\n1. sceneDidBecomeActive @main\n")
    XCTAssertEqual(
      list.markedText,
      "[qa-sim] records sceneWillResignActive(_:) UIApplication.didBecomeActiveNotification\n"
        + "[qa-sim] sceneDidBecomeActive(_:) @main\n")
    let marked = try parse(list.markedText)
    XCTAssertTrue(marked.isMarked)
    XCTAssertEqual(marked.callbacks, list.callbacks)
    XCTAssertEqual(marked.declared, list.declared)
  }
}
