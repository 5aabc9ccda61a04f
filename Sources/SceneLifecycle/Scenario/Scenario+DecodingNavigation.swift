// MARK: - Decoding links, app.routes, app.shortcutRoutes and app.navigation

extension Scenario {
  /// The keys of one route object in `app.routes`.
  public static let routeKeys = ["name", "pattern", "values", "navigate"]
  /// The keys of a navigation state: `app.navigation` and `expect.navigation`.
  public static let navigationKeys = ["tab", "detail"]
  /// The keys of a navigation update: a route's `navigate` and a shortcut destination.
  public static let navigationUpdateKeys = ["tab", "detail", "push"]

  /// A step's `url`: a custom-scheme URL for `openURL` and `webClip`, an `https` URL with a host for
  /// `universalLink`, either for `notificationTap` (the URL the notification's `userInfo` carries).
  static func decodeLink(
    _ reader: ObjectReader, kind: LifecycleEventKind
  ) throws(ScenarioDecodingError) -> String {
    if kind.continuesActivity { return try decodeActivity(reader, kind: kind) }
    if kind == .appIntent { return try decodeIntent(reader) }
    let universal = kind == .universalLink || kind == .cloudKitShare
    let path = reader.path(of: "url")
    let url = try Decode.string(try reader.required("url"), path: path)
    guard let parsed = LinkURL(url) else {
      throw ScenarioDecodingError(
        path: path, message: "expected a URL such as pariscafe://search, found \(quoted(url, limit: 200))")
    }
    if kind == .notificationTap {
      guard parsed.isCustomScheme || parsed.isUniversalLink else {
        throw ScenarioDecodingError(
          path: path,
          message: "notificationTap takes the URL the notification carries, a custom-scheme URL such as "
            + "pariscafe://search or an https URL with a host; found \(quoted(url, limit: 200))")
      }
      return url
    }
    if universal, !parsed.isUniversalLink {
      throw ScenarioDecodingError(
        path: path,
        message: (kind == .universalLink
          ? "a universal link is an https URL with a host, such as https://example.com/cafe/PRS103"
          : "a CloudKit share's URL is an https URL with a host, such as https://www.icloud.com/share/0a1b2c")
          + "; found "
          + "\(quoted(url, limit: 200))\(parsed.isCustomScheme ? " (use openURL for a custom scheme)" : "")")
    }
    if !universal, !parsed.isCustomScheme {
      let hint = parsed.scheme == "https" ? " (use universalLink)" : ""
      throw ScenarioDecodingError(
        path: path,
        message: "\(kind.rawValue) takes a custom-scheme URL such as pariscafe://search; "
          + "\(quoted(url, limit: 200)) is \(parsed.scheme)\(hint)")
    }
    return url
  }

  /// A `userActivity` or `handoff` step's activity: `activityType` (`com.apple.corespotlightitem` for a Spotlight
  /// result) and, optionally, `identifier`, the value the app routes on; as ``UserActivityReference/text``.
  static func decodeActivity(
    _ reader: ObjectReader, kind: LifecycleEventKind
  ) throws(ScenarioDecodingError) -> String {
    try decodeTypeAndDetail(
      reader, typeKey: "activityType", detailKey: "identifier",
      typeRule: "an activity type is reverse-DNS text of ASCII letters, digits, '.', '-' and '_', such as "
        + "com.apple.corespotlightitem",
      urlHint: " (a URL goes in a universalLink or openURL step)", detailName: "an identifier",
      missing: "\(kind.rawValue) needs an activity type")
  }

  /// An `appIntent` step's intent: `intent`, its type name, and optionally `target`, what it carries that the app
  /// routes on; as ``AppIntentReference/text``.
  static func decodeIntent(_ reader: ObjectReader) throws(ScenarioDecodingError) -> String {
    try decodeTypeAndDetail(
      reader, typeKey: "intent", detailKey: "target",
      typeRule: "an intent is named by its type, such as OpenChoreIntent (ASCII letters, digits, '.', '-' and '_')",
      urlHint: " (a URL the intent opens goes in \"target\")", detailName: "a target",
      missing: "appIntent needs an intent type")
  }

