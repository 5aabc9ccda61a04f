import Foundation

// availability-check: fails on every use of a declaration newer than the package's Apple deployment floor that no
// `#available` or `@available` guards (README.md beside the build script).
do {
  let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  exit(try Check(options: options).run())
} catch {
  FileHandle.standardError.write(Data((error.line + "\n").utf8))
  exit(error.exitStatus)
}
