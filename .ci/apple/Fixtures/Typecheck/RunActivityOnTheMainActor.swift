// XCTestFailureWatcher as it is now: `attach` is `@MainActor`, and the nonisolated caller reaches it through
// `MainActor.assumeIsolated` on the main thread, so Apple's `@MainActor` `XCTContext.runActivity` compiles in Swift 6
// mode with no diagnostic at all.
import Foundation
import XCTest

enum XCTestFailureWatcher {
  static func fail(_ attachments: [Data], testName: String, taken: Bool) -> Bool {
    if taken, Thread.isMainThread {
      MainActor.assumeIsolated { attach(attachments, testName: testName) }
    }
    return taken
  }

  @MainActor private static func attach(_ attachments: [Data], testName: String) {
    XCTContext.runActivity(named: "qa-sim: \(testName)") { activity in
      for attachment in attachments {
        let file = XCTAttachment(data: attachment, uniformTypeIdentifier: "public.data")
        file.name = "report"
        file.lifetime = .keepAlways
        activity.add(file)
      }
    }
  }
}
