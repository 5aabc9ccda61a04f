import SwiftIfConfig
import SwiftSyntax

/// What the check knows of the build an index came from, for `#if` conditions: the unit's target triple and the
/// modules it could import. Anything else a condition asks (a `-D` flag, a feature, the language or compiler version,
/// an atomic width) is unknown: the configuration answers false and remembers it was asked, so that the caller treats
/// the condition as undetermined rather than false.
final class TargetConfiguration: BuildConfiguration {
  /// The triple's architecture, vendor, system and environment.
  private let architecture: String
  private let system: String
  private let environment: String
  /// Whether a module is importable.
  private let importable: (String) -> Bool
  /// Whether the last evaluation asked something the check does not know.
  private(set) var askedUnknown = false

  /// A configuration for `target` (`x86_64-unknown-linux-gnu`), importing what `importable` says.
  init(target: String, importable: @escaping (String) -> Bool) {
    let parts = target.split(separator: "-").map(String.init)
    architecture = parts.first ?? ""
    system = parts.count > 2 ? parts[2] : ""
    environment = parts.count > 3 ? parts[3] : ""
    self.importable = importable
  }

  /// Forgets that anything unknown was asked, before the next condition.
  func reset() { askedUnknown = false }

  private func unknown() -> Bool {
    askedUnknown = true
    return false
  }

  func isCustomConditionSet(name: String) -> Bool { unknown() }
  func hasFeature(name: String) -> Bool { unknown() }
  func hasAttribute(name: String) -> Bool { unknown() }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    // A versioned `canImport` asks for a module version the index does not record.
    guard case .unversioned = version else { return unknown() }
    return importable(importPath.map(\.1).joined(separator: "."))
  }

  func isActiveTargetOS(name: String) -> Bool {
    let systemName: String? =
      switch system {
      case _ where system.hasPrefix("linux"): environment.hasPrefix("android") ? "Android" : "Linux"
      case _ where system.hasPrefix("macos"), _ where system.hasPrefix("darwin"): "macOS"
      case _ where system.hasPrefix("ios"): "iOS"
      case _ where system.hasPrefix("tvos"): "tvOS"
      case _ where system.hasPrefix("watchos"): "watchOS"
      case _ where system.hasPrefix("xros"), _ where system.hasPrefix("visionos"): "visionOS"
      case _ where system.hasPrefix("windows"): "Windows"
      case _ where system.hasPrefix("wasi"): "WASI"
      case _ where system.hasPrefix("freebsd"): "FreeBSD"
      case _ where system.hasPrefix("openbsd"): "OpenBSD"
      default: nil
      }
    guard let systemName else { return unknown() }
    return systemName == name
  }

  func isActiveTargetArchitecture(name: String) -> Bool {
    let normalized = architecture == "aarch64" ? "arm64" : architecture
    guard !normalized.isEmpty else { return unknown() }
    return normalized == name
  }

  func isActiveTargetEnvironment(name: String) -> Bool {
    switch name {
    case "simulator": environment.hasPrefix("simulator")
    case "macabi", "macCatalyst": environment.hasPrefix("macabi")
    default: unknown()
    }
  }

  func isActiveTargetRuntime(name: String) -> Bool {
    let apple = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"].contains { isActiveTargetOS(name: $0) }
    switch name {
    case "_ObjC": return apple
    case "_Native": return !apple
    default: return unknown()
    }
  }

  func isActiveTargetPointerAuthentication(name: String) -> Bool { unknown() }

  func isActiveTargetObjectFormat(name: String) -> Bool {
    if system.hasPrefix("linux") || system.hasPrefix("freebsd") || system.hasPrefix("openbsd") { return name == "ELF" }
    return unknown()
  }

  var targetPointerBitWidth: Int {
    switch architecture {
    case "x86_64", "arm64", "aarch64", "arm64e", "powerpc64le", "s390x", "riscv64": return 64
    default:
      askedUnknown = true
      return 0
    }
  }

  var targetAtomicBitWidths: [Int] {
    askedUnknown = true
    return []
  }

  var endianness: Endianness {
    if architecture == "s390x" { return .big }
    return .little
  }

  var languageVersion: VersionTuple {
    askedUnknown = true
    return VersionTuple(0)
  }

  var compilerVersion: VersionTuple {
    askedUnknown = true
    return VersionTuple(0)
  }
}
