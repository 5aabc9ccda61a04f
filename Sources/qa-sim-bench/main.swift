import CommandLineKit
import Foundation

/// Runs `qa-sim-bench` with the process's arguments, standard streams and environment, then exits with its status.
/// The `qa-sim` executable it times in a new process is the one beside it (both are built by
/// `swift build -c release`).
func runBench() -> Never {
  #if canImport(Darwin)
    // Darwin has no /proc: Foundation's main bundle knows the executable's path (from _NSGetExecutablePath; the
    // Xcode article's platform facts).
    let executablePath = Bundle.main.executablePath ?? CommandLine.arguments[0]
  #else
    let executablePath = "/proc/self/exe"
  #endif
  let directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
  let qaSim = directory.appendingPathComponent("qa-sim").path
  let standardOutput = FileDescriptorSink(descriptor: 1)
  let standardError = FileDescriptorSink(descriptor: 2)
  let context = CommandContext(
    stdout: standardOutput, stderr: standardError, environment: ProcessInfo.processInfo.environment,
    stdoutIsTerminal: FileDescriptorSink.isTerminal(1), stderrIsTerminal: FileDescriptorSink.isTerminal(2),
    executable: FileManager.default.isExecutableFile(atPath: qaSim) ? qaSim : nil)
  let status = BenchCommand.run(Array(CommandLine.arguments.dropFirst()), context: context)
  standardOutput.flush()
  standardError.flush()
  exit(status.rawValue)
}

runBench()
