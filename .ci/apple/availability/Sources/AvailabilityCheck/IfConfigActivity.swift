import SwiftIfConfig
import SwiftSyntax

/// Whether code inside `#if` clauses was compiled into the build the index records.
enum Activity: Equatable {
  /// In no `#if` clause, or only in active ones.
  case active
  /// In a clause the build skipped: the compiler never saw it, so it has no findings.
  case inactive
  /// In a clause whose state neither the index nor the known build facts settle.
  case undetermined(clauseLine: Int)
}

/// Settles which `#if` clauses were active, first from the index (a clause holding any indexed occurrence was
/// compiled, so its siblings were not), then from the build facts the index records (target triple, importable
/// modules). A clause that depends on anything else (a `-D` flag, a feature, a version) stays undetermined.
struct IfConfigActivity {
  /// The file the clauses are in.
  let file: SourceFile
  /// The UTF-8 offsets of every occurrence the index holds in the file, sorted.
  let occurrenceOffsets: [Int]
  /// The build facts of the file's unit.
  let configuration: TargetConfiguration

  /// The activity of the code at `node`: inactive if any enclosing clause is, else undetermined if any is, else active.
  func activity(of node: Syntax) -> Activity {
    var result = Activity.active
    var child = node
    while let parent = child.parent {
      if let clause = parent.as(IfConfigClauseSyntax.self),
        let declaration = clause.parent?.parent?.as(
          IfConfigDeclSyntax.self)
      {
        switch state(of: clause, in: declaration) {
        case .active: break
        case .inactive: return .inactive
        case .undetermined(let line): if result == .active { result = .undetermined(clauseLine: line) }
        }
      }
      child = parent
    }
    return result
  }

  private func state(of clause: IfConfigClauseSyntax, in declaration: IfConfigDeclSyntax) -> Activity {
    if hasOccurrence(in: clause) { return .active }
    if declaration.clauses.contains(where: { $0.id != clause.id && hasOccurrence(in: $0) }) { return .inactive }
    let line = file.lineAndColumn(offset: clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset).line
    for candidate in declaration.clauses {
      let holds: Bool
      if let condition = candidate.condition {
        configuration.reset()
        let evaluation = IfConfigRegionState.evaluating(condition, in: configuration)
        if configuration.askedUnknown || !evaluation.diagnostics.isEmpty { return .undetermined(clauseLine: line) }
        holds = evaluation.state == .active
      } else {
        holds = true
      }
      if candidate.id == clause.id { return holds ? .active : .inactive }
      if holds { return .inactive }
    }
    return .undetermined(clauseLine: line)
  }

  private func hasOccurrence(in clause: IfConfigClauseSyntax) -> Bool {
    guard let elements = clause.elements else { return false }
    let start = elements.position.utf8Offset
    let end = elements.endPosition.utf8Offset
    var low = 0
    var high = occurrenceOffsets.count
    while low < high {
      let middle = (low + high) / 2
      if occurrenceOffsets[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low < occurrenceOffsets.count && occurrenceOffsets[low] < end
  }
}
