/// What a run of transitions showed: how many there were, the callbacks they made, and where each transition kind
/// and each violation kind was first seen. Findings of consecutive runs combine in order (``absorb(_:)``), so
/// splitting a level across threads changes nothing.
struct SearchFindings {
  /// Where a transition starts (a stored state) and which event it takes.
  typealias Place = (parent: Int, event: Int)

  var transitions = 0
  /// A bit per `CallbackKind` made.
  var callbacks: UInt64 = 0
  /// Per violation kind (by ordinal), its first transition.
  var found: [Place?] = Array(repeating: nil, count: ViolationKind.allCases.count)
  /// A bit per violation kind already in `found`.
  var foundMask: UInt16 = 0
  /// Per coverage key (``ExplorationReport/TransitionKey/index``): where that transition kind was first taken.
  var taken = [Place?](repeating: nil, count: ExplorationReport.TransitionKey.count)
  /// Per violation kind and item, its first transition, for a space that tells items apart
  /// (``SearchStep/itemViolations``).
  var foundPerItem: [ItemViolation: Place] = [:]

  /// Notes one transition, taken after all those recorded so far.
  @inline(__always)
  mutating func record<Step: SearchStep>(_ step: Step, parent: Int, event: Int) {
    transitions &+= 1
    if step.mayBeNew {
      callbacks |= step.callbacks
      if taken[step.coverage] == nil { taken[step.coverage] = (parent, event) }
    }
    if step.violations & ~foundMask != 0 { note(step.violations, parent: parent, event: event) }
    for violation in step.itemViolations where foundPerItem[violation] == nil {
      foundPerItem[violation] = (parent, event)
    }
  }

  private mutating func note(_ mask: UInt16, parent: Int, event: Int) {
    for bit in found.indices where mask & (1 << UInt16(bit)) != 0 && found[bit] == nil {
      found[bit] = (parent, event)
      foundMask |= 1 << UInt16(bit)
    }
  }

  /// Adds the findings of transitions taken after all those recorded so far.
  mutating func absorb(_ later: SearchFindings) {
    transitions += later.transitions
    callbacks |= later.callbacks
    for key in taken.indices where taken[key] == nil { taken[key] = later.taken[key] }
    for bit in found.indices where found[bit] == nil && later.found[bit] != nil {
      found[bit] = later.found[bit]
      foundMask |= 1 << UInt16(bit)
    }
    foundPerItem.merge(later.foundPerItem) { earlier, _ in earlier }
  }
}
