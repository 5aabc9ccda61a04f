import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - The scenario files below a directory, as `qa-sim <directory>` finds them

extension FileIO {
  /// What a directory holds: its scenario files, sorted by path, and the parts of it that could not be listed.
  package struct ScenarioFileListing: Hashable, Sendable {
    /// Every `*.json` file below the directory, sorted by path (byte order), without `*.schema.json` and without
    /// hidden files and folders (names starting with `.`).
    package let files: [String]
    /// Each directory below it that could not be listed, as an ``InputError`` with cause
    /// ``InputError/Cause/unreadable``.
    package let errors: [InputError]
  }

  /// What `qa-sim <directory>` says of a directory with no scenario file below it.
  package static let noScenarioFilesMessage = "contains no scenario files (*.json, not counting *.schema.json)"

  /// The scenario files below `directory`, as `qa-sim <directory>` replays them: every `*.json` file in it and its
  /// subdirectories, symbolic links followed (each directory once), sorted by path, skipping `*.schema.json` (the
  /// schema a scenario's `$schema` names) and hidden files and folders (`--record`'s temporary files, say).
  /// - Parameter directory: the directory's path; it must exist and be a directory.
  /// - Returns: the files, and every directory below it that could not be listed.
  package static func scenarioFiles(below directory: String) -> ScenarioFileListing {
    var info = stat()
    guard stat(directory, &info) == 0 else {
      return ScenarioFileListing(
        files: [], errors: [InputError(file: directory, message: errorMessage(errno), cause: .unreadable)])
    }
    var files: [String] = []
    var errors: [InputError] = []
    var visited: Set<[UInt64]> = []
    collect(directory: directory, info: info, files: &files, errors: &errors, visited: &visited)
    return ScenarioFileListing(files: files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, errors: errors)
  }

  /// The scenario files in the folder `directory` and below it, as `qa-sim <directory>` finds them
  /// (`scenarioFiles(below:)`): made for a parameterized test, `@Test(arguments: try FileIO.scenarioFiles(in: folder))`,
  /// which then fails, rather than passes with no case, when the folder is missing or empty.
  /// - Throws: ``InputError`` (cause ``InputError/Cause/unreadable``) when `directory` does not exist, is not a
  ///   directory, has a part that cannot be listed, or holds no scenario file.
  public static func scenarioFiles(in directory: URL) throws(InputError) -> [URL] {
    let path = directory.path
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw InputError(file: path, message: errorMessage(errno), cause: .unreadable)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw InputError(file: path, message: "is not a directory", cause: .unreadable)
    }
    let listing = scenarioFiles(below: path)
    if let error = listing.errors.first { throw error }
    guard !listing.files.isEmpty else {
      throw InputError(file: path, message: noScenarioFilesMessage, cause: .unreadable)
    }
    return listing.files.map { URL(fileURLWithPath: $0) }
  }

  /// `directory/name`, without doubling a trailing slash.
  package static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func collect(
    directory: String, info: stat, files: inout [String], errors: inout [InputError], visited: inout Set<[UInt64]>
  ) {
    // Symbolic links are followed; remembering each directory's device and inode stops cycles. The numbers are
    // kept by their bits: Darwin's `dev_t` is a signed 32-bit integer, which `UInt64(_:)` would trap on if negative
    // (the Xcode article's platform facts).
    let key = [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]
    guard visited.insert(key).inserted else { return }
    guard let stream = opendir(directory) else {
      errors.append(InputError(file: directory, message: errorMessage(errno), cause: .unreadable))
      return
    }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
          String(cString: $0)
        }
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(stream)
    for name in names {
      let path = join(directory, name)
      var child = stat()
      guard stat(path, &child) == 0 else { continue }
      switch child.st_mode & S_IFMT {
      case S_IFDIR:
        collect(directory: path, info: child, files: &files, errors: &errors, visited: &visited)
      case S_IFREG:
        if name.hasSuffix(".json"), !name.hasSuffix(".schema.json") { files.append(path) }
      default:
        continue
      }
    }
  }
}
