// The entry point of the two libFuzzer targets that read the command's own code, `scenario` and `text-report`: one
// binary, compiled once with the qa-sim sources as module `qa_sim`, run as `fuzz-scenario` or as
// `fuzz-text-report` (a link to it); the name it runs under chooses the checks.

import Foundation

/// The checks this process makes, chosen once from the name it runs under.
private let checksTextReports =
  CommandLine.arguments.first.map {
    URL(fileURLWithPath: $0).lastPathComponent == "fuzz-text-report"
  } ?? false

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandFuzzersTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if checksTextReports { TextReportFuzzer.check(bytes) } else { ScenarioFuzzer.check(bytes) }
  return 0
}
