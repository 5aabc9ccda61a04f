import Foundation

/// Runs `qa-sim` with the process's arguments, standard streams and environment, then exits with its status.
func runQASim() -> Never {
  #if canImport(Darwin)
    // Darwin has no /proc: Foundation's main bundle knows the executable's path (from _NSGetExecutablePath; the
    // Xcode article's platform facts).
    let executablePath = Bundle.main.executablePath ?? CommandLine.arguments[0]
  #else
    let executablePath = "/proc/self/exe"
  #endif
  let standardOutput = FileDescriptorSink(descriptor: 1)
  let standardError = FileDescriptorSink(descriptor: 2)
  let status = QASimCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()), stdout: standardOutput, stderr: standardError,
    environment: ProcessInfo.processInfo.environment, stdoutIsTerminal: FileDescriptorSink.isTerminal(1),
    stderrIsTerminal: FileDescriptorSink.isTerminal(2),
    executable: URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().path)
  standardOutput.flush()
  standardError.flush()
  exit(status)
}

runQASim()
