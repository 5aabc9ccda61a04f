#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// The delivery whose declared destination the process watches (``DelegateApp/Destination``): the newest one,
  /// while it is the newest and the process lives (UIKit semantics article, 11d row 9).
  struct Landing: Hashable {
    /// The delivery.
    let delivery: Delivery
    /// Whether it has landed.
    var landed: Bool
  }

  /// What one run of the app's code (a callback, an app event) did that the landing rules read.
  struct CodeRecord {
    /// A default method ran: the app does not implement the callback.
    var declined = false
    /// The code made a screen change that shows something new (not a `stay`, a dismissal, the first root or a
    /// refused presentation).
    var showedSomethingNew = false
    /// The code read the identity of the watched delivery.
    var readWatched = false
    /// Where, in the app's effects, the last screen change ends: a landing is shown there.
    var screenEnd: Int?
  }

  @MainActor
  extension DelegateApp {
    /// A callback hands over `delivery`: when it is not the watched delivery, it becomes it if its item declares a
    /// destination; else nothing is watched any more (a newer delivery makes every screen change its own).
    func watch(_ delivery: Delivery, in process: DelegateProcess, run: DelegateRun) {
      guard delivery != process.landing?.delivery else { return }
      process.landing = destination(of: delivery, run: run) == nil ? nil : Landing(delivery: delivery, landed: false)
    }

    /// Whether the watched delivery's destination holds now; `nil` when no delivery is watched.
    func destinationHolds(in process: DelegateProcess, run: DelegateRun) -> Bool? {
      guard let landing = process.landing, let destination = destination(of: landing.delivery, run: run) else {
        return nil
      }
      return destination.holds(LiveObjects(process))
    }

    /// After a run of the app's code (`code`), with the watched destination holding `before` it or not: the watched
    /// delivery lands when its destination holds now and it has not landed yet, and lands again (a `duplicate`)
    /// when the code showed something new that leaves it holding, having either left it (`before` was `false`) or
    /// read the delivery again. A landing is `app handle <item>` after the last screen line (UIKit semantics
    /// article, 11d row 9).
    func land(after code: CodeRecord, before: Bool?, process: DelegateProcess, run: DelegateRun, app: inout AppContext)
    {
      guard var landing = process.landing, destinationHolds(in: process, run: run) == true else { return }
      if landing.landed {
        guard code.showedSomethingNew, before == false || code.readWatched else { return }
      }
      landing.landed = true
      process.landing = landing
      app.handle(landing.delivery)
      if let position = code.screenEnd, position < app.effects.count - 1 {
        app.effects.insert(app.effects.removeLast(), at: position)
      }
    }
  }
#endif
