import Foundation

/// The deployment floor of each platform: the package's declared `platforms`, SwiftPM's defaults for the undeclared
/// ones, and any `--floors` override.
struct Floors: Sendable {
  /// The floor of each platform.
  let versions: [Platform: Version]

  /// SwiftPM's floors for undeclared platforms (swift-package-manager, Sources/PackageModel/Platform.swift:
  /// `Platform.macOS … oldestSupportedVersion: "10.13"`, `macCatalyst … "13.0"`, `iOS … "12.0"`).
  static let swiftPMDefaults: [Platform: Version] = [
    .macOS: Version([10, 13]), .iOS: Version([12, 0]), .macCatalyst: Version([13, 0]),
  ]

  /// The floor on `platform`.
  func floor(_ platform: Platform) -> Version { versions[platform] ?? Self.swiftPMDefaults[platform] ?? Version([0]) }

  /// Parses `--floors macOS=12.0,iOS=15.0,macCatalyst=15.0`.
  static func parseOverride(_ text: String) throws(CheckFailure) -> [Platform: Version] {
    var result: [Platform: Version] = [:]
    for entry in text.split(separator: ",") {
      let parts = entry.split(separator: "=", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, let platform = Platform(specName: parts[0]), let version = Version(parts[1]) else {
        throw .badUsage(
          flag: "--floors", why: "'\(entry)' is not PLATFORM=VERSION with PLATFORM macOS, iOS or macCatalyst")
      }
      result[platform] = version
    }
    return result
  }

  /// The floors of the package at `root`, from `swift package dump-package`, with the override on top. The manifest
  /// is not read when the override names every platform of `world`.
  static func resolve(
    packageRoot: String,
    override: [Platform: Version],
    world: World,
    toolchain: Toolchain
  ) throws(CheckFailure) -> Floors {
    if world.platforms.allSatisfy({ override[$0] != nil }) { return Floors(versions: override) }
    var versions = try declared(packageRoot: packageRoot, toolchain: toolchain)
    // SwiftPM's PackageBuilder: an undeclared Mac Catalyst floor falls back to the iOS one when that is higher.
    if versions[.macCatalyst] == nil, let iOS = versions[.iOS], let catalyst = swiftPMDefaults[.macCatalyst] {
      versions[.macCatalyst] = max(iOS, catalyst)
    }
    versions.merge(override) { _, overriding in overriding }
    return Floors(versions: versions)
  }

  /// The platforms the manifest declares.
  private static func declared(packageRoot: String, toolchain: Toolchain) throws(CheckFailure) -> [Platform: Version] {
    guard FileManager.default.fileExists(atPath: "\(packageRoot)/Package.swift") else {
      throw .missingInput(path: "\(packageRoot)/Package.swift", why: "does not exist (--package-root)")
    }
    // A scratch directory of its own: a `swift build` or `swift test` running in the package (as in .ci/run) holds the
    // lock of its `.build`, and dump-package would wait for it.
    let scratch = NSTemporaryDirectory() + "availability-manifest-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let output = try Runner.run(
      toolchain.tool("swift"), ["package", "dump-package", "--package-path", packageRoot, "--scratch-path", scratch])
    guard output.status == 0,
      let object = try? JSONSerialization.jsonObject(with: output.standardOutput) as? [String: Any]
    else {
      let reason = output.standardError.split(separator: "\n").first.map(String.init) ?? "no message"
      throw .missingInput(path: "\(packageRoot)/Package.swift", why: "does not load (\(reason))")
    }
    var versions: [Platform: Version] = [:]
    for entry in object["platforms"] as? [[String: Any]] ?? [] {
      guard let name = entry["platformName"] as? String, let text = entry["version"] as? String,
        let platform = Platform(specName: name), let version = Version(text)
      else { continue }
      versions[platform] = version
    }
    return versions
  }
}
