/// An Apple platform whose availability the check judges.
enum Platform: String, CaseIterable, Hashable, Sendable {
  case macOS
  case iOS
  case macCatalyst

  /// The platform whose attributes this one takes when it has none of its own: Mac Catalyst falls back to iOS, as the
  /// compiler infers it.
  var fallback: Platform? {
    switch self {
    case .macOS, .iOS: nil
    case .macCatalyst: .iOS
    }
  }

  /// The platform an attribute or a `#available` spec names, by the names the compiler accepts; nil for the platforms
  /// the check does not judge (tvOS, watchOS, visionOS, the application-extension variants, `swift`).
  init?(specName: String) {
    switch specName {
    case "macOS", "OSX", "macos": self = .macOS
    case "iOS", "ios": self = .iOS
    case "macCatalyst", "maccatalyst": self = .macCatalyst
    default: return nil
    }
  }
}

/// A world the check runs in: the Apple platforms one build of the package targets.
enum World: String, CaseIterable, Sendable {
  case macos
  case ios

  /// The platforms whose availability a use must satisfy in this world: an iOS app's code also builds for Mac
  /// Catalyst.
  var platforms: [Platform] {
    switch self {
    case .macos: [.macOS]
    case .ios: [.iOS, .macCatalyst]
    }
  }
}

/// A dotted version number, compared component by component with missing components read as zero.
struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The numbers, at least two (`13` reads as `13.0`) and no trailing zero past the second, so that equal versions
  /// have equal components.
  let components: [Int]

  /// A version from its numbers.
  init(_ components: [Int]) {
    var numbers = components
    while numbers.count < 2 { numbers.append(0) }
    while numbers.count > 2, numbers.last == 0 { numbers.removeLast() }
    self.components = numbers
  }

  /// A version from its text (`13`, `13.0`, `10.15.4`); nil when it is not one.
  init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var numbers: [Int] = []
    for part in parts {
      guard let number = Int(part), number >= 0 else { return nil }
      numbers.append(number)
    }
    guard !numbers.isEmpty else { return nil }
    self.init(numbers)
  }

  var description: String { components.map(String.init).joined(separator: ".") }

  static func < (lhs: Version, rhs: Version) -> Bool {
    let count = max(lhs.components.count, rhs.components.count)
    for index in 0..<count {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }
}
