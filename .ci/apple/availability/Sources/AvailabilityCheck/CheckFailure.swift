/// Why the check could not reach a verdict: each case carries what its one line says, and maps to an exit status.
enum CheckFailure: Error, Sendable {
  /// A flag is missing, unknown or malformed.
  case badUsage(flag: String, why: String)
  /// An input (a store, a directory, a tool, a module) is not there or does not read.
  case missingInput(path: String, why: String)

  /// The process exit status: 64 for bad usage, 66 for a missing input (sysexits.h).
  var exitStatus: Int32 {
    switch self {
    case .badUsage: 64
    case .missingInput: 66
    }
  }

  /// The one line printed to standard error.
  var line: String {
    switch self {
    case .badUsage(let flag, let why):
      "availability-check: error: \(flag): \(why) (usage: \(Self.usage))"
    case .missingInput(let path, let why):
      "availability-check: error: \(path) \(why)"
    }
  }

  /// The synopsis the usage errors repeat.
  static let usage =
    "availability-check --world macos|ios --index-store DIR [--index-store DIR…] --package-root ROOT "
    + "--source-root DIR [-I DIR…] [--floors macOS=12.0,iOS=15.0,macCatalyst=15.0] [--cache DIR]"
}
