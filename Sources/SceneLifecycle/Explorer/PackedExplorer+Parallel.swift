extension PackedExplorer.Search {
  /// Expands a level with `jobs` threads, each taking a contiguous share of it, then merges in order.
  ///
  /// The threads only read the visited set (nothing writes it until they are all done), record their
  /// ``PackedExplorer/Findings`` and keep the successors not stored before the level began. The merge absorbs the
  /// findings share by share and stores the kept successors in order, so the result is exactly that of
  /// ``expandInPlace(_:)``. When `--max-states` could be reached within the level, the level is expanded
  /// again in place instead, so the search stops at the same transition as with one thread.
  mutating func expandInParallel(_ range: Range<Int>, jobs: Int) -> ExplorationReport.Stop? {
    let explorer = self.explorer
    let states = self.states
    let visited = self.visited
    let caches = self.caches
    let shouldStop = self.shouldStop
    let shareSize = (range.count + jobs - 1) / jobs
    caches.shareBest(among: jobs)
    let shares = ParallelWork.map(pieces: jobs, threads: jobs) { share, _ -> Share in
      let lower = range.lowerBound + share * shareSize
      let upper = min(range.upperBound, lower + shareSize)
      var result = Share()
      guard lower < upper else { return result }
      if explorer.memoised {
        var cache = caches.take(share)
        Self.expandShare(
          lower..<upper, from: &cache, explorer: explorer, shouldStop: shouldStop, states: states, visited: visited,
          into: &result)
        caches.put(share, cache)
      } else {
        var direct = DirectSuccessors(explorer: explorer)
        Self.expandShare(
          lower..<upper, from: &direct, explorer: explorer, shouldStop: shouldStop, states: states, visited: visited,
          into: &result)
      }
      return result
    }
    if let limit = explorer.configuration.maxStates,
      states.count + shares.reduce(0, { $0 + $1.kept.count }) >= limit
    {
      // The threads' caches marked outcomes as reported for transitions that are now not merged.
      caches.forgetRecorded()
      return expandInPlace(range)
    }
    var interrupted = false
    for share in shares {
      findings.absorb(share.findings)
      for kept in share.kept { _ = store(kept.next, parent: Int(kept.parent), event: Int(kept.event)) }
      interrupted = interrupted || share.interrupted
    }
    // A thread stopped part-way through the level: what it found is merged, the rest is not explored.
    return interrupted ? .stopRequested : nil
  }

  /// One thread's share of a parallel level: its findings, and the successors not stored before the level
  /// (``Share/kept``), with transitions from `source`.
  private static func expandShare<Source: SuccessorSource>(
    _ range: Range<Int>, from source: inout Source, explorer: PackedExplorer, shouldStop: (@Sendable () -> Bool)?,
    states: StateList, visited: VisitedSet, into result: inout Share
  ) {
    let optionsTable = source.optionsTable
    let eventCount = explorer.eventList.count
    result.kept.reserveCapacity(range.count)
    for index in range {
      if let shouldStop, (index - range.lowerBound) % Self.stopCheckInterval == Self.stopCheckInterval - 1,
        shouldStop()
      {
        result.interrupted = true
        return
      }
      let state = states[index]
      let options = optionsTable[state.optionsIndex]
      _ = explorer.forEachSuccessor(
        of: state, eventCount: eventCount,
        successor: { source.successor(of: state, options: options, eventIndex: $0) }
      ) { eventIndex, transition in
        result.findings.record(transition, parent: index, event: eventIndex)
        if transition.next != state && !visited.contains(transition.next) {
          result.kept.append(
            Kept(
              next: transition.next, parent: UInt32(truncatingIfNeeded: index),
              event: UInt8(truncatingIfNeeded: eventIndex)))
        }
        return true
      }
    }
  }

  /// A successor that was not stored when its level began.
  struct Kept {
    let next: ExplorerState
    let parent: UInt32
    let event: UInt8
  }

  /// What one thread's share of a level gave.
  struct Share {
    var findings = PackedExplorer.Findings()
    var kept: [Kept] = []
    /// Whether the stop check ended the share early.
    var interrupted = false
  }

}

extension PackedExplorer {
  /// The workers' transition caches; each worker takes its own out and puts it back after a level.
  final class CacheBox: @unchecked Sendable {
    private var caches: [TransitionCache?]
    private let lock = Lock()
    /// One cache for the calling thread; the workers' are copies of the best one, made when a level first runs on
    /// threads (``shareBest(among:)``), so a search whose levels are all small builds one cache, as with one job.
    init(explorer: PackedExplorer, count: Int) {
      caches = [TransitionCache(explorer: explorer)] + Array(repeating: nil, count: max(0, count - 1))
    }
    func take(_ index: Int) -> TransitionCache {
      lock.withLock {
        defer { caches[index] = nil }
        // The first cache is always there, and a worker's from the first parallel level on (``shareBest(among:)``
        // runs before every parallel level); a missing one is a broken invariant.
        guard let cache = caches[index] else { preconditionFailure("worker cache \(index) taken twice") }
        return cache
      }
    }
    func put(_ index: Int, _ cache: TransitionCache) {
      lock.withLock { caches[index] = cache }
    }
    /// Clears what every cache marked as reported (``TransitionCache/forgetRecorded()``).
    func forgetRecorded() {
      lock.withLock {
        for index in caches.indices { caches[index]?.forgetRecorded() }
      }
    }
    /// Gives the first `count` workers copies of the cache among them that learned most, so no thread
    /// runs the model again for what another already learned (the copies share storage until written).
    func shareBest(among count: Int) {
      lock.withLock {
        let candidates = caches.prefix(count).compactMap { $0 }
        guard let best = candidates.max(by: { $0.learnedCount < $1.learnedCount }) else { return }
        for index in 0..<min(count, caches.count) { caches[index] = best }
      }
    }
  }
}
