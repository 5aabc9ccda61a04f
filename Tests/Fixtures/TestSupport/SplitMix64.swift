import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast generator whose whole state is one seed, so a
/// failing randomised test can be replayed exactly from the seed it prints.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed for run `index` of a test seeded with `seed`, independent of every other run's.
  public static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
    var generator = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }
}

/// The seed of the randomised tests: fixed by default, so CI runs are repeatable; the environment variable
/// ``variable`` overrides it with a number (to replay a failure) or `random` (to explore new sequences).
public enum PropertySeed {
  /// The environment variable that overrides the seed.
  public static let variable = "QA_SIM_SEED"
  /// The seed when the variable is not set.
  public static let standard: UInt64 = 0x5CE4_E11F_EC7C_0006

  /// The seed to use: the variable's value (decimal, or hexadecimal after `0x`), a fresh one for `random`,
  /// or ``standard``.
  public static var current: UInt64 {
    guard let text = ProcessInfo.processInfo.environment[variable]?.trimmingCharacters(in: .whitespaces),
      !text.isEmpty
    else { return standard }
    if text == "random" { return UInt64.random(in: 0...UInt64.max) }
    if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
    return UInt64(text) ?? standard
  }

  /// What every failure message ends with: the seed and how to run with it again.
  public static func reproduce(_ seed: UInt64) -> String {
    "[seed \(seed); reproduce with \(variable)=\(seed) swift test --filter LifecyclePropertyTests]"
  }
}
