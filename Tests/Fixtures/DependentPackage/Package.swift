// swift-tools-version:6.0
// An app team's package that asserts qa-sim traces from XCTest and runs its own delegate classes against qa-sim. `DependentPackageTests` in qa-sim builds and
// tests a copy of it, with qa-sim checked out next to it as `../qa-sim`.
import PackageDescription

let package = Package(
  name: "DependentPackage",
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
  ]
)
