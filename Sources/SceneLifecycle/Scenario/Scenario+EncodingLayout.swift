import QuickActions

// MARK: - Encoding onto a source document, keeping its layout

extension Scenario {
  /// ``jsonDocument`` written onto `source`, the document this scenario was decoded from (``LoadedScenario/document``),
  /// so that rewriting a file (`expect` recorded from a run, say) keeps what its author wrote.
  ///
  /// Each part of the document that still decodes to this scenario's value is kept exactly as the source writes
  /// it: the top-level members, `options`, `app.strategy`, the static items, the navigation members, the window
  /// members, each step by its position, and `expect`. A part that changed is written as ``jsonDocument`` writes
  /// it, with its object members in the source's order; members the source has and the new value does not are
  /// kept when the part still decodes the same with them (`"exhaustive": true`, say). Members the source does not
  /// know come after the ones it has, in the canonical order. Members the format ignores (`$schema`) are kept.
  /// Decoding the result gives this scenario. Without a source object, the result is ``jsonDocument``.
  package func jsonDocument(keepingLayoutOf source: JSONValue?) -> JSONValue {
    let encoded = jsonDocument
    guard case .object(let sourceRoot)? = source, case .object(let root) = encoded,
      case .object(let app)? = root["app"], case .array(let steps)? = root["steps"]
    else { return encoded }
    var chosen: [String: JSONValue] = [:]
    for section in rootSections {
      for (key, value) in section.choose(encoded: root, source: sourceRoot) { chosen[key] = value }
    }
    if case .object(let sourceApp)? = sourceRoot["app"] {
      var chosenApp: [String: JSONValue] = [:]
      for section in appSections {
        for (key, value) in section.choose(encoded: app, source: sourceApp) { chosenApp[key] = value }
      }
      chosen["app"] = .object(LayoutSection.ordered(chosenApp, encodedOrder: app.keys, source: sourceApp))
    } else {
      chosen["app"] = .object(app)
    }
    chosen["steps"] = .array(layoutSteps(steps, source: sourceRoot["steps"]))
    return .object(LayoutSection.ordered(chosen, encodedOrder: root.keys, source: sourceRoot))
  }

  /// ``jsonDocument(keepingLayoutOf:)`` as text in the serializer's layout, ending with a newline.
  package func jsonText(keepingLayoutOf source: JSONValue?) -> String {
    JSONSerializer().document(jsonDocument(keepingLayoutOf: source))
  }

  private var rootSections: [LayoutSection] {
    [
      LayoutSection(["version"]) { source in source["version"]?.numberValue?.intValue == Scenario.supportedVersion },
      LayoutSection(["name"]) { $0["name"] == .string(name) },
      LayoutSection(["description"]) { $0["description"] == description.map(JSONValue.string) },
      LayoutSection(["lifecycle"]) { $0["lifecycle"] == lifecycle.map { .string($0.rawValue) } },
      LayoutSection(["device"]) { $0["device"] == device.map { .string($0.rawValue) } },
      LayoutSection(["sdk"]) { source in
        Self.decodes(source["sdk"], as: sdk) { value throws(ScenarioDecodingError) in
          try Scenario.decodeSDK(value, path: "sdk")
        }
      },
      LayoutSection(["options"]) { source in
        guard let value = source["options"] else {
          return options == .defaults && dynamicItemsAfterUpdate == .keptUntilReplaced
        }
        guard let decoded = try? Scenario.decodeOptions(value, path: "options") else { return false }
        return decoded.0 == options && decoded.1 == dynamicItemsAfterUpdate
      },
      LayoutSection(["expect"], keepsExtraMembers: true) { source in
        Self.decodes(source["expect"], as: expect) { value throws(ScenarioDecodingError) in
          try Scenario.decodeExpectations(value)
        }
      },
    ]
  }

  private var appSections: [LayoutSection] {
    [
      LayoutSection(["strategy", "delegates"]) { source in
        if let delegates { return source["strategy"] == nil && source["delegates"] == .string(delegates) }
        return source["delegates"] == nil
          && Self.decodes(source["strategy"], as: strategy) { value throws(ScenarioDecodingError) in
            try Scenario.decodeStrategy(value, path: "app.strategy")
          }
      },
      LayoutSection(["shortcutItems", "infoPlist"]) { source in
        var warnings: [ScenarioWarning] = []
        return (try? Scenario.decodeStaticItems(ObjectReader(.object(source), path: "app"), warnings: &warnings))
          == staticItems
      },
      LayoutSection(["sceneManifest"]) { $0["sceneManifest"] == sceneManifest.map { .string($0.rawValue) } },
      LayoutSection(["navigation", "routes", "shortcutRoutes"]) { source in
        var warnings: [ScenarioWarning] = []
        do {
          return try Scenario.decodeNavigation(ObjectReader(.object(source), path: "app"), warnings: &warnings)
            == navigation
        } catch { return false }
      },
      LayoutSection(["supportsMultipleScenes", "scenes", "sceneRouting"]) { source in
        do {
          return try Scenario.decodeWindows(
            ObjectReader(.object(source), path: "app"), lifecycle: fileLifecycle, device: fileDevice) == windows
        } catch { return false }
      },
    ]
  }

