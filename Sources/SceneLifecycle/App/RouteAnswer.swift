import QuickActions

/// Which of an app's routes a URL (or a quick action's target) matches and where its navigation goes, without
/// running a lifecycle (a dry run, like Crossroad's `responds(to:)`): what `qa-sim route` answers.
public struct RouteAnswer: Hashable, Sendable {
  /// The argument as given.
  public let input: String
  /// The quick action's type, when the argument named one.
  public let quickAction: String?
  /// The key of the notification payload the URL was read from, when the argument was one (a `notificationTap`
  /// hands the app this payload as its response's `userInfo`, UIKit semantics article, 14).
  public var payloadKey: String? = nil
  /// The activity's type, when the argument was a user activity (`{"activityType": …, "identifier": …}`, as a
  /// scenario's `userActivity` step writes it) whose identifier is the URL routed (UIKit semantics article, 15).
  public var activityType: String? = nil
  /// The intent's type, when the argument was an App Intent (`{"intent": …, "target": …}`, as a scenario's
  /// `appIntent` step writes it) whose target is the URL routed (UIKit semantics article, 17).
  public var intent: String? = nil
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

  /// Resolves `input`: a URL, the type of a quick action in `navigation.shortcutTargets`, a notification's payload
  /// (a JSON object, as a push service sends it) whose string under `payloadKey` is the URL the app routes, or a user
  /// activity (a JSON object with `activityType`, as a `userActivity` step writes it) whose identifier is that URL, or
  /// an App Intent (a JSON object with `intent`, as an `appIntent` step writes it) whose target is that URL.
  public static func make(
    _ input: String, navigation: AppNavigation, payloadKey: String = "url"
  ) -> Result<RouteAnswer, NotATarget> {
    if input.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).first == "{" {
      return notificationPayload(input, navigation: navigation, key: payloadKey)
    }
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

  /// A notification's payload: the URL under `key`, routed as a URL is.
  private static func notificationPayload(
    _ input: String, navigation: AppNavigation, key: String
  ) -> Result<RouteAnswer, NotATarget> {
    let value: JSONValue
    do {
      value = try JSONParser.parse(Array(input.utf8))
    } catch {
      return .failure(NotATarget(message: "the notification payload is not JSON: \(error.description)"))
    }
    guard case .object(let payload) = value else {
      return .failure(NotATarget(message: "the notification payload is not a JSON object"))
    }
    // A user activity or an App Intent, as a scenario step writes it: its identifier or target, a URL, routed as a URL
    // is.
    if payload["activityType"] != nil {
      return typed(
        payload, input: input, navigation: navigation, keys: ("activityType", "identifier"),
        what: ("activity", "an activity type such as com.apple.corespotlightitem"), into: \.activityType)
    }
    if payload["intent"] != nil {
      return typed(
        payload, input: input, navigation: navigation, keys: ("intent", "target"),
        what: ("intent", "an intent type such as OpenChoreIntent"), into: \.intent)
    }
    let quotedKey = "\"\(Escaping.terminalText(key, limit: 60))\""
    guard case .string(let url)? = payload[key] else {
      let keys = payload.keys.map { Escaping.terminalText($0, limit: 40) }.joined(separator: ", ")
      return .failure(
        NotATarget(
          message: "the notification payload has no string under \(quotedKey), the key the app reads its URL from "
            + "(its keys: \(keys.isEmpty ? "none" : keys))"))
    }
    guard LinkURL(url) != nil else {
      return .failure(
        NotATarget(
          message: "the notification payload's \(quotedKey) is '\(Escaping.terminalText(url, limit: 60))', not a URL "
            + "such as pariscafe://search"))
    }
    var routed = answer(input, quickAction: nil, url: url, navigation: navigation)
    routed.payloadKey = key
    return .success(routed)
  }

  /// The type under `keys.type` and the URL under `keys.detail`, routed as a URL is, the type kept in `field`;
  /// `what` names the thing (`activity`) and a type of it, for the messages.
  private static func typed(
    _ object: JSONObject, input: String, navigation: AppNavigation, keys: (type: String, detail: String),
    what: (thing: String, example: String), into field: WritableKeyPath<RouteAnswer, String?>
  ) -> Result<RouteAnswer, NotATarget> {
    guard case .string(let type)? = object[keys.type], UserActivityReference.isActivityType(type) else {
      return .failure(NotATarget(message: "the \(what.thing)'s \"\(keys.type)\" is not \(what.example)"))
    }
    guard case .string(let detail)? = object[keys.detail], LinkURL(detail) != nil else {
      return .failure(
        NotATarget(
          message: "the \(what.thing) \(Escaping.terminalText(type, limit: 60)) has no \"\(keys.detail)\" that is a "
            + "URL such as pariscafe://cafe/PRS103, which is what a route table routes"))
    }
    var routed = answer(input, quickAction: nil, url: detail, navigation: navigation)
    routed[keyPath: field] = type
    return .success(routed)
  }

  private static func answer(_ input: String, quickAction: String?, url: String, navigation: AppNavigation)
    -> RouteAnswer
  {
    let candidates = navigation.routes.candidates(for: url)
    let outcome = candidates.first.map(NavigationOutcome.routed) ?? .unmatched
    return RouteAnswer(input: input, quickAction: quickAction, url: url, candidates: candidates, outcome: outcome)
  }

  /// The answer as one JSON document (`qa-sim route --format json`).
  package func json(navigation: AppNavigation) -> JSONValue {
    var object = JSONObject()
    object["version"] = .number(JSONNumber(1))
    object["input"] = .string(input)
    object["quickAction"] = quickAction.map(JSONValue.string) ?? .null
    object["payloadKey"] = payloadKey.map(JSONValue.string) ?? .null
    object["activityType"] = activityType.map(JSONValue.string) ?? .null
    object["intent"] = intent.map(JSONValue.string) ?? .null
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
