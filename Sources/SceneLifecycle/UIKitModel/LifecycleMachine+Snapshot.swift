// MARK: - Saving and restoring the machine's state, for the explorer

extension LifecycleMachine {
  /// What of the machine's state can change what it does next, without the counters that only grow.
  ///
  /// Session numbers, scene delegate generations and delivery serials never decide a path through the
  /// machine, so a snapshot leaves them out and ``init(restoring:deliveriesMade:from:)`` renumbers them:
  /// machines that differ only there get equal snapshots. The explorer packs a snapshot into the low
  /// ``bitWidth`` bits of its states (``bits``).
  package struct Snapshot: Hashable, Sendable {
    /// Whether the app's process is alive.
    var processRunning: Bool
    /// The scene state of the session events target, or `nil` when there is no session.
    var sceneState: SceneState?
    /// Whether a session discarded while the process was dead awaits `didDiscardSceneSessions`.
    var hasDiscardedSession: Bool
    /// Whether the installed version has launched (``HomeScreenMenu/installedVersionHasLaunched``).
    var hasLaunched: Bool
    /// Whether a running process whose scene is disconnected, or that has no session yet, is suspended
    /// (``LifecycleMachine/unattachedProcessSuspended``); always `false` in any other state.
    var unattachedProcessSuspended: Bool

    /// Creates one from its fields; `unattachedProcessSuspended` is kept only for a running, unattached process.
    package init(
      processRunning: Bool, sceneState: SceneState?, hasDiscardedSession: Bool, hasLaunched: Bool,
      unattachedProcessSuspended: Bool = false
    ) {
      self.processRunning = processRunning
      self.sceneState = sceneState
      self.hasDiscardedSession = hasDiscardedSession
      self.hasLaunched = hasLaunched
      self.unattachedProcessSuspended =
        unattachedProcessSuspended && processRunning && (sceneState == .unattached || sceneState == nil)
    }

    /// The phase of a machine in this state.
    package var phase: AppPhase { LifecycleMachine.phase(processRunning: processRunning, sceneState: sceneState) }
  }

  /// The machine's state, counters left out.
  package var snapshot: Snapshot {
    Snapshot(
      processRunning: processRunning, sceneState: sessions.first?.state,
      hasDiscardedSession: !discardedSessions.isEmpty,
      hasLaunched: menu.installedVersionHasLaunched, unattachedProcessSuspended: unattachedProcessSuspended)
  }

  /// The machine `fresh` (a new machine of the run's style, options and static items) in the state `snapshot`
  /// describes, numbered as after its first launch: the session is the first one, the discarded session (if
  /// any) was that one too, and every scene delegate is the session's first.
  /// - Parameter deliveriesMade: how many deliveries the restored machine has made, so that the next gets a
  ///   serial none of those the caller holds has.
  package init(restoring snapshot: Snapshot, deliveriesMade: UInt32 = 0, from fresh: LifecycleMachine) {
    self = fresh
    processRunning = snapshot.processRunning
    if let sceneState = snapshot.sceneState {
      let number = style.usesScenes ? Self.firstSessionNumber : Self.windowRecordNumber
      sessions = [SceneSession(number: number, state: sceneState, generation: 0)]
    }
    nextSessionNumber = Self.firstSessionNumber + 1
    if snapshot.hasDiscardedSession { discardedSessions = [Self.firstSessionNumber] }
    if snapshot.hasLaunched { menu.appDidLaunch() }
    unattachedProcessSuspended = snapshot.unattachedProcessSuspended
    self.deliveriesMade = deliveriesMade
  }
}

// MARK: - Packing

extension LifecycleMachine.Snapshot {
  /// Set when the process runs.
  static let processRunningBit: UInt64 = 1 << 0
  /// Set when there is a session.
  static let sessionPresentBit: UInt64 = 1 << 1
  /// Where the session's scene state starts (``sceneStateCode(_:)``, 3 bits; code 5 is an unattached scene whose
  /// running process is suspended).
  static let sceneStateShift: UInt64 = 2
  /// The scene state's bits, once shifted down.
  static let sceneStateMask: UInt64 = 0x7
  /// Set when a discarded session awaits `didDiscardSceneSessions`.
  static let discardedSessionBit: UInt64 = 1 << 5
  /// Set when the installed version has launched.
  static let launchedBit: UInt64 = 1 << 6
  /// How many low bits a packed snapshot takes.
  static let bitWidth: UInt64 = 7
  /// The bits a packed snapshot takes.
  package static let mask: UInt64 = 1 << bitWidth - 1

  /// The snapshot packed into its ``bitWidth`` bits.
  package var bits: UInt64 {
    var bits: UInt64 = 0
    if processRunning { bits |= Self.processRunningBit }
    if let sceneState {
      let code = unattachedProcessSuspended ? Self.unattachedSuspendedCode : Self.sceneStateCode(sceneState)
      bits |= Self.sessionPresentBit | code << Self.sceneStateShift
    } else if unattachedProcessSuspended {
      // A running process with no session (8c row 2): the scene-state bits say only whether it is suspended.
      bits |= Self.unattachedSuspendedCode << Self.sceneStateShift
    }
    if hasDiscardedSession { bits |= Self.discardedSessionBit }
    if hasLaunched { bits |= Self.launchedBit }
    return bits
  }

  /// Unpacks ``bits`` (bits above ``mask`` are ignored).
  package init(bits: UInt64) {
    let code = (bits >> Self.sceneStateShift) & Self.sceneStateMask
    self.init(
      processRunning: bits & Self.processRunningBit != 0,
      sceneState: bits & Self.sessionPresentBit != 0 ? Self.sceneState(code: code) : nil,
      hasDiscardedSession: bits & Self.discardedSessionBit != 0, hasLaunched: bits & Self.launchedBit != 0,
      unattachedProcessSuspended: code == Self.unattachedSuspendedCode)
  }

  /// The scene-state code of an unattached scene whose running process is suspended (8d rows 1 and 2 tell it
  /// from a running one).
  static let unattachedSuspendedCode: UInt64 = 5

  /// A scene state's 3-bit code: its position in declaration order.
  static func sceneStateCode(_ state: SceneState) -> UInt64 {
    switch state {
    case .unattached: 0
    case .foregroundInactive: 1
    case .foregroundActive: 2
    case .background: 3
    case .suspended: 4
    }
  }

  /// The scene state a code stands for (``unattachedSuspendedCode`` is unattached; codes past it, which packing
  /// never makes, read as suspended).
  static func sceneState(code: UInt64) -> SceneState {
    switch code {
    case 0, unattachedSuspendedCode: .unattached
    case 1: .foregroundInactive
    case 2: .foregroundActive
    case 3: .background
    default: .suspended
    }
  }
}
