// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// The package's own declarations count too: their @available is read from the source at their definition.

@available(macOS 14, iOS 17, *)
struct Newer {
  static func make() -> Newer { Newer() }
}

@available(macOS 14, *)
func macOnlyNewer() -> Int { 1 }

@available(iOS, unavailable)
func notOnIOS() -> Int { 2 }

enum Shape: String, CaseIterable {
  case square
}

@available(macOS 14, iOS 17, *)
enum NewerShape: String, CaseIterable {
  case circle
}

func uses() -> Int {
  _ = Newer.make()  // expect-availability: macOS 14.0, iOS 17.0, macCatalyst 17.0
  _ = macOnlyNewer()  // expect-availability: macOS 14.0
  _ = Shape.allCases.count
  return notOnIOS()  // expect-availability: iOS unavailable, macCatalyst unavailable
}

func synthesized() -> String {
  NewerShape.circle.rawValue  // expect-availability: macOS 14.0, iOS 17.0, macCatalyst 17.0
}
