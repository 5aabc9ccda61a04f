import QuickActions

/// Which of an app's routes a URL (or a quick action's target) matches and where its navigation goes, without
/// running a lifecycle (a dry run, like Crossroad's `responds(to:)`): what `qa-sim route` answers.
public struct RouteAnswer: Hashable, Sendable {
  /// The argument as given.
  public let input: String
  /// The quick action's type, when the argument named one.
  public let quickAction: String?
  /// The URL routed (the argument, or the quick action's URL target); `nil` for a direct destination.
  public let url: String?
  /// Every route that matches the URL, winner first.
  public let candidates: [RouteMatch]
  /// What handling it does.
  public let outcome: NavigationOutcome

  /// Whether anything matched (a route, or a direct destination).
  public var matched: Bool {
    if case .unmatched = outcome { return false }
    return true
  }

  /// An argument that is neither a URL nor a quick action with a target; its message names no command-line flag.
  public struct NotATarget: Error, Hashable, Sendable {
    /// One line that says why.
    public let message: String
  }

  /// Resolves `input`: a URL, or the type of a quick action in `navigation.shortcutTargets`.
  public static func make(_ input: String, navigation: AppNavigation) -> Result<RouteAnswer, NotATarget> {
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
        NotATarget(
          message: "'\(Escaping.terminalText(input, limit: 60))' is neither a URL such as pariscafe://search nor a "
            + "quick action of the scenario\(known)"))
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

  /// The answer as one JSON document (`qa-sim route --format json`).
  public func json(navigation: AppNavigation) -> JSONValue {
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
