import CommandLineKit
import QuickActions
import SceneLifecycle

extension CommandContext {
  /// Says on standard error, in one `warning:` line, that the file written at `file` records error kinds its run
  /// breaks: in `expect.fixed` (it fails until the app is fixed; `flag` names the option that records them as
  /// expected instead, if the command has one), or, `accepted`, in `expect.violations` on purpose.
  func warnBroken(_ kinds: [ViolationKind], file: String, accepted: Bool, flag: String? = nil) {
    let names = kinds.map(\.rawValue).joined(separator: ", ")
    let listed = kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    let shown = Escaping.terminalText(file, limit: 300)
    if accepted {
      warn(
        "\(shown): the run breaks \(names); recorded as expected (\"violations\": [\(listed)]), as "
          + (flag.map { "\($0) asks" } ?? "asked"))
    } else {
      warn(
        "\(shown): the run breaks \(names); written with \"fixed\": [\(listed)], so the file fails until the app is "
          + "fixed" + (flag.map { " (\($0) records it as expected instead)" } ?? ""))
    }
  }
}
