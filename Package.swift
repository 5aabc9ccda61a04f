// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "qa-sim",
  products: [
    .library(name: "QuickActions", targets: ["QuickActions"]),
    .library(name: "SceneLifecycle", targets: ["SceneLifecycle"]),
    .executable(name: "qa-sim", targets: ["qa-sim"]),
  ],
  targets: [
    .target(name: "QuickActions"),
    .target(name: "SceneLifecycle", dependencies: ["QuickActions"]),
    .executableTarget(name: "qa-sim", dependencies: ["SceneLifecycle", "QuickActions"]),
    .testTarget(name: "QuickActionsTests", dependencies: ["QuickActions"]),
    .testTarget(name: "SceneLifecycleTests", dependencies: ["SceneLifecycle", "QuickActions"]),
    .testTarget(name: "QASimTests", dependencies: ["qa-sim", "SceneLifecycle", "QuickActions"]),
  ]
)
