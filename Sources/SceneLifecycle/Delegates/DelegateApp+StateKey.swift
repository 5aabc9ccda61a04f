#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  extension DelegateApp: DirectKeyDescribable {
    /// Writes what of the run can change a later callback, trace line or verdict (the direct explorer's reduced key,
    /// ``DirectKeying/reduced``), where a walk of the whole value (``DirectKeying/full``) writes everything it stores:
    /// - what it learned of its delegate classes only where ``implements(_:)`` answers `false` (an entry that says
    ///   `true` answers as no entry does) for a callback anything asks about
    ///   (``CallbackKind/askedWhetherImplemented``), with the classes methods are looked up for;
    /// - the newest delivery of a link only while the monitor tracks it (``holds(_:)`` asks about tracked
    ///   deliveries alone, and a newer delivery of the link replaces it);
    /// - no handler counter: tokens are matched by identity, and every new one is fresh; no catalog: one search
    ///   gives every run the same;
    /// - session numbers by the machine's names for them (``DirectKeyNaming``), and per-session memories only for
    ///   sessions that can still be read: the machine's live sessions and the one a `configurationForConnecting`
    ///   may be about (the highest met);
    /// - the process's objects as ``DelegateProcess/fingerprint()`` writes them, its session objects' `userInfo`,
    ///   the handler under way and the class the last configuration named.
    func describeForKey(into key: inout StateFingerprint, naming: DirectKeyNaming) {
      key.append("lifecycle\(lifecycle.map(\.rawValue) ?? "nil")")
      guard let run = storage else {
        key.append("fresh")
        return
      }
      key.append("classes\(Self.name(run.appDelegateClass)),\(Self.name(run.sceneDelegateClass))")
      let declined = run.learned.compactMap { method, implemented -> String? in
        guard !implemented, CallbackKind.askedWhetherImplemented.contains(method.kind) else { return nil }
        return "\(Self.name(method.delegateClass)).\(method.kind.rawValue)"
      }
      key.append("declines" + declined.sorted().joined(separator: ","))
      for (item, delivery) in run.newest.sorted(by: { $0.key.index < $1.key.index })
      where run.catalog.link(item) != nil && naming.isTracked(delivery) {
        key.append("newest\(item.index)")
        key.note(delivery)
      }
      key.append(
        "highest" + naming.name(run.highestSession) + (run.highestSession &+ 1 == naming.nextSession ? "+" : ""))
      let readable = naming.live.union([run.highestSession])
      for session in run.sessionHasDelegate.keys.sorted() where naming.live.contains(session) {
        key.append("hasDelegate" + naming.name(session) + "\(run.sessionHasDelegate[session] == true)")
      }
      for session in run.sessionUserInfo.keys.sorted() where readable.contains(session) {
        key.append("userInfo" + naming.name(session))
        key.visit(run.sessionUserInfo[session] as Any)
      }
      guard let process = run.process else {
        key.append("no process")
        return
      }
      MainActor.assumeIsolatedUnchecked { process.describe(into: &key, naming: naming) }
    }

    /// A delegate class as the key writes it: its identity's bits, stable while the program runs.
    private static func name(_ delegateClass: ObjectIdentifier?) -> String {
      delegateClass.map { String(UInt(bitPattern: $0), radix: 36) } ?? "nil"
    }
  }

  extension DelegateApp: DirectReplayable {
    /// How many calls may have changed the run's objects: each callback, the catalog and a process death count
    /// (`-1` before the run exists).
    var objectChanges: Int { storage?.changes ?? -1 }
  }

  extension CallbackKind {
    /// The callbacks the machine and the runner ask a strategy whether it implements (``AppStrategy/implements(_:)``):
    /// the launch methods and `configurationForConnecting` (which change what UIKit calls), the SwiftUI lifecycle's
    /// link methods (which decide whether `onOpenURL` takes a link) and the methods with a completion handler
    /// (`performActionFor`, `didReceive`, whose handler the monitor then expects called). What a ``DelegateApp`` learned about any other method answers no
    /// question, so the reduced key leaves it out. A test explores every delegate app of the tests, with a strategy
    /// that notes what it is asked, to check that nothing else is asked.
    static let askedWhetherImplemented: Set<CallbackKind> = [
      .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .sceneOpenURLContexts,
      .sceneContinueUserActivity, .applicationPerformAction, .windowScenePerformAction,
      .userNotificationCenterDidReceive,
    ]
  }

  @MainActor
  extension DelegateProcess {
    /// Writes the process for the reduced key: the fingerprint's objects with each scene named by the machine (and
    /// whether it is the session's current connection, which decides whether UIKit reuses its delegate), the
    /// session objects by name with their `userInfo`, the handler under way and the class the last configuration
    /// named.
    func describe(into key: inout StateFingerprint, naming: DirectKeyNaming) {
      key.append("app")
      if let appDelegate { key.visit(appDelegate as AnyObject) }
      for session in scenes.keys.sorted() {
        guard let connected = scenes[session] else { continue }
        key.append("scene" + naming.name(session) + (naming.isCurrent(connected.ref) ? "" : "older"))
        if let delegate = connected.delegate {
          key.visit(delegate as AnyObject)
        } else {
          key.append("none")
        }
      }
      key.append("inHand")
      if let itemInHand { key.note(itemInHand) } else { key.append("nil") }
      key.append("kept")
      for token in keptTokens { key.note(token.delivery) }
      key.append("landing")
      if let landing { key.note(landing.delivery) }
      key.append("\(landing?.landed ?? false)")
      key.append("sessions")
      for session in sessions.keys.sorted() {
        key.append(naming.name(session))
        key.visit(sessions[session]?.userInfo as Any)
      }
      key.append("current\(currentToken != nil),pending\(pendingDelegateClass.map { "\($0)" } ?? "nil")")
      key.append("mainQueue" + mainQueue.summary.joined(separator: ","))
    }
  }
#endif
