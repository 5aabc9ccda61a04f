/// What answers the machine in place of a table strategy's app when ``WorldTable`` runs the machine alone: a launch
/// method's result, which the strategy works out on scratch memory (a table strategy's answer depends on the callback
/// alone, as the packed search's `InteractionRecorder` has it), which callbacks it implements, and the inferred
/// switches the machine consulted. It keeps no app memory, so it serves only a strategy whose memory cannot steer the
/// machine (nothing on the main queue, ``WorldTable/appSteers``).
struct StrategyAnswers: CallbackReceiver {
  let strategy: TableStrategy
  /// The ``InferredOption/bitMask`` bits of every switch consulted.
  private(set) var consulted: UInt32 = 0

  init(_ strategy: TableStrategy) { self.strategy = strategy }

  mutating func receive(_ callback: Callback) -> Bool {
    guard callback.kind.isLaunchMethod else { return true }
    var scratch = AppContext()
    strategy.respond(to: callback, app: &scratch)
    return scratch.launchMethodResult
  }

  mutating func processDidExit() {}

  mutating func consulted(_ option: InferredOption) { consulted |= option.bitMask }

  func implements(_ callback: CallbackKind) -> Bool { strategy.implements(callback) }
}
