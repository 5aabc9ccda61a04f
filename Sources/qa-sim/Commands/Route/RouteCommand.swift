import CommandLineKit
import QuickActions
import SceneLifecycle

/// `qa-sim route <scenario> <url-or-item-type>`: which of the scenario's routes matches, and where the app's
/// navigation goes, without running a lifecycle (a dry run, like Crossroad's `responds(to:)`).
enum RouteCommand {
  /// The report's format.
  enum Format: String, Hashable, Sendable, CaseIterable {
    /// Lines for people.
    case text
    /// One JSON document.
    case json
  }

  /// The `qa-sim route` command line, parsed.
  struct Options: CommandOptions, Hashable {
    /// The scenario file whose routes are tried.
    var scenario = ""
    /// The URL, the type of a quick action with a target, or a notification's payload.
    var target = ""
    /// The payload key a notification's URL is read from.
    var payloadKey = "url"
    /// The report's format.
    var format = Format.text
    /// Whether `--help` was given.
    var showHelp = false
  }

  /// The `qa-sim route` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<Options>(
    command: "qa-sim route",
    overview: [
      "Match a URL against a scenario's routes, without running a lifecycle.",
      "The URL may also be a quick action's target, or the URL a notification's payload carries. The winning route "
        + "of the scenario's app.routes is printed, with its parameters and the navigation it leads to. Routes are "
        + "tried most specific first (literal > typed > wildcard, from the "
        + "host on), then in declaration order.",
    ],
    arguments: [
      .value("<scenario>", help: "A scenario file with app.routes (or app.shortcutRoutes).") { $0.scenario = $1 },
      .value(
        "<url-or-item-type>",
        help: "A URL such as pariscafe://search, the type of a quick action named in app.shortcutRoutes, or a "
          + "notification's payload as JSON ({\"aps\": {...}, \"url\": \"pariscafe://search\"}), or a user activity "
          + "as a userActivity step writes it ({\"activityType\": \"com.apple.corespotlightitem\", \"identifier\": "
          + "\"pariscafe://cafe/PRS103\"}), or an App Intent as an appIntent step writes it ({\"intent\": "
          + "\"OpenCafeIntent\", \"target\": \"pariscafe://cafe/PRS103\"})."
      ) { $0.target = $1 },
    ],
    options: [
      .choice("--format", placeholder: "<format>", of: Format.self, default: .text, help: "The report format.") {
        $0.format = $1
      },
      .text(
        "--payload-key", placeholder: "<key>",
        help: "The key of a notification's payload whose string is the URL the app routes (default: url)."
      ) { $0.payloadKey = $1 },
    ],
    listsOptionsInUsage: true,
    footer: """
      EXIT STATUS:
        0   A route matches (or the quick action goes straight to a destination).
        1   Nothing matches: the app would stay where it is ("no deeplink found").
        64  The command line is wrong, or the argument is neither a URL, a
            quick action of the scenario, a notification payload with a URL
            under --payload-key, a user activity whose identifier is a URL,
            nor an App Intent whose target is a URL.
        65  The scenario file is invalid, or it declares no routes.
        66  The scenario file cannot be read.

      """)

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: Options
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let loaded: LoadedScenario
    switch context.loadScenario(options.scenario) {
    case .loaded(let value): loaded = value
    case .exit(let status): return status
    }
    guard let navigation = loaded.scenario.navigation else {
      context.diagnostic(
        "\(Escaping.terminalText(options.scenario, limit: 300)): app: the scenario declares no app.routes or app.shortcutRoutes"
      )
      return .dataError
    }
    let answer: RouteAnswer
    switch RouteAnswer.make(options.target, navigation: navigation, payloadKey: options.payloadKey) {
    case .success(let made): answer = made
    case .failure(let problem): return table.usageError(problem.message, context: context)
    }
    switch options.format {
    case .json: context.stdout.write(JSONSerializer().document(answer.json(navigation: navigation)))
    case .text: answer.textLines(navigation: navigation).forEach { context.stdout.line($0) }
    }
    return answer.matched ? .success : .failure
  }
}

extension RouteAnswer {
  /// The text report.
  func textLines(navigation: AppNavigation) -> [String] {
    var lines: [String] = []
    if let quickAction {
      lines.append(
        "quick action \(Escaping.terminalText(quickAction)) → \(url.map { Escaping.terminalText($0) } ?? "a destination")"
      )
    } else if let intent, let url {
      lines.append("App Intent \(Escaping.terminalText(intent, limit: 260)) → \(Escaping.terminalText(url))")
    } else if let activityType, let url {
      lines.append("user activity \(Escaping.terminalText(activityType, limit: 260)) → \(Escaping.terminalText(url))")
    } else if let payloadKey, let url {
      lines.append(
        "notification payload, \"\(Escaping.terminalText(payloadKey, limit: 60))\" → \(Escaping.terminalText(url))")
    } else {
      lines.append(Escaping.terminalText(input, limit: 300))
    }
    let routes = navigation.routes.routes
    let before = navigation.initial
    switch outcome {
    case .routed(let match):
      let route = routes[match.index]
      let bound = match.parameters.map { "\($0.name)=\(Escaping.terminalText($0.value))" }.joined(separator: " ")
      lines.append(
        "  route: \(Escaping.terminalText(route.name)) (\(Escaping.terminalText(route.pattern.text)), app.routes[\(match.index)])"
          + (bound.isEmpty ? "" : " with \(bound)"))
      for other in candidates.dropFirst() {
        lines.append(
          "  also matches, lower priority: \(Escaping.terminalText(routes[other.index].pattern.text)) "
            + "(app.routes[\(other.index)])")
      }
    case .direct:
      lines.append("  destination given directly in app.shortcutRoutes")
    case .unmatched:
      lines.append("  unmatched: no route matches (no deeplink found); the app stays where it is")
    }
    let after = outcome.applied(to: before)
    lines.append("  navigation: \(Escaping.terminalText("\(before)")) → \(Escaping.terminalText("\(after)"))")
    return lines
  }
}