  /// Each step the source writes at the same position that still decodes to this scenario's, as the source writes
  /// it; every other one as encoded, its members in the source step's order.
  private func layoutSteps(_ encoded: [JSONValue], source: JSONValue?) -> [JSONValue] {
    guard case .array(let sourceSteps)? = source else { return encoded }
    return encoded.indices.map { index in
      guard index < sourceSteps.count else { return encoded[index] }
      var warnings: [ScenarioWarning] = []
      let decoded = try? Scenario.decodeStep(
        sourceSteps[index], path: JSONPath.index("steps", index), gates: strategy.gates, scenes: windows?.ids ?? [],
        warnings: &warnings)
      if decoded == steps[index] { return sourceSteps[index] }
      return LayoutSection.aligned(encoded[index], onto: sourceSteps[index], keepingExtras: false)
    }
  }

  /// Whether `value` decodes to `expected`, or both are absent.
  private static func decodes<T: Equatable>(
    _ value: JSONValue?, as expected: T?, _ decode: (JSONValue) throws(ScenarioDecodingError) -> T
  ) -> Bool {
    guard let value else { return expected == nil }
    do { return try decode(value) == expected } catch { return false }
  }
}

/// Some members of one object of a scenario document that decode together (`app.navigation`, `app.routes` and
/// `app.shortcutRoutes`), and whether the source's members still decode to the scenario's value.
struct LayoutSection {
  /// The members' keys.
  let keys: [String]
  /// Whether members the source has and the encoded value leaves out are kept, where the part then still decodes
  /// the same (`expect`).
  var keepsExtraMembers = false
  /// Whether the source's members for ``keys`` (only those) decode to the scenario's value.
  let sourceMatches: (JSONObject) -> Bool

  init(_ keys: [String], keepsExtraMembers: Bool = false, sourceMatches: @escaping (JSONObject) -> Bool) {
    self.keys = keys
    self.keepsExtraMembers = keepsExtraMembers
    self.sourceMatches = sourceMatches
  }

  /// The members to write for ``keys``: the source's when they still match, else the encoded ones aligned onto
  /// the source's.
  func choose(encoded: JSONObject, source: JSONObject) -> [(String, JSONValue)] {
    let sourcePart = JSONObject(source.members.filter { keys.contains($0.key) })
    if sourceMatches(sourcePart) { return sourcePart.members.map { ($0.key, $0.value) } }
    let encodedPart = encoded.members.filter { keys.contains($0.key) }
    return encodedPart.map { member in
      guard let old = source[member.key] else { return (member.key, member.value) }
      if keepsExtraMembers {
        let withExtras = Self.aligned(member.value, onto: old, keepingExtras: true)
        if sourceMatches(JSONObject([JSONObject.Member(key: member.key, value: withExtras)])) {
          return (member.key, withExtras)
        }
      }
      return (member.key, Self.aligned(member.value, onto: old, keepingExtras: false))
    }
  }

  /// `value` with its objects' members in `source`'s order (new members after, in their own order), recursively,
  /// and a number equal to the source's written as the source writes it. With `keepingExtras`, an object keeps the
  /// members only `source` has.
  static func aligned(_ value: JSONValue, onto source: JSONValue, keepingExtras: Bool) -> JSONValue {
    switch (value, source) {
    case (.object(let object), .object(let old)):
      var chosen: [String: JSONValue] = [:]
      for member in object.members {
        chosen[member.key] =
          old[member.key].map { aligned(member.value, onto: $0, keepingExtras: keepingExtras) }
          ?? member.value
      }
      if keepingExtras {
        for member in old.members where chosen[member.key] == nil { chosen[member.key] = member.value }
      }
      return .object(ordered(chosen, encodedOrder: object.keys, source: old, keepingUnchosen: false))
    case (.array(let elements), .array(let old)):
      return .array(
        elements.indices.map { index in
          index < old.count ? aligned(elements[index], onto: old[index], keepingExtras: keepingExtras) : elements[index]
        })
    case (.number(let number), .number(let old)) where number.doubleValue == old.doubleValue:
      return source
    case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _):
      return value
    }
  }

  /// The object of `chosen` members: first in `source`'s order (a source member not chosen is kept as it is when
  /// `keepingUnchosen`, which is how members the format ignores survive), then the rest in `encodedOrder`.
  static func ordered(
    _ chosen: [String: JSONValue], encodedOrder: [String], source: JSONObject, keepingUnchosen: Bool = true
  ) -> JSONObject {
    var result = JSONObject()
    for member in source.members {
      if let value = chosen[member.key] {
        result[member.key] = value
      } else if keepingUnchosen, !encodedOrder.contains(member.key), !Self.sectionKeys.contains(member.key) {
        result[member.key] = member.value
      }
    }
    for key in encodedOrder where result[key] == nil {
      if let value = chosen[key] { result[key] = value }
    }
    for (key, value) in chosen.sorted(by: { $0.key < $1.key }) where result[key] == nil { result[key] = value }
    return result
  }

  /// Every key a section owns: a source member under one of them is written only when its section chooses it.
  static let sectionKeys = Set(Scenario.topLevelKeys + Scenario.appKeys).subtracting(["$schema"])
}

extension JSONValue {
  /// The number, when the value is one.
  var numberValue: JSONNumber? {
    guard case .number(let number) = self else { return nil }
    return number
  }
}
