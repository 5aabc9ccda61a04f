import QuickActions
import XCTest

// Tests internals: the internal CallbackReceiver, with an app that implements no method.
@testable import SceneLifecycle

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
