/// What reading a command line came to.
package enum CommandLineReading<Parsed: CommandOptions> {
  /// The options to run with.
  case run(Parsed)
  /// The help or a usage error has been printed; the command ends with this status.
  case exit(ExitStatus)
}

/// Reading a subcommand's command line and answering `--help` and usage errors, the same way for each.
extension OptionTable {
  /// Parses `arguments`: the options to run with, or, once it has printed the help (status 0) or a usage
  /// error (status 64), the status to end with.
  package func read(_ arguments: [String], context: CommandContext) -> CommandLineReading<Parsed> {
    let parsed: Parsed
    do {
      parsed = try parse(arguments)
    } catch {
      return .exit(usageError(error.message, context: context))
    }
    guard !parsed.showHelp else {
      context.stdout.text(help)
      return .exit(.success)
    }
    return .run(parsed)
  }

  /// Prints `message` as a usage error of this command and returns ``ExitStatus/usage``.
  package func usageError(_ message: String, context: CommandContext) -> ExitStatus {
    context.usageError(message, usage: usage, helpCommand: helpCommand)
  }
}

extension CommandContext {
  /// Prints a usage error the way argument-parser does and returns ``ExitStatus/usage``:
  /// `Error: …`, the usage line, and `  See '<help command>' for more information.`
  package func usageError(_ message: String, usage: String, helpCommand: String) -> ExitStatus {
    stderr.line("Error: " + message)
    stderr.line(usage)
    stderr.line("  See '\(helpCommand)' for more information.")
    return .usage
  }
}
