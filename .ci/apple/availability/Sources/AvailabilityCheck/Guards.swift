import SwiftSyntax

/// The availability the code at one position is compiled under: the `@available` attributes of its enclosing
/// declarations and the `#available` / `#unavailable` guards around it, per platform (the package floor is not in it).
enum Guards {
  /// The rules in force at `node`: walks up from it, taking
  /// - `@available` on every enclosing declaration (function, initializer, accessor, subscript, variable, type,
  ///   extension, enum case, …), short and long forms, `unavailable` included;
  /// - an `if` or `while` body: its conditions' `#available`; an `if`'s else branch: its sole `#unavailable`;
  /// - the rest of a block after `guard #available(…) else {…}`; a guard's else block: its sole `#unavailable`;
  /// - a condition after a `#available` in the same condition list.
  static func context(at node: Syntax) -> AvailabilityRules {
    var rules = AvailabilityRules()
    var child = node
    while let parent = child.parent {
      rules = rules.nested(in: refinement(of: parent, towards: child))
      child = parent
    }
    return rules
  }

  /// What `parent` adds for code inside its child `child`.
  private static func refinement(of parent: Syntax, towards child: Syntax) -> AvailabilityRules {
    if parent.is(DeclSyntax.self), let declaration = parent.asProtocol(WithAttributesSyntax.self) {
      return AvailabilitySpecs.rules(of: declaration.attributes)
    }
    if let statement = parent.as(IfExprSyntax.self) {
      if child.id == statement.body.id { return raised(by: statement.conditions) }
      if let elseBody = statement.elseBody, child.id == elseBody.id {
        return raisedBySoleUnavailable(statement.conditions)
      }
      return .none
    }
    if let statement = parent.as(WhileStmtSyntax.self), child.id == statement.body.id {
      return raised(by: statement.conditions)
    }
    if let statement = parent.as(GuardStmtSyntax.self), child.id == statement.body.id {
      return raisedBySoleUnavailable(statement.conditions)
    }
    if let conditions = parent.as(ConditionElementListSyntax.self) {
      return raised(by: conditions.prefix { $0.id != child.id })
    }
    if let block = parent.as(CodeBlockItemListSyntax.self) {
      var rules = AvailabilityRules()
      for item in block {
        if item.id == child.id { break }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
          rules = rules.nested(in: raised(by: guardStatement.conditions))
        }
      }
      return rules
    }
    return .none
  }

  /// What the `#available` conditions among `conditions` guarantee where all of them held.
  private static func raised(by conditions: some Sequence<ConditionElementSyntax>) -> AvailabilityRules {
    var rules = AvailabilityRules()
    for condition in conditions {
      guard case .availability(let availability) = condition.condition,
        availability.availabilityKeyword.tokenKind == .poundAvailable
      else { continue }
      rules = rules.nested(in: AvailabilitySpecs.rules(ofCondition: availability.availabilityArguments))
    }
    return rules
  }

  /// What a lone `#unavailable(…)` condition guarantees where it failed: its versions hold (the compiler refines an
  /// else branch only when the `#unavailable` is the whole condition).
  private static func raisedBySoleUnavailable(_ conditions: ConditionElementListSyntax) -> AvailabilityRules {
    guard conditions.count == 1, let condition = conditions.first,
      case .availability(let availability) = condition.condition,
      availability.availabilityKeyword.tokenKind == .poundUnavailable
    else { return .none }
    return AvailabilitySpecs.rules(ofCondition: availability.availabilityArguments)
  }
}
