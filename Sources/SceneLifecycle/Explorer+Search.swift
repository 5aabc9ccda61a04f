import Dispatch

extension Explorer {
  /// The breadth-first search's working memory.
  struct Search {
    let explorer: Explorer
    var visited = VisitedSet(capacity: 8)
    var states: [ExplorerState] = []
    var parents: [UInt32] = []
    var viaEvent: [UInt8] = []
    var transitions = 0
    /// Per violation kind (by ordinal), where its first transition starts and which event it takes.
    var found: [(parent: Int, event: Int)?] = Array(repeating: nil, count: ViolationKind.allCases.count)
    /// A bit per violation kind already in `found`.
    var foundMask: UInt16 = 0
    var callbacks: UInt32 = 0
    /// Per (phase before, event kind, phase after), indexed by their ordinals: where it was first taken.
    var taken = [(parent: Int, event: Int)?](
      repeating: nil, count: AppPhase.allCases.count * 16 * AppPhase.allCases.count)

    let caches: CacheBox
    /// The caller's stop check (see ``Explorer/run(shouldStop:)``).
    let shouldStop: (@Sendable () -> Bool)?

    init(explorer: Explorer, shouldStop: (@Sendable () -> Bool)? = nil) {
      self.explorer = explorer
      self.shouldStop = shouldStop
      caches = CacheBox(explorer: explorer, count: explorer.configuration.jobs)
    }

    /// How many states a worker expands, or transitions the merge takes, between two stop checks.
    static let stopCheckInterval = 2048

    mutating func run() -> ExplorationReport {
      for root in explorer.roots where visited.insert(root) {
        states.append(root)
        parents.append(UInt32.max)
        viaEvent.append(UInt8.max)
      }
      var levelStart = 0
      var depthReached = 0
      var stopped: ExplorationReport.Stop?
      let events = explorer.eventList
      let eventKinds = events.map { LifecycleEventKind.allCases.firstIndex(of: $0.kind) ?? 0 }
      let phaseOrdinals = (0..<128).map { TransitionCache.phase(UInt64($0)).ordinal }
      level: for depth in 1...max(1, explorer.configuration.depth) where explorer.configuration.depth > 0 {
        let levelEnd = states.count
        guard levelStart < levelEnd else { break }
        if let shouldStop, shouldStop() {
          stopped = .stopRequested
          break
        }
        let (results, interrupted) = expand(levelStart..<levelEnd, events: events)
        for chunk in results {
          for result in chunk {
            if let shouldStop, transitions % Self.stopCheckInterval == Self.stopCheckInterval - 1, shouldStop() {
              stopped = .stopRequested
              break level
            }
            transitions += 1
            callbacks |= result.transition.callbacks
            let key =
              (phaseOrdinals[Int(result.transition.machineBefore)] * 16 + eventKinds[result.event])
              * AppPhase.allCases.count + phaseOrdinals[Int(result.transition.machineAfter)]
            if taken[key] == nil { taken[key] = (result.parent, result.event) }
            let kinds = result.transition.errors | result.transition.warnings
            if kinds & ~foundMask != 0 { note(kinds, parent: result.parent, event: result.event) }
            if visited.insert(result.transition.next) {
              states.append(result.transition.next)
              parents.append(UInt32(result.parent))
              viaEvent.append(UInt8(result.event))
              depthReached = depth
              if let limit = explorer.configuration.maxStates, states.count >= limit {
                stopped = .maxStates(limit)
                break level
              }
            }
          }
        }
        if interrupted {
          // A worker stopped part-way through the level: what it found is merged, the rest is not explored.
          stopped = .stopRequested
          break
        }
        levelStart = levelEnd
      }
      let exhausted = stopped == nil && levelStart == states.count
      return ExplorationReport(
        distinctStates: states.count, transitions: transitions, depthReached: depthReached,
        exhausted: exhausted, stopped: stopped,
        counterexamples: ViolationKind.allCases.compactMap { counterexample($0) },
        callbacksReached: CallbackKind.allCases.filter { callbacks & (1 << UInt32($0.rawValue)) != 0 },
        transitionsTaken: transitionPaths(), visitedSetBytes: visited.bytes)
    }

