import Foundation

/// The command line, parsed.
struct Options {
  let world: World
  let indexStores: [String]
  let packageRoot: String
  let sourceRoots: [String]
  let searchPaths: [String]
  let floorOverride: [Platform: Version]
  let cacheDirectory: String?

  /// Parses `arguments` (without the program name); a bad one is a usage error naming its flag.
  static func parse(_ arguments: [String]) throws(CheckFailure) -> Options {
    var world: World?
    var stores: [String] = []
    var packageRoot: String?
    var sourceRoots: [String] = []
    var searchPaths: [String] = []
    var floors: [Platform: Version] = [:]
    var cache: String?
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      func value() throws(CheckFailure) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw .badUsage(flag: flag, why: "needs a value")
        }
        return value
      }
      switch flag {
      case "--world":
        let text = try value()
        guard let parsed = World(rawValue: text) else {
          throw .badUsage(flag: "--world", why: "'\(text)' is neither macos nor ios")
        }
        world = parsed
      case "--index-store": stores.append(try directory(try value(), flag: flag))
      case "--package-root": packageRoot = try directory(try value(), flag: flag)
      case "--source-root": sourceRoots.append(try directory(try value(), flag: flag))
      case "-I": searchPaths.append(try directory(try value(), flag: flag))
      case "--floors": floors.merge(try Floors.parseOverride(try value())) { _, new in new }
      case "--cache": cache = try cacheDirectory(try value())
      default:
        if flag.hasPrefix("-I"), flag.count > 2 {
          searchPaths.append(try directory(String(flag.dropFirst(2)), flag: "-I"))
        } else {
          throw .badUsage(flag: flag, why: "is not a flag of availability-check")
        }
      }
    }
    guard let world else { throw .badUsage(flag: "--world", why: "is required") }
    guard !stores.isEmpty else { throw .badUsage(flag: "--index-store", why: "is required") }
    guard let packageRoot else { throw .badUsage(flag: "--package-root", why: "is required") }
    guard !sourceRoots.isEmpty else { throw .badUsage(flag: "--source-root", why: "is required") }
    return Options(
      world: world,
      indexStores: stores,
      packageRoot: packageRoot,
      sourceRoots: sourceRoots,
      searchPaths: searchPaths,
      floorOverride: floors,
      cacheDirectory: cache
    )
  }

  /// The absolute, symlink-free path of an existing directory; a missing one is a missing input naming the flag.
  private static func directory(_ path: String, flag: String) throws(CheckFailure) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .missingInput(path: path, why: "is not a directory (\(flag))")
    }
    return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The cache directory, created when missing.
  private static func cacheDirectory(_ path: String) throws(CheckFailure) -> String {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .missingInput(path: path, why: "cannot be made a cache directory (--cache: \(error.localizedDescription))")
    }
    return try directory(path, flag: "--cache")
  }
}
