// swift-tools-version:6.2
// The side package of the Xcode article's recipe: it builds the app's delegate files, unchanged, against qa-sim's
// UIKit-shaped surface and tests them on the Mac (or Linux) beside the app's Simulator tests. `XcodeAppRecipeTests` in
// qa-sim copies this folder with qa-sim next to it; in an app's repository the dependency is the repository URL.
import PackageDescription

let package = Package(
  name: "QASimDelegates",
  platforms: [.macOS(.v12)],
  dependencies: [
    .package(path: "../../qa-sim")
  ],
  targets: [
    // `import UIKit` in the app's files: the surface, under UIKit's module name. Build this package for the Mac (or
    // Linux), never for an iOS destination, where the real UIKit lives.
    .target(name: "UIKit", dependencies: [.product(name: "SceneLifecycle", package: "qa-sim")]),
    // The app's module: its delegate files as symbolic links to the app's own (Sources/CafeApp), and stand-ins for
    // the screens whose UIKit-only file it leaves out. An executable target, because the app delegate is `@main`:
    // SwiftPM links an executable's code into its tests without its entry point.
    .executableTarget(name: "CafeApp", dependencies: ["UIKit"]),
    .testTarget(
      name: "CafeAppDelegateTests",
      dependencies: [
        "CafeApp", .product(name: "SceneLifecycle", package: "qa-sim"),
        .product(name: "SceneLifecycleTesting", package: "qa-sim"),
      ]
    ),
  ]
)
