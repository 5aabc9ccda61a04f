#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  /// What one call into the app's code returned that the recording needs.
  enum CallOutcome {
    /// Nothing beyond what the recorder saw.
    case done
    /// A launch method returned this value.
    case launch(Bool)
    /// `performActionFor` was called with the handler numbered so (its token waits in
    /// ``DelegateProcess/currentToken``, so that only the app's references count).
    case performAction(handler: Int)
    /// The app has no object or closure for this callback (a notification, `scenePhase`, a scene without a delegate,
    /// `onOpenURL` without an action): UIKit would call nothing (11b row 1, 11c row 5).
    case none
  }

  @MainActor
  extension DelegateApp {
    /// Calls the app's method for `callback`, under its real selector, with real values (UIKit semantics article,
    /// 11c). Runs with the process's `UIApplication` bound.
    func call(_ callback: Callback, in process: DelegateProcess, run: DelegateRun) -> CallOutcome {
      updateStates(before: callback, in: process)
      defer { updateStates(after: callback, in: process) }
      let application = process.application
      let appDelegate: any UIApplicationDelegate = process.appDelegate
      switch callback.kind {
      case .willFinishLaunching:
        if !style(run).usesScenes { installStoryboardWindow(on: appDelegate, scene: nil, process: process) }
        return .launch(
          appDelegate.application(application, willFinishLaunchingWithOptions: launchOptions(callback, run: run)))
      case .didFinishLaunching:
        return .launch(
          appDelegate.application(application, didFinishLaunchingWithOptions: launchOptions(callback, run: run)))
      case .configurationForConnecting:
        // UIKit names the session it configures (`connectingSceneSession`, UIKit semantics article, 12f row 2); a
        // callback built without one (a test's) falls back to the session no scene is connected to.
        let connecting =
          callback.scene.map { self.session($0.session, in: process) } ?? pendingSession(in: process, run: run)
        let configuration = appDelegate.application(
          application, configurationForConnecting: connecting, options: connectionOptions(callback, run: run))
        process.pendingDelegateClass = configuration.delegateClass != nil
        return .done
      case .didDiscardSceneSessions:
        appDelegate.application(application, didDiscardSceneSessions: [])
        return .done
      case .applicationPerformAction:
        guard let delivery = callback.delivery, let item = shortcutItem(delivery, run: run) else { return .done }
        let token = makeToken(for: delivery, process: process, run: run)
        appDelegate.application(application, performActionFor: item, completionHandler: token.handler)
        if application.recorder.takeTrailingDecline() {
          // Not `Sendable`, as UIKit's item is not: the block runs on the thread that runs this process.
          nonisolated(unsafe) let item = item
          bridgeToAsyncForm(callback.kind, token: token, process: process) {
            await appDelegate.application(application, performActionFor: item)
          }
        }
        return .performAction(handler: token.id)
      case .applicationWillEnterForeground:
        appDelegate.applicationWillEnterForeground(application)
      case .applicationDidBecomeActive:
        appDelegate.applicationDidBecomeActive(application)
      case .applicationWillResignActive:
        appDelegate.applicationWillResignActive(application)
      case .applicationDidEnterBackground:
        appDelegate.applicationDidEnterBackground(application)
      case .applicationWillTerminate:
        appDelegate.applicationWillTerminate(application)
      case .applicationOpenURL:
        guard let delivery = callback.delivery, let url = url(delivery, run: run) else { return .done }
        _ = appDelegate.application(application, open: url, options: [:])
      case .applicationWillContinueUserActivity:
        _ = appDelegate.application(
          application, willContinueUserActivityWithType: announcedActivityType(callback, run: run))
      case .applicationContinueUserActivity:
        guard let delivery = callback.delivery, let activity = userActivity(delivery, run: run) else { return .done }
        _ = appDelegate.application(application, continue: activity, restorationHandler: { _ in })
      case .sceneWillConnect:
        guard let ref = callback.scene else { return .none }
        let connected = connect(ref, in: process, run: run)
        guard let delegate = connected.delegate else { return .none }
        delegate.scene(
          connected.scene, willConnectTo: connected.scene.session, options: connectionOptions(callback, run: run))
      case .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
        .sceneDidDisconnect, .windowScenePerformAction, .sceneOpenURLContexts, .sceneWillContinueUserActivity,
        .sceneContinueUserActivity, .windowSceneUserDidAcceptCloudKitShare:
        return callScene(callback, in: process, run: run)
      case .onOpenURL:
        guard let onOpenURL, let delivery = callback.delivery, let url = url(delivery, run: run) else { return .none }
        // The action receives the URL itself: that is reading it (11d row 1).
        process.application.recorder.record(.read(delivery))
        onOpenURL(url)
      case .onContinueUserActivity:
        // SwiftUI calls the action declared for the activity's type, if any (15 row 5).
        guard let delivery = callback.delivery, let activity = userActivity(delivery, run: run),
          let action = onContinueUserActivity[activity.activityType]
        else { return .none }
        action(activity)
      case .userNotificationCenterDidReceive:
        return callNotificationDelegate(callback, in: process, run: run)
      case .applicationUserDidAcceptCloudKitShare:
        #if canImport(CloudKit)
          return .none
        #else
          guard let metadata = acceptedShare(callback, run: run) else { return .done }
          appDelegate.application(application, userDidAcceptCloudKitShareWith: metadata)
        #endif
      case .willEnterForegroundNotification, .didBecomeActiveNotification, .willResignActiveNotification,
        .didEnterBackgroundNotification, .willTerminateNotification, .scenePhaseInactive, .scenePhaseActive,
        .scenePhaseBackground, .appScenePhaseInactive, .appScenePhaseActive, .appScenePhaseBackground:
        // Not posted, no closure (11c row 5).
        return .none
      case .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution, .appIntentPerform:
        // Never reached: the simulator refuses an App Intent for an app's own classes (``takesAppIntents``).
        return .none
      }
      return .done
    }

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` on the delegate the app set on its centre, if one
    /// is set and alive now (UIKit semantics article, 14 rows 4 and 7): its completion handler is counted as
    /// `performActionFor`'s is, and the `async` form is reached through Swift's bridge when the other is missing.
    /// Where Apple's UserNotifications is imported the harness cannot make a response, and the simulator refuses the
    /// step before it gets here (``AppStrategy/takesNotificationTaps``).
    private func callNotificationDelegate(_ callback: Callback, in process: DelegateProcess, run: DelegateRun)
      -> CallOutcome
    {
      #if canImport(UserNotifications)
        return .none
      #else
        let center = process.application.notificationCenter
        guard let delegate = center.delegate else { return .none }
        guard let delivery = callback.delivery,
          let response = notificationResponse(delivery, run: run) as? UNNotificationResponse
        else { return .done }
        let token = makeToken(for: delivery, process: process, run: run)
        let handler = token.handler
        delegate.userNotificationCenter(center, didReceive: response) { handler(true) }
        if process.application.recorder.takeTrailingDecline() {
          // The delegate is not `Sendable`, as Apple's is not; it stays on this process's thread.
          let call = NotificationDelegateCall(delegate: delegate, center: center, response: response)
          bridgeToAsyncForm(callback.kind, token: token, process: process) {
            await Self.didReceiveAsync(call)
            return true
          }
        }
        return .performAction(handler: token.id)
      #endif
    }

    #if !canImport(UserNotifications)
      /// The `async` form of `didReceive`, which Apple's protocol does not isolate to the main actor: called from a
      /// context of the same isolation, so the delegate is not sent anywhere.
      private nonisolated static func didReceiveAsync(_ call: NotificationDelegateCall) async {
        await call.delegate.userNotificationCenter(call.center, didReceive: call.response)
      }
    #endif

    /// Calls a scene delegate method on the delegate of the callback's scene.
    private func callScene(_ callback: Callback, in process: DelegateProcess, run: DelegateRun) -> CallOutcome {
      guard let ref = callback.scene, let connected = process.scenes[ref.session], let delegate = connected.delegate
      else { return .none }
      let scene = connected.scene
      switch callback.kind {
      case .sceneWillEnterForeground: delegate.sceneWillEnterForeground(scene)
      case .sceneDidBecomeActive: delegate.sceneDidBecomeActive(scene)
      case .sceneWillResignActive: delegate.sceneWillResignActive(scene)
      case .sceneDidEnterBackground: delegate.sceneDidEnterBackground(scene)
      case .sceneDidDisconnect: delegate.sceneDidDisconnect(scene)
      case .windowScenePerformAction:
        guard let delivery = callback.delivery, let item = shortcutItem(delivery, run: run) else { return .done }
        let token = makeToken(for: delivery, process: process, run: run)
        delegate.windowScene(scene, performActionFor: item, completionHandler: token.handler)
        if process.application.recorder.takeTrailingDecline() {
          // Not `Sendable`, as UIKit's item is not: the block runs on the thread that runs this process.
          nonisolated(unsafe) let item = item
          bridgeToAsyncForm(callback.kind, token: token, process: process) {
            await delegate.windowScene(scene, performActionFor: item)
          }
        }
        return .performAction(handler: token.id)
      case .sceneOpenURLContexts:
        guard let delivery = callback.delivery, let context = urlContext(delivery, run: run) else { return .done }
        delegate.scene(scene, openURLContexts: [context])
      case .sceneWillContinueUserActivity:
        delegate.scene(scene, willContinueUserActivityWithType: announcedActivityType(callback, run: run))
      case .sceneContinueUserActivity:
        guard let delivery = callback.delivery, let activity = userActivity(delivery, run: run) else { return .done }
        delegate.scene(scene, continue: activity)
      case .windowSceneUserDidAcceptCloudKitShare:
        #if canImport(CloudKit)
          return .none
        #else
          guard let metadata = acceptedShare(callback, run: run) else { return .done }
          delegate.windowScene(scene, userDidAcceptCloudKitShareWith: metadata)
        #endif
      case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
        .applicationPerformAction, .applicationWillEnterForeground, .applicationDidBecomeActive,
        .applicationWillResignActive, .applicationDidEnterBackground, .sceneWillConnect,
        .willEnterForegroundNotification, .didBecomeActiveNotification, .willResignActiveNotification,
        .didEnterBackgroundNotification, .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground,
        .applicationOpenURL, .applicationWillContinueUserActivity, .applicationContinueUserActivity, .onOpenURL,
        .applicationWillTerminate, .willTerminateNotification, .appScenePhaseInactive, .appScenePhaseActive,
        .appScenePhaseBackground, .userNotificationCenterDidReceive, .onContinueUserActivity,
        .applicationUserDidAcceptCloudKitShare, .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution,
        .appIntentPerform:
        return .none
      }
      return .done
    }

    /// What UIKit's state properties say while a callback runs: `.active` inside `…DidBecomeActive`, `.background`
    /// inside `…DidEnterBackground`, and the scene gone from `connectedScenes` once it disconnected.
    private func updateStates(before callback: Callback, in process: DelegateProcess) {
      let kind = callback.kind
      let scene = callback.scene.flatMap { process.scenes[$0.session]?.scene }
      if kind == .applicationDidBecomeActive || kind == .sceneDidBecomeActive {
        process.application.applicationState = .active
        scene?.activationState = .foregroundActive
      } else if kind == .applicationDidEnterBackground {
        process.application.applicationState = .background
      } else if kind == .sceneDidEnterBackground {
        scene?.activationState = .background
        let othersInFront = process.scenes.values.contains {
          $0.scene !== scene && $0.scene.activationState != .background
        }
        if !othersInFront { process.application.applicationState = .background }
      } else if kind == .sceneDidDisconnect {
        scene?.activationState = .unattached
      }
    }

    /// See ``updateStates(before:in:)``: the states after the callback returned.
    private func updateStates(after callback: Callback, in process: DelegateProcess) {
      let kind = callback.kind
      let scene = callback.scene.flatMap { process.scenes[$0.session]?.scene }
      if [
        .applicationWillResignActive, .applicationWillEnterForeground, .sceneWillResignActive,
        .sceneWillEnterForeground,
      ].contains(kind) {
        process.application.applicationState = .inactive
        scene?.activationState = .foregroundInactive
      } else if kind == .sceneWillConnect, let scene {
        process.application.connectedScenes.insert(scene)
        process.application.openSessions.insert(scene.session)
      } else if kind == .sceneDidDisconnect, let scene {
        process.application.connectedScenes.remove(scene)
      }
    }

    /// The lifecycle the run is in, as far as the adaptor can tell: scenes when it has a scene delegate factory.
    private func style(_ run: DelegateRun) -> LifecycleStyle { makeSceneDelegate == nil ? .appDelegate : .scene }

    /// The completion-handler form of a `performActionFor` method is missing: UIKit's call reaches the `async` form,
    /// if the class has one, through Swift's bridge, a task on the main actor that runs it at a later main-queue turn
    /// and calls the handler with its result (UIKit semantics article, 10e row 3). The task holds the handler, so it
    /// is kept until then. Whether the `async` form exists shows when the task runs: if its default ran, neither form
    /// exists, UIKit would not have called the method, and the recording withdraws the call
    /// (``SurfaceRecorder/Event/asyncFormMissing(_:handler:)``).
    private func bridgeToAsyncForm(
      _ kind: CallbackKind, token: CompletionToken, process: DelegateProcess,
      _ asyncForm: @escaping @MainActor @Sendable () async -> Bool
    ) {
      let recorder = process.application.recorder
      process.mainQueue.appendAsync {
        let handled = await asyncForm()
        if recorder.takeTrailingDecline() {
          recorder.record(.asyncFormMissing(kind, handler: token.id))
        } else {
          token.handler(handled)
        }
      }
    }

    /// A new handler token for a `performActionFor` about to be called.
    private func makeToken(for delivery: Delivery, process: DelegateProcess, run: DelegateRun) -> CompletionToken {
      run.nextHandler += 1
      let token = CompletionToken(id: run.nextHandler, delivery: delivery, recorder: process.application.recorder)
      process.currentToken = token
      return token
    }

    /// Connects the scene `ref`: a new delegate object for a new connection (11a row 2), the same one when UIKit
    /// reconnects the same instance; a storyboard window set before `willConnectTo` (11a row 4).
    private func connect(_ ref: SceneRef, in process: DelegateProcess, run: DelegateRun) -> ConnectedScene {
      if let known = process.scenes[ref.session], known.ref == ref { return known }
      run.highestSession = max(run.highestSession, ref.session)
      if lifecycle == .swiftUI, let pending = process.pendingDelegateClass {
        run.sessionHasDelegate[ref.session] = pending
      }
      process.pendingDelegateClass = nil
      let session = session(ref.session, in: process)
      let scene = makeScene(session: session, application: process.application)
      var delegate: (any UIWindowSceneDelegate)?
      if let makeSceneDelegate, run.sessionHasDelegate[ref.session] ?? true {
        let made = makeSceneDelegate()
        run.sceneDelegateClass = ObjectIdentifier(type(of: made as AnyObject))
        scene.delegate = made
        installStoryboardWindow(on: made, scene: scene, process: process)
        delegate = made
      }
      let connected = ConnectedScene(ref: ref, scene: scene, delegate: delegate)
      process.scenes[ref.session] = connected
      return connected
    }

    /// The session object for `number`, made once per process (11a row 5), with the `userInfo` the session kept
    /// from the previous process (12f row 2).
    func session(_ number: UInt8, in process: DelegateProcess) -> UISceneSession {
      if let known = process.sessions[number] { return known }
      let made = makeSession(number: number)
      made.userInfo = storage?.sessionUserInfo[number]
      process.sessions[number] = made
      return made
    }

    /// The session a `configurationForConnecting` is about: a known session no scene is connected to (a restore
    /// or reconnect), else the next number.
    private func pendingSession(in process: DelegateProcess, run: DelegateRun) -> UISceneSession {
      if let waiting = process.sessions.keys.sorted().last(where: { process.scenes[$0] == nil }) {
        return session(waiting, in: process)
      }
      if process.scenes.isEmpty, run.highestSession > 0 { return session(run.highestSession, in: process) }
      return session(run.highestSession &+ 1, in: process)
    }

    /// The window UIKit makes for a main storyboard, with its initial view controller, on the delegate's `window`
    /// property (11a row 4). Made unrecorded: it is UIKit's set-up, not the app's code.
    private func installStoryboardWindow(on delegate: AnyObject, scene: UIWindowScene?, process: DelegateProcess) {
      guard let mainStoryboard else { return }
      let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
      window.rootViewController = mainStoryboard()
      if let sceneDelegate = delegate as? any UIWindowSceneDelegate {
        sceneDelegate.window = window
      } else if let appDelegate = delegate as? any UIApplicationDelegate {
        appDelegate.window = window
      }
      _ = process.application.recorder.drain()
    }
  }

  #if !canImport(UserNotifications)
    /// One call of a `UNUserNotificationCenterDelegate` method, carried to the task that makes it. Not checked for
    /// sending: the harness runs a process's code on one thread (UIKit semantics article, 10e).
    struct NotificationDelegateCall: @unchecked Sendable {
      /// The app's delegate.
      let delegate: any UNUserNotificationCenterDelegate
      /// The process's centre.
      let center: UNUserNotificationCenter
      /// The tapped notification's response.
      let response: UNNotificationResponse
    }
  #endif
#endif
