import QuickActions

// MARK: - Encoding a scenario as a document (format version 1), the inverse of decoding

extension Scenario {
  /// The scenario as a version-1 document in the canonical layout: the inverse of ``decode(_:)``, so decoding the
  /// result gives an equal scenario.
  ///
  /// Members come in the order the format lists them (``topLevelKeys``, ``appKeys``, ``optionKeys``,
  /// ``expectKeys``, the strategy's as ``TableStrategy/scenarioJSON`` writes them) and a member that holds its
  /// default is left out: no `description`, `lifecycle`, `device` or `sdk` when they are `nil`, no `options` when
  /// every switch has its default, no `expect.exhaustive` when it is
  /// `true`. A built-in strategy is written by its name, a custom one as its object; a `setDynamicItems` item
  /// that has only a type and a title equal to it is written as its type. An app's quick-action targets
  /// (`app.shortcutRoutes`) come sorted by item type, a route's `values` in the order its pattern names them.
  ///
  /// A scenario the decoder would refuse (an `appReady` step whose gate the strategy does not declare, a window
  /// step of an app with one window) is still written; decoding the document then refuses it at that step's path.
  /// The one thing a document cannot carry is the native lifecycle of a custom strategy (a file's custom strategy
  /// is written for the scene lifecycle): when it is another one and ``lifecycle`` is `nil`, `lifecycle` is
  /// written as the strategy's, so the document runs under the same lifecycle. A scenario of an app's own classes
  /// (``delegates``) writes `app.delegates` and no `app.strategy`.
  package var jsonDocument: JSONValue {
    var root = JSONObject()
    root["version"] = .number(JSONNumber(Scenario.supportedVersion))
    root["name"] = .string(name)
    if let description { root["description"] = .string(description) }
    let strategyDocument = Self.strategyDocument(strategy)
    if let lifecycle {
      root["lifecycle"] = .string(lifecycle.rawValue)
    } else if delegates == nil, case .object = strategyDocument,
      strategy.nativeLifecycle != Self.customStrategyLifecycle
    {
      root["lifecycle"] = .string(strategy.nativeLifecycle.rawValue)
    }
    if let device { root["device"] = .string(device.rawValue) }
    if let sdk { root["sdk"] = .number(JSONNumber(sdk.major)) }
    let options = Self.optionsDocument(options, dynamicItemsAfterUpdate: dynamicItemsAfterUpdate)
    if !options.members.isEmpty { root["options"] = .object(options) }
    root["app"] = .object(appDocument(strategy: strategyDocument))
    root["steps"] = .array(steps.map(stepDocument))
    if let expect { root["expect"] = .object(Self.expectationsDocument(expect)) }
    return .object(root)
  }

  /// `jsonDocument` as text in the serializer's layout (`JSONSerializer/document(_:)`), ending with a newline.
  public var jsonText: String { JSONSerializer().document(jsonDocument) }

  /// `options`: each switch away from its default, in ``InferredOption`` order, then `dynamicItemsAfterUpdate`
  /// when it is not ``DynamicItemsAfterUpdate/keptUntilReplaced``.
  package static func optionsDocument(
    _ options: LifecycleOptions, dynamicItemsAfterUpdate: DynamicItemsAfterUpdate = .keptUntilReplaced
  ) -> JSONObject {
    var object = JSONObject()
    for option in InferredOption.allCases where options.isChanged(option) {
      object[option.name] = option.jsonValue(in: options)
    }
    switch dynamicItemsAfterUpdate {
    case .keptUntilReplaced: break
    case .clearedOnFirstLaunch: object["dynamicItemsAfterUpdate"] = .string(dynamicItemsAfterUpdate.rawValue)
    }
    return object
  }

  /// `app.strategy`: a built-in's name when the strategy is that built-in, else its object
  /// (``TableStrategy/scenarioJSON``).
  package static func strategyDocument(_ strategy: TableStrategy) -> JSONValue {
    TableStrategy.builtIn(named: strategy.name) == strategy ? .string(strategy.name) : strategy.scenarioJSON
  }

