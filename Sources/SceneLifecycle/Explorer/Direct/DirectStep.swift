/// One accepted event of the direct space.
struct DirectStep<Strategy: AppStrategy>: SearchStep {
  /// The digest of the reached state's key.
  let key: DirectKeyDigest
  let violations: UInt16
  let itemViolations: [ItemViolation]
  let coverage: Int
  let callbacks: UInt64
  var mayBeNew: Bool { true }
  /// The reached state's simulator: copied from, or (replayed) taking the state's first event.
  let simulator: Simulator<Strategy>
}
