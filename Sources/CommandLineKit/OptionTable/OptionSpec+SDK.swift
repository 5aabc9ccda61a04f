import SceneLifecycle

extension OptionSpec {
  /// `--sdk <major>`: the major version of the SDK the app is built with, from ``SDK/lowest`` to ``SDK/highest``; a
  /// value outside is a usage error (64) that names the option.
  package static func sdk(help: String, set: @escaping @Sendable (inout Parsed, SDK) -> Void) -> OptionSpec {
    wholeNumber("--sdk", placeholder: "<major>", in: SDK.lowest...SDK.highest, help: help) { parsed, major in
      if let sdk = SDK(major: major) { set(&parsed, sdk) }
    }
  }
}
