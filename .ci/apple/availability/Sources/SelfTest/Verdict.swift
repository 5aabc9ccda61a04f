import Foundation

/// What one fixture's run found wrong, and how many findings each world reported.
struct Verdict: Sendable {
  /// The disagreements, each a line (`- macos: line 5: macOS 15.0, not reported`); none when the fixture passes.
  let lines: [String]
  /// `macos 3, ios 6`.
  let counts: String
}

extension FixtureRun {
  /// Indexes a fixture and compares the check's findings in each world with its annotations.
  func verdict(fixture: String, worlds: [(name: String, platforms: Set<String>)]) -> Verdict {
    do {
      let expectations = try FixtureExpectations.read(fixture)
      try compileLibraries(expectations.libraries, of: fixture)
      let store = try index(fixture, libraries: expectations.libraries)
      var problems: [String] = []
      var counts: [String] = []
      for world in worlds {
        let expected = expectations.findings.filter { world.platforms.contains($0.platform) }
        let result = try findings(
          fixture: fixture,
          store: store,
          world: world.name,
          floors: expectations.floors,
          libraries: expectations.libraries
        )
        for missing in expected.subtracting(result.findings).sorted() {
          problems.append("- \(world.name): \(missing), not reported")
        }
        for extra in result.findings.subtracting(expected).sorted() {
          problems.append("+ \(world.name): \(extra), not expected")
        }
        for line in result.unexpected { problems.append("+ \(world.name): \(line)") }
        let wantedStatus: Int32 = expected.isEmpty ? 0 : 1
        if result.status != wantedStatus {
          problems.append("  \(world.name): exit \(result.status), expected \(wantedStatus)")
        }
        counts.append("\(world.name) \(result.findings.count)")
      }
      return Verdict(lines: problems, counts: counts.joined(separator: ", "))
    } catch {
      return Verdict(lines: [error.line], counts: "none")
    }
  }
}

/// The verdicts of the fixtures run side by side, one slot per fixture.
final class Verdicts: @unchecked Sendable {
  private var slots: [Verdict?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ verdict: Verdict) {
    lock.lock()
    slots[index] = verdict
    lock.unlock()
  }

  func get(_ index: Int) -> Verdict {
    lock.lock()
    defer { lock.unlock() }
    return slots[index] ?? Verdict(lines: ["its run never finished"], counts: "none")
  }
}
