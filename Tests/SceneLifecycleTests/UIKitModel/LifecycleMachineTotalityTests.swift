import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// Every event in every reachable phase, for every style and option combination: the machine answers
/// with callbacks or a state change, or with a Rejection that changes nothing. Never a trap.
final class LifecycleMachineTotalityTests: XCTestCase {
  /// Counts what the machine did to the app in one step.
  private struct Counts {
    var callbacks = 0
    var exits = 0
    var appWork = 0
    /// Main-queue turns the machine ran (10b row 1: a turn makes no callback).
    var turns = 0

    init(_ step: MachineStep) {
      for output in step.outputs {
        switch output {
        case .callback: callbacks += 1
        case .processExit: exits += 1
        case .appWork: appWork += 1
        case .mainQueueTurn: turns += 1
        case .processSuspension, .note, .route, .sessionDiscarded: break
        }
      }
    }
  }

  /// Five static items: the first four are shown, the fifth is not.
  private let items = (0..<5).map { ShortcutItem(type: "com.example.item\($0)", localizedTitle: "Item \($0)") }
  private let shown = ItemID(0)
  private let hidden = ItemID(4)
  /// A link (the machine takes any id; the simulator checks the URL's kind).
  private let link = ItemID(5)

  /// One event of every kind, with a shown and a hidden quick action.
  private var events: [LifecycleEvent] {
    [
      .tapIcon, .quickAction(shown), .quickAction(hidden), .goHome, .systemSuspend, .systemDisconnectScene,
      .systemTerminate, .forceQuit, .setDynamicItems([ItemID(1)]), .backgroundLaunch, .updateApp, .openURL(link),
      .universalLink(link), .webClip(link), .notificationTap(link), .userActivity(link), .handoff(link),
      .cloudKitShare(link), .interruption,
    ] + AppIntentRun.all.map { .appIntent(link, $0) } + [
      .appReady(0), .mainQueueTurn,
      .openWindow(scene: 0),
      .closeWindow(scene: 0), .focus(scene: 0), .systemDisconnectScene(scene: 1),
    ]
  }

  /// The phases a style can rest in. The AppDelegate style reaches `notRunningWithSavedSession` too: its card
  /// stays in the app switcher after a system termination (UIKit semantics article, 8d row 5).
  private func reachable(_ style: LifecycleStyle) -> Set<AppPhase> {
    let all = Set(AppPhase.allCases).subtracting([.foregroundInactive])
    return style.usesScenes ? all : all.subtracting([.unattached])
  }

