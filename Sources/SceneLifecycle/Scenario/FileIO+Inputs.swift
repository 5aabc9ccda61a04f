import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One input of a batch replay after its arguments are expanded (``FileIO/expand(_:)``): a file to replay, or why an
/// argument cannot be used.
package enum InputItem: Hashable, Sendable {
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
  /// files, and anything that does not exist or cannot be listed is an ``InputError`` with cause
  /// ``InputError/Cause/unreadable`` (exit status 66). A file named twice is replayed once. The command line expands
  /// its arguments with it, and the benchmark its generated directory.
  package static func expand(_ arguments: [String]) -> [InputItem] {
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
      let listing = scenarioFiles(below: argument)
      items += listing.errors.map(InputItem.error)
      if listing.files.isEmpty, listing.errors.isEmpty {
        items.append(.error(InputError(file: argument, message: noScenarioFilesMessage, cause: .unreadable)))
      }
      listing.files.forEach(add)
    }
    return items
  }
}
