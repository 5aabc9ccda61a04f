/// Notes the interaction sequence of one event: per callback its kind, whether it carries a delivery and
/// which item, and the scene delegate generation; ``processExit`` for a process exit, ``processSuspend`` for a
/// suspension. Launch methods get the
/// strategy's own answer, computed on scratch memory (a table strategy's answer depends only on the
/// callback).
struct InteractionRecorder: CallbackReceiver {
  let strategy: TableStrategy
  var codes: [UInt16] = []
  /// Every bit (``InferredOption/bitMask``) of each ``InferredOption`` the machine consulted, so a slot's table
  /// tells all values of a switch with more than two apart.
  var consulted: UInt32 = 0

  init(strategy: TableStrategy) { self.strategy = strategy }

  /// A code's callback kind (its raw value).
  static let kindMask: UInt16 = 0x1F
  /// Set in a code whose callback carries a delivery.
  static let deliveryBit: UInt16 = 0x20
  /// Where a code's delivered item id starts (4 bits).
  static let itemShift: UInt16 = 6
  /// Where a code's scene delegate generation starts (3 bits, so the generation modulo 8).
  static let generationShift: UInt16 = 10
  /// Set in a code whose callback names a scene.
  static let sceneBit: UInt16 = 0x2000
  /// Set in the code that ends a sequence key (``tail(machinePart:)``).
  static let tailBit: UInt16 = 0x4000
  /// The code of a process exit.
  static let processExit: UInt16 = 0x8000
  /// The code of a suspension (no callback, but the monitor judges a kept completion handler there).
  static let processSuspend: UInt16 = 0x8001
  /// The code of the app opening a readiness gate (its index in the low 3 bits): app work, no callback.
  static let openGate: UInt16 = 0x8010
  /// The code of a point where a pending main-queue block would run (``LifecycleOptions/deferredBlockRuns``).
  static let mainQueueTurn: UInt16 = 0x8002
  /// The code of a crash at launch (``LifecycleNote/sceneLifecycleRequired``): no callback, but the monitor reports
  /// it, so two events that differ only by it must not share an app-table entry.
  static let launchCrash: UInt16 = 0x8003

  /// Whether `code` stands for a callback (not a process exit or a sequence's tail).
  static func isCallback(_ code: UInt16) -> Bool { code < tailBit }

  /// The code that ends a sequence key: the process-running and session-present bits of the machine part
  /// the event started from.
  static func tail(machinePart: UInt64) -> UInt16 {
    let part = machinePart & (LifecycleMachine.Snapshot.processRunningBit | LifecycleMachine.Snapshot.sessionPresentBit)
    return UInt16(part) | tailBit
  }

  mutating func receive(_ callback: Callback) -> Bool {
    // A code holds the kind in 5 bits: the kinds from 32 on (``CallbackKind/packedKindCount``) come only with several
    // windows or notification taps, which the packed explorer refuses (``ExplorerError/severalWindows``,
    // ``ExplorerError/notificationTaps``).
    precondition(UInt16(callback.kind.rawValue) <= Self.kindMask, "a callback kind the packed codes cannot hold")
    var code = UInt16(callback.kind.rawValue)
    if let delivery = callback.delivery {
      code |= Self.deliveryBit | UInt16(UInt64(delivery.item.index) & ExplorerState.itemMask) << Self.itemShift
    }
    if let scene = callback.scene { code |= UInt16(scene.generation & 0x7) << Self.generationShift | Self.sceneBit }
    codes.append(code)
    guard callback.kind.isLaunchMethod else { return true }
    var scratch = AppContext()
    strategy.respond(to: callback, app: &scratch)
    return scratch.launchMethodResult
  }

  mutating func processDidExit() { codes.append(Self.processExit) }

  mutating func processDidSuspend() { codes.append(Self.processSuspend) }

  mutating func noted(_ note: LifecycleNote) {
    switch note {
    case .sceneLifecycleRequired: codes.append(Self.launchCrash)
    case .scenePhaseStartsInactive, .scenePhaseStartsBackground, .webClipRedirects: break
    }
  }

  mutating func runAppWork(_ work: AppWork) {
    switch work {
    case .openGate(let gate): codes.append(Self.openGate | UInt16(gate & 0x7))
    }
  }
  /// For a strategy that defers, a block may be pending: the machine's turns then depend on the placement, so
  /// the recorder answers as if one were pending, and the sequence records every point where it would run (the
  /// app part's resolution runs the real block, if there is one).
  var hasDeferredBlock: Bool { strategy.defersToMainQueue }

  mutating func runDeferredBlock() { codes.append(Self.mainQueueTurn) }

  mutating func consulted(_ option: InferredOption) { consulted |= option.bitMask }

  func implements(_ callback: CallbackKind) -> Bool { strategy.implements(callback) }
}
