/// What expands a space's stored states (``SearchSpace/Expansion``).
protocol SearchExpansion: SendableMetatype {
  /// What expanding a stored state reads of it.
  associatedtype State
  /// One accepted event and where it leads.
  associatedtype Step: SearchStep
  /// A thread's own working memory (memo tables, key caches), taken from the space's pool while it expands.
  associatedtype Worker

  /// Calls `take` with each accepted event the readiness rule allows from `state`, in order; stops and returns
  /// `false` as soon as `take` does.
  func forEachStep(from state: State, worker: inout Worker, _ take: (Int, Step) -> Bool) -> Bool
  /// Whether `step` leads back to `state`, the one it was taken in, so the search need not look it up.
  func leadsBack(_ step: Step, to state: State) -> Bool
}

extension SearchExpansion {
  func leadsBack(_ step: Step, to state: State) -> Bool { false }
}
