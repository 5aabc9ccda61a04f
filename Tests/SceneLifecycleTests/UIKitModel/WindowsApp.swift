import SceneLifecycle
import XCTest

/// An iPad app with several windows, driven one event at a time at the machine's level, and what UIKit told it:
/// the fixture of the window tests (UIKit semantics article, section 12).
struct WindowsApp {
  /// Records each callback as `selector@session`, with the kind of item it carries after the selector
  /// (`scene(_:willConnectTo:options:)[shortcutItem]@2`); app-level callbacks and notifications have no `@`.
  /// Also records each route and each discarded session.
  struct Heard {
    var lines: [String] = []
    var routes: [SceneRoute] = []
    var discarded: [UInt8] = []

    /// Records what the machine did in `step`, and returns its refusal.
    @discardableResult
    mutating func hear(_ step: MachineStep) -> Rejection? {
      for output in step.outputs {
        switch output {
        case .callback(let callback):
          var line = callback.kind.selector
          if let kind = callback.deliveryKind { line += "[\(kind.name)]" }
          if let scene = callback.scene { line += "@\(scene.session)" }
          lines.append(line)
        case .route(let route): routes.append(route)
        case .sessionDiscarded(let session): discarded.append(session)
        case .processExit, .processSuspension, .note, .appWork, .mainQueueTurn: break
        }
      }
      return step.rejection
    }
  }

  /// The machine under test.
  var machine: LifecycleMachine

  /// An app on iPad declaring `scenes`, where `matches[item][scene]` says how catalog item `item` (a quick action
  /// in the Home Screen menu, or a link) matches each scene.
  init(
    scenes: [String] = ["main", "compose"], matches: [[SceneMatch]], routing: SceneRouting = .defaults,
    style: LifecycleStyle = .scene
  ) {
    machine = LifecycleMachine(
      style: style, device: .iPad, staticItems: matches.indices.map { ItemID(UInt8($0)) },
      windows: WindowSetup(sceneIDs: scenes, matches: matches, routing: routing))
  }

  /// Applies `events` in order, failing the test on any rejection, and returns what the app heard from them.
  @discardableResult
  mutating func play(
    _ events: [LifecycleEvent], file: StaticString = #filePath, line: UInt = #line
  ) -> Heard {
    var heard = Heard()
    for event in events {
      if let rejection = heard.hear(machine.handle(event)) {
        XCTFail("unexpected rejection: \(rejection.message(itemName: { "\($0.index)" }))", file: file, line: line)
      }
    }
    return heard
  }

  /// Why the machine refuses `event`, or `nil` when it takes it.
  mutating func refusal(of event: LifecycleEvent) -> Rejection.Reason? {
    var heard = Heard()
    return heard.hear(machine.handle(event))?.reason
  }

  /// Each session as `number:scene:state`, most recently active first.
  var windows: [String] {
    machine.sessions.map { session in
      "\(session.number):\(machine.windows?.name(of: session.scene) ?? "-"):\(session.state.rawValue)"
    }
  }
}