  /// The phase after `event` in `phase` on `device`, or `nil` when the event must be refused.
  private func expectedPhase(
    after event: LifecycleEvent, in phase: AppPhase, _ style: LifecycleStyle, on device: Device = .iPad,
    options: LifecycleOptions = .defaults
  ) -> AppPhase? {
    let running: Set<AppPhase> = [.unattached, .foregroundActive, .background, .suspended]
    let deadWithSession: AppPhase = style.usesScenes ? .notRunningWithSavedSession : .notRunning
    switch event {
    case .tapIcon: return phase == .foregroundActive ? nil : .foregroundActive
    case .quickAction(let item):
      // UIKit semantics article, 8a row 2: on iPhone no quick action reaches the app in front.
      guard item == shown, phase != .foregroundActive || device == .iPad else { return nil }
      return .foregroundActive
    case .goHome: return phase == .foregroundActive ? .background : nil
    // The driver reaches unattached from the background, so the process still runs code and can be suspended.
    case .systemSuspend: return phase == .background ? .suspended : phase == .unattached ? .unattached : nil
    case .systemDisconnectScene(let scene):
      // With one window only scene 0 exists; naming another is refused (UIKit semantics article, 12d row 4).
      guard scene == 0 else { return nil }
      return style.usesScenes && [.background, .suspended].contains(phase) ? .unattached : nil
    // 8d row 5: every style keeps its card after a system termination.
    case .systemTerminate:
      return [.background, .suspended, .unattached].contains(phase) ? .notRunningWithSavedSession : nil
    // 8d rows 2 and 3: a card can be swiped away in every phase but a fresh install, the app in front included.
    case .forceQuit: return phase == .notRunning ? nil : .notRunning
    case .setDynamicItems: return running.contains(phase) ? phase : nil
    // 8c: only a process that is not running is launched in the background; a scene app connects a background
    // scene or none (backgroundLaunchConnectsScene, 8c rows 1 and 2).
    case .backgroundLaunch:
      guard !running.contains(phase) else { return nil }
      return !style.usesScenes || options.backgroundLaunchConnectsScene ? .background : .unattached
    case .updateApp: return running.contains(phase) ? deadWithSession : phase
    // Section 4: a link reaches the app in every phase, launching, reconnecting or resuming it as needed.
    // 13 rows 4 and 5: so does a web clip's URL, after an app in front went to the background.
    // 14: a tapped notification too; 15: and a user activity or a Handoff; 16: and an accepted CloudKit share.
    case .openURL, .universalLink, .webClip, .notificationTap, .userActivity, .handoff, .cloudKitShare:
      return .foregroundActive
    // 17 rows 1, 4 and 5: a widget extension's intent leaves the app as it is; a foreground one opens it as a link
    // does; a background one launches a process that is not running in the background (as backgroundLaunch), wakes a
    // suspended one to the background, and changes no other phase.
    case .appIntent(_, let run):
      switch (run.process, run.mode) {
      case (.widgetExtension, _): return phase
      case (.app, .foreground), (.app, .deferred): return .foregroundActive
      case (.app, .background):
        if !running.contains(phase) {
          return !style.usesScenes || options.backgroundLaunchConnectsScene ? .background : .unattached
        }
        return phase == .suspended ? .background : phase
      }
    // 8b: only the app in front can be interrupted, and it comes back to the same phase.
    case .interruption: return phase == .foregroundActive ? .foregroundActive : nil
    // 10a row 3: the app's own code runs only in a process that runs code; the driver reaches unattached from
    // the background, so that process does too. UIKit's state does not change.
    case .appReady: return [.foregroundActive, .background, .unattached].contains(phase) ? phase : nil
    // 10b row 1: only a process running code turns its main run loop; the turn changes no phase.
    case .mainQueueTurn: return [.unattached, .foregroundActive, .background].contains(phase) ? phase : nil
    // The window events need several windows (UIKit semantics article, 12d row 2): refused with one.
    case .openWindow, .closeWindow, .focus: return nil
    }
  }

  func testEveryEventInEveryReachablePhaseIsAnsweredOrRejectedWithoutChange() throws {
    var failures: [String] = []
    var checked = 0
    for device in Device.allCases {
      for style in LifecycleStyle.allCases {
        try check(style, on: device, failures: &failures, checked: &checked)
      }
    }
    let combinations = { (style: LifecycleStyle) in
      Device.allCases.map { ExplorerTests.walkedCombinations(for: style, on: $0).count }.reduce(0, +)
    }
    XCTAssertEqual(
      checked, (6 * combinations(.scene) + 6 * combinations(.swiftUI) + 5 * combinations(.appDelegate)) * events.count)
    XCTAssertEqual(failures.prefix(10), [], "\(failures.count) failures")
  }

