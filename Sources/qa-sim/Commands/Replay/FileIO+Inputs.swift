import SceneLifecycle

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One command-line input after directory expansion: a file to replay, or why an argument cannot be used.
enum InputItem: Hashable, Sendable {
  /// A scenario file.
  case file(String)
  /// An argument that cannot be read.
  case error(InputError)
}

// MARK: - Turning command-line arguments into scenario files

extension FileIO {
  /// Expands arguments into files, in argument order.
  ///
  /// A file argument is used as is, whatever its name. A directory argument stands for every `*.json` file
  /// below it, sorted by path, skipping `*.schema.json` and hidden files and folders (names starting with
  /// `.`, such as `--record`'s temporary files). A directory named `*.json`, a directory with no scenario
  /// files, and anything that does not exist or cannot be listed is an ``InputError`` with cause ``InputError/Cause/unreadable`` (exit status 66). A file
  /// named twice is replayed once.
  static func expand(_ arguments: [String]) -> [InputItem] {
    var items: [InputItem] = []
    var seen: Set<String> = []
    func add(_ file: String) {
      if seen.insert(file).inserted { items.append(.file(file)) }
    }
    for argument in arguments {
      var info = stat()
      guard stat(argument, &info) == 0 else {
        items.append(.error(InputError(file: argument, message: errorMessage(errno), cause: .unreadable)))
        continue
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        add(argument)
        continue
      }
      if argument.hasSuffix(".json") {
        let message = "is a directory, not a scenario file (directories are searched only when not named *.json)"
        items.append(.error(InputError(file: argument, message: message, cause: .unreadable)))
        continue
      }
      var files: [String] = []
      var errors: [InputError] = []
      var visited: Set<[UInt64]> = []
      collect(directory: argument, info: info, files: &files, errors: &errors, visited: &visited)
      items += errors.map(InputItem.error)
      if files.isEmpty, errors.isEmpty {
        let message = "contains no scenario files (*.json, not counting *.schema.json)"
        items.append(.error(InputError(file: argument, message: message, cause: .unreadable)))
      }
      files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.forEach(add)
    }
    return items
  }

  /// `directory/name`, without doubling a trailing slash.
  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func collect(
    directory: String, info: stat, files: inout [String], errors: inout [InputError], visited: inout Set<[UInt64]>
  ) {
    // Symbolic links are followed; remembering each directory's device and inode stops cycles.
    guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
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
