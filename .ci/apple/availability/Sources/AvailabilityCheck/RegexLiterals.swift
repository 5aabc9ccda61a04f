import SwiftSyntax

/// Finds regex literals (`/ab+/`, `#/…/#`). The index records nothing for them, yet the compiler checks the
/// availability of the literal's type, `Regex` (TypeCheckAvailability.cpp: a literal's type and its initializer are
/// checked), so each one is a use of `Regex` at the literal.
final class RegexLiterals: SyntaxVisitor {
  /// The USR of `_StringProcessing.Regex`.
  static let regexUSR = "s:17_StringProcessing5RegexV"

  private var found: [RegexLiteralExprSyntax] = []

  /// The regex literals in `tree`, active or not.
  static func all(in tree: SourceFileSyntax) -> [RegexLiteralExprSyntax] {
    let finder = RegexLiterals(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .skipChildren
  }
}
