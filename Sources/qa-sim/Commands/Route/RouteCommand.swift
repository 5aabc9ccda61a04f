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
    /// The URL, or the type of a quick action with a target.
    var target = ""
    /// The report's format.
    var format = Format.text
    /// Whether `--help` was given.
    var showHelp = false
  }

  /// The `qa-sim route` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<Options>(
    command: "qa-sim route",
    overview: [
      "Match a URL (or a quick action's target) against a scenario's app.routes and print the winning route, "
        + "its parameters and the navigation it leads to, without running a lifecycle. Routes are tried most "
        + "specific first (literal > typed > wildcard, from the host on), then in declaration order."
    ],
    arguments: [
      .value("<scenario>", help: "A scenario file with app.routes (or app.shortcutRoutes).") { $0.scenario = $1 },
      .value(
        "<url-or-item-type>",
        help: "A URL such as pariscafe://search, or the type of a quick action named in app.shortcutRoutes."
      ) { $0.target = $1 },
    ],
    options: [
      .choice("--format", placeholder: "<format>", of: Format.self, default: .text, help: "The report format.") {
        $0.format = $1
      }
    ],
    listsOptionsInUsage: true,
    footer: """
      EXIT STATUS:
        0   A route matches (or the quick action goes straight to a destination).
        1   Nothing matches: the app would stay where it is ("no deeplink found").
        64  The command line is wrong, or the argument is neither a URL nor a
            quick action of the scenario.
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
    switch RouteAnswer.make(options.target, navigation: navigation) {
    case .success(let made): answer = made
    case .failure(let error): return table.usageError(error.message, context: context)
    }
    switch options.format {
    case .json: context.stdout.write(JSONSerializer().document(answer.json(navigation: navigation)))
    case .text: answer.textLines(navigation: navigation).forEach { context.stdout.line($0) }
    }
    return answer.matched ? .success : .failure
  }
}

/// What `qa-sim route` found for one argument.
struct RouteAnswer {
  /// The argument as given.
  let input: String
  /// The quick action's type, when the argument named one.
  let quickAction: String?
  /// The URL routed (the argument, or the quick action's URL target); `nil` for a direct destination.
  let url: String?
  /// Every route that matches the URL, winner first.
  let candidates: [RouteMatch]
  /// What handling it does.
  let outcome: NavigationOutcome

  /// Whether anything matched (a route, or a direct destination).
  var matched: Bool {
    if case .unmatched = outcome { return false }
    return true
  }

  /// Resolves `input`: a URL, or the type of a quick action in `navigation.shortcutTargets`.
  static func make(_ input: String, navigation: AppNavigation) -> Result<RouteAnswer, UsageError> {
    if let target = navigation.shortcutTargets[input] {
      switch target {
      case .url(let url):
        return .success(answer(input, quickAction: input, url: url, navigation: navigation))
      case .destination(let update):
        return .success(
          RouteAnswer(input: input, quickAction: input, url: nil, candidates: [], outcome: .direct(update)))
      }
    }
    guard LinkURL(input) != nil else {
      let types = navigation.shortcutTargets.keys.sorted()
      let known = types.isEmpty ? "" : " (quick actions with a target: \(types.joined(separator: ", ")))"
      return .failure(
        UsageError(
          message:
            "'\(Escaping.terminalText(input, limit: 60))' is neither a URL such as pariscafe://search nor a quick action "
            + "of the scenario\(known)"))
    }
    return .success(answer(input, quickAction: nil, url: input, navigation: navigation))
  }

  private static func answer(_ input: String, quickAction: String?, url: String, navigation: AppNavigation)
    -> RouteAnswer
  {
    let candidates = navigation.routes.candidates(for: url)
    let outcome = candidates.first.map(NavigationOutcome.routed) ?? .unmatched
    return RouteAnswer(input: input, quickAction: quickAction, url: url, candidates: candidates, outcome: outcome)
  }

  /// The text report.
  func textLines(navigation: AppNavigation) -> [String] {
    var lines: [String] = []
    if let quickAction {
      lines.append(
        "quick action \(Escaping.terminalText(quickAction)) → \(url.map { Escaping.terminalText($0) } ?? "a destination")"
      )
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
    lines.append("  navigation: \(before) → \(outcome.applied(to: before))")
    return lines
  }

  /// The JSON report.
  func json(navigation: AppNavigation) -> JSONValue {
    var object = JSONObject()
    object["version"] = .number(JSONNumber(1))
    object["input"] = .string(input)
    object["quickAction"] = quickAction.map(JSONValue.string) ?? .null
    object["url"] = url.map(JSONValue.string) ?? .null
    object["matched"] = .bool(matched)
    let routes = navigation.routes.routes
    object["candidates"] = .array(
      candidates.map { match in
        var entry = JSONObject()
        entry["index"] = .number(JSONNumber(match.index))
        entry["name"] = .string(match.name)
        entry["pattern"] = .string(routes[match.index].pattern.text)
        var parameters = JSONObject()
        for parameter in match.parameters { parameters[parameter.name] = .string(parameter.value) }
        entry["parameters"] = .object(parameters)
        return .object(entry)
      })
    object["before"] = Recorder.navigationDocument(navigation.initial)
    object["after"] = Recorder.navigationDocument(outcome.applied(to: navigation.initial))
    return .object(object)
  }
}
