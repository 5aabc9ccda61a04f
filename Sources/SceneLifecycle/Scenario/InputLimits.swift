/// The resource limits a scenario file is read within: its size in bytes (the same for its Info.plist), its
/// number of steps and how deeply its JSON nests. A file beyond a limit is an invalid scenario (65) whose
/// ``InputError`` names the ``InputLimit`` it hit; the command line's `--max-file-size`, `--max-steps` and
/// `--max-depth` raise (or lower) them, and its error line names the flag.
public struct InputLimits: Hashable, Sendable {
  /// The largest file read, in bytes: 64 MiB.
  public var maximumFileSize = 64 << 20
  /// The most steps a scenario may have.
  public var maximumSteps = 10_000
  /// How deeply arrays and objects may nest.
  public var maximumDepth = JSONParser.defaultMaximumDepth

  /// The limits when no flag is given.
  public static let defaults = InputLimits()

  /// The highest `--max-file-size`: 4 GiB (the whole file is held in memory).
  static let fileSizeCeiling = 4 << 30
  /// The highest `--max-steps`.
  package static let stepsCeiling = 100_000_000
  /// The highest `--max-depth`. Reading a document recurses over its tree (to convert, serialise and release
  /// it); the command line's replay threads have stacks sized for this depth.
  package static let depthCeiling = 10_000

  /// A byte count as `--max-file-size` takes it: digits, optionally followed by `K`, `M` or `G` (KiB, MiB,
  /// GiB; lower case and a trailing `B` or `iB` allowed). `nil` for anything else, zero, or more than
  /// ``fileSizeCeiling``.
  package static func parseByteCount(_ text: String) -> Int? {
    var digits = Substring(text)
    var shift = 0
    let units: [(suffixes: [String], shift: Int)] = [
      (["k", "kb", "kib"], 10), (["m", "mb", "mib"], 20), (["g", "gb", "gib"], 30), (["b"], 0),
    ]
    let lowered = text.lowercased()
    for unit in units {
      if let suffix = unit.suffixes.first(where: { lowered.hasSuffix($0) && lowered.count > $0.count }) {
        digits = digits.dropLast(suffix.count)
        shift = unit.shift
        break
      }
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 12,
      let number = Int(digits), number > 0
    else { return nil }
    let bytes = number << shift
    return bytes <= fileSizeCeiling ? bytes : nil
  }

  /// `67,108,864 bytes (64 MiB)`: an exact byte count with its size in the largest whole binary unit.
  static func describeBytes(_ bytes: Int) -> String {
    let exact = "\(groupedDigits(bytes)) bytes"
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
      let tenths = (bytes * 10 + (1 << shift) / 2) >> shift
      let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
      return "\(exact) (\(text) \(unit))"
    }
    return exact
  }

  /// `1,234,567`.
  package static func groupedDigits(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }
}
