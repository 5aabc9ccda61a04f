/// A step sequence under which the model reproduces every callback of a device log, with each set of switch values
/// it does so under.
public struct ConformanceMatch: Hashable, Sendable {
  /// The steps, as scenario files write them.
  public var steps: [ScenarioStep]
  /// Per step, the index in the log's callbacks of the first one it reproduces; a step that reproduces none (an
  /// unseen step) has the same start as the next.
  public var starts: [Int]
  /// The switch values the sequence reproduces the log under: a combination agrees with the match when it agrees
  /// with one of them.
  public var values: [SwitchValues]
  /// The model's trace lines (`system <selector>[ <detail>][ @<scene>]`) of the reproduced callbacks, one per log
  /// callback: the `expect.trace` of a regression scenario.
  public var modelLines: [String]
  /// The declared scenes' ids in an app with several windows, else empty: window steps name their scene with them.
  public var sceneIDs: [String]
  /// How many of the first steps come before the log starts (a log that starts mid-run): their callbacks are not
  /// compared.
  public var leadIn: Int

  /// Creates a match.
  public init(
    steps: [ScenarioStep], starts: [Int], values: [SwitchValues], modelLines: [String], sceneIDs: [String] = [],
    leadIn: Int = 0
  ) {
    self.steps = steps
    self.starts = starts
    self.values = values
    self.modelLines = modelLines
    self.sceneIDs = sceneIDs
    self.leadIn = leadIn
  }

  /// Whether the sequence reproduces the log under `options`.
  public func admits(_ options: LifecycleOptions) -> Bool { values.contains { $0.admits(options) } }

  /// The range of log callbacks (indices) step `index` reproduces; empty for an unseen step.
  public func callbacks(ofStep index: Int, logCount: Int) -> Range<Int> {
    guard index >= leadIn else { return 0..<0 }
    let end = index + 1 < starts.count ? starts[index + 1] : logCount
    return starts[index]..<max(starts[index], end)
  }

  /// Step `index` as a narrative line names it: `quickAction com.example.search`, `focus @compose`.
  public func summary(ofStep index: Int) -> String { steps[index].summary(gates: [], scenes: sceneIDs) }
}

/// Where the longest prefix any step sequence reproduces parts from the device's log.
public struct ConformanceDivergence: Hashable, Sendable {
  /// How many of the log's callbacks the prefix reproduces.
  public var reproduced: Int
  /// The steps of the prefix, with last the step that parts from the log when one does (else the prefix's own).
  public var steps: [ScenarioStep]
  /// Per step, the index of the first log callback it reproduces.
  public var starts: [Int]
  /// The switch values the prefix ran under.
  public var values: SwitchValues
  /// The device's callback where the two part; `nil` when the log ends there and the model goes on.
  public var device: ObservedCallback?
  /// The model's callback there; `nil` when no step the model can take next calls a recorded callback the log
  /// shows, so the model stops short of the device.
  public var model: ObservedCallback?
  /// The switches the parting step consulted: the rows of the UIKit semantics article the difference touches.
  public var consulted: [InferredOption]
  /// The model's trace lines of the reproduced callbacks.
  public var modelLines: [String]
  /// How many of the first steps come before the log starts.
  public var leadIn: Int
  /// The declared scenes' ids in an app with several windows, else empty: window steps name their scene with them.
  public var sceneIDs: [String] = []
  /// Other steps that part from the log at the same point with another callback (at most a few).
  public var alternatives: [Alternative] = []

  /// Another step that parts from the log where the closest prefix does.
  public struct Alternative: Hashable, Sendable {
    /// The steps, the parting one last.
    public var steps: [ScenarioStep]
    /// The model's callback there.
    public var model: ObservedCallback
    /// The switches the parting step consulted.
    public var consulted: [InferredOption]
    /// How many of the first steps come before the log starts.
    public var leadIn: Int
  }

  /// Creates a divergence.
  public init(
    reproduced: Int, steps: [ScenarioStep], starts: [Int], values: SwitchValues, device: ObservedCallback?,
    model: ObservedCallback?, consulted: [InferredOption], modelLines: [String], leadIn: Int = 0,
    sceneIDs: [String] = []
  ) {
    self.leadIn = leadIn
    self.sceneIDs = sceneIDs
    self.reproduced = reproduced
    self.steps = steps
    self.starts = starts
    self.values = values
    self.device = device
    self.model = model
    self.consulted = consulted
    self.modelLines = modelLines
  }
}

extension ConformanceDivergence {
  /// The reproduced prefix and its parting step as a match of the steps alone, for a narrative: each step with the log
  /// callbacks it reproduced, the last one's ending where the two part.
  public var prefix: ConformanceMatch {
    ConformanceMatch(
      steps: steps, starts: starts, values: [values], modelLines: modelLines, sceneIDs: sceneIDs, leadIn: leadIn)
  }
}
