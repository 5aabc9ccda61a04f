import Foundation
import QuickActions
import SceneLifecycle
import SceneLifecycleTesting
import Testing

@testable import CafeApp

/// The app's own `AppDelegate` and `SceneDelegate`, built unchanged, against qa-sim's model of UIKit.
@Suite struct CafeAppDelegateTests {
  /// The quick actions of the app's Info.plist, as UIKit reads them.
  static let items: [ShortcutItem] = {
    let plist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../CafeApp/Info.plist")
    guard let data = try? Data(contentsOf: plist), let result = try? StaticShortcutItems.fromInfoPlist(data: data)
    else { return [] }
    return result.items
  }()

  /// A simulator running the app's delegate classes in the scene lifecycle.
  static func simulator() -> Simulator<DelegateApp> {
    Simulator(
      lifecycle: .scene, strategy: DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init),
      shortcutItems: items)
  }

  @Test func theInfoPlistDeclaresTheTwoQuickActions() {
    #expect(Self.items.map(\.type) == ["com.example.cafe.search", "com.example.cafe.favorites"])
  }

  @Test func aColdLaunchFromSearchShowsTheSearchScreenOnce() {
    var sim = Self.simulator()
    sim.quickAction("com.example.cafe.search")
    expectTrace(
      sim,
      [
        "system scene(_:willConnectTo:options:) com.example.cafe.search",
        "system sceneDidBecomeActive(_:)",
        "app handle com.example.cafe.search",
        "app push CafeSearchViewController",
      ],
      mode: .subsequence)
    #expect(sim.handledTypes == ["com.example.cafe.search"])
    #expect(sim.violationKinds == [])
  }

  @Test func aWarmQuickActionIsHandledOnceAndCompleted() {
    var sim = Self.simulator()
    sim.tapIcon()
    sim.send(.goHome)
    sim.quickAction("com.example.cafe.favorites")
    expectTrace(
      sim,
      [
        "system windowScene(_:performActionFor:completionHandler:) com.example.cafe.favorites",
        "app handle com.example.cafe.favorites",
        "app completion(true) com.example.cafe.favorites",
      ],
      mode: .subsequence)
    #expect(sim.handledTypes == ["com.example.cafe.favorites"])
    #expect(sim.violationKinds == [])
  }

  @Test func everyInterleavingToDepthSixKeepsEveryInvariant() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, staticItems: Self.items, depth: 6)) {
      DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
    }
    expectNoViolations(explorer.run(), of: explorer)
  }
}
