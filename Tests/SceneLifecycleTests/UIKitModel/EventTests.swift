import QuickActions
import SceneLifecycle
import XCTest

/// The one event enum: kind, payload, construction from a kind and conversion of the payload agree.
final class EventTests: XCTestCase {
  /// One step of every kind, as a scenario writes it.
  private func step(of kind: LifecycleEventKind) -> ScenarioStep {
    ScenarioStep(
      kind: kind, item: { "com.example.search" }, link: { "pariscafe://search" },
      dynamicItems: { [ShortcutItem(type: "a", localizedTitle: "A"), ShortcutItem(type: "b", localizedTitle: "B")] },
      gate: { 2 }, scene: { 1 }, intentRun: { AppIntentRun(mode: .deferred) })
  }

  func testAnEventBuiltFromAKindHasThatKindAndItsName() {
    for kind in LifecycleEventKind.allCases {
      XCTAssertEqual(step(of: kind).kind, kind)
      XCTAssertEqual(step(of: kind).name, kind.rawValue)
    }
  }

  func testMappingThePayloadKeepsTheKindAndConvertsEachPart() {
    func counted(_ kind: LifecycleEventKind) -> Event<Int, Int, Int> {
      step(of: kind).map(item: { $0.count }, link: { -$0.count }, dynamicItem: { $0.type.count + 10 })
    }
    XCTAssertEqual(LifecycleEventKind.allCases.map { counted($0).kind }, LifecycleEventKind.allCases)
    XCTAssertEqual(counted(.quickAction), .quickAction(18))
    XCTAssertEqual(counted(.openURL), .openURL(-18))
    XCTAssertEqual(counted(.universalLink), .universalLink(-18))
    XCTAssertEqual(counted(.webClip), .webClip(-18))
    XCTAssertEqual(counted(.appIntent), .appIntent(-18, AppIntentRun(mode: .deferred)))
    XCTAssertEqual(counted(.setDynamicItems), .setDynamicItems([11, 11]))
    XCTAssertEqual(counted(.systemTerminate), .systemTerminate)
    XCTAssertEqual(counted(.appReady), .appReady(2))
    XCTAssertEqual(counted(.focus), .focus(scene: 1))
    XCTAssertEqual(counted(.systemDisconnectScene), .systemDisconnectScene(scene: 1))
  }

  func testTheSummaryNamesThePayloadAfterTheEvent() {
    XCTAssertEqual(step(of: .tapIcon).summary, "tapIcon")
    XCTAssertEqual(step(of: .quickAction).summary, "quickAction com.example.search")
    XCTAssertEqual(step(of: .universalLink).summary, "universalLink pariscafe://search")
    XCTAssertEqual(step(of: .setDynamicItems).summary, "setDynamicItems [a, b]")
    XCTAssertEqual(step(of: .openWindow).summary, "openWindow @1")
    XCTAssertEqual(step(of: .appIntent).summary, "appIntent pariscafe://search (deferred)")
    XCTAssertEqual(
      ScenarioStep.appIntent("OpenChoreIntent", AppIntentRun(mode: .foreground, process: .widgetExtension)).summary,
      "appIntent OpenChoreIntent (foreground, in the extension)")
    XCTAssertEqual(ScenarioStep.systemDisconnectScene.summary, "systemDisconnectScene")
  }

  func testOnlyQuickActionsLinksNotificationTapsAndActivitiesDeliver() {
    let delivering = LifecycleEventKind.allCases.filter { kind in
      LifecycleEvent(
        kind: kind, item: { ItemID(1) }, link: { ItemID(1) }, dynamicItems: { [ItemID(1)] }, gate: { 1 },
        scene: { 1 }, intentRun: { AppIntentRun(mode: .background) }
      )
      .deliverable == ItemID(1)
    }
    XCTAssertEqual(
      delivering,
      [
        .quickAction, .openURL, .universalLink, .webClip, .notificationTap, .userActivity, .handoff, .cloudKitShare,
        .appIntent,
      ])
  }

  func testAConversionThatFailsStopsTheMap() {
    struct Refused: Error {}
    let step = ScenarioStep.setDynamicItems([ShortcutItem(type: "a", localizedTitle: "A")])
    XCTAssertThrowsError(
      try step.map(
        item: { type throws(Refused) in type }, link: { url throws(Refused) in url },
        dynamicItem: { _ throws(Refused) -> String in throw Refused() }))
  }
}
