import CommandLineKit
import Foundation

/// Runs `qa-sim` with the process's arguments, standard streams and environment, then exits with its status.
func runQASim() -> Never {
  let standardOutput = FileDescriptorSink(descriptor: 1)
  let standardError = FileDescriptorSink(descriptor: 2)
  let status = QASimCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()), stdout: standardOutput, stderr: standardError,
    environment: ProcessInfo.processInfo.environment, stdoutIsTerminal: FileDescriptorSink.isTerminal(1),
    stderrIsTerminal: FileDescriptorSink.isTerminal(2))
  standardOutput.flush()
  standardError.flush()
  exit(status)
}

runQASim()