    /// Expands a level, split into `jobs` chunks that run in parallel; results come back in order, with
    /// whether a worker stopped early because ``shouldStop`` said so.
    private func expand(_ range: Range<Int>, events: [LifecycleEvent]) -> (results: [[Expansion]], interrupted: Bool) {
      let jobs = min(explorer.configuration.jobs, max(1, range.count / 256))
      let explorer = self.explorer
      let states = self.states
      let chunkSize = (range.count + jobs - 1) / jobs
      let box = ResultBox(count: jobs)
      let caches = self.caches
      let memoised = explorer.memoised
      let shouldStop = self.shouldStop
      let work: @Sendable (Int) -> Void = { chunk in
        var out: [Expansion] = []
        out.reserveCapacity(chunkSize * events.count)
        let lower = range.lowerBound + chunk * chunkSize
        let upper = min(range.upperBound, lower + chunkSize)
        guard lower < upper else { return }
        var cache = caches.take(chunk)
        var stoppedEarly = false
        for index in lower..<upper {
          if let shouldStop, (index - lower) % Self.stopCheckInterval == Self.stopCheckInterval - 1, shouldStop() {
            stoppedEarly = true
            break
          }
          for eventIndex in events.indices {
            let transition =
              memoised
              ? cache.successor(of: states[index], eventIndex: eventIndex)
              : explorer.successor(of: states[index], event: events[eventIndex])
            if let transition {
              out.append(Expansion(transition: transition, parentIndex: UInt32(index), eventIndex: UInt8(eventIndex)))
            }
          }
        }
        caches.put(chunk, cache)
        box.set(chunk, out, interrupted: stoppedEarly)
      }
      if jobs == 1 {
        work(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: jobs, execute: work)
      }
      return box.collect()
    }

    private mutating func note(_ mask: UInt16, parent: Int, event: Int) {
      guard mask != 0 else { return }
      for bit in found.indices where mask & (1 << UInt16(bit)) != 0 && found[bit] == nil {
        found[bit] = (parent, event)
        foundMask |= 1 << UInt16(bit)
      }
    }

    private func transitionPaths() -> [ExplorationReport.TransitionKey: Path] {
      var paths: [ExplorationReport.TransitionKey: Path] = [:]
      let phases = AppPhase.allCases
      for index in taken.indices {
        guard let end = taken[index] else { continue }
        let to = index % phases.count
        let event = (index / phases.count) % 16
        let from = index / phases.count / 16
        paths[.init(from: phases[from], event: LifecycleEventKind.allCases[event], to: phases[to])] = path(to: end)
      }
      return paths
    }

    /// The events from a root through `end.parent`, then `end.event`.
    private func path(to end: (parent: Int, event: Int)) -> Path {
      var eventIndices = [end.event]
      var index = end.parent
      while parents[index] != UInt32.max {
        eventIndices.append(Int(viaEvent[index]))
        index = Int(parents[index])
      }
      let events = explorer.eventList
      let optionsIndex = states[index].optionsIndex
      return Path(
        optionsIndex: optionsIndex, options: explorer.configuration.optionCombinations[optionsIndex],
        events: eventIndices.reversed().map { events[$0] })
    }

    private func counterexample(_ kind: ViolationKind) -> Counterexample? {
      guard let end = found[kind.ordinal] else { return nil }
      let path = path(to: end)
      return Counterexample(kind: kind, optionsIndex: path.optionsIndex, options: path.options, events: path.events)
    }
  }

  /// One successor found while expanding a level.
  struct Expansion {
    let transition: Transition
    let parentIndex: UInt32
    let eventIndex: UInt8
    var parent: Int { Int(parentIndex) }
    var event: Int { Int(eventIndex) }
  }

  /// Per-chunk results written by worker threads; each chunk writes only its own slot. Every access,
  /// including the final read, holds the lock.
  final class ResultBox: @unchecked Sendable {
    private var results: [[Expansion]]
    private var interrupted = false
    private let lock = NSLockLike()
    init(count: Int) { results = Array(repeating: [], count: count) }
    func set(_ index: Int, _ value: [Expansion], interrupted stoppedEarly: Bool) {
      lock.withLock {
        results[index] = value
        interrupted = interrupted || stoppedEarly
      }
    }
    /// The chunks in order, and whether any worker stopped early.
    func collect() -> (results: [[Expansion]], interrupted: Bool) {
      lock.withLock { (results, interrupted) }
    }
  }
}

extension Explorer {
  /// The workers' transition caches; each worker takes its own out and puts it back after a level.
  final class CacheBox: @unchecked Sendable {
    private var caches: [TransitionCache?]
    private let lock = NSLockLike()
    init(explorer: Explorer, count: Int) {
      caches = (0..<count).map { _ in TransitionCache(explorer: explorer) }
    }
    func take(_ index: Int) -> TransitionCache {
      lock.withLock {
        defer { caches[index] = nil }
        // Every index below `count` holds a cache between levels; a missing one is a broken invariant.
        guard let cache = caches[index] else { preconditionFailure("worker cache \(index) taken twice") }
        return cache
      }
    }
    func put(_ index: Int, _ cache: TransitionCache) {
      lock.withLock { caches[index] = cache }
    }
  }
}

/// A minimal lock built on a dispatch semaphore, so the core needs no Foundation.
final class NSLockLike: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)
  func withLock<T>(_ body: () -> T) -> T {
    semaphore.wait()
    defer { semaphore.signal() }
    return body()
  }
}