  /// A type under `typeKey` and an optional detail under `detailKey`, written `<type> <detail>`: an activity's type
  /// and identifier, an intent's type and target (both follow ``UserActivityReference``'s rules). `typeRule` says
  /// what a type is; `urlHint` is added when the type given is a URL.
  private static func decodeTypeAndDetail(
    _ reader: ObjectReader, typeKey: String, detailKey: String, typeRule: String, urlHint: String,
    detailName: String, missing: String
  ) throws(ScenarioDecodingError) -> String {
    let typePath = reader.path(of: typeKey)
    let type = try Decode.string(try reader.required(typeKey), path: typePath)
    guard UserActivityReference.isActivityType(type) else {
      throw ScenarioDecodingError(
        path: typePath,
        message: "\(typeRule); found \(quoted(type, limit: 200))" + (LinkURL(type) != nil ? urlHint : ""))
    }
    var detail: String?
    if let value = reader[detailKey] {
      let path = reader.path(of: detailKey)
      let text = try Decode.string(value, path: path)
      guard UserActivityReference(activityType: type, identifier: text) != nil else {
        throw ScenarioDecodingError(
          path: path,
          message: "\(detailName) is 1 to \(LinkURL.maximumLength) bytes with no control character; found "
            + quoted(text, limit: 200))
      }
      detail = text
    }
    guard let reference = UserActivityReference(activityType: type, identifier: detail) else {
      throw ScenarioDecodingError(path: typePath, message: missing)
    }
    return reference.text
  }

  /// An `appIntent` step's `mode` (required: `foreground`, `deferred` or `background`) and `runsIn` (`app`, the
  /// default, or `extension`).
  static func decodeIntentRun(_ reader: ObjectReader) throws(ScenarioDecodingError) -> AppIntentRun {
    let modePath = reader.path(of: "mode")
    guard let modeValue = reader["mode"] else {
      throw ScenarioDecodingError(
        path: modePath,
        message: "appIntent needs \"mode\": foreground (supportedModes .foreground(.immediate), or openAppWhenRun), "
          + "deferred (.foreground(.deferred)) or background (.background, or no openAppWhenRun)")
    }
    let modeName = try Decode.string(modeValue, path: modePath)
    guard let mode = AppIntentMode(rawValue: modeName) else {
      let dynamic =
        modeName == "dynamic"
        ? " (a .dynamic intent runs in the background unless it calls continueInForeground: write background, or "
          + "deferred for an intent that does)" : ""
      throw ScenarioDecodingError(
        path: modePath,
        message: "expected foreground, deferred or background, found \(quoted(modeName, limit: 200))\(dynamic)")
    }
    var process = IntentProcess.app
    if let value = reader["runsIn"] {
      let path = reader.path(of: "runsIn")
      let name = try Decode.string(value, path: path)
      guard let named = IntentProcess(rawValue: name) else {
        throw ScenarioDecodingError(
          path: path,
          message: "expected app (the intent is a member of the app target) or extension (a widget extension's "
            + "only), found \(quoted(name, limit: 200))")
      }
      process = named
    }
    return AppIntentRun(mode: mode, process: process)
  }

  /// `app.navigation`, `app.routes` and `app.shortcutRoutes`; `nil` when the app has none of them.
  static func decodeNavigation(
    _ app: ObjectReader, warnings: inout [ScenarioWarning]
  ) throws(ScenarioDecodingError) -> AppNavigation? {
    guard app["navigation"] != nil || app["routes"] != nil || app["shortcutRoutes"] != nil else { return nil }
    var navigation = AppNavigation()
    if let value = app["navigation"] {
      navigation.initial = try decodeNavigationState(value, path: app.path(of: "navigation"))
    }
    if let value = app["routes"] {
      let path = app.path(of: "routes")
      var routes: [Route] = []
      for (index, element) in try Decode.array(value, path: path, of: "route objects").enumerated() {
        routes.append(try decodeRoute(element, path: JSONPath.index(path, index)))
      }
      navigation.routes = RouteTable(routes)
      for overlap in navigation.routes.ambiguities {
        warnings.append(
          ScenarioWarning(
            path: JSONPath.index(path, overlap.second),
            message: "ambiguous route: " + overlap.message(in: navigation.routes)))
      }
    }
    if let value = app["shortcutRoutes"] {
      let reader = try ObjectReader(
        value, path: app.path(of: "shortcutRoutes"), what: "an object mapping item types to a URL or a destination")
      for member in reader.object.members {
        let memberPath = reader.path(of: member.key)
        switch member.value {
        case .string(let url):
          guard LinkURL(url) != nil else {
            throw ScenarioDecodingError(
              path: memberPath, message: "expected a URL such as pariscafe://search, found \(quoted(url, limit: 200))")
          }
          if navigation.routes.resolve(url) == nil {
            warnings.append(ScenarioWarning(path: memberPath, message: "\(quoted(url, limit: 200)) matches no route"))
          }
          navigation.shortcutTargets[member.key] = .url(url)
        case .object:
          let update = try decodeUpdate(member.value, path: memberPath)
          if !update.referencedParameters.isEmpty {
            throw ScenarioDecodingError(
              path: memberPath, message: "a destination has no route parameters to fill {…} from; write the values")
          }
          navigation.shortcutTargets[member.key] = .destination(update)
        case .null, .bool, .number, .array:
          throw ScenarioDecodingError(
            path: memberPath,
            message: "expected a URL string or a destination object such as {\"tab\": \"search\"}, found "
              + member.value.kindDescription)
        }
      }
    }
    return navigation
  }

