import SwiftSyntax

/// Reads `@available(…)` attributes and `#available(…)` / `#unavailable(…)` conditions into rules.
enum AvailabilitySpecs {
  /// The rules of a declaration's `@available` attributes, short form (`@available(macOS 14, iOS 17, *)`) and long
  /// form (`@available(macOS, introduced: 14)`, `@available(iOS, unavailable)`, `@available(*, unavailable)`).
  /// Deprecation, messages, renames, `noasync` and the platforms the check does not judge add nothing.
  static func rules(of attributes: AttributeListSyntax) -> AvailabilityRules {
    var rules = AvailabilityRules()
    for element in attributes {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments)? = attribute.arguments
      else { continue }
      add(arguments, to: &rules)
    }
    return rules
  }

  /// The rules a `#available` condition's arguments state: each named platform runs at least its version.
  static func rules(ofCondition arguments: AvailabilityArgumentListSyntax) -> AvailabilityRules {
    var rules = AvailabilityRules()
    for argument in arguments {
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
        let platform = Platform(specName: restriction.platform.text),
        let text = restriction.version?.trimmedDescription,
        let version = Version(text)
      else { continue }
      rules.add(PlatformRule(introduced: version), on: platform)
    }
    return rules
  }

  /// Adds one `@available` attribute's arguments.
  private static func add(_ arguments: AvailabilityArgumentListSyntax, to rules: inout AvailabilityRules) {
    let items = Array(arguments)
    guard let first = items.first else { return }
    switch longFormSubject(first.argument) {
    case .everywhere:
      if items.dropFirst().contains(where: { keyword($0.argument) == "unavailable" }) {
        rules.unavailableEverywhere = true
      }
    case .platform(let name):
      guard let platform = Platform(specName: name) else { return }
      var rule = PlatformRule()
      for item in items.dropFirst() {
        if keyword(item.argument) == "unavailable" { rule.unavailable = true }
        guard case .availabilityLabeledArgument(let labeled) = item.argument,
          case .version(let tuple) = labeled.value
        else { continue }
        let version = Version(tuple.trimmedDescription)
        switch labeled.label.text {
        case "introduced": rule.introduced = version
        case "obsoleted": rule.obsoleted = version
        default: break
        }
      }
      rules.add(rule, on: platform)
    case .shortForm:
      for item in items {
        guard case .availabilityVersionRestriction(let restriction) = item.argument,
          let platform = Platform(specName: restriction.platform.text),
          let text = restriction.version?.trimmedDescription
        else { continue }
        rules.add(PlatformRule(introduced: Version(text)), on: platform)
      }
    }
  }

  /// What an attribute's first argument makes of it.
  private enum Subject {
    /// `*` followed by keywords: `@available(*, unavailable)`.
    case everywhere
    /// A platform name alone, followed by labels and keywords: `@available(macOS, introduced: 14)`.
    case platform(String)
    /// A list of `platform version` pairs and `*`.
    case shortForm
  }

  // The argument enum is resilient (the toolchain's SwiftSyntax is built for library evolution), so these read it with
  // `if case` rather than a switch that would need an `@unknown default`.
  private static func longFormSubject(_ argument: AvailabilityArgumentSyntax.Argument) -> Subject {
    if case .token(let token) = argument { return token.text == "*" ? .everywhere : .platform(token.text) }
    if case .availabilityVersionRestriction(let restriction) = argument, restriction.version == nil {
      return .platform(restriction.platform.text)
    }
    return .shortForm
  }

  private static func keyword(_ argument: AvailabilityArgumentSyntax.Argument) -> String? {
    if case .token(let token) = argument { return token.text }
    if case .availabilityVersionRestriction(let restriction) = argument, restriction.version == nil {
      return restriction.platform.text
    }
    return nil
  }
}