  /// Every event in every reachable phase of `style` on `device`, under ``ExplorerTests/walkedCombinations(for:on:)``.
  private func check(
    _ style: LifecycleStyle, on device: Device, failures: inout [String], checked: inout Int
  ) throws {
    for options in ExplorerTests.walkedCombinations(for: style, on: device) {
      for phase in reachable(style).sorted(by: { $0.rawValue < $1.rawValue }) {
        var sim = simulate(try idleApp(), style, device: device, options: options, items: items)
        guard sim.drive(to: phase) != nil, sim.phase == phase else {
          failures.append("\(style) \(options) cannot reach \(phase)")
          continue
        }
        let base = sim.machine
        for event in events {
          var machine = base
          let step = machine.handle(event)
          let rejection = step.rejection
          let receiver = Counts(step)
          let context = "\(device) \(style) \(phase) \(event.name) \(options)"
          checked += 1
          if let rejection {
            if machine != base || receiver.callbacks > 0 || receiver.exits > 0 || receiver.appWork > 0 {
              failures.append("rejection changed something: \(context)")
            }
            if rejection.event != event || rejection.phase != phase { failures.append("wrong rejection: \(context)") }
          } else if receiver.callbacks == 0, receiver.appWork == 0, receiver.turns == 0, machine == base {
            failures.append("accepted but did nothing: \(context)")
          }
          let after = rejection == nil ? machine.phase : nil
          if after != expectedPhase(after: event, in: phase, style, on: device, options: options) {
            failures.append("\(context): phase \(after.map(\.rawValue) ?? "rejected")")
          }
        }
      }
    }
  }

  func testTheEventsCoverEveryEventKind() {
    XCTAssertEqual(Set(events.map(\.kind)), Set(LifecycleEventKind.allCases))
  }

  // foregroundInactive is only ever seen inside a transition. No event from a resting phase ends there
  // (so, from notRunning, no sequence can), and the AppDelegate style's driver finds no path to it, nor
  // to the scene-only unattached phase.
  func testForegroundInactiveIsTransientAndNeverAResultingPhase() throws {
    for style in LifecycleStyle.allCases {
      for phase in reachable(style) {
        for event in events {
          let after = expectedPhase(after: event, in: phase, style)
          XCTAssertTrue(after.map(reachable(style).contains) ?? true, "\(style) \(phase) \(event.name)")
        }
      }
    }
    for options in LifecycleOptions.allCombinations(for: .appDelegate) {
      for phase in [AppPhase.foregroundInactive, .unattached] {
        var sim = simulate(try idleApp(), .appDelegate, options: options)
        XCTAssertNil(sim.drive(to: phase), "\(phase) \(options)")
        XCTAssertEqual(sim.stepCount, 0)
      }
    }
  }