  /// One route: `{"name": …, "pattern": "pariscafe://{tab}", "values": {"tab": […]}, "navigate": {…}}`.
  private static func decodeRoute(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> Route {
    let reader = try ObjectReader(
      value, path: path, what: "a route object such as {\"pattern\": \"pariscafe://{tab}\", \"navigate\": {…}}")
    try reader.rejectUnknownKeys(allowed: routeKeys)
    let name = try reader.optionalString("name")
    let patternPath = reader.path(of: "pattern")
    let text = try Decode.string(try reader.required("pattern"), path: patternPath)
    var values: [String: [String]] = [:]
    if let value = reader["values"] {
      let valuesReader = try ObjectReader(
        value, path: reader.path(of: "values"), what: "an object mapping parameter names to lists of values")
      for member in valuesReader.object.members {
        let memberPath = valuesReader.path(of: member.key)
        var list: [String] = []
        for (index, element) in try Decode.array(member.value, path: memberPath, of: "values").enumerated() {
          list.append(try Decode.string(element, path: JSONPath.index(memberPath, index)))
        }
        values[member.key] = list
      }
    }
    let pattern: RoutePattern
    do {
      pattern = try RoutePattern(text, values: values)
    } catch {
      throw ScenarioDecodingError(path: patternPath, message: error.message)
    }
    let navigatePath = reader.path(of: "navigate")
    let update = try decodeUpdate(try reader.required("navigate"), path: navigatePath)
    do {
      return try Route(name: name, pattern: pattern, navigate: update)
    } catch {
      throw ScenarioDecodingError(path: navigatePath, message: error.message)
    }
  }

  /// A navigation update: `tab` and `detail`, each a string (may name route parameters as `{id}`) or `null`
  /// to clear it (`detail` replaces the whole stack; `null` pops to the root); a missing key keeps the field; `push`,
  /// a string, pushes a detail on top afterwards.
  static func decodeUpdate(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> NavigationUpdate {
    let reader = try ObjectReader(value, path: path, what: "an object with \"tab\", \"detail\" and/or \"push\"")
    try reader.rejectUnknownKeys(allowed: navigationUpdateKeys)
    func field(_ key: String) throws(ScenarioDecodingError) -> NavigationUpdate.Field {
      switch reader[key] {
      case nil: return .keep
      case .null?: return .clear
      case .string(let text)?:
        guard !text.isEmpty else {
          throw ScenarioDecodingError(path: reader.path(of: key), message: "expected a non-empty string or null")
        }
        return .set(text)
      case let other?:
        throw ScenarioDecodingError(
          path: reader.path(of: key), message: "expected a string or null, found \(other.kindDescription)")
      }
    }
    var push: String?
    if let value = reader["push"] {
      push = try Decode.string(value, path: reader.path(of: "push"))
      guard push?.isEmpty == false else {
        throw ScenarioDecodingError(path: reader.path(of: "push"), message: "expected a non-empty string")
      }
    }
    return NavigationUpdate(tab: try field("tab"), detail: try field("detail"), push: push)
  }

  /// A navigation state: `tab`, a string, and `detail`, a string or, for details pushed one above another, an
  /// array of them, bottom first; missing or `null` when not set.
  static func decodeNavigationState(_ value: JSONValue, path: String) throws(ScenarioDecodingError)
    -> NavigationState
  {
    let reader = try ObjectReader(value, path: path, what: "an object with \"tab\" and/or \"detail\"")
    try reader.rejectUnknownKeys(allowed: navigationKeys)
    func text(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> String {
      let text = try Decode.string(value, path: path)
      guard !text.isEmpty else { throw ScenarioDecodingError(path: path, message: "expected a non-empty string") }
      guard NavigationUpdate.references(in: text).isEmpty else {
        throw ScenarioDecodingError(path: path, message: "a navigation state has no route parameters to fill {…} from")
      }
      return text
    }
    var state = NavigationState()
    if let value = reader["tab"], value != .null { state.tab = try text(value, path: reader.path(of: "tab")) }
    let detailPath = reader.path(of: "detail")
    switch reader["detail"] {
    case nil, .null?: break
    case .array(let elements)?:
      for (index, element) in elements.enumerated() {
        state.stack.append(try text(element, path: JSONPath.index(detailPath, index)))
      }
    case let other?:
      state.stack = [try text(other, path: detailPath)]
    }
    return state
  }
}