  /// `expect`: the members that are set, in ``expectKeys`` order; `exhaustive` only when it is `false`,
  /// `usesDeprecatedAPIs` only when it is `true`.
  package static func expectationsDocument(_ expect: Expectations) -> JSONObject {
    var object = JSONObject()
    if let trace = expect.trace { object["trace"] = .array(trace.map(JSONValue.string)) }
    if !expect.exhaustive { object["exhaustive"] = .bool(false) }
    if let handled = expect.handled { object["handled"] = .array(handled.map(JSONValue.string)) }
    if let violations = expect.violations { object["violations"] = .array(violations.map { .string($0.rawValue) }) }
    if let fixed = expect.fixed { object["fixed"] = .array(fixed.map { .string($0.rawValue) }) }
    if let navigation = expect.navigation { object["navigation"] = navigationStateDocument(navigation) }
    if expect.usesDeprecatedAPIs { object["usesDeprecatedAPIs"] = .bool(true) }
    return object
  }

  /// A navigation state as `app.navigation` and `expect.navigation` write it: the fields that are set, with a stack
  /// of details as an array, bottom first.
  package static func navigationStateDocument(_ state: NavigationState) -> JSONValue {
    var object = JSONObject()
    if let tab = state.tab { object["tab"] = .string(tab) }
    switch state.stack.count {
    case 0: break
    case 1: object["detail"] = .string(state.stack[0])
    default: object["detail"] = .array(state.stack.map(JSONValue.string))
    }
    return .object(object)
  }

  /// One step as the file writes it (``stepDocument(_:gates:sceneIDs:)`` with the strategy's gates and the scenes of
  /// ``windows``).
  package func stepDocument(_ step: ScenarioStep) -> JSONValue {
    Self.stepDocument(step, gates: strategy.gates, sceneIDs: windows?.ids)
  }

  /// One step as the file writes it: `event`, then its payload under the key ``payloadKeys(of:)`` names. A gate
  /// is named from `gates`, a scene by its id in `sceneIDs` (`nil`: an app with one window, whose
  /// `systemDisconnectScene` names no scene).
  package static func stepDocument(_ step: ScenarioStep, gates: [Gate], sceneIDs: [String]?) -> JSONValue {
    var object = JSONObject()
    object["event"] = .string(step.name)
    switch step.payload {
    case .none: break
    case .item(let type): object["type"] = .string(type)
    case .link(let url):
      if step.kind.continuesActivity, let reference = UserActivityReference(url) {
        object["activityType"] = .string(reference.activityType)
        if let identifier = reference.identifier { object["identifier"] = .string(identifier) }
      } else if let run = step.appIntentRun, let reference = AppIntentReference(url) {
        object["intent"] = .string(reference.typeName)
        if let target = reference.target { object["target"] = .string(target) }
        object["mode"] = .string(run.mode.rawValue)
        if run.process != .app { object["runsIn"] = .string(run.process.rawValue) }
      } else {
        object["url"] = .string(url)
      }
    case .dynamicItems(let items): object["items"] = .array(items.map(Self.dynamicItemDocument))
    case .gate(let index):
      object["gate"] = .string(gates.first { $0.index == index }?.name ?? "gate\(index)")
    case .scene(let index):
      if let sceneIDs {
        object["scene"] = .string(WindowSetup.sceneName(index, in: sceneIDs))
      } else if step.kind != .systemDisconnectScene || index != 0 {
        object["scene"] = .string(WindowSetup.sceneName(index, in: []))
      }
    }
    return .object(object)
  }

  /// A `setDynamicItems` item: its type when it is a bare item (a title equal to its type and nothing else),
  /// as the decoder reads a type string; else its object (``ShortcutItem/scenarioJSON``).
  static func dynamicItemDocument(_ item: ShortcutItem) -> JSONValue {
    let bare = JSONValue.object(JSONObject(["type": .string(item.type), "title": .string(item.type)]))
    return item.scenarioJSON == bare ? .string(item.type) : item.scenarioJSON
  }
}
