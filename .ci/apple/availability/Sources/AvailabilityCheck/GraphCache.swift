import Foundation

/// Keeps a module's extracted symbols between runs as one text file, a line per symbol:
/// `USR \t module \t containers \t everywhere-unavailable \t platform:introduced:obsoleted:unavailable … \t
/// default implementations \t superclasses`.
enum GraphCache {
  /// The format's first line; a file without it is not read.
  static let header = "availability-check graph cache 4"

  /// The symbols a cache file holds, or nil when it is absent or not in this format.
  static func read(_ path: String) -> [String: GraphSymbol]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
    guard lines.popFirst() == Substring(header) else { return nil }
    var symbols: [String: GraphSymbol] = [:]
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 7 else { return nil }
      var rules = AvailabilityRules()
      rules.unavailableEverywhere = fields[3] == "1"
      for entry in fields[4].split(separator: " ") {
        let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4, let platform = Platform(rawValue: String(parts[0])) else { return nil }
        rules.add(
          PlatformRule(
            introduced: Version(String(parts[1])),
            obsoleted: Version(String(parts[2])),
            unavailable: parts[3] == "1"
          ),
          on: platform
        )
      }
      symbols[String(fields[0])] = GraphSymbol(
        module: String(fields[1]),
        rules: rules,
        parents: fields[2].split(separator: " ").map(String.init),
        defaults: fields[5].split(separator: " ").map(String.init),
        superclasses: fields[6].split(separator: " ").map(String.init)
      )
    }
    return symbols
  }

  /// Writes `symbols` to `path` (through a temporary file, so a reader never sees half of it); a cache that cannot
  /// be written is only slower, so a failure is ignored.
  static func write(_ symbols: [String: GraphSymbol], to path: String) {
    var text = header + "\n"
    for (usr, symbol) in symbols.sorted(by: { $0.key < $1.key }) {
      let entries = Platform.allCases.compactMap { platform -> String? in
        guard let rule = symbol.rules.written[platform] else { return nil }
        let introduced = rule.introduced?.description ?? "-"
        let obsoleted = rule.obsoleted?.description ?? "-"
        return "\(platform.rawValue):\(introduced):\(obsoleted):\(rule.unavailable ? 1 : 0)"
      }
      text += "\(usr)\t\(symbol.module)\t\(symbol.parents.joined(separator: " "))\t"
      text += "\(symbol.rules.unavailableEverywhere ? 1 : 0)\t"
      text += entries.joined(separator: " ") + "\t\(symbol.defaults.joined(separator: " "))"
      text += "\t\(symbol.superclasses.joined(separator: " "))\n"
    }
    let temporary = path + ".\(UUID().uuidString).partial"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else { return }
    // rename(2) replaces the file in one step.
    if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
  }
}

/// Finds a module's files in the search paths, to tell whether a cached graph is still the module's.
struct ModuleLocator {
  /// The directories searched, in order.
  let searchPaths: [String]

  /// A fingerprint of the first `X.swiftmodule` (a file or a bundle) or `X.swiftinterface` found: its path and each
  /// file's size and modification time; nil when the module is not found, so its graph is never cached.
  func fingerprint(of module: String) -> String? {
    let manager = FileManager.default
    for directory in searchPaths {
      for candidate in ["\(directory)/\(module).swiftmodule", "\(directory)/\(module).swiftinterface"] {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: candidate, isDirectory: &isDirectory) else { continue }
        var files = [candidate]
        if isDirectory.boolValue {
          files = ((try? manager.contentsOfDirectory(atPath: candidate)) ?? []).sorted().map { "\(candidate)/\($0)" }
        }
        var text = candidate
        for file in files {
          let attributes = (try? manager.attributesOfItem(atPath: file)) ?? [:]
          let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
          let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
          text += "|\(file)|\(size)|\(modified)"
        }
        return Self.hash(text)
      }
    }
    return nil
  }

  /// A fingerprint of one file: its path, size and modification time; nil when it is not there.
  static func fingerprint(file: String) -> String? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { return nil }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
    return hash("\(file)|\(size)|\(modified)")
  }

  /// Whether `module` is found as a Swift module or a Clang module map entry in the search paths.
  func exists(_ module: String) -> Bool {
    let manager = FileManager.default
    for directory in searchPaths {
      if manager.fileExists(atPath: "\(directory)/\(module).swiftmodule")
        || manager.fileExists(atPath: "\(directory)/\(module).swiftinterface")
      {
        return true
      }
      let maps = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".modulemap") }
      for map in maps + ["module.modulemap"] {
        guard let data = manager.contents(atPath: "\(directory)/\(map)") else { continue }
        let text = String(decoding: data, as: UTF8.self)
        if text.contains("module \(module) ") || text.contains("module \(module)\n") { return true }
      }
    }
    return false
  }

  /// A 64-bit FNV-1a hash, in hex.
  static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    return String(value, radix: 16)
  }
}
