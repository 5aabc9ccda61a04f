import Foundation

/// The README, the package's front door.
func readmeText() throws -> String {
  try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
}

/// The DocC article `name` (`Sources/<Module>/<Module>.docc/<name>.md`), from whichever library's catalog holds it.
func articleText(_ name: String) throws -> String {
  for module in ["SceneLifecycle", "QuickActions"] {
    let url = packageRoot.appendingPathComponent("Sources/\(module)/\(module).docc/\(name).md")
    if FileManager.default.fileExists(atPath: url.path) { return try String(contentsOf: url, encoding: .utf8) }
  }
  throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).md"])
}
