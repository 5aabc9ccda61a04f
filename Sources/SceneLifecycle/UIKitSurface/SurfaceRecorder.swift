#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// What the app's own code did through the UIKit-shaped surface while one simulated process ran it, in order: the
  /// identities it read, the screen changes it made, the completion handlers it called and the optional delegate
  /// methods it turned out not to implement. The adaptor that runs delegate classes makes one per process, binds its
  /// `UIApplication` while calling app code, and drains the events after each callback.
  ///
  /// `@unchecked Sendable` because it rides on a `UIApplication` in a task-local value: each simulated app's objects
  /// are touched only by the thread running that simulator.
  package final class SurfaceRecorder: @unchecked Sendable {
    /// One thing the app's code did.
    package enum Event: Hashable, Sendable {
      /// The code read the identity of something the harness delivered (an item's type, a URL).
      case read(Delivery)
      /// The code changed what the user sees.
      case screen(ScreenChange)
      /// The code called the completion handler the harness numbered `handler` with `value`.
      case completion(handler: Int, value: Bool)
      /// The delegate method called has no implementation in the app's class (the protocol's default ran).
      case declined
      /// Neither form of a `performActionFor` method exists: the completion-handler form's default ran, and then, at
      /// a later turn, the `async` form's; UIKit would not have called the callback, and handler `handler` is void.
      case asyncFormMissing(CallbackKind, handler: Int)
    }

    /// The events not drained yet, oldest first.
    package private(set) var events: [Event] = []

    /// An empty recorder.
    init() {}

    /// Appends `event`.
    func record(_ event: Event) { events.append(event) }

    /// Whether the last event is a decline, which it then forgets: the default of the method just called ran.
    func takeTrailingDecline() -> Bool {
      guard events.last == .declined else { return false }
      events.removeLast()
      return true
    }

    /// Returns the events recorded so far and forgets them.
    package func drain() -> [Event] {
      let drained = events
      events = []
      return drained
    }

    /// Records `event` on the bound app's recorder; code run outside the harness (no app bound) records nothing.
    static func record(_ event: Event) { UIApplication.bound?.recorder.record(event) }

    /// Records that an optional delegate method is missing from the app's class, on the bound app's recorder.
    static func declined() { record(.declined) }
  }
#endif
