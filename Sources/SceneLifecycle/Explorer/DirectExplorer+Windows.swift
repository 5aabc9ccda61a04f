// MARK: - Several windows: the window events, and the sessions in the state key

extension DirectExplorer {
  /// The same exploration of an app with several windows (iPad, scene lifecycle, `supportsMultipleScenes`): every
  /// fresh install gets `windows`, and each state also tries, per declared scene, opening, closing and focusing its
  /// window and the system's disconnect of its scene (scene 0's is already among the events). Routes follow
  /// `windows`' matches; ``ViolationKind/wrongScene`` is checked.
  public func withWindows(_ windows: WindowSetup) -> DirectExplorer {
    var explorer = self
    explorer.windows = windows
    let scenes = (0..<UInt8(windows.sceneIDs.count))
    explorer.events +=
      scenes.flatMap { scene -> [LifecycleEvent] in
        [.openWindow(scene: scene), .closeWindow(scene: scene), .focus(scene: scene)]
      }
      + scenes.dropFirst().map { LifecycleEvent.systemDisconnectScene(scene: $0) }
    return explorer
  }
}

extension Simulator {
  /// In a run with several windows, the machine's sessions as the state key writes them (its snapshot has only the
  /// front session's state): each session's declared scene and state, most recently active first, and whether
  /// discarded sessions await `didDiscardSceneSessions`; empty with one window.
  var windowsKey: String {
    guard machine.windows != nil else { return "" }
    let sessions = machine.sessions.map { "\($0.scene):\($0.state)" }.joined(separator: ",")
    return "sessions[\(sessions)]discarded\(machine.discardedSessions.count)"
  }
}
