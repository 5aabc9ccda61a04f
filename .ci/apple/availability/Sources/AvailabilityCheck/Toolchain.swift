import Foundation

/// The Swift toolchain the check runs its helpers from: the one whose `swiftc` is first on PATH.
struct Toolchain: Sendable {
  /// The toolchain's `usr/bin`.
  let binDirectory: String

  /// The toolchain of the first `swiftc` on PATH, symlinks resolved.
  static func locate() throws(CheckFailure) -> Toolchain {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
      let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
      return Toolchain(binDirectory: (resolved as NSString).deletingLastPathComponent)
    }
    throw .missingInput(path: "swiftc", why: "is not on PATH: the check runs the toolchain's symbolgraph-extract")
  }

  /// The path of one of the toolchain's programs.
  func tool(_ name: String) -> String { "\(binDirectory)/\(name)" }

  /// The directory of the toolchain's Linux Swift modules (`usr/lib/swift/linux`).
  var platformModules: String {
    ((binDirectory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lib/swift/linux")
  }
}

/// The output of a helper program that ran to its end.
struct ToolOutput: Sendable {
  /// Its exit status.
  let status: Int32
  /// What it wrote to standard output.
  let standardOutput: Data
  /// What it wrote to standard error.
  let standardError: String
}

/// Runs helper programs.
enum Runner {
  /// Runs `executable` with `arguments`, feeding it `input`, and waits for its end.
  static func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws(CheckFailure) -> ToolOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
    do {
      try process.run()
    } catch {
      throw .missingInput(path: executable, why: "does not run (\(error.localizedDescription))")
    }
    let writer = Thread {
      if let input { standardInput.fileHandleForWriting.write(input) }
      try? standardInput.fileHandleForWriting.close()
    }
    if input != nil { writer.start() }
    let errorReader = ErrorReader(errors.fileHandleForReading)
    errorReader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolOutput(status: process.terminationStatus, standardOutput: data, standardError: errorReader.finish())
  }
}

/// Drains a pipe on its own thread, so a helper that writes much to standard error never blocks.
private final class ErrorReader: @unchecked Sendable {
  private let handle: FileHandle
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) { self.handle = handle }

  func start() {
    Thread {
      self.data = self.handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func finish() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
