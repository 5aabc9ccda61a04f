extension AppContext {
  /// The memory the app's next process starts with after this one dies: nothing, except what it parked in
  /// `UserDefaults`, which survives `systemTerminate`, `forceQuit` and `updateApp` alike (UIKit semantics article,
  /// 10c rows 1 and 2), and what it kept in its scene sessions' `userInfo`, which the system keeps with the sessions
  /// (12f row 2).
  public func survivingProcessDeath(keepingFlags persistentFlags: UInt8 = 0) -> AppContext {
    var next = AppContext()
    next.persistentSlot = persistentSlot
    next.sessionSlots = sessionSlots
    next.flags = flags & persistentFlags
    return next
  }
}
