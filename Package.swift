// swift-tools-version:6.0
import PackageDescription

/// Release builds let the CLI and benchmarks specialise the model's generic event loop across modules
/// (about twice as many lifecycle events per second, measured with `qa-sim bench core`).
let optimized: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
  name: "qa-sim",
  products: [
    .library(name: "QuickActions", targets: ["QuickActions"]),
    .library(name: "SceneLifecycle", targets: ["SceneLifecycle"]),
    .executable(name: "qa-sim", targets: ["qa-sim"]),
  ],
  targets: [
    .target(name: "QuickActions", swiftSettings: optimized),
    .target(name: "SceneLifecycle", dependencies: ["QuickActions"], swiftSettings: optimized),
    .executableTarget(name: "qa-sim", dependencies: ["SceneLifecycle", "QuickActions"], swiftSettings: optimized),
    .testTarget(name: "QuickActionsTests", dependencies: ["QuickActions"]),
    .testTarget(name: "SceneLifecycleTests", dependencies: ["SceneLifecycle", "QuickActions"]),
    .testTarget(name: "QASimTests", dependencies: ["qa-sim", "SceneLifecycle", "QuickActions"]),
  ]
)
