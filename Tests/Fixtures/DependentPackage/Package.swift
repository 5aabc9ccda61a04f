// swift-tools-version:6.0
// An app team's package that asserts qa-sim traces from XCTest and from Swift Testing (through SceneLifecycleTesting) and
// runs its own delegate classes against qa-sim. `DependentPackageTests` in qa-sim builds and
// tests a copy of it, with qa-sim checked out next to it as `../qa-sim`.
import PackageDescription

let package = Package(
  name: "DependentPackage",
  // qa-sim's floors: a package cannot build for less than its dependencies need.
  platforms: [.iOS(.v15), .macOS(.v12)],
  dependencies: [
    .package(path: "../qa-sim")
  ],
  targets: [
    .testTarget(
      name: "ReplayTests",
      dependencies: [.product(name: "SceneLifecycle", package: "qa-sim")]
    ),
    // The app's own delegate classes, copied unchanged apart from their import lines, run against qa-sim.
    .testTarget(
      name: "DelegateTests",
      dependencies: [
        .product(name: "SceneLifecycle", package: "qa-sim"), .product(name: "QuickActions", package: "qa-sim"),
      ]
    ),
    // Swift Testing through SceneLifecycleTesting: every shipped scenario replays and passes; with
    // QA_SIM_EXPECT_FAILURE=1 a wrong trace fails, once in a @Test and once in an XCTestCase.
    .testTarget(
      name: "SwiftTestingTests",
      dependencies: [
        .product(name: "SceneLifecycleTesting", package: "qa-sim"),
        .product(name: "SceneLifecycle", package: "qa-sim"), .product(name: "QuickActions", package: "qa-sim"),
      ]
    ),
  ]
)
