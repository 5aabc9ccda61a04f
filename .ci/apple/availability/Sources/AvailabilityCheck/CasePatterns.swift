import SwiftSyntax

/// Tells whether a use of an enum case is a pattern (`case .a:`, `case .a(let x)?`, `if case .a = x`, `for case .a in`,
/// `catch .a`). The compiler does not check a potentially unavailable case there: matching it needs no value of it,
/// so the code is fine where the case cannot occur (swiftlang/swift#77254: "Potentially unavailable enum elements
/// should not be diagnosed when pattern matching"). An explicitly unavailable case is still diagnosed.
enum CasePatterns {
  /// Whether `token`, naming an enum case, is the head of a case pattern (or of a sub-pattern of one); `isEnumCase`
  /// says whether another token (a pattern's callee) names an enum case too.
  static func isCasePattern(_ token: TokenSyntax, isEnumCase: (TokenSyntax) -> Bool) -> Bool {
    var child = Syntax(token)
    while let parent = child.parent {
      if parent.is(DeclReferenceExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
        || parent.is(TupleExprSyntax.self)
      {
        child = parent
        continue
      }
      if let member = parent.as(MemberAccessExprSyntax.self) {
        guard child.id == member.declName.id else { return false }
        child = parent
        continue
      }
      if let call = parent.as(FunctionCallExprSyntax.self) {
        if child.id != call.calledExpression.id {
          // An argument is a sub-pattern only when the callee is itself a case (`.outer(.inner)`).
          guard child.id == call.arguments.id, let callee = Self.nameToken(of: call.calledExpression),
            isEnumCase(callee)
          else { return false }
        }
        child = parent
        continue
      }
      if parent.is(ExpressionPatternSyntax.self) { return isInPatternPosition(parent) }
      return false
    }
    return false
  }

  /// Whether a pattern node stands where the compiler matches patterns.
  private static func isInPatternPosition(_ pattern: Syntax) -> Bool {
    var child = pattern
    while let parent = child.parent {
      if parent.is(PatternSyntax.self) || parent.is(TuplePatternElementSyntax.self)
        || parent.is(TuplePatternElementListSyntax.self) || parent.is(PatternExprSyntax.self)
      {
        child = parent
        continue
      }
      if let item = parent.as(SwitchCaseItemSyntax.self) { return child.id == item.pattern.id }
      if let condition = parent.as(MatchingPatternConditionSyntax.self) { return child.id == condition.pattern.id }
      if let loop = parent.as(ForStmtSyntax.self) { return child.id == loop.pattern.id }
      if let item = parent.as(CatchItemSyntax.self) { return child.id == item.pattern?.id }
      return false
    }
    return false
  }

  /// The token naming what an expression refers to: `.a`, `E.a`, `a`.
  private static func nameToken(of expression: ExprSyntax) -> TokenSyntax? {
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
    return nil
  }
}
