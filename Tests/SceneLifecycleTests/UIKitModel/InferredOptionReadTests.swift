import QuickActions
import TestSupport
import XCTest

// White-box: every switch the memo tables index by is reported through CallbackReceiver.
@testable import SceneLifecycle

/// The machine reports every inferred switch it reads (``CallbackReceiver/consulted(_:)``): the explorer's
/// memo tables index a transition by exactly those switches, so a read that went unreported would give
/// one combination's callbacks to another.
///
/// The test runs every event sequence up to ``depth`` from a fresh install, in each style, from two
/// opposite option combinations and with launch methods that answer every way. After each sequence it
/// flips, one at a time, every switch the run never reported, runs the sequence again and requires the
/// very same callbacks, process exits and refusals: a switch read without a report would change them.
final class InferredOptionReadTests: XCTestCase {
  /// Enough events to reach every read: a reconnect or a restore takes four (launch, home, disconnect or
  /// terminate, open).
  private static let depth = 4

  /// Every kind of event, with one static item, one custom-scheme URL, one universal link and a dynamic item.
  private static let events: [LifecycleEvent] = [
    .tapIcon, .quickAction(ItemID(0)), .openURL(ItemID(1)), .universalLink(ItemID(2)), .goHome, .systemSuspend,
    .systemDisconnectScene, .systemTerminate, .forceQuit, .setDynamicItems([ItemID(3)]), .updateApp,
  ]

  /// How the app answers the two launch methods, and whether it implements the first (under
  /// ``LaunchLinkSuppression/bothReturnFalse`` an unimplemented one has no say).
  private struct Answers {
    let willFinish: Bool
    let didFinish: Bool
    let implementsWillFinish: Bool
  }

  private static let answers = [
    Answers(willFinish: true, didFinish: true, implementsWillFinish: true),
    Answers(willFinish: false, didFinish: true, implementsWillFinish: true),
    Answers(willFinish: true, didFinish: false, implementsWillFinish: true),
    Answers(willFinish: false, didFinish: false, implementsWillFinish: true),
    Answers(willFinish: false, didFinish: true, implementsWillFinish: false),
  ]

  /// Logs what the machine does (a callback, or `nil` for a process exit) and the switches it reports.
  private struct Recorder: CallbackReceiver {
    let answers: Answers
    var log: [Callback?] = []
    var consulted: Set<InferredOption> = []

    init(_ answers: Answers) { self.answers = answers }

    mutating func receive(_ callback: Callback) -> Bool {
      log.append(callback)
      switch callback.kind {
      case .willFinishLaunching: return answers.willFinish
      case .didFinishLaunching: return answers.didFinish
      default: return true
      }
    }

    mutating func processDidExit() { log.append(nil) }

    mutating func consulted(_ option: InferredOption) { consulted.insert(option) }

    func implements(_ callback: CallbackKind) -> Bool {
      callback != .willFinishLaunching || answers.implementsWillFinish
    }
  }

  /// One run of a sequence: the recorder (callbacks and reports) and each step's refusal.
  private struct Run {
    var machine: LifecycleMachine
    var recorder: Recorder
    var rejections: [Rejection?] = []

    mutating func apply(_ event: LifecycleEvent) {
      rejections.append(machine.handle(event, receiver: &recorder))
    }
  }

  private static func fresh(_ style: LifecycleStyle, _ options: LifecycleOptions, _ answers: Answers) -> Run {
    Run(
      machine: LifecycleMachine(style: style, options: options, staticItems: [ItemID(0)]),
      recorder: Recorder(answers))
  }

  func testFlippingASwitchTheMachineDidNotReportChangesNothing() throws {
    try OracleSweep.require()
    var sequences = 0
    var flips = 0
    for style in LifecycleStyle.allCases {
      for options in [LifecycleOptions.defaults, LifecycleOptions(bits: .max)] {
        for answers in Self.answers {
          // Beside each run, per switch not reported so far, the same sequence with that switch at each of its
          // other values (all three of swiftUICustomDelegateLinks).
          let flippedRoots = InferredOption.allCases.flatMap { option in
            (0..<option.valueCount).filter { $0 != options.valueIndex(of: option) }.map { index in
              var changed = options
              changed.set(option, toValueAt: index)
              return (option, Self.fresh(style, changed, answers))
            }
          }
          var stack = [(run: Self.fresh(style, options, answers), flipped: flippedRoots, path: [LifecycleEvent]())]
          while let (run, flippedRuns, path) = stack.popLast() {
            guard path.count < Self.depth else { continue }
            for event in Self.events {
              var next = run
              next.apply(event)
              let nextPath = path + [event]
              sequences += 1
              var nextFlipped: [(InferredOption, Run)] = []
              for (option, var flipped) in flippedRuns {
                guard !next.recorder.consulted.contains(option) else { continue }
                flips += 1
                flipped.apply(event)
                guard flipped.recorder.log == next.recorder.log, flipped.rejections == next.rejections else {
                  XCTFail("\(style): \(option.name) changed \(nextPath) but was never reported (from \(options.bits))")
                  return
                }
                nextFlipped.append((option, flipped))
              }
              // A refused event changes nothing, so sequences through it repeat shorter ones.
              if next.rejections[next.rejections.count - 1] == nil { stack.append((next, nextFlipped, nextPath)) }
            }
          }
        }
      }
    }
    // The walk is not vacuous: many sequences, and most switches flipped in each.
    XCTAssertGreaterThan(sequences, 10_000)
    XCTAssertGreaterThan(flips, sequences * 5)
  }
}

