extension BreadthFirstSearch {
  /// Expands a level on `jobs` threads, each taking contiguous pieces of it in turn, then merges in order.
  ///
  /// The threads only read the space (nothing is stored until they are all done), record their ``SearchFindings``
  /// and keep the successors not stored before the level began. The merge absorbs the findings piece by piece and
  /// stores the kept successors in order, so the result is exactly that of ``expandInPlace(_:)``. When the state
  /// limit could be reached within the level, the level is expanded again in place instead, so the search stops at
  /// the same transition as with one thread.
  mutating func expandInParallel(_ range: Range<Int>, jobs: Int) -> ExplorationReport.Stop? {
    space.willSplitLevel(jobs: jobs)
    let pieces = expandPieces(range, jobs: jobs)
    space.workers.endSharing()
    if let limit = space.limits.maxStates, book.count + pieces.reduce(0, { $0 + $1.kept.count }) >= limit {
      space.didDiscardSplitLevel()
      return expandInPlace(range)
    }
    var interrupted = false
    for piece in pieces {
      findings.absorb(piece.findings)
      for kept in piece.kept { _ = store(kept.step, parent: kept.parent, event: kept.event) }
      interrupted = interrupted || piece.interrupted
    }
    // A thread stopped part-way through the level: what it found is merged, the rest is not explored.
    return interrupted ? .stopRequested : nil
  }

  /// The pieces of a level, expanded on `jobs` threads. The copies of the space and the book the threads read end
  /// here, before the merge stores into them.
  private func expandPieces(_ range: Range<Int>, jobs: Int) -> [Piece] {
    let reader = UncheckedBox((space: space, book: book, shouldStop: shouldStop))
    let count = min(range.count, jobs * space.limits.piecesPerThread)
    let pieceSize = (range.count + count - 1) / count
    return ParallelWork.map(pieces: count, threads: jobs) { piece, thread -> Piece in
      let (space, book, shouldStop) = reader.value
      let lower = range.lowerBound + piece * pieceSize
      let upper = min(range.upperBound, lower + pieceSize)
      var result = Piece()
      guard lower < upper else { return result }
      var worker = space.workers.take(thread)
      defer { space.workers.put(thread, worker) }
      let expansion = space.expansion
      let interval = space.limits.checkInterval
      result.kept.reserveCapacity(upper - lower)
      for index in lower..<upper {
        if let shouldStop, (index - lower) % interval == interval - 1, shouldStop() {
          result.interrupted = true
          break
        }
        let state = space.state(at: index, book: book)
        _ = expansion.forEachStep(from: state, worker: &worker) { event, step in
          result.findings.record(step, parent: index, event: event)
          if !expansion.leadsBack(step, to: state) && !space.isStored(step) {
            result.kept.append(Kept(step: step, parent: index, event: event))
          }
          return true
        }
      }
      return result
    }
  }

  /// A successor that was not stored when its level began.
  struct Kept {
    let step: Space.Expansion.Step
    let parent: Int
    let event: Int
  }

  /// What one piece of a level gave.
  struct Piece {
    var findings = SearchFindings()
    var kept: [Kept] = []
    /// Whether the stop check ended the piece early.
    var interrupted = false
  }
}
