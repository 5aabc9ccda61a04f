/// Replays many scenario files, as `qa-sim <files or directories>` does: each file loaded, replayed (under every
/// lifecycle with ``matrix``), recorded with ``record``, on ``jobs`` threads, the outcomes in input order. The command
/// line and the benchmark run the same batch.
package struct ReplayBatch: Sendable {
  /// The lifecycle every file runs under; `nil`: each file's own.
  package var lifecycle: LifecycleStyle?
  /// The device every file runs on; `nil`: each file's own.
  package var device: Device?
  /// The SDK every app is built with; `nil`: each file's own.
  package var sdk: SDK?
  /// Whether each file runs under every lifecycle, with the roads to each destination compared.
  package var matrix = false
  /// Whether each file's expectations are rewritten from its run.
  package var record = false
  /// The file size, step count and nesting depth allowed.
  package var limits = InputLimits.defaults
  /// How many files are replayed at once.
  package var jobs = 1
  /// The words each run's hints use (the command line names its flags).
  package var wording = RemedyWording.library
  /// What an error for a file beyond a limit adds to its message, to say how to raise the limit (the command line
  /// names its flag); `nil` adds nothing.
  package var limitHint: (@Sendable (InputLimit) -> String)?

  /// A batch with every setting at its default.
  package init() {}

  /// Every input's outcome, in input order; `fileDone` runs once per input, on the thread that finished it.
  package func replay(_ inputs: [InputItem], fileDone: @escaping @Sendable () -> Void = {}) -> ReplayReport {
    ReplayReport(
      outcomes: ParallelWork.map(inputs, jobs: jobs) {
        let outcome = replay($0)
        fileDone()
        return outcome
      })
  }

  /// Loads, replays and possibly records one input.
  package func replay(_ item: InputItem) -> ReplayReport.Outcome {
    let file: String
    switch item {
    case .error(let error): return .failed(error)
    case .file(let path): file = path
    }
    let loaded: LoadedScenario
    do {
      loaded = try ScenarioLoader.load(file: file, limits: limits)
    } catch {
      return .failed(error.limit.flatMap { limit in limitHint.map { error.appending($0(limit)) } } ?? error)
    }
    // The deprecated APIs the strategy relies on depend on the SDK it is built with (8e row 4).
    let deprecations = loaded.deprecationNotes(sdk: sdk)
    var outcome = replay(loaded, warnings: loaded.warnings + deprecations.warnings)
    outcome.usesDeprecatedAPIsOnPurpose = deprecations.onPurpose && outcome.error == nil
    return outcome
  }

  /// Replays one loaded scenario (every lifecycle with ``matrix``) and records it with ``record``.
  private func replay(_ loaded: LoadedScenario, warnings: [String]) -> ReplayReport.Outcome {
    let file = loaded.file
    if matrix {
      return ReplayReport.Outcome(
        file: file, runs: Replay.matrix(loaded, device: device, sdk: sdk).map(worded), error: nil,
        warnings: warnings, recorded: false, equivalence: Replay.equivalence(loaded))
    }
    let run = worded(Replay.run(loaded, lifecycle: lifecycle, device: device, sdk: sdk))
    guard record else {
      return ReplayReport.Outcome(file: file, runs: [run], error: nil, warnings: warnings, recorded: false)
    }
    do {
      let expect = try Recorder.record(loaded, run: run)
      return ReplayReport.Outcome(
        file: file, runs: [run.rejudged(against: expect)], error: nil, warnings: warnings, recorded: true)
    } catch {
      let failure = InputError(file: file, message: "cannot record: \(error.message)", cause: error.cause)
      return .failed(failure, warnings: warnings)
    }
  }

  /// `run` with its hints in ``wording``.
  private func worded(_ run: ScenarioRun) -> ScenarioRun {
    var run = run
    run.wording = wording
    return run
  }
}