extension MainQueueTurnTests {
  // 10b row 2: the switch is read only while a block is pending, so an app that never defers never reads it.
  func testTheSwitchIsReadOnlyWhileABlockIsPending() throws {
    var reader = OptionReader(strategy: try idleApp())
    var machine = LifecycleMachine(style: .scene, staticItems: [searchID])
    machine.handle(.quickAction(searchID), receiver: &reader)
    XCTAssertFalse(reader.read.contains(.deferredBlockRuns))
    var deferringReader = OptionReader(strategy: try deferring())
    var again = LifecycleMachine(style: .scene, staticItems: [searchID])
    again.handle(.quickAction(searchID), receiver: &deferringReader)
    XCTAssertTrue(deferringReader.read.contains(.deferredBlockRuns))
  }
}

/// Runs a strategy and records which switches the machine read.
private struct OptionReader: CallbackReceiver {
  var runner: AppRunner<TableStrategy>
  var read: Set<InferredOption> = []

  init(strategy: TableStrategy) { runner = AppRunner(strategy: strategy, recordsTrace: false) }

  mutating func receive(_ callback: Callback) -> Bool { runner.receive(callback) }
  mutating func processDidExit() { runner.processDidExit() }
  mutating func consulted(_ option: InferredOption) { read.insert(option) }
  var hasDeferredBlock: Bool { runner.hasDeferredBlock }
  mutating func runDeferredBlock() { runner.runDeferredBlock() }
}

extension SceneLifecycleRequirementTests {
  // UIKit semantics article, 8e row 8: the switch is read only where the two readings differ (a scene app, the
  // iOS 27 SDK, a launch, manifest and method disagreeing), and it is relevant to the scene style at SDK 27 only.
  func testTheSwitchIsReadOnlyWhereItDecides() throws {
    let withoutMethod = try strategy([.sceneWillConnect: [.handle]], name: "noMethod")
    for manifest in SceneManifest.allCases {
      for method in [true, false] {
        var reads = SwitchReadRecorder(implementsMethod: method)
        var machine = LifecycleMachine(style: .scene, build: AppBuild(sdk: SDK(major: 27)!, sceneManifest: manifest))
        machine.handle(.tapIcon, receiver: &reads)
        XCTAssertEqual(
          reads.consulted.contains(.sceneAdoptionCheck), (manifest == .configured) != method, "\(manifest) \(method)")
      }
    }
    var run = sim(
      withoutMethod, .scene, build: .standard, options: LifecycleOptions(sceneAdoptionCheck: .manifestAndMethod))
    run.send(.tapIcon)
    XCTAssertEqual(run.phase, .foregroundActive, "below the iOS 27 SDK nothing is checked")
    let changed = LifecycleOptions.changing(.sceneAdoptionCheck)
    XCTAssertEqual(changed.relevant(to: .scene, sdk: SDK(major: 27)!), changed)
    for (style, sdk) in [
      (LifecycleStyle.scene, SDK.standard), (.appDelegate, SDK(major: 27)!), (.swiftUI, SDK(major: 27)!),
    ] {
      XCTAssertEqual(changed.relevant(to: style, sdk: sdk), .defaults, "\(style) \(sdk)")
    }
    XCTAssertEqual(
      LifecycleOptions.allCombinations(for: .scene, sdk: SDK(major: 27)!).count,
      2 * LifecycleOptions.allCombinations(for: .scene).count)
  }
}

/// Records which switches the machine consulted; implements every callback or none.
private struct SwitchReadRecorder: CallbackReceiver {
  let implementsMethod: Bool
  var consulted: Set<InferredOption> = []
  mutating func receive(_ callback: Callback) -> Bool { true }
  mutating func processDidExit() {}
  mutating func consulted(_ option: InferredOption) { consulted.insert(option) }
  func implements(_ callback: CallbackKind) -> Bool { implementsMethod }
}
