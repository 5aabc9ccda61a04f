/// One accepted event of the world space.
struct WorldStep: SearchStep {
  /// The reached state's word (``WorldSpace/pack(machine:app:optionsIndex:)``).
  let state: UInt64
  /// The word the visited set keeps for it (``WorldTable/visitedWord(_:)``).
  let visitedWord: UInt64
  let violations: UInt16
  let coverage: Int
  let callbacks: UInt64
  let mayBeNew: Bool
  var itemViolations: [ItemViolation] { [] }
}
