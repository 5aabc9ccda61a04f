import Foundation

// availability-selftest --check BINARY --fixtures DIR --work DIR: runs the check on every fixture in both worlds and
// compares its findings with the fixture's annotations, exactly; one line per fixture, exit 1 if any disagrees.
let arguments = Array(CommandLine.arguments.dropFirst())
func value(_ flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}
guard let check = value("--check"), let fixtures = value("--fixtures"), let work = value("--work") else {
  FileHandle.standardError.write(Data("usage: availability-selftest --check BINARY --fixtures DIR --work DIR\n".utf8))
  exit(64)
}
let worlds: [(name: String, platforms: Set<String>)] = [("macos", ["macOS"]), ("ios", ["iOS", "macCatalyst"])]
let names = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter { $0.hasSuffix(".swift") }
  .sorted()
guard !names.isEmpty else {
  FileHandle.standardError.write(Data("availability-selftest: no fixtures in \(fixtures)\n".utf8))
  exit(66)
}
let runner = FixtureRun(check: check, work: work)
var failed = 0
for name in names {
  let fixture = "\(fixtures)/\(name)"
  do {
    let expectations = try FixtureExpectations.read(fixture)
    let store = try runner.index(fixture)
    var problems: [String] = []
    var counts: [String] = []
    for world in worlds {
      let expected = expectations.findings.filter { world.platforms.contains($0.platform) }
      let result = try runner.findings(fixture: fixture, store: store, world: world.name, floors: expectations.floors)
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
    if problems.isEmpty {
      print("PASS \(name) (findings: \(counts.joined(separator: ", ")))")
    } else {
      failed += 1
      print("FAIL \(name): the check and the annotations disagree (- annotated, + reported):")
      for problem in problems { print("  \(problem)") }
    }
  } catch {
    failed += 1
    print("FAIL \(name): \(error.line)")
  }
}
print("\(names.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