  func testEachStylesCombinationsCountTheSwitchesItReads() {
    // On iPhone quickActionWhileActive is never read (UIKit semantics article, 8a row 2), so each style has half
    // the combinations it has on iPad, where the Dock reads it (8a row 4); every style reads
    // forceQuitFromForeground (8d row 3); only the scene styles read backgroundLaunchConnectsScene (8c row 2), which
    // doubles their counts; only SwiftUI reads swiftUICustomDelegateLinks, which has three values (8f rows 1 and 4), so
    // SwiftUI's counts are 3/2 of what a two-valued switch gave (2,048 and 4,096 before).
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .appDelegate).count, 16)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .scene).count, 128)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .swiftUI).count, 3072)
    // swiftUIActionOnConnect (3 row 5, 15 row 5) is read only in SwiftUI, and only when a link or an activity can
    // connect a scene: it doubles SwiftUI's count with links and leaves the other styles' alone.
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .swiftUI, linking: true).count, 6144)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .scene, linking: true).count, 128)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .appDelegate, on: .iPad).count, 32)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .scene, on: .iPad).count, 256)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .swiftUI, on: .iPad).count, 6144)
    XCTAssertLessThanOrEqual(
      LifecycleOptions.allCombinations(for: .swiftUI, on: .iPad).count, ExplorerConfiguration.maxOptionCombinations)
    // didReceiveOnSceneConnect is read only when the user can tap a notification, and then only with scenes.
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .appDelegate, notifying: true).count, 16)
    XCTAssertEqual(LifecycleOptions.allCombinations(for: .scene, notifying: true).count, 384)
    XCTAssertEqual(
      LifecycleOptions.defaults,
      LifecycleOptions(
        warmPerformActionFor: .beforeDidBecomeActive, coldPerformActionFor: .beforeDidBecomeActive,
        configurationForConnectingOnRestore: false, configurationForConnectingOnReconnect: false,
        newSceneDelegateOnReconnect: true, swiftUIWillConnectSwallowsShortcut: false))
  }

  // The per-style list is built from the switches the style reads; the plain definition maps every combination
  // through relevant(to:on:) and keeps first occurrences. Same list, same order. An oracle sweep: it builds the whole
  // list (the defaults first, each setting once) and maps it twelve times.
  func testEachStylesCombinationsAreTheRelevantOnesOfAllInTheirFirstOrder() throws {
    try OracleSweep.require()
    let all = LifecycleOptions.allCombinations
    XCTAssertEqual(all.first, .defaults)
    // Fifteen switches with two values; swiftUICustomDelegateLinks (8f rows 1 and 4), deferredBlockRuns (10b row 2)
    // and didReceiveOnSceneConnect (14 row 2) with three.
    XCTAssertEqual(all.count, 27 << (InferredOption.allCases.count - 3))
    XCTAssertEqual(Set(all).count, all.count)
    for style in LifecycleStyle.allCases {
      for device in [Device.iPhone, .iPad] {
        for notifying in [false, true] {
          var seen = Set<LifecycleOptions>()
          let plain = all.map { $0.relevant(to: style, on: device, notifying: notifying) }.filter {
            seen.insert($0).inserted
          }
          XCTAssertEqual(
            LifecycleOptions.allCombinations(for: style, on: device, notifying: notifying), plain,
            "\(style) on \(device), notifying \(notifying)")
        }
      }
    }
  }

  // Phase-level facts along the main journey, for each style.
  func testPhasesAlongTheMainJourney() throws {
    for style in LifecycleStyle.allCases {
      var sim = makeSimulator(try idleApp(), lifecycle: style)
      var expected: [(LifecycleEvent, AppPhase)] = [
        (.quickAction(searchID), .foregroundActive), (.goHome, .background), (.systemSuspend, .suspended),
        (.tapIcon, .foregroundActive), (.goHome, .background),
      ]
      if style.usesScenes {
        expected += [
          (.systemDisconnectScene, .unattached), (.quickAction(shareID), .foregroundActive), (.goHome, .background),
          (.systemTerminate, .notRunningWithSavedSession), (.tapIcon, .foregroundActive), (.goHome, .background),
        ]
      } else {
        expected += [
          (.systemTerminate, .notRunningWithSavedSession), (.tapIcon, .foregroundActive), (.goHome, .background),
        ]
      }
      expected += [(.forceQuit, .notRunning), (.updateApp, .notRunning), (.tapIcon, .foregroundActive)]
      for (event, phase) in expected {
        XCTAssertNil(sim.send(event), "\(style) \(event.name)")
        XCTAssertEqual(sim.phase, phase, "\(style) after \(event.name)")
      }
    }
  }

  // The machine used directly, without the simulator: a rejection is a value and the state is unchanged.
  func testTheMachineAloneReturnsARejectionValue() {
    var machine = LifecycleMachine(style: .scene, staticItems: [shown])
    let fresh = machine
    let refused = machine.handle(.systemSuspend)
    XCTAssertEqual(refused.rejection, Rejection(event: .systemSuspend, phase: .notRunning, reason: .notInBackground))
    XCTAssertEqual(machine, fresh)
    let launch = machine.handle(.quickAction(shown))
    XCTAssertNil(launch.rejection)
    XCTAssertEqual(machine.phase, .foregroundActive)
    XCTAssertEqual(refused.callbacks.count + launch.callbacks.count, 8)
    XCTAssertEqual(machine.deliveriesMade, 1)
  }
}
