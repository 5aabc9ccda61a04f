#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  /// The app's main queue at the model's turns (UIKit semantics article, 10b and 10e): what the app's code queued with
  /// `DispatchQueue.main.async` or `asyncAfter`, and the jobs of its tasks on the main actor, wait on the process's
  /// ``MainQueue`` and run when the machine turns the main run loop: at the end of the event that queued them
  /// (``LifecycleOptions/deferredBlockRuns``), or at a `mainQueueTurn` step, which also runs delayed work when nothing
  /// is due sooner. Nothing waits for real time, so replay and the explorer see the same order every time.
  extension DelegateApp {
    /// Real code may queue work on the main queue at any callback: the explorer tries a turn in every state.
    public var queuesMainQueueWork: Bool { true }

    /// Whether the running process has work due on its main queue now.
    public var hasMainQueueWork: Bool { storage?.process?.mainQueue.hasDueWork ?? false }

    /// Runs the due work (and, at an explicit turn, the earliest delayed work when nothing is due) with the process's
    /// objects bound, and records what it did as a callback's code is recorded: each piece of work's turn
    /// (`mainQueueTurn` and the callback that queued it), then the reads, screens and completions.
    public mutating func runMainQueueWork(delayed: Bool, app: inout AppContext) {
      guard let run = storage, let process = run.process, !process.mainQueue.isEmpty else { return }
      guard delayed || process.mainQueue.hasDueWork else { return }
      run.changes &+= 1
      MainActor.assumeIsolatedUnchecked {
        let before = destinationHolds(in: process, run: run)
        let queue = process.mainQueue
        let origins = process.running {
          var origins = delayed ? queue.runTurn() : []
          origins += queue.runDueWork()
          return origins
        }
        var seen: Set<Int> = []
        for origin in origins where seen.insert(origin).inserted {
          guard origin >= 0, let kind = CallbackKind(rawValue: UInt8(clamping: origin)) else { continue }
          app.effects.append(.runDeferred(kind, nil))
        }
        let code = record(.done, process: process, run: run, app: &app)
        land(after: code, before: before, process: process, run: run, app: &app)
        for case .notCalled(let kind, _) in app.effects { run.learned[run.method(kind)] = false }
      }
    }
  }
#endif
