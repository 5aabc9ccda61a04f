// Sources/SceneLifecycleTesting/Reporting/XCTestFailureWatcher.swift:31-42 as it was: a nonisolated synchronous static
// func calling XCTContext.runActivity, which Apple declares `@MainActor @preconcurrency`. In Swift 6 mode the
// compiler reports the call; `@preconcurrency` on Apple's declaration makes it a warning, not an error, which the
// package's zero-warning rule (and this typecheck) treats as a failure.
import Foundation
import XCTest

enum XCTestFailureWatcher {
  private static func attach(_ attachments: [Data], testName: String) {  // expected-note {{add '@MainActor' to make static method 'attach(_:testName:)' part of global actor 'MainActor'}}
    XCTContext.runActivity(named: "qa-sim: \(testName)") { activity in  // expected-warning {{call to main actor-isolated class method 'runActivity(named:block:)' in a synchronous nonisolated context}}
      for attachment in attachments {
        let file = XCTAttachment(data: attachment, uniformTypeIdentifier: "public.data")
        file.name = "report"
        file.lifetime = .keepAlways
        activity.add(file)
      }
    }
  }
}
