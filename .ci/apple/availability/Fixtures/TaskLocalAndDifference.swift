// floors: macOS 10.13, iOS 12.0, macCatalyst 13.0
// SwiftPM's default floors. @TaskLocal (a macro since Swift 6, expanding to a TaskLocal property wrapper) and
// difference(from:) are macOS 10.15 / iOS 13: Mac Catalyst starts at 13.0, so it has no finding.

enum Context {
  // The annotation stays off the property's line: the macro copies the initializer's trailing comment into its
  // expansion.
  @TaskLocal  // expect-availability: macOS 10.15, iOS 13.0
  static var depth = 0
}

func nested() {
  Context.$depth.withValue(1) {}  // expect-availability: macOS 10.15, iOS 13.0
}

func changes(_ old: [Int], _ new: [Int]) -> Int {
  new.difference(from: old).count  // expect-availability: macOS 10.15, iOS 13.0
}
