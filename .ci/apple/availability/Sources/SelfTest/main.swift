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
let worlds: [(name: String, platforms: Set<String>)] = [
  ("macos", ["macOS", Expected.anyPlatform]), ("ios", ["iOS", "macCatalyst", Expected.anyPlatform]),
]
let names = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter { $0.hasSuffix(".swift") }
  .sorted()
guard !names.isEmpty else {
  FileHandle.standardError.write(Data("availability-selftest: no fixtures in \(fixtures)\n".utf8))
  exit(66)
}
let runner = FixtureRun(check: check, work: work)
let verdicts = Verdicts(count: names.count)
// Two fixtures at a time, one per core of CI's machine; the lines print in the fixtures' order.
DispatchQueue.concurrentPerform(iterations: names.count) { index in
  verdicts.set(index, runner.verdict(fixture: "\(fixtures)/\(names[index])", worlds: worlds))
}
var failed = 0
for (index, name) in names.enumerated() {
  let problems = verdicts.get(index)
  if problems.lines.isEmpty {
    print("PASS \(name) (findings: \(problems.counts))")
  } else {
    failed += 1
    print("FAIL \(name): the check and the annotations disagree (- annotated, + reported):")
    for line in problems.lines { print("  \(line)") }
  }
}
print("\(names.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
