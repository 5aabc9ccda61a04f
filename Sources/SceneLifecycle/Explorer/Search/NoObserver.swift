/// The observer of a search nobody watches.
struct NoObserver<Space: SearchSpace>: SearchObserver {
  static var watches: Bool { false }
  @inline(__always) func didStore(_ index: Int, depth: Int, in space: Space) {}
  @inline(__always) func didTake(
    _ step: Space.Expansion.Step, event: Int, from parent: Int, stored: Int?, in space: Space
  ) {}
}
