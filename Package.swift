// swift-tools-version:6.2
// 6.2 (Xcode 26): SceneLifecycleTesting records Swift Testing attachments (`Attachment.record`), which Swift 6.2 added.
import PackageDescription

let package = Package(
  name: "qa-sim",
  // The floors of every target, the libraries' included: iOS 15 is the lowest Xcode 27 builds for, macOS 12 its
  // desktop peer. `.ci/apple/check` fails on any call above them that no `#available` guards.
  platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
  products: [
    .library(name: "QuickActions", targets: ["QuickActions"]),
    .library(name: "SceneLifecycle", targets: ["SceneLifecycle"]),
    .library(name: "SceneLifecycleTesting", targets: ["SceneLifecycleTesting"]),
    .executable(name: "qa-sim", targets: ["qa-sim"]),
  ],
  targets: [
    .target(name: "QuickActions"),
    // The simulated main queue of the UIKit-shaped surface, which SceneLifecycle re-exports: `DispatchQueue.main`
    // blocks in app code wait for the model's turns. A module of its own so the surface's files can name it.
    .target(name: "SurfaceMainQueue"),
    .target(name: "SceneLifecycle", dependencies: ["QuickActions", "SurfaceMainQueue"]),
    // Trace and scenario assertions for Swift Testing and XCTest: the one target that imports Testing and XCTest, so
    // only test targets that ask for it link them.
    .target(name: "SceneLifecycleTesting", dependencies: ["SceneLifecycle", "QuickActions"]),
    // The loopback server behind `qa-sim webclip --serve`: sockets, a poll loop and signals around QuickActions' pure
    // HTTP layer. A target of its own, in no product, so the command line stays a shell and its tests need no
    // `@testable import qa_sim`.
    .target(name: "WebClipServer", dependencies: ["QuickActions", "SceneLifecycle"]),
    // What a command line of this package is made of: the option tables (parsing, help and usage errors from one
    // declaration), the console and the exit statuses. A target of its own, in no product, since two executables
    // share it: `qa-sim` and the benchmark, `qa-sim-bench`.
    .target(name: "CommandLineKit", dependencies: ["SceneLifecycle", "QuickActions"]),
    .executableTarget(
      name: "qa-sim", dependencies: ["SceneLifecycle", "QuickActions", "WebClipServer", "CommandLineKit"]),
    // The benchmark (`.build/release/qa-sim-bench`): replay, the model, the explorer and conformance timed against
    // their targets. An executable of its own, in no product, so `qa-sim` carries no benchmark code.
    .executableTarget(
      name: "qa-sim-bench", dependencies: ["SceneLifecycle", "QuickActions", "CommandLineKit"]),
    // The fixtures the three test targets share (seeded generator, trace assertion, scenario builders, web clip page
    // reader): a plain target, in no product, so a package that depends on this one never sees it.
    .target(name: "TestSupport", dependencies: ["SceneLifecycle", "QuickActions"], path: "Tests/Fixtures/TestSupport"),
    .testTarget(name: "QuickActionsTests", dependencies: ["QuickActions", "TestSupport"]),
    .testTarget(name: "SceneLifecycleTests", dependencies: ["SceneLifecycle", "QuickActions", "TestSupport"]),
    .testTarget(name: "SceneLifecycleTestingTests", dependencies: ["SceneLifecycleTesting", "TestSupport"]),
    .testTarget(
      name: "QASimTests", dependencies: ["qa-sim", "CommandLineKit", "SceneLifecycle", "QuickActions", "TestSupport"]),
    .testTarget(
      name: "QASimBenchTests",
      dependencies: ["qa-sim-bench", "CommandLineKit", "SceneLifecycle", "QuickActions", "TestSupport"]),
    .testTarget(
      name: "WebClipServerTests", dependencies: ["WebClipServer", "SceneLifecycle", "QuickActions", "TestSupport"]),
  ]
)
