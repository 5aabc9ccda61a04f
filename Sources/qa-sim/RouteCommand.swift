import SceneLifecycle

/// `qa-sim route <scenario> <url-or-item-type>`: which of the scenario's routes matches, and where the app's
/// navigation goes, without running a lifecycle (a dry run, like Crossroad's `responds(to:)`).
enum RouteCommand {
  /// The line shown after a usage error.
  static let usage = "Usage: qa-sim route <scenario> <url-or-item-type> [--format text|json]"

  /// `qa-sim route --help`.
  static let help = """
    OVERVIEW: Match a URL (or a quick action's target) against a scenario's
    app.routes and print the winning route, its parameters and the navigation it
    leads to, without running a lifecycle. Routes are tried most specific first
    (literal > typed > wildcard, from the host on), then in declaration order.

    USAGE: qa-sim route <scenario> <url-or-item-type> [--format text|json]

    ARGUMENTS:
      <scenario>              A scenario file with app.routes (or
                              app.shortcutRoutes).
      <url-or-item-type>      A URL such as pariscafe://search, or the type of a
                              quick action named in app.shortcutRoutes.

    OPTIONS:
      --format <format>       text or json. (default: text)
      -h, --help              Show help information.

    EXIT STATUS:
      0   A route matches (or the quick action goes straight to a destination).
      1   Nothing matches: the app would stay where it is ("no deeplink found").
      64  The command line is wrong, or the argument is neither a URL nor a
          quick action of the scenario.
      65  The scenario file is invalid, or it declares no routes.
      66  The scenario file cannot be read.

    """

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    var positional: [String] = []
    var format = "text"
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "-h", "--help":
        context.stdout.write(help)
        return .success
      case "--format":
        guard index < arguments.count else { return usageError("Missing value for '--format <format>'", context) }
        format = arguments[index]
        index += 1
        guard format == "text" || format == "json" else {
          return usageError(
            "The value '\(displayText(format, limit: 60))' is invalid for '--format <format>'; expected one of: text, "
              + "json", context)
        }
      case "--":
        positional += arguments[index...]
        index = arguments.count
      default:
        if argument.hasPrefix("-"), argument != "-" {
          return usageError("Unknown option '\(displayText(argument, limit: 60))'", context)
        }
        positional.append(argument)
      }
    }
    guard positional.count == 2 else {
      return usageError(
        positional.count < 2
          ? "Missing expected argument '\(positional.isEmpty ? "<scenario>" : "<url-or-item-type>")'"
          : "Unexpected argument '\(displayText(positional[2], limit: 60))'", context)
    }
    let loaded: LoadedScenario
    switch ScenarioLoader.load(file: positional[0]) {
    case .failure(let error):
      context.diagnostic(error.description)
      return error.status
    case .success(let value): loaded = value
    }
    loaded.warnings.forEach(context.warn)
    guard let navigation = loaded.scenario.navigation else {
      context.diagnostic(
        "\(displayText(positional[0], limit: 300)): app: the scenario declares no app.routes or app.shortcutRoutes")
      return .dataError
    }
    let answer: RouteAnswer
    switch RouteAnswer.make(positional[1], navigation: navigation) {
    case .success(let made): answer = made
    case .failure(let error): return usageError(error.message, context)
    }
    if format == "json" {
      context.stdout.write(JSONSerializer().document(answer.json(navigation: navigation)))
    } else {
      answer.textLines(navigation: navigation).forEach { context.stdout.line($0) }
    }
    return answer.matched ? .success : .failure
  }

  private static func usageError(_ message: String, _ context: CommandContext) -> ExitStatus {
    QASimCommand.usageError(message, usage: usage, helpCommand: "qa-sim route --help", context: context)
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
          message: "'\(displayText(input, limit: 60))' is neither a URL such as pariscafe://search nor a quick action "
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
      lines.append("quick action \(displayText(quickAction)) → \(url.map { displayText($0) } ?? "a destination")")
    } else {
      lines.append(displayText(input, limit: 300))
    }
    let routes = navigation.routes.routes
    let before = navigation.initial
    switch outcome {
    case .routed(let match):
      let route = routes[match.index]
      let bound = match.parameters.map { "\($0.name)=\(displayText($0.value))" }.joined(separator: " ")
      lines.append(
        "  route: \(displayText(route.name)) (\(displayText(route.pattern.text)), app.routes[\(match.index)])"
          + (bound.isEmpty ? "" : " with \(bound)"))
      for other in candidates.dropFirst() {
        lines.append(
          "  also matches, lower priority: \(displayText(routes[other.index].pattern.text)) "
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
