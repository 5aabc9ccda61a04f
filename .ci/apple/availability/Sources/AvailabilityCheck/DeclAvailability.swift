/// What availability attributes say about one platform, merged over every attribute that applies.
struct PlatformRule: Equatable, Sendable {
  /// The version the declaration (or code) appeared in; nil when no attribute names one.
  var introduced: Version?
  /// The version from which it is unavailable again; nil when none.
  var obsoleted: Version?
  /// Whether an attribute marks it unavailable on the platform outright.
  var unavailable = false

  /// A rule that says nothing.
  static let open = PlatformRule()

  /// Both rules at once: the later introduction, the earlier obsoletion, unavailable if either is.
  func merged(with other: PlatformRule) -> PlatformRule {
    PlatformRule(
      introduced: [introduced, other.introduced].compactMap { $0 }.max(),
      obsoleted: [obsoleted, other.obsoleted].compactMap { $0 }.min(),
      unavailable: unavailable || other.unavailable
    )
  }
}

/// The availability attributes of one declaration (or one guarded region), per platform.
struct AvailabilityRules: Equatable, Sendable {
  /// The rules written for each platform the check judges, by the platform's own name.
  var written: [Platform: PlatformRule] = [:]
  /// Whether an attribute makes it unavailable everywhere (`@available(*, unavailable)`).
  var unavailableEverywhere = false

  /// No attribute at all.
  static let none = AvailabilityRules()

  /// The rule that holds on `platform`: its own, or its fallback platform's when it has none (Mac Catalyst takes
  /// iOS's), as the compiler infers it; `*, unavailable` holds everywhere.
  func rule(on platform: Platform) -> PlatformRule {
    var rule = written[platform] ?? platform.fallback.flatMap { written[$0] } ?? .open
    if unavailableEverywhere { rule.unavailable = true }
    return rule
  }

  /// Adds one attribute's rule for a platform.
  mutating func add(_ rule: PlatformRule, on platform: Platform) {
    written[platform] = (written[platform] ?? .open).merged(with: rule)
  }

  /// The rules of a declaration nested in another: on each platform the strictest of both, each first resolved
  /// through its own fallback (an inner `iOS 16` and an outer `macCatalyst 17` give Mac Catalyst 17).
  func nested(in outer: AvailabilityRules) -> AvailabilityRules {
    var result = AvailabilityRules()
    result.unavailableEverywhere = unavailableEverywhere || outer.unavailableEverywhere
    for platform in Platform.allCases {
      let inner = written[platform] ?? platform.fallback.flatMap { written[$0] }
      let outerRule = outer.written[platform] ?? platform.fallback.flatMap { outer.written[$0] }
      switch (inner, outerRule) {
      case (nil, nil): break
      case (let rule?, nil), (nil, let rule?): result.written[platform] = rule
      case (let rule?, let other?): result.written[platform] = rule.merged(with: other)
      }
    }
    return result
  }
}

extension AvailabilityRules {
  /// Either of two declarations, whichever a platform allows sooner: on each platform the earlier introduction, the
  /// later obsoletion (none if either has none), unavailable only if both are.
  func weakest(with other: AvailabilityRules) -> AvailabilityRules {
    var result = AvailabilityRules()
    result.unavailableEverywhere = unavailableEverywhere && other.unavailableEverywhere
    for platform in Platform.allCases {
      let mine = rule(on: platform)
      let theirs = other.rule(on: platform)
      if mine.unavailable != theirs.unavailable {
        let available = mine.unavailable ? theirs : mine
        if available != .open { result.written[platform] = available }
        continue
      }
      let introduced: Version? =
        switch (mine.introduced, theirs.introduced) {
        case (nil, _), (_, nil): nil
        case (let left?, let right?): min(left, right)
        }
      let obsoleted: Version? =
        switch (mine.obsoleted, theirs.obsoleted) {
        case (nil, _), (_, nil): nil
        case (let left?, let right?): max(left, right)
        }
      let merged = PlatformRule(
        introduced: introduced,
        obsoleted: obsoleted,
        unavailable: mine.unavailable && theirs.unavailable
      )
      if merged != .open { result.written[platform] = merged }
    }
    return result
  }
}
